/**
 * How the end-to-end runner talks to the shop: plain HTTP to the running server's own address, with a
 * cookie jar and the Origin a browser would send, so every request takes the public path (routing,
 * guards, rate limits, validation) exactly as a customer's or the kitchen's would.
 */
import { endpointUrl, type StreamEndpoint } from '@core/contracts/endpoint';
import { openEventStream, type EventStream } from '../../lib/event-stream';

export interface ShopResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export type ShopStream = EventStream;

export class ShopClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly origin: string,
    /** Sent with every request (the E2E runner's test-order header). */
    private readonly headers: Record<string, string> = {},
  ) {}

  setCookieHeader(header: string) {
    for (const pair of header.split(';')) {
      const [name, ...value] = pair.trim().split('=');
      if (name) this.cookies.set(name, value.join('='));
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ShopResponse<T>> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      redirect: 'manual',
      headers: {
        accept: 'application/json',
        origin: this.origin,
        ...this.headers,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    this.keepCookies(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      // an HTML page or a redirect: the caller reads status and headers
    }
    return {
      status: response.status,
      body: parsed as T,
      headers: response.headers,
    };
  }

  /** Opens a live stream of the endpoint table, each message checked against the payload its endpoint declares. */
  stream(endpoint: StreamEndpoint, params: Record<string, string> = {}): Promise<ShopStream> {
    const path = endpointUrl(endpoint, params);
    return openEventStream(new URL(path, this.baseUrl), {
      headers: this.cookies.size ? { cookie: this.cookieHeader() } : {},
      defaultTimeoutMs: 10_000,
      label: path,
      events: endpoint.events,
    });
  }
}

/** Fails with `message` and the answer's French error when the status is not the expected one. */
export function expectStatus(response: ShopResponse<unknown>, expected: number, message: string): void {
  if (response.status === expected) return;
  const body = response.body as { error?: { message?: string } } | string;
  const detail = typeof body === 'object' && body?.error?.message ? body.error.message : typeof body === 'string' ? body.slice(0, 200) : '';
  throw new Error(`${message} : HTTP ${response.status} (attendu ${expected})${detail ? ` — ${detail}` : ''}`);
}
