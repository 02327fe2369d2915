/**
 * A new release of the shop replaces the service worker of an open page without a refresh loop (issue
 * 24): the built app is copied to a folder of this file's own, whose sw.js gets a tag telling its
 * release (it answers 'release?' messages); release 1 controls the page, then sw.js changes on the
 * server as a deploy would change it. The next visit finds it, the new worker takes over the open page
 * at once (skipWaiting, clientsClaim: no 'waiting' worker, no 'reload to update' prompt), and the page
 * navigates only when the customer does: no reload of its own, let alone a loop.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const dist = mkdtempSync(path.join(tmpdir(), 'sw-update-dist-'));
cpSync(path.resolve(process.env.E2E_WEB_DIST ?? 'dist/web'), dist, { recursive: true });
const worker = path.join(dist, 'sw.js');
const built = readFileSync(worker, 'utf8');

/** Writes the release's worker: the build's own code plus its tag (the pre-compressed copies go: they would be served instead). */
function release(n: number) {
  const tag = `\nself.addEventListener('message', (event) => { if (event.data === 'release?') event.source?.postMessage('release-${n}'); });\n`;
  writeFileSync(worker, built + tag);
  rmSync(`${worker}.br`, { force: true });
  rmSync(`${worker}.gz`, { force: true });
}
release(1);

const shop = useShop({ config: { webDistDir: dist } });

beforeAll(async () => {
  await buildShopMenu(shop);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The release of the worker that controls the page (each release answers with its own tag). */
function controllerRelease(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)), { once: true });
        navigator.serviceWorker.controller!.postMessage('release?');
      }),
  );
}

describe('a new release of the service worker', () => {
  it('takes over the open page on the next visit, with no waiting worker and no reload of its own', async () => {
    const { page } = await shop.openPage(PHONE, { serviceWorkers: 'allow' });
    // Documents loaded in the tab (a reload by the page itself would be one more; history changes are not).
    let navigations = 0;
    page.on('domcontentloaded', () => {
      navigations += 1;
    });
    await page.goto(shop.url);
    await page.locator('#menu article').first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    expect(await controllerRelease(page)).toBe('release-1');

    // The deploy: sw.js changes on the server. The customer's next visit (here a reload) finds it.
    release(2);
    await page.reload();
    await page.locator('#menu article').first().waitFor();
    await page.waitForFunction(
      async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return (
          registration?.active !== null &&
          registration?.waiting === null &&
          registration?.installing === null &&
          navigator.serviceWorker.controller?.state === 'activated'
        );
      },
      undefined,
      { timeout: 15_000, polling: 200 },
    );
    // The new worker installs (it precaches the whole shop) and takes over. The browser looked for it on the
    // reload; on a loaded machine that install can fail (a precache request cut) and the browser would only
    // look again on a later visit or its own periodic check, which the poll asks for at once (update()).
    // What is checked is that it takes over without a reload, not how fast.
    await expect
      .poll(
        async () => {
          const tag = await controllerRelease(page);
          if (tag !== 'release-2') await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update().catch(() => undefined)));
          return tag;
        },
        { timeout: 90_000, interval: 1_000 },
      )
      .toBe('release-2');
    // Only the customer's two navigations: the new worker reloaded nothing by itself.
    expect(navigations).toBe(2);
    // The page of the old load still works under the new worker: the menu answers, its API too.
    expect(await page.evaluate(() => fetch('/api/catalog').then((r) => r.status))).toBe(200);
    expect(navigations).toBe(2);

    // The next navigation is served under release 2 straight away, and stays put.
    await page.goto(`${shop.url}/`);
    await page.locator('#menu article').first().waitFor();
    expect(await controllerRelease(page)).toBe('release-2');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(1);
    expect(navigations).toBe(3);
    await expectNoSeriousViolations(page, 'the shop under the new release');
  }, 180_000);
});
