/**
 * Stopping with live pages open (lib/graceful-shutdown.ts as main.ts wires it, and app.close()): the open
 * event streams are ended and their connections closed, so a browser's EventSource, which reconnects on its
 * kept-alive connection a second after the `retry:`, cannot hold the stopping server open until its deadline.
 */
import { EventEmitter } from 'node:events';
import { Agent, request } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { signInAs } from '../test/sign-in';
import { installGracefulShutdown } from './graceful-shutdown';

const opened: { app: FastifyInstance; database: TestDatabase; client?: { stop(): void } }[] = [];
afterEach(async () => {
  for (const { app, database, client } of opened.splice(0)) {
    client?.stop();
    await app.close();
    await database.drop();
  }
});

/** A built app listening on a port, its log lines kept (warnings and errors are what the test looks at). */
async function listeningApp() {
  const database = await createTestDatabase();
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
      done();
    },
  });
  const app = await buildApp({
    config: testConfig({ publicUrl: 'https://shop.test' }),
    database,
    logger: { level: 'info', stream },
    notificationWorker: false,
    imageWorker: false,
  });
  const entry: (typeof opened)[number] = { app, database };
  opened.push(entry);
  await app.listen({ port: 0, host: '127.0.0.1' });
  // What an empty test app warns about at start (no SECRETS_KEY, no built web app) is not the shutdown's.
  const startLines = lines.length;
  const { port } = app.server.address() as { port: number };
  return {
    app,
    port,
    entry,
    problems: () =>
      lines
        .slice(startLines)
        .filter((l) => l.level >= 40)
        .map((l) => l.msg),
  };
}

/** A stream followed as a browser's EventSource does: one kept-alive connection, reconnecting each time the server ends it. */
function browserLikeStream(port: number, path: string, headers: Record<string, string> = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let stopped = false;
  let connected: () => void = () => {};
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const open = () => {
    if (stopped) return;
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      res.resume();
      // A stopping server refuses the reconnection (503): EventSource would try again later, elsewhere.
      if (res.statusCode !== 200) return;
      connected();
      res.on('end', () => setTimeout(open, 50));
    });
    // The server gone: EventSource would try again later, elsewhere.
    req.on('error', () => {});
    req.end();
  };
  open();
  return {
    firstConnection,
    stop: () => {
      stopped = true;
      agent.destroy();
    },
  };
}

describe('stopping with live streams open', () => {
  it('the process shutdown ends the board and catalogue streams and exits 0 at once, logging no error', async () => {
    const { app, port, entry, problems } = await listeningApp();
    const admin = await signInAs(app, { role: 'admin' });
    const board = browserLikeStream(port, '/api/admin/orders/events', { cookie: admin.cookie });
    const catalog = browserLikeStream(port, '/api/catalog/events');
    entry.client = { stop: () => (board.stop(), catalog.stop()) };
    await Promise.all([board.firstConnection, catalog.firstConnection]);
    expect(app.orderEvents.streamCount()).toBe(2);

    const started = Date.now();
    const exitCode = await new Promise<number>((resolve) => {
      const { shutdown } = installGracefulShutdown({
        server: app.server,
        log: app.log,
        endStreams: () => app.orderEvents.endStreams(),
        close: () => app.close(),
        timeoutMs: 10_000,
        exit: resolve,
        events: new EventEmitter(),
      });
      void shutdown('SIGTERM');
    });
    expect(exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(problems()).toEqual([]);
  }, 60_000);

  it('app.close() resolves promptly with a stream open and logs no error', async () => {
    const { app, port, entry, problems } = await listeningApp();
    const catalog = browserLikeStream(port, '/api/catalog/events');
    entry.client = catalog;
    await catalog.firstConnection;
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(app.orderEvents.streamCount()).toBe(0);
    expect(problems()).toEqual([]);
  }, 60_000);
});
