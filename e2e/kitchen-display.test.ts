/**
 * The kitchen display in the browser: on a landscape tablet the screen shows the tickets in
 * preparation with their age coloured at the thresholds and the per-dish sum; a tap on one screen shows on
 * another without a reload; ticking every line makes the order Prête, and the customer's open tracking
 * page follows live. axe on the screen; SCREENSHOTS_DIR=dir keeps screenshots at 800 (portrait tablet),
 * 1024 × 600, 1280 and 390 px.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { orders } from '../server/db/schema/index';
import { menuFixture, postOrder, setOrderStatus, type MenuFixture } from '../server/test/orders';
import { expectNoSeriousViolations } from './support/axe';
import { openRestaurant, signedInPage, type SignedInPage } from './support/orders-page';
import { PHONE, useShop } from './support/shop';

const shop = useShop();

/** Cheap Android tablets: 1024 × 600 landscape; 800 × 1280 portrait. */
const TABLET_LANDSCAPE = { width: 1024, height: 600 };
const TABLET_PORTRAIT = { width: 800, height: 1280 };
const WIDE = { width: 1280, height: 800 };
/** Well under the 60 s fallback refresh: an update seen sooner came through the live stream. */
const LIVE = { timeout: 8_000 };
const SHOTS = process.env.SCREENSHOTS_DIR;

let menu: MenuFixture;

beforeAll(async () => {
  await openRestaurant(shop);
  menu = await menuFixture(shop.app.database.db);
});

async function kitchenScreen(viewport: { width: number; height: number }): Promise<SignedInPage> {
  const staff = await signedInPage(shop, { role: 'operator' }, viewport);
  await staff.page.goto(`${shop.url}/admin/kitchen`);
  await staff.page.getByRole('heading', { name: 'Cuisine', level: 1 }).waitFor();
  await staff.page.getByTestId('dish-summary').waitFor();
  return staff;
}

const ticketOf = (page: Page, numero: string) => page.getByRole('article', { name: numero });

