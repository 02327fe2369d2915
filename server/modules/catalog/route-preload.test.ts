/**
 * Issue 23, "Fast on every page": the HTML the server sends for a customer page preloads that page's lazy
 * chunk (and links its CSS) from Vite's build manifest, so it downloads beside the entry script; a
 * sign-in page also carries its card as the first frame, painted before any script runs.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PAGE_TEXTS, PAGE_MODULE_NAMES, pageModule } from '@core/pages';
import { createTestApp, TEST_INDEX_HTML, type TestApp } from '../../test/app';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A build manifest of Vite's shape: the entry, a shared chunk it imports, and each page module with a chunk of its own. */
function writeBuild(dir: string): void {
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  const manifest: Record<string, unknown> = {
    'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_auth-card.js': { file: 'assets/auth-card.js', imports: ['index.html', '_vendor.js'] },
    '_order-page-states.js': { file: 'assets/order-page-states.js', imports: ['_vendor.js'], css: ['assets/order-page-states.css'] },
  };
  for (const module of PAGE_MODULE_NAMES) {
    const name = module.replace(/^app\/routes\//, '').replace(/\W+/g, '-');
    manifest[module] = {
      file: `assets/${name}.js`,
      isDynamicEntry: true,
      imports: ['index.html', '_vendor.js', module.includes('/orders/') ? '_order-page-states.js' : '_auth-card.js'],
    };
  }
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

let t: TestApp;
beforeAll(async () => {
  const webDistDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'sushi-preload-')), 'web');
  writeBuild(webDistDir);
  t = await createTestApp({ config: { webDistDir } });
});
afterAll(async () => t?.close());

const html = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

const CUSTOMER_PAGES = [
  '/auth/magic',
  '/auth/client',
  '/auth/magic-link-sent',
  '/auth/signup-confirmation',
  '/auth/email-verification',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/onboarding',
  '/account',
  '/order-success/42',
  '/order-success',
  '/order-tracking/SK-ABCDE-12345',
  '/order-tracking',
  '/payment-success/42',
  '/payment-failed/42',
];

describe('route chunk preloaded from the page HTML', () => {
  it.each(CUSTOMER_PAGES)('%s preloads its own chunk and the chunks it imports, not the entry’s again', async (url) => {
    const body = await html(url);
    const name = pageModule(url.split('?')[0]!)!
      .replace(/^app\/routes\//, '')
      .replace(/\W+/g, '-');
    const links = preloads(body);
    expect(links).toContain(`/assets/${name}.js`);
    expect(links).toContain(url.startsWith('/order-') || url.startsWith('/payment-') ? '/assets/order-page-states.js' : '/assets/auth-card.js');
    expect(links).not.toContain('/assets/vendor.js');
    expect(links).not.toContain('/assets/app.js');
  });

  it('links the CSS of the page’s chunks, so the page does not move when they arrive', async () => {
    expect(await html('/order-tracking/SK-ABCDE-12345')).toContain('<link rel="stylesheet" crossorigin href="/assets/order-page-states.css">');
    expect(await html('/auth/client')).not.toContain('order-page-states.css');
  });

  it('preloads nothing more on the home page, the back-office or an unknown path', async () => {
    expect(preloads(await html('/'))).toEqual([]);
    expect(preloads(await html('/admin/orders'))).toEqual([]);
    expect(preloads((await t.app.inject({ method: 'GET', url: '/p-inconnue' })).body)).toEqual([]);
  });

  it('names only modules the web app has, each lazily imported by the router', () => {
    const router = readFileSync(path.join(ROOT, 'web/app/router.tsx'), 'utf8');
    for (const module of PAGE_MODULE_NAMES) {
      expect(existsSync(path.join(ROOT, 'web', module)), module).toBe(true);
      expect(router, module).toContain(`import('./${module.replace(/^app\//, '').replace(/\.tsx$/, '')}')`);
    }
  });
});

describe('first frame of the sign-in pages', () => {
  it.each([
    ['/auth/magic', AUTH_PAGE_TEXTS.magic],
    ['/auth/client', AUTH_PAGE_TEXTS.client],
    ['/auth/magic-link-sent', AUTH_PAGE_TEXTS.magicLinkSent],
    ['/auth/signup-confirmation', AUTH_PAGE_TEXTS.signupConfirmation],
    ['/auth/email-verification', AUTH_PAGE_TEXTS.emailVerification],
    ['/auth/forgot-password', AUTH_PAGE_TEXTS.forgotPassword],
    ['/auth/reset-password', AUTH_PAGE_TEXTS.resetPassword],
  ] as const)('%s carries its card (title and description) inside #root', async (url, texts) => {
    const body = await html(url);
    const root = body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'));
    expect(root).toContain('data-first-frame="auth"');
    expect(root).toContain(`>${texts.title}</h1>`);
    if ('description' in texts) expect(root).toContain(`>${texts.description}</p>`);
    // the scripts come after the frame's paint, at low priority
    expect(body).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/auth-/);
  });

  it('draws no card for a sign-in link being spent, nor on pages whose content needs the session', async () => {
    expect(await html('/auth/magic?token=abc')).not.toContain('data-first-frame');
    expect(await html('/account')).not.toContain('data-first-frame');
    expect(await html('/order-tracking/SK-ABCDE-12345')).not.toContain('data-first-frame');
  });
});
