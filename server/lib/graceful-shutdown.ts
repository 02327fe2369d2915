/**
 * How the process stops (docs/operations.md, Surveillance). On the first SIGTERM or SIGINT: stop accepting
 * connections, end the open event streams (they would hold the server open forever; clients reconnect
 * elsewhere after their `retry:`), let the requests in flight finish (their connections then close), close
 * the app (the workers finish the batch in hand and stop, without draining their queue) and the database,
 * and exit 0. Past the deadline: log it and exit 1. A second signal meanwhile exits at once (128 + signal
 * number: 130 for SIGINT, 143 for SIGTERM). An uncaught exception or unhandled rejection is logged as fatal
 * and exits 1: the process is in an unknown state, the orchestrator restarts it.
 */
import type { Server } from 'node:http';

interface ShutdownLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  fatal(obj: object, msg: string): void;
}

export interface GracefulShutdownOptions {
  server: Server;
  log: ShutdownLogger;
  /** Ends the open server-sent-event streams. */
  endStreams(): void;
  /** Closes everything else once no request is in flight (app.close(), then the database). */
  close(): Promise<void>;
  timeoutMs: number;
  /** process.exit, replaced in tests. */
  exit?: (code: number) => void;
  /** Where the signals and fatal errors come from (process, replaced in tests). */
  events?: NodeJS.EventEmitter;
}

const SIGNAL_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

export function installGracefulShutdown({
  server,
  log,
  endStreams,
  close,
  timeoutMs,
  exit = (code) => process.exit(code),
  events = process,
}: GracefulShutdownOptions): { shutdown(signal: string): Promise<void> } {
  let stopping = false;

  // Once stopping, every answer closes its connection: a keep-alive client is not kept on this instance.
  server.on('request', (_req, res) => {
    if (stopping && !res.headersSent) res.setHeader('connection', 'close');
  });

  const shutdown = async (signal: string) => {
    if (stopping) {
      log.info({ signal }, 'second signal: exiting at once');
      exit(SIGNAL_CODES[signal] ?? 1);
      return;
    }
    stopping = true;
    log.info({ signal, timeoutMs }, 'shutting down: finishing the requests in flight');
    const deadline = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown deadline passed: exiting with requests, streams or jobs still open');
      exit(1);
    }, timeoutMs);
    try {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      endStreams();
      await drained;
      await close();
      clearTimeout(deadline);
      log.info({}, 'shut down cleanly');
      exit(0);
    } catch (err) {
      clearTimeout(deadline);
      log.error({ err }, 'shutdown failed');
      exit(1);
    }
  };

  for (const signal of Object.keys(SIGNAL_CODES)) events.on(signal, () => void shutdown(signal));
  events.on('uncaughtException', (err: Error) => {
    log.fatal({ err }, 'uncaught exception: exiting');
    exit(1);
  });
  events.on('unhandledRejection', (reason: unknown) => {
    log.fatal({ err: reason instanceof Error ? reason : new Error(String(reason)) }, 'unhandled promise rejection: exiting');
    exit(1);
  });
  return { shutdown };
}
