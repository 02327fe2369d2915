/**
 * No serious or critical axe-core violation (WCAG 2.0/2.1 A and AA, best practices) on the home page,
 * on a phone and a desktop: closed, with the cart drawer open (empty, then holding a line), with the
 * zone modal of the first addition, and with a product's detail dialog open.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();

beforeAll(() => buildShopMenu(shop));

const viewports = [
  { name: 'phone 390x844', width: 390, height: 844 },
  { name: 'desktop 1280x800', width: 1280, height: 800 },
];

/** Lets finite animations (dialog fade-in, sheet slide) end, so colours are read in their final state. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

async function openHome(width: number, height: number): Promise<Page> {
  const { page } = await shop.openPage({ width, height });
  await page.goto(shop.url);
  await page.locator('#menu article').first().waitFor();
  await settle(page);
  return page;
}

describe.each(viewports)('home page accessibility, $name', ({ name, width, height }) => {
  it('has no serious or critical violation', async () => {
    const page = await openHome(width, height);
    await expectNoSeriousViolations(page, `the home page (${name})`);
    await page.context().close();
  });

  it('has none with the cart drawer open, empty and holding a line, nor with the zone modal', async () => {
    const page = await openHome(width, height);
    const cartButton = page.getByRole('button', { name: /panier/i }).first();
    // the drawer's title is 'Panier (n pièces)'
    const drawer = page.getByRole('dialog', { name: /panier/i });
    await cartButton.click({ timeout: 5_000 });
    await drawer.waitFor({ state: 'visible', timeout: 5_000 });
    await settle(page);
    await expectNoSeriousViolations(page, `the home page with the empty cart drawer open (${name})`);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', timeout: 5_000 });

    // the first addition to an empty cart asks for the delivery zone
    const plainCard = page.locator('#menu article').filter({ hasNotText: '+ Accompagnement' }).first();
    await plainCard.getByRole('button', { name: /ajouter/i }).click({ timeout: 5_000 });
    const zoneModal = page.getByRole('dialog');
    await zoneModal.waitFor({ state: 'visible', timeout: 5_000 });
    await settle(page);
    await expectNoSeriousViolations(page, `the home page with the zone modal open (${name})`);
    await zoneModal.getByRole('button').first().click();
    await zoneModal.waitFor({ state: 'hidden', timeout: 5_000 });

    await cartButton.click();
    await drawer.waitFor({ state: 'visible', timeout: 5_000 });
    await settle(page);
    await expectNoSeriousViolations(page, `the home page with the cart drawer open, holding a line (${name})`);
    await page.context().close();
  });

  it('has none with a product dialog open', async () => {
    const page = await openHome(width, height);
    // the product image is a button that opens the detail dialog
    await page
      .locator('#menu')
      .getByRole('button')
      .filter({ has: page.locator('img, [role="img"]') })
      .first()
      .click({ timeout: 5_000 });
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 5_000 });
    await settle(page);
    await expectNoSeriousViolations(page, `the home page with a product dialog open (${name})`);
    await page.context().close();
  });
});
