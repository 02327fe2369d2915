/**
 * The browser's logger (customer-shop §7, §8, §9): entries kept in memory (1000 at most, oldest dropped),
 * WARN and up sent in batches to POST /api/logs, texts masked before they leave (core/log-redaction.ts).
 * A failure to send is written to the console only: logging never breaks the page or logs itself.
 */
import { MAX_LOG_BATCH, MAX_LOG_ENTRIES_IN_MEMORY, redactLogText, STORED_LOG_LEVELS, type LogLevelName } from '@core/log-redaction';
import { endpointUrl } from '@core/contracts/endpoint';
import type * as logs from '@core/contracts/logs';
import type { BrowserLogEntry } from '@core/schemas/logs';
import { getGuestSessionId } from './guest-session';

const FLUSH_MS = 5000;
/** Sent with fetch itself (keepalive; a failure to send is never logged): not through call(), whose client logs. */
const sendLogs: Pick<typeof logs.sendLogs, 'method' | 'path'> = { method: 'POST', path: '/api/logs' };

const memory: BrowserLogEntry[] = [];
let queue: BrowserLogEntry[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

async function flush(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length) {
    const entries = queue.slice(0, MAX_LOG_BATCH);
    queue = queue.slice(MAX_LOG_BATCH);
    try {
      const response = await fetch(endpointUrl(sendLogs), {
        method: sendLogs.method,
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        keepalive: true,
        body: JSON.stringify({ entries }),
      });
      if (!response.ok) console.warn(`Journal non envoyé (HTTP ${response.status})`);
    } catch (error) {
      console.warn('Journal non envoyé', error);
    }
  }
}

export interface LogDetails {
  category?: string;
  operation?: string;
  data?: Record<string, unknown>;
  error?: unknown;
  correlationId?: string | null;
}

function log(level: LogLevelName, message: string, details: LogDetails = {}) {
  const error =
    details.error instanceof Error
      ? {
          name: details.error.name,
          message: redactLogText(details.error.message),
          stack: details.error.stack?.slice(0, 8000),
        }
      : null;
  const entry: BrowserLogEntry = {
    level,
    message: redactLogText(message),
    category: details.category ?? 'web',
    operation: details.operation ?? location.pathname,
    data: details.data ?? null,
    error,
    correlation_id: details.correlationId ?? null,
    session_id: getGuestSessionId(),
    timestamp: new Date().toISOString(),
  };
  memory.push(entry);
  if (memory.length > MAX_LOG_ENTRIES_IN_MEMORY) memory.splice(0, memory.length - MAX_LOG_ENTRIES_IN_MEMORY);
  if (!STORED_LOG_LEVELS.includes(level)) return;
  queue.push(entry);
  if (queue.length > MAX_LOG_ENTRIES_IN_MEMORY) queue.splice(0, queue.length - MAX_LOG_ENTRIES_IN_MEMORY);
  if (queue.length >= MAX_LOG_BATCH) void flush();
  else timer ??= setTimeout(() => void flush(), FLUSH_MS);
}

export const logger = {
  debug: (message: string, details?: LogDetails) => log('DEBUG', message, details),
  info: (message: string, details?: LogDetails) => log('INFO', message, details),
  warn: (message: string, details?: LogDetails) => log('WARN', message, details),
  error: (message: string, details?: LogDetails) => log('ERROR', message, details),
  critical: (message: string, details?: LogDetails) => log('CRITICAL', message, details),
  /** What is kept in memory (newest last), for support. */
  entries: (): readonly BrowserLogEntry[] => memory,
  flush,
};

/** Uncaught exceptions and rejections; the queue is sent when the page is hidden. */
export function installGlobalLogging(): void {
  window.addEventListener('error', (event) =>
    logger.error(event.message || 'Erreur non interceptée', {
      category: 'uncaught',
      error: event.error,
    }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    logger.error('Promesse rejetée non gérée', {
      category: 'uncaught',
      error: event.reason instanceof Error ? event.reason : new Error(String(event.reason)),
    }),
  );
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flush();
  });
}
