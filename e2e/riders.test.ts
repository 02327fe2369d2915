/**
 * Riders: staff assign two deliveries to a rider from the board (the 'Livreur' button, then the rider: two taps
 * each), the rider marks them delivered on a 390 px phone (address, map link, phone, what to collect, the change
 * to bring), then the rider's cash appears on the riders' page, to hand in, and is checked off with its difference.
 * Screenshots: the rider's page at 390 px, the board's assign control at 800 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTND } from '../core/money';
import { orders, riders } from '../server/db/schema/index';
import { buildCustomer, buildOrder } from '../server/test/factories';
import { menuFixture, type MenuFixture } from '../server/test/orders';
import { expectNoSeriousViolations } from './support/axe';
import { openRestaurant, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';

const shop = useShop();
const TABLET = { width: 800, height: 1100 };
const LIVE = { timeout: 8_000 };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-riders';
const JOURNEY_TIMEOUT = 240_000;

let menu: MenuFixture;

beforeAll(async () => {
  await openRestaurant(shop);
  menu = await menuFixture(shop.db);
  mkdirSync(SHOTS, { recursive: true });
});

describe('riders', () => {
  it(
    'staff assign two deliveries, the rider delivers them on a phone, then the rider’s cash is handed in',
    async () => {
      const rider = await signedInPage(shop, { role: 'livreur' }, PHONE);
      const [karim] = await shop.db.insert(riders).values({ nom: 'Karim', telephone: '22333444', user_id: rider.who.userId }).returning();
      await shop.db.insert(riders).values({ nom: 'Sami', telephone: '55111222' });
      const customer = await buildCustomer(shop.db, { prenom: 'Leila', nom: 'Mansour', telephone: '98765432' });
      const line = { product: menu.product, quantity: 2 };
      const cash = await buildOrder(shop.db, {
        customer_id: customer.id,
        type_commande: 'Livraison',
        statut_commande: 'En_livraison',
        mode_paiement: 'especes',
        instructions_livraison: '3e étage, porte gauche',
        items: [line],
      });
      await shop.db
        .update(orders)
        .set({ paiera_avec: cash.total_ttc + 20_000 })
        .where(eq(orders.id, cash.id));
      const paid = await buildOrder(shop.db, {
        customer_id: customer.id,
        type_commande: 'Livraison',
        statut_commande: 'En_livraison',
        mode_paiement: 'konnect',
        payment_status: 'paye',
        items: [line],
      });

      // The board, on a desktop: two taps per delivery.
      const staff = await signedInPage(shop, { role: 'operator' }, DESKTOP);
      const { page } = staff;
      page.setDefaultTimeout(30_000);
      await page.goto(`${shop.url}/admin/orders`);
      for (const order of [cash, paid]) {
        const picker = page.getByTestId(`rider-picker-${order.numero_commande}`);
        await picker.getByRole('button', { name: 'Livreur', exact: true }).click();
        if (order === cash) await page.screenshot({ path: `${SHOTS}/board-assign-1280.png` });
        await picker.getByRole('button', { name: 'Karim', exact: true }).click();
        await expect.poll(() => picker.textContent(), LIVE).toContain('Livreur : Karim');
      }
      const assigned = await shop.db.select({ rider: orders.rider_id }).from(orders).where(eq(orders.customer_id, customer.id));
      expect(assigned.map((o) => o.rider)).toEqual([karim!.id, karim!.id]);
      await page.setViewportSize(TABLET);
      await page.getByTestId(`rider-picker-${cash.numero_commande}`).getByRole('button', { name: 'Livreur', exact: true }).click();
      await page.getByTestId(`rider-picker-${cash.numero_commande}`).getByRole('group').waitFor();
      await page.screenshot({ path: `${SHOTS}/board-assign-800.png` });
      await expectNoSeriousViolations(page, 'tableau, bouton Livreur (800 px)');

      // The rider's phone: both deliveries, what to collect, the change, the map and the phone.
      const phone = rider.page;
      phone.setDefaultTimeout(30_000);
      await phone.goto(`${shop.url}/livreur`);
      const cashCard = phone.getByTestId(`rider-delivery-${cash.numero_commande}`);
      const paidCard = phone.getByTestId(`rider-delivery-${paid.numero_commande}`);
      await cashCard.waitFor();
      expect(await cashCard.getByTestId('rider-collect').textContent()).toContain(formatTND(cash.total_ttc));
      expect(await cashCard.getByTestId('rider-change').textContent()).toContain(formatTND(20_000));
      expect(await paidCard.getByTestId('rider-collect').textContent()).toBe('Déjà payé');
      expect(await cashCard.getByRole('link', { name: 'Itinéraire' }).getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=12%20rue/,
      );
      expect(await cashCard.getByRole('link', { name: /98 765 432/ }).getAttribute('href')).toBe('tel:+21698765432');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await phone.screenshot({ path: `${SHOTS}/rider-390.png`, fullPage: true });
      await expectNoSeriousViolations(phone, 'page du livreur (390 px)');
      await cashCard.getByRole('button', { name: 'Livrée' }).click();
      await cashCard.waitFor({ state: 'detached' });
      await paidCard.getByRole('button', { name: 'Livrée' }).click();
      await paidCard.waitFor({ state: 'detached' });
      expect(await phone.getByTestId('rider-cash-today').textContent()).toContain(formatTND(cash.total_ttc));
      await phone.screenshot({ path: `${SHOTS}/rider-done-390.png` });
      const statuses = await shop.db.select({ s: orders.statut_commande }).from(orders).where(eq(orders.customer_id, customer.id));
      expect(statuses.map((o) => o.s)).toEqual(['Livre', 'Livre']);

      // End of the shift: the rider's cash to hand in, checked off 2.000 TND short.
      await page.setViewportSize(DESKTOP);
      await page.goto(`${shop.url}/admin/livreurs`);
      const cashLine = page.getByTestId(`rider-cash-${karim!.id}`);
      await expect.poll(() => cashLine.getByTestId('rider-cash-expected').textContent(), LIVE).toBe(formatTND(cash.total_ttc));
      await cashLine.getByRole('textbox').fill(((cash.total_ttc - 2000) / 1000).toFixed(3));
      await cashLine.getByRole('button', { name: 'Pointer' }).click();
      await expect.poll(() => cashLine.textContent(), LIVE).toContain(`Écart${formatTND(-2000)}`);
      await page.screenshot({ path: `${SHOTS}/riders-cash-1280.png`, fullPage: true });
    },
    JOURNEY_TIMEOUT,
  );
});
