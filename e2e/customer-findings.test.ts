/**
 * What a customer (and the staff) saw, each checked in Chromium: the header popover's order
 * count is current in every open tab right after an order; toasts on a phone never cover the header's
 * cart and account buttons; the tracking page and the admin detail name the zone instead of showing its
 * code; /payment-failed adds the delivery fee up to the amount; the admin list keeps the order type whole
 * at 390 px.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../core/catalog';
import { deliveryBody, menuFixture, postOrder, setOrderStatus, type MenuFixture } from '../server/test/orders';
import { accountButton, accountPanel, toastWith } from './support/account-page';
import { addFromMenu, cartButton, cartFixtures, drawer, startWithSavedCart, tnd, zoneModal } from './support/cart-page';
import { deliveryCart, fillDeliveryAddress, openCheckout, signedInPage, type SignedInPage } from './support/orders-page';
import { PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();
let catalog: PublicCatalog;
let menu: MenuFixture;

beforeAll(async () => {
  await buildShopMenu(shop);
  menu = await menuFixture(shop.db);
  await shop.app.catalog.invalidate();
  catalog = (await shop.app.catalog.get()).catalog;
});

/** Opens the header popover and returns its orders count; `close` shuts it again. */
async function openOrdersCount(page: Page): Promise<Locator> {
  await accountButton(page).click();
  const panel = accountPanel(page);
  await panel.waitFor();
  return panel.locator('div', { has: page.locator('dt', { hasText: 'Commandes' }) }).locator('dd');
}

async function close(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await accountPanel(page).waitFor({ state: 'hidden' });
}

async function ordersCount(page: Page): Promise<string | null> {
  const count = await (await openOrdersCount(page)).textContent();
  await close(page);
  return count;
}

/**
 * The count polled in the open popover (it follows the session live). Not a poll that opens and closes
 * it: when its time is up, expect.poll runs one more attempt alongside the one still running, whose click
 * then shuts the popover the other is waiting for (a failure under load).
 */
