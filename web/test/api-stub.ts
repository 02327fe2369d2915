/**
 * A stand-in for the server behind `fetch`: answers are given per 'METHOD /path' (query string
 * ignored), and every request is recorded with its headers and JSON body so a test can check what the
 * page sent. A request nobody expected gets a French 404 in the server's error shape and is listed in
 * `unexpected`, so a test sees it instead of hanging.
 */
import { vi } from 'vitest';

export interface ApiRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

interface ApiAnswer {
  status?: number;
  body?: unknown;
}

type Route = ApiAnswer | ((request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>);

export function stubApi(routes: Record<string, Route>) {
  const requests: ApiRequest[] = [];
  const unexpected: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: ApiRequest = { method, path: url.pathname, headers: new Headers(init.headers), body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) unexpected.push(`${method} ${url.pathname}`);
    const answer =
      typeof route === 'function' ? await route(request) : (route ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Route absente du test' } } });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, requests, unexpected, sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path) };
}
