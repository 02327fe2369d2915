/**
 * The shop's service worker in the journeys that run with it (as every real visitor does): waiting for it
 * to control a page, and for what it keeps of a first visit (web/sw.ts).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The worker took over the open page (clientsClaim): its requests now go through it. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** Each address is in one of the worker's caches (what it answers without a network). */
export async function waitForKept(page: Page, urls: string[]): Promise<void> {
  await expect
    .poll(() => page.evaluate((all) => Promise.all(all.map((url) => caches.match(url).then((hit) => hit !== undefined))), urls), { timeout: 15_000 })
    .toEqual(urls.map(() => true));
}
