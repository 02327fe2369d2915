/**
 * Staff orders on a tablet: an operator takes a phone order for a known customer on an
 * 800 px window — the number typed, the customer tapped, the dishes tapped, Valider — and the order is on
 * the board marked as a staff order; then the operator removes a line before Prête and the customer's
 * open tracking page shows the new total without a reload. Screenshots at 390, 800 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTND } from '../core/money';
import { orders } from '../server/db/schema/index';
import { menuFixture, type MenuFixture } from '../server/test/orders';
import { expectNoSeriousViolations } from './support/axe';
import { openRestaurant, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';

const shop = useShop();
const TABLET = { width: 800, height: 1100 };
const LIVE = { timeout: 8_000 };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-phone';
/** A long journey (two pages, three axe passes, screenshots) on a shared, loaded machine. */
const JOURNEY_TIMEOUT = 240_000;

let menu: MenuFixture;
let categoryName: string;

beforeAll(async () => {
  await openRestaurant(shop);
  menu = await menuFixture(shop.db);
  await shop.app.catalog.invalidate();
  const { catalog } = await shop.app.catalog.get();
  const product = catalog.produits.find((p) => p.id === menu.product.id)!;
  categoryName = catalog.categories.find((c) => c.id === product.category_id)!.nom_fr;
  mkdirSync(SHOTS, { recursive: true });
});

describe('phone order and correction on a tablet', () => {
  it(
    'takes a phone order for a known customer, then removes a line while the customer’s tracking page follows',
    async () => {
      const customer = await signedInPage(shop, { customer: { prenom: 'Leila', nom: 'Mansour', telephone: '98765432' } }, PHONE);
      const staff = await signedInPage(shop, { role: 'operator' }, TABLET);
      const { page } = staff;
      page.setDefaultTimeout(30_000);
      await page.goto(`${shop.url}/admin/orders`);
      await page.getByTestId('phone-order-open').waitFor();

      // The phone order: 1 tap to open, 5 digits, 1 tap on the customer, 1 on the category, 3 dishes, Valider.
      let taps = 0;
      const tap = async (locator: ReturnType<typeof page.getByTestId>) => {
        taps += 1;
        await locator.click();
      };
      await tap(page.getByTestId('phone-order-open'));
      await page.getByTestId('phone-order-search').pressSequentially('98765');
      await tap(page.getByTestId(`phone-order-customer-${customer.who.customerId}`));
      await expect.poll(() => page.getByTestId('phone-order-customer').textContent()).toContain('Leila Mansour');
      await tap(page.getByRole('button', { name: categoryName, exact: true }));
      await tap(page.getByTestId(`menu-add-${menu.product.id}`));
      await tap(page.getByTestId(`menu-add-${menu.product.id}`));
      await tap(page.getByTestId(`menu-add-${menu.withSide.id}`));
      const total = 2 * menu.product.prix + menu.withSide.prix;
      expect(await page.getByTestId('draft-total').textContent()).toBe(formatTND(total));
      await page.screenshot({ path: `${SHOTS}/phone-order-800.png` });
      await expectNoSeriousViolations(page, 'commande téléphone (800 px)');
      await tap(page.getByTestId('phone-order-submit'));
      expect(taps).toBeLessThanOrEqual(8);

      // On the board, marked as a staff order; in the database, the customer's, source telephone.
      const ofCustomer = () => shop.db.select().from(orders).where(eq(orders.customer_id, customer.who.customerId!));
      await expect.poll(async () => (await ofCustomer()).length, LIVE).toBe(1);
      const [order] = await ofCustomer();
      expect(order).toMatchObject({ source: 'telephone', total_ttc: total });
      const row = page.getByTestId(`admin-order-${order!.numero_commande}`);
      await row.waitFor(LIVE);
      expect(await row.getByTestId('staff-order-badge').textContent()).toContain('Commande staff');

      // The customer follows the order on their phone.
      await customer.page.goto(`${shop.url}/order-tracking/${order!.numero_commande}`);
      const totals = customer.page.getByTestId('order-totals');
      await expect.poll(() => totals.textContent()).toContain(formatTND(total));

      // The operator removes the maki line before Prête.
      await row.click();
      await page.getByTestId('correct-open').click();
      const lines = page.getByTestId('draft-lines').getByRole('listitem');
      await expect.poll(() => lines.count()).toBe(2);
      await lines.nth(1).getByTestId('draft-line-remove').click();
      await page.getByTestId('correct-motif').fill('Le client retire le maki');
      // A dialog is shot as the tablet shows it (a full-page capture resizes the page under the open dialog).
      await page.screenshot({ path: `${SHOTS}/correction-800.png` });
      await expectNoSeriousViolations(page, 'correction (800 px)');
      await page.getByTestId('correct-submit').click();
      const newTotal = 2 * menu.product.prix;

      // Live on the customer's page, without a reload.
      await expect.poll(() => totals.textContent(), LIVE).toContain(formatTND(newTotal));
      await customer.page.screenshot({ path: `${SHOTS}/tracking-after-correction-390.png`, fullPage: true });
      expect((await shop.db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.total_ttc).toBe(newTotal);

      // The order's history on the board: created by staff, then corrected, before → after.
      const history = page.getByTestId('order-history');
      await expect.poll(() => history.textContent(), LIVE).toContain('Commande corrigée');
      expect(await history.textContent()).toContain(`Total : ${formatTND(total)} → ${formatTND(newTotal)}`);
      expect(await history.textContent()).toContain('« Le client retire le maki »');
      await page.screenshot({ path: `${SHOTS}/board-history-800.png`, fullPage: true });
      await expectNoSeriousViolations(page, 'tableau des commandes avec historique (800 px)');
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'reads at 390 and 1280 px too',
    async () => {
      await signedInPage(shop, { customer: { prenom: 'Karim', nom: 'Jaziri', telephone: '98765499' } }, PHONE);
      for (const [label, viewport] of [
        ['390', PHONE],
        ['1280', DESKTOP],
      ] as const) {
        const { page } = await signedInPage(shop, { role: 'operator' }, viewport);
        await page.goto(`${shop.url}/admin/orders`);
        await page.getByTestId('phone-order-open').click();
        await page.getByTestId('phone-order-search').fill('98765499');
        await page.getByRole('button', { name: /Karim Jaziri/ }).click();
        await page.getByRole('button', { name: categoryName, exact: true }).click();
        await page.getByTestId(`menu-add-${menu.product.id}`).click();
        await page.screenshot({ path: `${SHOTS}/phone-order-${label}.png` });
        await expectNoSeriousViolations(page, `commande téléphone (${label} px)`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(viewport.width);
      }
    },
    JOURNEY_TIMEOUT,
  );
});
