/**
 * A client of the shop through nginx's TLS, as a browser would be: it trusts only the test's self-signed
 * certificate, keeps cookies, sends the shop's Origin, and connects from its own loopback address (one
 * per client, e.g. 127.23.4.5), which nginx passes on in X-Forwarded-For: rate limits count per client,
 * and a run never shares a counter with a previous one in Redis. Event streams reconnect when they end
 * and send Last-Event-ID, as EventSource does.
 */
import { randomBytes } from 'node:crypto';
import https from 'node:https';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

export interface StreamEvent {
  id: string | null;
  event: string;
  data: Record<string, unknown>;
}

/** A loopback address of the 127.0.0.0/8 block picked at random (never 127.0.0.1, the proxy's own). */
function randomLoopback(): string {
  const [a, b, c] = randomBytes(3);
  return `127.${1 + (a! % 250)}.${b}.${1 + (c! % 250)}`;
}

export class ShopHttpsClient {
  private readonly cookies = new Map<string, string>();
  private readonly agent: https.Agent;
  readonly clientIp = randomLoopback();

  /** `port`: nginx's TLS port; `certificate`: the PEM the client trusts; `origin`: PUBLIC_URL. */
  constructor(
    private readonly port: number,
    certificate: string,
    readonly origin: string,
  ) {
    this.agent = new https.Agent({ ca: certificate, keepAlive: true, localAddress: this.clientIp, servername: 'localhost' });
  }

  private requestOptions(method: string, path: string, headers: Record<string, string>): https.RequestOptions {
    return {
      host: '127.0.0.1',
      port: this.port,
      method,
      path,
      agent: this.agent,
      headers: {
        host: `localhost:${this.port}`,
        origin: this.origin,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
    };
  }

  private keepCookies(setCookie: string[] | undefined) {
    for (const line of setCookie ?? []) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request; `body` is JSON unless it is a Buffer (then `headers` give its content-type). */
  request<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const contentType: Record<string, string> = body !== undefined && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {};
    return new Promise((resolve, reject) => {
      const req = https.request(this.requestOptions(method, path, { accept: 'application/json', ...contentType, ...headers }), (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          this.keepCookies(res.headers['set-cookie']);
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : {};
          } catch {
            // an HTML error page of nginx: the caller reads the status
          }
          resolve({ status: res.statusCode ?? 0, body: parsed as T, headers: res.headers });
        });
      });
      req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path} : pas de réponse en 15 s`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** An event stream that reconnects (with Last-Event-ID) whenever it ends, until closed. */
  stream(path: string): LiveStream {
    return new LiveStream((lastEventId, onOpen, onEvent, onEnd) => {
      const req = https.request(
        this.requestOptions('GET', path, { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) }),
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            onEnd(`HTTP ${res.statusCode}`);
            return;
          }
          onOpen();
          res.setEncoding('utf8');
          let buffer = '';
          res.on('data', (chunk: string) => {
            buffer += chunk;
            for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
              const lines = buffer.slice(0, end).split('\n');
              buffer = buffer.slice(end + 2);
              const field = (name: string) =>
                lines
                  .find((l) => l.startsWith(`${name}:`))
                  ?.slice(name.length + 1)
                  .trimStart();
              const data = lines
                .filter((l) => l.startsWith('data:'))
                .map((l) => l.slice(5).trimStart())
                .join('\n');
              if (data) onEvent({ id: field('id') ?? null, event: field('event') ?? 'message', data: JSON.parse(data) as Record<string, unknown> });
            }
          });
          // 'close' also when the connection breaks without a clean end (an instance killed behind nginx)
          res.on('close', () => onEnd('flux fermé'));
          res.on('error', () => onEnd('flux coupé'));
        },
      );
      req.on('error', (err) => onEnd(err.message));
      req.end();
      return () => req.destroy();
    });
  }

  close() {
    this.agent.destroy();
  }
}

type Connect = (lastEventId: string | null, onOpen: () => void, onEvent: (event: StreamEvent) => void, onEnd: (why: string) => void) => () => void;

export class LiveStream {
  readonly events: StreamEvent[] = [];
  /** How many times an answer 200 opened the stream (the first time included). */
  opened = 0;
  /** How many times the stream was opened again after it ended (a failover, a restart). */
  reconnections = 0;
  /** Whether a reconnection sent the id of the last event received. */
  sentLastEventId = false;
  private lastEventId: string | null = null;
  private stop: () => void;
  private closed = false;

  constructor(private readonly connect: Connect) {
    this.stop = this.open();
  }

  private open(): () => void {
    let ended = false;
    return this.connect(
      this.lastEventId,
      () => {
        this.opened += 1;
      },
      (event) => {
        if (event.id) this.lastEventId = event.id;
        this.events.push(event);
      },
      () => {
        if (ended || this.closed) return;
        ended = true;
        // As EventSource: a moment, then the same address again (nginx sends it to a live instance).
        setTimeout(() => {
          if (this.closed) return;
          this.reconnections += 1;
          if (this.lastEventId) this.sentLastEventId = true;
          this.stop = this.open();
        }, 200);
      },
    );
  }

  /** The first event whose data passes `matches`, received so far or within `timeoutMs`. */
  async waitFor(matches: (data: Record<string, unknown>) => boolean, timeoutMs = 10_000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find((e) => matches(e.data));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`aucun événement attendu en ${timeoutMs} ms (${this.events.length} reçus)`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Resolves once the stream has been opened `times` times in all. */
  async waitOpened(times = 1, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.opened < times) {
      if (Date.now() > deadline) throw new Error(`flux ouvert ${this.opened} fois, attendu ${times} (en ${timeoutMs} ms)`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  close() {
    this.closed = true;
    this.stop();
  }
}
