/**
 * How the end-to-end runner talks to the shop: plain HTTP to the running server's own address, with a
 * cookie jar and the Origin a browser would send, so every request takes the public path (routing,
 * guards, rate limits, validation) exactly as a customer's or the kitchen's would.
 */

export interface ShopResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ShopStream {
  /** The next `event:`/`data:` message, heartbeats skipped. */
  next(timeoutMs?: number): Promise<{ event: string; data: Record<string, unknown> }>;
  close(): void;
}

export class ShopClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly origin: string,
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

  async stream(path: string): Promise<ShopStream> {
    const controller = new AbortController();
    const response = await fetch(new URL(path, this.baseUrl), {
      headers: {
        accept: 'text/event-stream',
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
      },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      controller.abort();
      throw new Error(`Flux ${path} : HTTP ${response.status}`);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    return {
      async next(timeoutMs = 10_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const end = buffer.indexOf('\n\n');
          if (end !== -1) {
            const lines = buffer
              .slice(0, end)
              .split('\n')
              .filter((l) => !l.startsWith(':'));
            buffer = buffer.slice(end + 2);
            if (lines.length === 0) continue;
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
            const data = lines
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('\n');
            return { event, data: JSON.parse(data) as Record<string, unknown> };
          }
          const left = deadline - Date.now();
          if (left <= 0) throw new Error(`Flux ${path} : aucun message en ${timeoutMs} ms`);
          let timer: NodeJS.Timeout | undefined;
          const chunk = await Promise.race([
            reader.read(),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error(`Flux ${path} : aucun message en ${timeoutMs} ms`)), left);
            }),
          ]).finally(() => clearTimeout(timer));
          if (chunk.done) throw new Error(`Flux ${path} : fermé par le serveur`);
          buffer += chunk.value;
        }
      },
      close: () => controller.abort(),
    };
  }
}

/** Fails with `message` and the answer's French error when the status is not the expected one. */
export function expectStatus(response: ShopResponse<unknown>, expected: number, message: string): void {
  if (response.status === expected) return;
  const body = response.body as { error?: { message?: string } } | string;
  const detail = typeof body === 'object' && body?.error?.message ? body.error.message : typeof body === 'string' ? body.slice(0, 200) : '';
  throw new Error(`${message} : HTTP ${response.status} (attendu ${expected})${detail ? ` — ${detail}` : ''}`);
}
