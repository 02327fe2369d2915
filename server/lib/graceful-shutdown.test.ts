/**
 * The server process stops gracefully (lib/graceful-shutdown.ts): a real `tsx server/main.ts` on a fresh
 * PGlite folder gets SIGTERM while an event stream is open and a request is still arriving.
 */
import { EventEmitter } from 'node:events';
import { createServer, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type RunningServer } from '../test/server-process';
import { installGracefulShutdown } from './graceful-shutdown';

const started: RunningServer[] = [];
afterEach(() => {
  for (const server of started.splice(0)) server.kill();
});

async function startServer(shutdownTimeoutMs: number): Promise<RunningServer> {
  const server = await startServerProcess({ SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) });
  started.push(server);
  return server;
}

/**
 * A POST whose body is still arriving: in flight until `finish` sends the rest. Its headers leave with the
 * first bytes once connected; a request made after that on another connection (the event stream) is read
 * by the server after them.
 */
function slowRequest(url: string) {
  const body = JSON.stringify({ email: 'lent@example.tn', intent: 'login' });
  const req = request(`${url}/api/auth/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: url.replace('127.0.0.1', 'localhost') },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
  answered.catch(() => {});
  req.write(body.slice(0, 10));
  const connected = new Promise<void>((resolve) => req.once('socket', (socket) => socket.once('connect', () => resolve())));
  return { finish: () => req.end(body.slice(10)), answered, connected };
}

/** An event stream read raw: resolves with everything received once the server ends it. */
async function openStream(url: string) {
  const res = await fetch(`${url}/api/catalog/events`, { headers: { accept: 'text/event-stream' } });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const first = await reader.read();
  expect(first.value).toContain('connecté');
  const ended = (async () => {
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text;
      text += value;
    }
  })();
  return { ended };
}

describe('graceful shutdown of the server process', () => {
  it('on SIGTERM ends the streams, refuses new connections, finishes the request in flight and exits 0', async () => {
    const server = await startServer(8000);
    const slow = slowRequest(server.url);
    await slow.connected;
    const stream = await openStream(server.url);

    server.child.kill('SIGTERM');
    // The stream ends with a `retry:` (EventSource comes back, to another instance).
    expect(await stream.ended).toContain('retry: 1000');
    await expect(fetch(`${server.url}/api/health/live`)).rejects.toThrow();
    // The request that was still arriving is answered normally.
    slow.finish();
    expect(await slow.answered).toEqual({ status: 200, body: JSON.stringify({ ok: true }) });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
  }, 90_000);

  it('exits at once on a second signal while waiting for a request', async () => {
    const server = await startServer(60_000);
    await slowRequest(server.url).connected;
    const stream = await openStream(server.url);
    server.child.kill('SIGTERM');
    await stream.ended;
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(130);
    expect(server.output()).toContain('second signal');
  }, 90_000);

  it('exits 1 when the deadline passes with a request still in flight', async () => {
    const server = await startServer(1500);
    await slowRequest(server.url).connected;
    // Read by the server after the slow request's headers.
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('shutdown deadline passed');
  }, 90_000);
});

describe('installGracefulShutdown', () => {
  function harness() {
    const events = new EventEmitter();
    const exits: number[] = [];
    const lines: string[] = [];
    const log = {
      info: (_: object, msg: string) => lines.push(`info ${msg}`),
      error: (_: object, msg: string) => lines.push(`error ${msg}`),
      fatal: (_: object, msg: string) => lines.push(`fatal ${msg}`),
    };
    let release: () => void = () => {};
    const closing = new Promise<void>((resolve) => (release = resolve));
    installGracefulShutdown({
      server: createServer(),
      log,
      endStreams: () => lines.push('streams ended'),
      close: () => closing,
      timeoutMs: 60_000,
      exit: (code) => exits.push(code),
      events,
    });
    return { events, exits, lines, release };
  }

  it('logs an uncaught exception or an unhandled rejection as fatal and exits 1', () => {
    const h = harness();
    h.events.emit('uncaughtException', new Error('boum'));
    h.events.emit('unhandledRejection', 'raison');
    expect(h.exits).toEqual([1, 1]);
    expect(h.lines).toEqual(['fatal uncaught exception: exiting', 'fatal unhandled promise rejection: exiting']);
  });

  it('ends the streams, waits for close, and exits 0', async () => {
    const h = harness();
    h.events.emit('SIGTERM');
    await new Promise((resolve) => setImmediate(resolve));
    expect(h.lines).toContain('streams ended');
    expect(h.exits).toEqual([]);
    h.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(h.exits).toEqual([0]);
  });

  it('exits 143 on a second SIGTERM while closing', async () => {
    const h = harness();
    h.events.emit('SIGTERM');
    await new Promise((resolve) => setImmediate(resolve));
    h.events.emit('SIGTERM');
    expect(h.exits).toEqual([143]);
    h.release();
  });
});
