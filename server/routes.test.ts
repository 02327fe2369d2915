/**
 * The route table: every route of the app declares its contracts (style.md §3), so requests are parsed and
 * answers serialized through the zod schemas of core/, and the OpenAPI document is complete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { listEndpoints } from '@core/contracts/index';
import { createTestApp, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** Not API routes: files served by @fastify/static, and the /dev stand-ins that production never mounts. */
function isExempt(route: RouteOptions): boolean {
  return (
    route.url.startsWith('/dev/') || route.url.startsWith('/assets/') || route.url.startsWith('/uploads/') || route.url === '/*' || route.url === '/index.html'
  );
}

function methodsOf(route: RouteOptions): string[] {
  return [route.method].flat().filter((m) => m !== 'HEAD');
}

describe('route table', () => {
  it('lists the API routes', () => {
    const urls = t.app.routeTable.map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/me', '/api/orders', '/api/admin/orders', '/api/catalog']));
  });

  it('gives every route request and response schemas', () => {
    const missing: string[] = [];
    for (const route of t.app.routeTable) {
      if (isExempt(route)) continue;
      for (const method of methodsOf(route)) {
        const schema = route.schema ?? {};
        const where = `${method} ${route.url}`;
        if (!schema.response) missing.push(`${where}: response`);
        if (/[:*]/.test(route.url) && !schema.params) missing.push(`${where}: params`);
        if (['POST', 'PUT', 'PATCH'].includes(method) && !schema.body && !schema.consumes) missing.push(`${where}: body`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('registers every endpoint of the core/contracts table once, at its method and path', () => {
    const served = t.app.routeTable.filter((route) => route.config?.endpoint).flatMap((route) => methodsOf(route).map((method) => ({ method, route })));
    const problems: string[] = [];
    for (const { name, endpoint } of listEndpoints()) {
      const routes = served.filter(({ route }) => route.config?.endpoint === endpoint);
      if (routes.length !== 1) problems.push(`${name}: registered ${routes.length} times`);
      for (const { method, route } of routes) {
        if (method !== endpoint.method || route.url !== endpoint.path) problems.push(`${name}: served as ${method} ${route.url}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('serves every API route from an endpoint of the table', () => {
    // the web plugin's files (robots.txt, the manifest, icons) are not API routes
    const api = t.app.routeTable.filter((route) => route.url.startsWith('/api/') && route.url !== '/api/openapi.json');
    expect(api.length).toBeGreaterThan(150);
    const bare = api.filter((route) => !route.config?.endpoint);
    expect(bare.flatMap((route) => methodsOf(route).map((method) => `${method} ${route.url}`))).toEqual([]);
  });

  it('serves the OpenAPI document built from the same schemas outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/orders', '/api/me/addresses/{id}']));
  });
});
