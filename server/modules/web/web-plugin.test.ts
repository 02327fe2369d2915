/**
 * A page path the app does not know costs no more than one it knows. The
 * page is rendered once per catalogue version; only the home page is compressed at a high level (once);
 * every other path gets the path joined in and a fast per-request compression, and nothing is remembered
 * per path, so a flood of never-seen paths neither re-renders the page nor fills memory.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ encodeBody: 0, renderHead: 0 }));
vi.mock('../../lib/encoded-body', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/encoded-body')>();
  return {
    ...original,
    encodeBody: (...args: Parameters<typeof original.encodeBody>) => {
      calls.encodeBody += 1;
      return original.encodeBody(...args);
    },
  };
});
vi.mock('./render-head', async (importOriginal) => {
  const original = await importOriginal<typeof import('./render-head')>();
  return {
    ...original,
    renderHead: (...args: Parameters<typeof original.renderHead>) => {
      calls.renderHead += 1;
      return original.renderHead(...args);
    },
  };
});

const { createTestApp } = await import('../../test/app');
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('page paths', () => {
  it('renders the page once and compresses only the home page at a high level, however many new paths are asked', async () => {
    await page('/', { 'accept-encoding': 'br' });
    const before = { ...calls };
    for (let i = 0; i < 600; i += 1) {
      const res = await page(i % 3 ? `/p-${i}` : `/order-tracking/SK-${i}`, { 'accept-encoding': i % 2 ? 'br' : 'gzip' });
      expect(res.statusCode).toBe(i % 3 ? 404 : 200);
    }
    await page('/', { 'accept-encoding': 'br' });
    expect(calls.renderHead - before.renderHead).toBe(0);
    expect(calls.encodeBody - before.encodeBody).toBe(0);
  });

  it('gives each path its own canonical URL, compressed or not, and answers a revalidation with 304', async () => {
    const plain = await page('/payment-success/chemin');
    expect(plain.body).toContain('<link rel="canonical" href="https://shop.test/payment-success/chemin">');
    const br = await page('/payment-success/chemin', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await page('/payment-success/chemin', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const etag = plain.headers.etag as string;
    expect((await page('/payment-success/autre')).headers.etag).not.toBe(etag);
    const again = await page('/payment-success/chemin', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    // A tracking page is drawn from its order for whoever asks (requester-page.ts): never stored, never revalidated.
    const tracking = await page('/order-tracking/SK-CHEMIN');
    expect(tracking.headers['cache-control']).toBe('no-store');
    expect(tracking.headers.etag).toBeUndefined();
    const home = await page('/');
    expect(home.body).toContain('<link rel="canonical" href="https://shop.test/">');
  });
});

describe('pages, not-found and robots', () => {
  it('answers an unknown path with the app and a 404 (no soft 404), a known one with 200', async () => {
    const unknown = await page('/wp-login.php/x');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('<div id="root">');
    const known = await page('/account');
    expect(known.statusCode).toBe(200);
    expect((await page('/admin/orders')).statusCode).toBe(200);
    // a 404 page is never answered 304, even with its own ETag
    const again = await page('/wp-login.php/x', { 'if-none-match': unknown.headers.etag as string });
    expect(again.statusCode).toBe(404);
  });

  it('answers HEAD on a page as GET does, without a body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/account' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.body).toBe('');
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/nulle-part' })).statusCode).toBe(404);
  });

  it('keeps private pages out of search engines, and says so in robots.txt', async () => {
    expect((await page('/')).headers['x-robots-tag']).toBeUndefined();
    for (const url of ['/account', '/admin/dashboard', '/order-tracking/SK-1', '/payment-success/x', '/auth/client'])
      expect((await page(url)).headers['x-robots-tag'], url).toBe('noindex');
    const robots = await page('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /account');
  });
});