async function expectOrdersCount(page: Page, expected: string): Promise<void> {
  const count = await openOrdersCount(page);
  await expect.poll(() => count.textContent()).toBe(expected);
  await close(page);
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function placeDeliveryOrder(customer: SignedInPage, overrides: Record<string, unknown> = {}) {
  const response = await postOrder(shop.app, customer.who, deliveryBody(menu, overrides));
  expect(response.statusCode).toBe(201);
  return response.json<{ order: { id: string; numero_commande: string; total_ttc: number; frais_livraison: number }; payUrl: string | null }>();
}

const zoneNom = () => catalog.zones_livraison.find((zone) => zone.code === menu.zone.code)!.nom;

describe('the header popover after a first order', () => {
  it("says 'Commandes 1' at once, in the tab that ordered and in another open tab", async () => {
    const signed = await signedInPage(shop);
    const { page, context, errors } = signed;
    const { storageKey } = cartFixtures(catalog);
    const cart = deliveryCart(catalog);
    await page.goto(shop.url);
    await page.locator('main article').first().waitFor();
    await startWithSavedCart(page, storageKey, cart.saved);
    const other = await context.newPage();
    await other.goto(shop.url);
    await other.locator('main article').first().waitFor();
    expect(await ordersCount(page)).toBe('0');
    expect(await ordersCount(other)).toBe('0');

    // Back to the first tab: a tab in the background gets no animation frame, and every click waits for one.
    await page.bringToFront();
    const dialog = await openCheckout(page);
    await fillDeliveryAddress(dialog, '12 rue du Lac Léman', 'Tunis');
    await dialog.getByTestId('payment-especes').click();
    await dialog.getByTestId('checkout-submit').click();
    await page.waitForURL(/\/order-success\//);
    await page.getByTestId('order-success').waitFor();

    await expectOrdersCount(page, '1');
    // The other tab was not reloaded: the customer only switches to it.
    await other.bringToFront();
    await expectOrdersCount(other, '1');
    expect(errors).toEqual([]);
  });
});

describe("the header popover's current order", () => {
  it('is polled every 30 s while the popover stays open (customer-shop §4)', async () => {
    const customer = await signedInPage(shop);
    // The customer's live stream would bring the change too: blocked, only the 30 s poll is left.
    shop.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    const streams: string[] = [];
    await customer.page.route('**/api/me/events', (route) => {
      streams.push(route.request().url());
      return route.abort('failed');
    });
    await customer.page.clock.install();
    const { order } = await placeDeliveryOrder(customer);
    await customer.page.goto(shop.url);
    await accountButton(customer.page).click();
    const panel = accountPanel(customer.page);
    await expect.poll(() => panel.textContent()).toContain('Reçue');
    // The stream was really asked for and refused, so nothing below can come through it.
    expect(streams.length).toBeGreaterThan(0);

    // Staff move the order on; the popover learns it from its poll alone.
    const staff = await signedInPage(shop, { role: 'operator' });
    expect((await setOrderStatus(shop.app, staff.who, order.id, 'En_preparation')).statusCode).toBe(200);
    await customer.page.clock.fastForward(31_000);
    await expect.poll(() => panel.textContent()).toContain('En préparation');
  });
});

describe('toasts on a phone', () => {
  it("never cover the header's cart and account buttons, which take a tap while a toast shows", async () => {
    const { page, errors } = await signedInPage(shop, {}, PHONE);
    await page.goto(shop.url);
    await page.locator('main article').first().waitFor();
    const fx = cartFixtures(catalog);
    await addFromMenu(page, fx.plain.nom_fr);
    const modal = zoneModal(page);
    await modal.waitFor();
    await modal.getByRole('button', { name: new RegExp(fx.zone.nom) }).click();
    await modal.waitFor({ state: 'hidden' });

    await addFromMenu(page, fx.plain.nom_fr);
    const shown = toastWith(page, 'Produit ajouté !');
    await shown.waitFor();
    const toastBox = (await shown.boundingBox())!;
    for (const control of [cartButton(page), accountButton(page)] as Locator[]) {
      const box = (await control.boundingBox())!;
      expect(intersects(toastBox, box)).toBe(false);
      // What a finger on the button's centre would hit.
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-sonner-toast]') !== null, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(hit).toBe(false);
    }
    expect(await shown.isVisible()).toBe(true);
    await cartButton(page).click();
    await drawer(page).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("the zone's name", () => {
  it('is shown on the tracking page and in the admin order detail, not its code', async () => {
    const customer = await signedInPage(shop, {}, PHONE);
    const { order } = await placeDeliveryOrder(customer);
    await customer.page.goto(`${shop.url}/order-tracking/${order.numero_commande}`);
    const details = customer.page.getByTestId('tracking-details');
    await details.waitFor();
    const facts = await details.textContent();
    expect(facts).toContain(zoneNom());
    expect(facts).not.toMatch(new RegExp(`Zone\\s*${menu.zone.code}`));

    const staff = await signedInPage(shop, { role: 'operator' });
    await staff.page.goto(`${shop.url}/admin/orders`);
    await staff.page.getByTestId(`admin-order-${order.numero_commande}`).click();
    const zoneFact = staff.page.locator('dt', { hasText: /^Zone$/ }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => zoneFact.first().textContent()).toBe(zoneNom());
    expect(customer.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  });
});

describe('/payment-failed', () => {
  it('adds the items and the delivery fee up to the amount', async () => {
    const customer = await signedInPage(shop, {}, PHONE);
    const { order, payUrl } = await placeDeliveryOrder(customer, { mode_paiement: 'konnect' });
    expect(order.frais_livraison).toBeGreaterThan(0);
    await customer.page.goto(payUrl!);
    await customer.page.getByRole('button', { name: 'Refuser' }).click();
    await customer.page.waitForURL(/\/payment-failed\//);
    const failed = customer.page.getByTestId('payment-failed');
    await failed.waitFor();
    const totals = await failed.getByTestId('order-totals').textContent();
    expect(totals).toContain(`Sous-total${tnd(order.total_ttc - order.frais_livraison)}`);
    expect(totals).toContain(`Frais de livraison${tnd(order.frais_livraison)}`);
    expect(totals).toContain(`Total${tnd(order.total_ttc)}`);
    expect(customer.errors).toEqual([]);
  });
});

describe('the admin order list at 390 px', () => {
  it('shows the order type whole beside a long customer name, and the name whole too', async () => {
    const customer = await signedInPage(
      shop,
      { customer: { prenom: 'Mohamed-Amine', nom: 'Ben Abdallah El Khemiri', telephone: '22123456', onboarding_completed: true } },
      PHONE,
    );
    const { order } = await placeDeliveryOrder(customer);
    const staff = await signedInPage(shop, { role: 'operator' }, PHONE);
    await staff.page.goto(`${shop.url}/admin/orders`);
    const row = staff.page.getByTestId(`admin-order-${order.numero_commande}`);
    await row.waitFor();
    const type = row.getByTestId('admin-order-type');
    expect(await type.textContent()).toBe('· Livraison');
    const fits = await type.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    const [typeBox, rowBox] = [(await type.boundingBox())!, (await row.boundingBox())!];
    expect(typeBox.x + typeBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    // The row, its time and total included, fits the phone's width: nothing is cut at the right edge.
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(await staff.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // No ellipsis: every piece of the row shows all its text (it wraps instead).
    const cut = await row.evaluate((el) =>
      [...el.querySelectorAll('span')]
        .filter((span) => span.scrollWidth > span.clientWidth + 1 && getComputedStyle(span).overflow !== 'visible')
        .map((span) => span.textContent),
    );
    expect(cut).toEqual([]);
    expect(await row.textContent()).toContain('Mohamed-Amine Ben Abdallah El Khemiri');
    expect(staff.errors).toEqual([]);
  });
});
