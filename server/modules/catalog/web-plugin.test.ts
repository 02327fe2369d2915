/**
 * Issue 10, "Denial of service": a page path the app does not know costs no more than one it knows. The
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
      const res = await page(`/p-${i}`, { 'accept-encoding': i % 2 ? 'br' : 'gzip' });
      expect(res.statusCode).toBe(200);
    }
    await page('/', { 'accept-encoding': 'br' });
    expect(calls.renderHead - before.renderHead).toBe(0);
    expect(calls.encodeBody - before.encodeBody).toBe(0);
  });

  it('gives each path its own canonical URL, compressed or not, and answers a revalidation with 304', async () => {
    const plain = await page('/inconnu/chemin');
    expect(plain.body).toContain('<link rel="canonical" href="https://shop.test/inconnu/chemin">');
    const br = await page('/inconnu/chemin', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await page('/inconnu/chemin', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const etag = plain.headers.etag as string;
    expect((await page('/autre-chemin')).headers.etag).not.toBe(etag);
    const again = await page('/inconnu/chemin', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const home = await page('/');
    expect(home.body).toContain('<link rel="canonical" href="https://shop.test/">');
  });
});
