/**
 * The HTML the server sends for a customer page names that page's lazy
 * chunks (and links their CSS) from Vite's build manifest, without fetching them: the boot entry
 * (web/main.tsx) preloads them beside the app's chunk once the first frame has painted. A sign-in page
 * also carries its card as the first frame, painted before any script runs.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@core/messages';
import { AUTH_PAGE_TEXTS, PAGE_MODULE_NAMES, pageModule, RESET_LINK_INVALID_NOTICE } from '@core/pages';
import { createTestApp, TEST_INDEX_HTML, type TestApp } from '../../test/app';
import { SENT_LINK_SCRIPT } from './first-frames';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * A build manifest of Vite's shape: the tiny boot entry, the app module it imports dynamically (with the
 * vendor chunk and a shared chunk), and each page module with a chunk of its own.
 */
function writeBuild(dir: string): void {
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML.replace('/assets/app.js', '/assets/boot.js'));
  const manifest: Record<string, unknown> = {
    'index.html': { file: 'assets/boot.js', isEntry: true, dynamicImports: ['app/start-app.tsx'] },
    'app/start-app.tsx': { file: 'assets/app.js', isDynamicEntry: true, imports: ['_vendor.js', '_shared.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
    '_auth-card.js': { file: 'assets/auth-card.js', imports: ['index.html', '_vendor.js'] },
    '_order-page-states.js': { file: 'assets/order-page-states.js', imports: ['_vendor.js'], css: ['assets/order-page-states.css'] },
  };
  for (const module of PAGE_MODULE_NAMES) {
    const name = module.replace(/^app\/routes\//, '').replace(/\W+/g, '-');
    manifest[module] = {
      file: `assets/${name}.js`,
      isDynamicEntry: true,
      imports: ['_shared.js', '_vendor.js', module.includes('/orders/') ? '_order-page-states.js' : '_auth-card.js'],
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
/** The chunks the page names for the boot entry to preload once the first frame has painted. */
const routeChunks = (body: string) => {
  const metas = [...body.matchAll(/<meta name="route-chunks" content="([^"]*)">/g)];
  expect(metas.length).toBeLessThanOrEqual(1);
  return metas[0]?.[1]!.split(' ') ?? [];
};

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

describe('route chunks named by the page HTML, fetched only by the boot', () => {
  it.each(CUSTOMER_PAGES)('%s names its own chunk and the chunks it imports, not the boot’s nor the app’s, and preloads none', async (url) => {
    const body = await html(url);
    const name = pageModule(url.split('?')[0]!)!
      .replace(/^app\/routes\//, '')
      .replace(/\W+/g, '-');
    const chunks = routeChunks(body);
    expect(chunks).toContain(`/assets/${name}.js`);
    expect(chunks).toContain(url.startsWith('/order-') || url.startsWith('/payment-') ? '/assets/order-page-states.js' : '/assets/auth-card.js');
    for (const loadedByBoot of ['/assets/boot.js', '/assets/app.js', '/assets/vendor.js', '/assets/shared.js']) expect(chunks).not.toContain(loadedByBoot);
    // nothing fetches a script before the first frame's paint
    expect(preloads(body)).toEqual([]);
    expect([...body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])).toEqual(['/assets/boot.js']);
  });

  it('links the CSS of the page’s chunks, so the page does not move when they arrive', async () => {
    expect(await html('/order-tracking/SK-ABCDE-12345')).toContain('<link rel="stylesheet" crossorigin href="/assets/order-page-states.css">');
    expect(await html('/auth/client')).not.toContain('order-page-states.css');
  });

  it('names no route chunk and preloads nothing on the home page, the back-office or an unknown path', async () => {
    for (const body of [await html('/'), await html('/admin/orders'), (await t.app.inject({ method: 'GET', url: '/p-inconnue' })).body]) {
      expect(preloads(body)).toEqual([]);
      expect(routeChunks(body)).toEqual([]);
    }
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
    // the scripts come after the frame's paint: named for the boot, not preloaded
    expect(preloads(body)).toEqual([]);
    expect(routeChunks(body)).toContain('/assets/auth-card.js');
  });

  it('carries both bodies of /auth/magic-link-sent, hidden, and the static script that shows one from session storage', async () => {
    const body = await html('/auth/magic-link-sent');
    const root = body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'));
    const texts = AUTH_PAGE_TEXTS.magicLinkSent.sentLink;
    expect(root).toContain(`data-sent-to hidden>${texts.sentTo}<span></span></p>`);
    expect(root).toContain('<ol class="flex flex-col gap-3" data-sent hidden>');
    expect(root).toContain(`<div class="text-center" data-not-sent hidden><p class="font-semibold text-paper">${texts.noEmail}</p>`);
    expect(root).toContain(`<script>${SENT_LINK_SCRIPT}</script>`);
    expect(await html('/auth/client')).not.toContain('<script>(');
  });

  it('draws the signup confirmation’s steps in its card', async () => {
    const body = await html('/auth/signup-confirmation');
    const root = body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'));
    for (const [index, step] of AUTH_PAGE_TEXTS.signupConfirmation.steps.entries())
      expect(root).toContain(`${index + 1}</span><span class="pt-1">${step}</span></li>`);
  });

  it('says in the reset card that a link without a token is invalid; with one, the card opens on its title above the form', async () => {
    const root = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'));
    expect(root(await html('/auth/reset-password'))).toContain(`<p class="text-center text-shu-300">${RESET_LINK_INVALID_NOTICE}</p>`);
    for (const url of ['/auth/reset-password?token=abc', '/auth/reset-password?utm=x&token=abc']) {
      const frame = root(await html(url));
      expect(frame, url).toContain(`>${AUTH_PAGE_TEXTS.resetPassword.title}</h1>`);
      expect(frame, url).not.toContain(MESSAGES.auth.resetLinkInvalid);
    }
    // the page without a token, asked first, is not what a link with one gets (and the reverse)
    expect(root(await html('/auth/reset-password'))).toContain(MESSAGES.auth.resetLinkInvalid);
    expect(root(await html('/auth/client'))).not.toContain('text-shu-300');
  });

  it('a sign-in link being spent opens on the card’s title alone; pages whose content needs the session draw no card', async () => {
    for (const url of ['/auth/magic?token=abc', '/auth/magic?next=%2Faccount&token=abc', '/auth/client?token=abc']) {
      const frame = await html(url);
      expect(frame, url).toContain(`>${AUTH_PAGE_TEXTS.magic.title}</h1>`);
      expect(frame, url).not.toContain(AUTH_PAGE_TEXTS.magic.description);
    }
    expect(await html('/account')).not.toContain('data-first-frame');
    expect(await html('/order-tracking/SK-ABCDE-12345')).not.toContain('data-first-frame');
  });
});
