/**
 * Helpers for the menu journeys: the category bar, the hero, settings edited straight in the database,
 * and the home page served without its inlined catalogue (so the app has to call GET /api/catalog).
 */
import { eq } from 'drizzle-orm';
import type { Locator, Page, Route } from 'playwright-core';
import type { PublicSettings } from '../../core/catalog';
import { restaurantSettings } from '../../server/db/schema';
import type { RunningApp } from './app-server';

export function categoryBar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Catégories du menu' });
}

export function barItem(page: Page, anchorId: string): Locator {
  return categoryBar(page).locator(`a[data-section="${anchorId}"]`);
}

/** Ids of the bar items currently highlighted. */
export function highlighted(page: Page): Promise<string[]> {
  return categoryBar(page)
    .locator('a[aria-current]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-section') ?? ''));
}

/** Distance from the top of the window to the section's top edge. */
export function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate((sid) => document.getElementById(sid)!.getBoundingClientRect().top, id);
}

export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

export function hero(page: Page): Locator {
  return page.locator('section[aria-labelledby="hero-titre"]');
}

type HeroSettings = Partial<Pick<PublicSettings, { [K in keyof PublicSettings]: K extends `hero_${string}` ? K : never }[keyof PublicSettings]>>;

/** Changes the hero settings in the database and drops the catalogue cache; returns a restore function. */
export async function setHeroSettings(running: RunningApp, values: HeroSettings): Promise<() => Promise<void>> {
  const { db } = running.app.database;
  const [before] = await db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1));
  await db.update(restaurantSettings).set(values).where(eq(restaurantSettings.id, 1));
  await running.app.catalog.invalidate();
  return async () => {
    const restore = Object.fromEntries(Object.keys(values).map((k) => [k, before![k as keyof typeof before]]));
    await db.update(restaurantSettings).set(restore).where(eq(restaurantSettings.id, 1));
    await running.app.catalog.invalidate();
  };
}

/**
 * Serves the home page without the inlined catalogue and lets the test answer GET /api/catalog
 * (delay it, fail it). Returns a function that releases the held catalogue requests with `status`.
 */
export async function serveHomeWithoutCatalogue(page: Page, baseUrl: string): Promise<(status: number) => void> {
  await page.route(`${baseUrl}/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script type="application\/json" id="__BOOTSTRAP__">[\s\S]*?<\/script>/, '');
    await route.fulfill({ response, body: html });
  });
  const held: Route[] = [];
  let answer: number | undefined;
  const reply = (route: Route, status: number) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Erreur interne' } }),
    });
  await page.route('**/api/catalog', (route) => (answer === undefined ? held.push(route) : reply(route, answer)));
  return (status) => {
    answer = status;
    for (const route of held.splice(0)) void reply(route, status);
  };
}

/** Console noise a test provokes on purpose (a 404 image, a 500 API answer). */
export const PROVOKED_FAILURE = /Failed to load resource: the server responded with a status of (404|500)/;