describe('kitchen display', () => {
  it('shows a ticket, its age and the per-dish sum; ticking its lines makes it Prête on the customer’s tracking page', async () => {
    const customer = await signedInPage(shop, {}, PHONE);
    const staffHeaders = (await shop.signIn((await shop.openPage()).page, { role: 'operator' })).headers;
    const place = async (items: object[], instructions?: string) => {
      const res = await postOrder(shop.app, customer.who, {
        type_commande: 'A_emporter',
        mode_paiement: 'especes',
        items,
        ...(instructions ? { instructions_speciales: instructions } : {}),
      });
      expect(res.statusCode).toBe(201);
      const { order } = res.json<{ order: { id: string; numero_commande: string } }>();
      expect((await setOrderStatus(shop.app, { headers: staffHeaders }, order.id, 'En_preparation')).statusCode).toBe(200);
      return order;
    };
    const order = await place(
      [
        { product_id: menu.product.id, quantity: 3 },
        { product_id: menu.withSide.id, quantity: 1, accompaniment_id: menu.side.id },
      ],
      'Sans wasabi, baguettes en plus',
    );
    const other = await place([{ product_id: menu.product.id, quantity: 2 }]);
    // Placed (and so fired: an ASAP order fires when placed) 12 minutes ago: past the orange threshold
    // (10 min), before the red one (20 min). The age counts from the fire time.
    const twelveMinutesAgo = new Date(Date.now() - 12 * 60_000);
    await shop.db.update(orders).set({ created_at: twelveMinutesAgo, fire_at: twelveMinutesAgo }).where(eq(orders.id, order.id));

    await customer.page.goto(`${shop.url}/order-tracking/${order.numero_commande}`);
    await expect.poll(() => customer.page.getByTestId('tracking-status').textContent()).toBe('En préparation');

    const screen = await kitchenScreen(TABLET_LANDSCAPE);
    const ticket = ticketOf(screen.page, order.numero_commande);
    await ticket.waitFor();
    expect(await ticket.getByTestId('ticket-age').textContent()).toContain('12 min');
    expect(await ticket.getAttribute('data-age-level')).toBe('orange');
    expect(await ticketOf(screen.page, other.numero_commande).getAttribute('data-age-level')).toBe('normal');
    expect(await ticket.textContent()).toContain('Sans wasabi, baguettes en plus');
    expect(await ticket.textContent()).toContain(`+ ${menu.side.nom_fr}`);
    // The oldest ticket comes first.
    const numbers = await screen.page.getByRole('article').evaluateAll((els) => els.map((el) => el.querySelector('h3')?.textContent));
    expect(numbers.indexOf(order.numero_commande)).toBeLessThan(numbers.indexOf(other.numero_commande));
    const summary = screen.page.getByTestId('dish-summary');
    expect(await summary.textContent()).toContain(`5 ×${menu.product.nom_fr}`);
    expect(await summary.textContent()).toContain(`1 ×${menu.withSide.nom_fr}`);
    await expectNoSeriousViolations(screen.page, '/admin/kitchen');
    // Every line is a target of 48 px or more.
    const heights = await screen.page.getByRole('button', { pressed: false }).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(48);
    if (SHOTS) await screen.page.screenshot({ path: `${SHOTS}/kitchen-1024x600.png` });

    // A second screen on the wall sees the first one's taps without a reload.
    const second = await kitchenScreen(WIDE);
    const lines = ticket.getByRole('button');
    await lines.nth(0).click();
    await expect.poll(() => ticketOf(second.page, order.numero_commande).getByRole('button').nth(0).getAttribute('aria-pressed'), LIVE).toBe('true');
    await expect.poll(() => second.page.getByTestId('dish-summary').textContent(), LIVE).toContain(`2 ×${menu.product.nom_fr}`);
    // A second tap undoes it, a third does it again.
    await lines.nth(0).click();
    await expect.poll(() => lines.nth(0).getAttribute('aria-pressed')).toBe('false');
    await lines.nth(0).click();
    await expect.poll(() => lines.nth(0).getAttribute('aria-pressed')).toBe('true');
    if (SHOTS) await second.page.screenshot({ path: `${SHOTS}/kitchen-1280.png` });

    // The last line done: the order is Prête, leaves both screens, and the customer's page follows live.
    await lines.nth(1).click();
    await screen.page.getByText(`Commande ${order.numero_commande} prête`).waitFor();
    await expect.poll(() => ticket.count()).toBe(0);
    await expect.poll(() => ticketOf(second.page, order.numero_commande).count(), LIVE).toBe(0);
    await expect.poll(() => customer.page.getByTestId('tracking-status').textContent(), LIVE).toBe('Prête');
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.statut_commande).toBe('Pret');
    expect(await summary.textContent()).toContain(`2 ×${menu.product.nom_fr}`);
    expect(await summary.textContent()).not.toContain(menu.withSide.nom_fr);
  });

  it('fits a portrait tablet and a phone, with the menu link from the board', async () => {
    for (const viewport of [TABLET_PORTRAIT, PHONE]) {
      const staff = await signedInPage(shop, { role: 'operator' }, viewport);
      await staff.page.goto(`${shop.url}/admin/orders`);
      await staff.page.getByRole('link', { name: 'Écran cuisine' }).click();
      await staff.page.getByRole('heading', { name: 'Cuisine', level: 1 }).waitFor();
      await staff.page.getByTestId('dish-summary').waitFor();
      const overflow = await staff.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(staff.page, `/admin/kitchen ${viewport.width}px`);
      if (SHOTS) await staff.page.screenshot({ path: `${SHOTS}/kitchen-${viewport.width}.png`, fullPage: viewport === PHONE });
      await staff.page.getByRole('link', { name: 'Commandes' }).click();
      await staff.page.waitForURL(/\/admin\/orders$/);
    }
  });
});
