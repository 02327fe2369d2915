/**
 * Server log lines from WARN up into app_logs (back-office §3): a pino destination that maps each JSON
 * line to a row (level, category, operation, message, data, error, correlation_id = the request id) with
 * personal data and tokens masked (core/log-redaction.ts), buffered and written in batches once a second.
 * A failure to store is written to stderr only, never logged again (no loop).
 */
import pino from 'pino';
import type { Db } from '../../db/client';
import { appLogs, type LogLevel } from '../../db/schema/index';
import { maskSecretsAndContacts, redactLogData, redactLogText } from '@core/log-redaction';

const FLUSH_MS = 1000;
const MAX_BUFFER = 500;

function levelOf(pinoLevel: number): LogLevel | null {
  if (pinoLevel >= 60) return 'CRITICAL';
  if (pinoLevel >= 50) return 'ERROR';
  if (pinoLevel >= 40) return 'WARN';
  return null;
}

type Row = typeof appLogs.$inferInsert;

function toAppLogRow(line: Record<string, unknown>): Row | null {
  const level = typeof line.level === 'number' ? levelOf(line.level) : null;
  if (!level) return null;
  const err = (line.err ?? line.error) as
    | {
        type?: string;
        name?: string;
        message?: string;
        stack?: string;
        code?: string;
      }
    | undefined;
  const req = line.req as { method?: string; url?: string } | undefined;
  return {
    level,
    category: typeof line.category === 'string' ? line.category : 'server',
    operation: typeof line.operation === 'string' ? line.operation : req?.method && req.url ? `${req.method} ${req.url.split('?')[0]}` : null,
    message: redactLogText(typeof line.msg === 'string' ? line.msg : 'log'),
    data: redactLogData(line),
    error: err
      ? {
          name: err.type ?? err.name ?? 'Error',
          message: redactLogText(err.message ?? ''),
          ...(err.code ? { code: String(err.code) } : {}),
          ...(err.stack ? { stack: redactLogText(err.stack, 4000) } : {}),
        }
      : null,
    correlation_id: typeof line.reqId === 'string' ? line.reqId : null,
    source: 'server',
    timestamp: typeof line.time === 'number' ? new Date(line.time) : new Date(),
  };
}

export interface AppLogJournal {
  /** pino destination: one JSON line per call. */
  write(chunk: string): boolean;
  attach(db: Db): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createAppLogJournal(): AppLogJournal {
  let db: Db | null = null;
  let buffer: Row[] = [];
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!db || buffer.length === 0) return flushing;
    const rows = buffer;
    buffer = [];
    const target = db;
    flushing = flushing.then(() =>
      target
        .insert(appLogs)
        .values(rows)
        .then(() => undefined)
        .catch((err: unknown) => {
          process.stderr.write(`app_logs: ${rows.length} ligne(s) non enregistrée(s) : ${err instanceof Error ? err.message : String(err)}\n`);
        }),
    );
    return flushing;
  };

  return {
    write(chunk) {
      try {
        const row = toAppLogRow(JSON.parse(chunk) as Record<string, unknown>);
        if (row && buffer.length < MAX_BUFFER) buffer.push(row);
        if (row && !timer) {
          timer = setTimeout(() => void flush(), FLUSH_MS);
          timer.unref();
        }
      } catch {
        // not a JSON line: nothing to journal
      }
      return true;
    },
    attach(database) {
      db = database;
    },
    flush,
    async close() {
      await flush();
      db = null;
    },
  };
}

const PINO_LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/** Keys whose values never reach a log line, at the top of a line or one level down (pino's redact). */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'email',
  'to',
  'telephone',
  'phone',
  'adresse',
  'address',
  'prenom',
  'nom',
  'full_name',
];

/**
 * What keeps tokens and personal data out of the server's log lines (stdout and the journal alike):
 * header and body fields censored by name, request URLs without their token values, error messages and
 * every log message with e-mail addresses, phone numbers and tokens masked (core/log-redaction.ts).
 * Names and addresses have no shape to recognise: the code never logs them (review any new log line).
 */
const logSafety = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-access-token"]',
      'res.headers["set-cookie"]',
      'headers.authorization',
      'headers.cookie',
      ...SECRET_KEYS,
      ...SECRET_KEYS.map((key) => `*.${key}`),
    ],
    censor: '[masqué]',
  },
  serializers: {
    req(request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
      return {
        method: request.method,
        url: maskSecretsAndContacts(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      };
    },
    err(error: Error) {
      // A failed query's message lists its parameters (drizzle), and PostgreSQL's `detail` may quote the row.
      const { detail: _detail, ...serialized } = pino.stdSerializers.err(error) as ReturnType<typeof pino.stdSerializers.err> & { detail?: unknown };
      const clean = (text: string | undefined) => maskSecretsAndContacts((text ?? '').replace(/\nparams: .*/s, '\nparams: [masqués]'));
      return { ...serialized, message: clean(serialized.message), stack: clean(serialized.stack) };
    },
  },
  hooks: {
    logMethod(this: pino.Logger, args: unknown[], method: pino.LogFn) {
      const masked = args.map((arg) => (typeof arg === 'string' ? maskSecretsAndContacts(arg) : arg));
      return method.apply(this, masked as Parameters<pino.LogFn>);
    },
  },
};

/**
 * Fastify's logger options: `out` (stdout) at the configured level, and the journal from WARN up whatever
 * it is, both through logSafety.
 */
export function serverLoggerOptions(level: string, journal: AppLogJournal, out: { write(chunk: string): unknown } = process.stdout) {
  const configured = PINO_LEVELS[level] ?? 30;
  const streams: {
    stream: { write(chunk: string): unknown };
    level: string;
  }[] = [{ stream: journal, level: 'warn' }];
  if (configured !== Infinity) streams.push({ stream: out, level });
  return {
    ...logSafety,
    level: configured <= 40 ? level : 'warn',
    stream: pino.multistream(streams),
  };
}
