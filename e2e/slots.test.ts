/**
 * Order ahead, in Chromium against the real server: a customer schedules a
 * delivery for tomorrow 12:30 and sees the slot on the confirmation and tracking pages; the board shows it
 * in its 'Programmées' lane; with a capacity of one order per slot two customers race for 12:30, one gets
 * it and the other is offered 12:45 in one tap and takes it; the kitchen display shows a fired order's
 * slot. The restaurant is open around the clock every day (e2e/support/shop-menu.ts), so "tomorrow
 * 12:30" is offered whatever the hour the test runs at: no clock needs faking, the server's real time
 * and the slots it lists (GET /api/slots) stay in step. axe on the slot picker, the lane and the kitchen
 * card; screenshots of the picker (390, 1280 px), the board with its lane (1280, 800 px) and the kitchen
 * card (1024 px) go to SHOTS_DIR.
 */
import { mkdirSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../core/catalog';
import type { SlotsView } from '../core/schemas/slots';
import { slotDateLabel } from '../core/slots';
import { orders, restaurantSettings } from '../server/db/schema/index';
import { buildCustomer, buildOrder, buildProduct } from '../server/test/factories';
import { expectNoSeriousViolations } from './support/axe';
import { cartFixtures, startWithSavedCart, tnd } from './support/cart-page';
import { deliveryCart, fillDeliveryAddress, openCheckout, signedInPage, type SignedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';
import type { Locator } from 'playwright-core';

/** The loser of the race gets its refusal (422) in the console on purpose. */
const shop = useShop({ allowConsoleErrors: [/status of 422/] });
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-slots';
const LIVE = { timeout: 10_000 };
/** Several pages, axe passes and screenshots on a shared, loaded machine. */
const JOURNEY_TIMEOUT = 240_000;
const TABLET = { width: 800, height: 1100 };

let catalog: PublicCatalog;
let storageKey: string;

beforeAll(async () => {
  await buildShopMenu(shop);
  catalog = (await shop.app.catalog.get()).catalog;
  storageKey = cartFixtures(catalog).storageKey;
  mkdirSync(SHOTS, { recursive: true });
});

/** Tomorrow's slot at this time, as the shop lists it (delivery: in the cart's zone). */
async function tomorrowAt(type: 'Livraison' | 'A_emporter', heure: string): Promise<{ at: string }> {
  const zone = type === 'Livraison' ? `&zone_livraison=${cartFixtures(catalog).zone.code}` : '';
  const res = await shop.app.inject({ method: 'GET', url: `/api/slots?type_commande=${type}${zone}` });
  const day = (res.json() as SlotsView).jours.find((jour) => jour.libelle === 'Demain')!;
  return { at: day.creneaux.find((c) => c.heure === heure)!.at };
}

async function tomorrow(): Promise<{ at1230: string; at1245: string }> {
  return { at1230: (await tomorrowAt('Livraison', '12:30')).at, at1245: (await tomorrowAt('Livraison', '12:45')).at };
}

async function setCapacity(commandes: number | null) {
  await shop.db
    .update(restaurantSettings)
    .set({ capacite_creneaux: { midi: { commandes, pieces: null }, soir: { commandes, pieces: null } } })
    .where(eq(restaurantSettings.id, 1));
  await shop.app.catalog.invalidate();
}

/** A signed-in customer with a delivery cart, the checkout open, the address filled and cash chosen. */
async function customerAtCheckout(viewport = DESKTOP): Promise<SignedInPage & { dialog: Locator }> {
  const signed = await signedInPage(shop, {}, viewport);
  const { page } = signed;
  page.setDefaultTimeout(30_000);
  await page.goto(shop.url);
  await page.locator('main article').first().waitFor();
  await startWithSavedCart(page, storageKey, deliveryCart(catalog).saved);
  const dialog = await openCheckout(page);
  await fillDeliveryAddress(dialog, '12 rue du Lac Léman', 'Tunis');
  await dialog.getByTestId('payment-especes').click();
  return { ...signed, dialog };
}

/** 'Programmer', then the day and the time by their labels, as a customer picks them. */
async function pickSlot(dialog: Locator, day: string, time: string) {
  await dialog.getByRole('radio', { name: 'Programmer' }).click();
  await dialog.getByLabel('Jour').selectOption({ label: day });
  await dialog.getByLabel('Heure').selectOption({ label: time });
}

const ordersOf = (customerId: number) => shop.db.select().from(orders).where(eq(orders.customer_id, customerId));

describe('order ahead', () => {
  it(
    'schedules a delivery for tomorrow 12:30: the slot on the confirmation, the tracking page and the board’s Programmées lane',
    async () => {
      const { at1230 } = await tomorrow();
      const label = slotDateLabel(new Date(at1230));
      const cart = deliveryCart(catalog);
      const cartTotal = cart.subtotal + cart.fee;

      // The picker on a phone: looked at, and checked by axe.
      const phone = await customerAtCheckout(PHONE);
      await pickSlot(phone.dialog, 'Demain', '12:30');
      await phone.dialog.getByTestId('slot-field').scrollIntoViewIfNeeded();
      await phone.page.screenshot({ path: `${SHOTS}/checkout-slot-390.png` });
      await expectNoSeriousViolations(phone.page, 'the checkout slot picker (390 px)');
      await phone.context.close();

      const { page, dialog, who } = await customerAtCheckout(DESKTOP);
      await pickSlot(dialog, 'Demain', '12:30');
      expect(await dialog.getByLabel('Heure').inputValue()).toBe(at1230);
      await dialog.getByTestId('slot-field').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/checkout-slot-1280.png` });
      await expectNoSeriousViolations(page, 'the checkout slot picker (1280 px)');
      // Cash: 'Je paierai avec' 50 TND for a 20 TND order, read back on every page below.
      await dialog.getByTestId('checkout-paiera-avec').fill('50');
      await dialog.getByTestId('checkout-submit').click();

      await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
      const success = page.getByTestId('order-success');
      await success.waitFor();
      expect(await success.getByTestId('order-slot').textContent()).toBe(`Livraison prévue ${label}`);
      const cashNote = async (p: typeof page) => (await p.getByTestId('order-paiera-avec').textContent())?.replace(/\s+/g, ' ');
      expect(await cashNote(page)).toBe(`${tnd(50_000)}monnaie : ${tnd(50_000 - cartTotal)}`);
      const [placed] = await ordersOf(who.customerId!);
      expect(placed!.scheduled_for?.toISOString()).toBe(at1230);
      expect(placed!.fired_at).toBeNull();

      await success.getByTestId('track-order').click();
      await page.waitForURL(`**/order-tracking/${placed!.numero_commande}`);
      expect(await page.getByTestId('order-slot').textContent()).toBe(`Livraison prévue ${label}`);
      expect(await cashNote(page)).toBe(`${tnd(50_000)}monnaie : ${tnd(50_000 - cartTotal)}`);
      await expectNoSeriousViolations(page, '/order-tracking of a scheduled order');

      // The board: the order waits in its own lane, with the day and time of its slot.
      for (const viewport of [DESKTOP, TABLET]) {
        const staff = await signedInPage(shop, { role: 'operator' }, viewport);
        staff.page.setDefaultTimeout(30_000);
        await staff.page.goto(`${shop.url}/admin/orders`);
        const lane = staff.page.getByTestId('scheduled-lane');
        const card = lane.getByTestId(`scheduled-order-${placed!.numero_commande}`);
        await card.waitFor(LIVE);
        expect(await card.textContent()).toContain('demain à 12:30');
        expect(await card.textContent()).toContain(`Paiera avec ${tnd(50_000)} (monnaie : ${tnd(50_000 - cartTotal)})`);
        expect(await lane.getByRole('heading').textContent()).toMatch(/Programmées \(\d+\)/);
        await staff.page.screenshot({ path: `${SHOTS}/board-lane-${viewport.width}.png` });
        await expectNoSeriousViolations(staff.page, `the board's Programmées lane (${viewport.width} px)`);
        await staff.context.close();
      }
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'gives tomorrow 12:30 to one of two racing customers when a slot holds one order, and offers the other 12:45 in one tap',
    async () => {
      const { at1230, at1245 } = await tomorrow();
      // The first journey's order leaves the slot: the race starts from an empty 12:30.
      await shop.db.update(orders).set({ statut_commande: 'Annule' });
      await setCapacity(1);
      try {
        const racers = [await customerAtCheckout(), await customerAtCheckout()];
        for (const racer of racers) await pickSlot(racer.dialog, 'Demain', '12:30');
        await Promise.all(racers.map((racer) => racer.dialog.getByTestId('checkout-submit').click()));

        // One lands on its confirmation, the other is offered the next slot with room.
        const outcome = async (racer: SignedInPage) => {
          if (racer.page.url().includes('/order-success/')) return 'won';
          return (await racer.page.getByTestId('next-slot-offer').count()) > 0 ? 'offered' : 'pending';
        };
        await expect.poll(async () => (await Promise.all(racers.map(outcome))).sort(), { timeout: 30_000 }).toEqual(['offered', 'won']);
        const results = await Promise.all(racers.map(outcome));
        const loser = racers[results.indexOf('offered')]!;
        const winner = racers[results.indexOf('won')]!;
        const offer = loser.page.getByTestId('next-slot-offer');
        expect(await offer.textContent()).toContain('Ce créneau est complet. Prochain créneau disponible : demain à 12:45.');
        expect(await offer.getByTestId('take-next-slot').textContent()).toBe('Commander pour demain à 12:45');
        await expectNoSeriousViolations(loser.page, 'the next-slot offer');

        await offer.getByTestId('take-next-slot').click();
        await loser.page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
        expect(await loser.page.getByTestId('order-slot').textContent()).toBe(`Livraison prévue ${slotDateLabel(new Date(at1245))}`);

        const rows = await shop.db
          .select()
          .from(orders)
          .where(inArray(orders.customer_id, [winner.who.customerId!, loser.who.customerId!]));
        const slotOf = (customerId: number) => rows.filter((r) => r.customer_id === customerId).map((r) => r.scheduled_for?.toISOString());
        expect(slotOf(winner.who.customerId!)).toEqual([at1230]);
        expect(slotOf(loser.who.customerId!)).toEqual([at1245]);
      } finally {
        await setCapacity(null);
      }
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'takes a phone order for tomorrow 13:00 on a tablet: the slot picked in the dialog, the order in the lane marked as a staff order',
    async () => {
      const { at: at1300 } = await tomorrowAt('A_emporter', '13:00');
      const customer = await buildCustomer(shop.db, { prenom: 'Sami', nom: 'Trabelsi', telephone: '98111222' });
      const product = cartFixtures(catalog).plain;
      const category = catalog.categories.find((c) => c.id === product.category_id)!;
      const staff = await signedInPage(shop, { role: 'operator' }, TABLET);
      const { page } = staff;
      page.setDefaultTimeout(30_000);
      await page.goto(`${shop.url}/admin/orders`);
      await page.getByTestId('phone-order-open').click();
      await page.getByTestId('phone-order-search').pressSequentially('98111');
      await page.getByTestId(`phone-order-customer-${customer.id}`).click();
      await page.getByRole('button', { name: category.nom_fr, exact: true }).click();
      await page.getByTestId(`menu-add-${product.id}`).click();
      const dialog = page.getByRole('dialog');
      await pickSlot(dialog, 'Demain', '13:00');
      expect(await dialog.getByLabel('Heure').inputValue()).toBe(at1300);
      await dialog.getByTestId('slot-field').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/phone-order-slot-800.png` });
      await expectNoSeriousViolations(page, 'the phone order’s slot picker (800 px)');
      await page.getByTestId('phone-order-submit').click();

      await expect.poll(async () => (await ordersOf(customer.id)).length, LIVE).toBe(1);
      const [placed] = await ordersOf(customer.id);
      expect(placed).toMatchObject({ source: 'telephone', scheduled_for: new Date(at1300) });
      const card = page.getByTestId(`scheduled-order-${placed!.numero_commande}`);
      await card.waitFor(LIVE);
      expect(await card.textContent()).toContain('demain à 13:00');
      expect(await card.getByTestId('staff-order-badge').count()).toBe(1);
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'shows the kitchen a fired scheduled phone order with its slot',
    async () => {
      const product = await buildProduct(shop.db, { nom_fr: 'Plateau du midi' });
      const slot = new Date(Math.ceil((Date.now() + 20 * 60_000) / 900_000) * 900_000);
      const order = await buildOrder(shop.db, {
        items: [{ product, quantity: 3 }],
        statut_commande: 'En_preparation',
        type_commande: 'Livraison',
        scheduled_for: slot,
        fire_at: new Date(Date.now() - 2 * 60_000),
        fired_at: new Date(),
        source: 'telephone',
      });
      const staff = await signedInPage(shop, { role: 'operator' }, { width: 1024, height: 600 });
      await staff.page.goto(`${shop.url}/admin/kitchen`);
      const card = staff.page.getByRole('article', { name: order.numero_commande });
      await card.waitFor(LIVE);
      expect(await card.getByTestId('kitchen-ticket-slot').textContent()).toBe(`Pour ${slotDateLabel(slot).slice(-5)}`);
      expect(await card.getByTestId('kitchen-ticket-phone').textContent()).toBe('Commande téléphone');
      await staff.page.screenshot({ path: `${SHOTS}/kitchen-slot-1024.png` });
      await expectNoSeriousViolations(staff.page, 'the kitchen display with a scheduled ticket');
    },
    JOURNEY_TIMEOUT,
  );
});
