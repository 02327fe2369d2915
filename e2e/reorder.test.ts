/**
 * Reorder and fast sold-out. A customer with a delivered order presses 'Commander à nouveau' on
 * /account's orders tab: the cart holds the same lines at today's prices (one price changed since), and a
 * dish archived since is named and left out; pressed again on the confirmation page, the lines are added to
 * what the cart holds. Staff mark a dish of an order sold out from the board in two taps, and the shop open
 * in another browser shows it sold out without a reload. axe on each changed page; REORDER_SHOTS=dir keeps
 * the screenshots at 390 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartStorageKey } from '../core/cart';
import { produits } from '../server/db/schema/index';
import { buildAccompaniment, buildCategory, buildOrder, buildProduct, type Product } from '../server/test/factories';
import { menuFixture } from '../server/test/orders';
import { expectAccessible, toastWith } from './support/account-page';
import { drawer, openDrawer, productCard, readSaved, tnd } from './support/cart-page';
import { openRestaurant, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';
import { waitForWorker } from './support/service-worker';

const shop = useShop();
const LIVE = { timeout: 8_000 };
const SHOTS = process.env.REORDER_SHOTS;
/** Two browsers, several axe passes and screenshots on a shared, loaded machine. */
const JOURNEY_TIMEOUT = 240_000;

let maki: Product;
let soupe: Product;
let temaki: Product;
let sauce: Awaited<ReturnType<typeof buildAccompaniment>>;
let storageKey: string;

/** The whole page for the shop; the back-office's fixed frame is shot as the screen shows it. */
async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

beforeAll(async () => {
  await openRestaurant(shop);
  await menuFixture(shop.db);
  const category = await buildCategory(shop.db, { nom_fr: 'Makis', code_interne: 'makis-reorder', ordre_affichage: 0 });
  maki = await buildProduct(shop.db, { category_id: category.id, nom_fr: 'Maki saumon', prix: 9_000, ordre_affichage: 1 });
  soupe = await buildProduct(shop.db, { category_id: category.id, nom_fr: 'Soupe miso', prix: 4_500, ordre_affichage: 2 });
  temaki = await buildProduct(shop.db, { category_id: category.id, nom_fr: 'Temaki thon', prix: 12_000, ordre_affichage: 3 });
  sauce = await buildAccompaniment(shop.db, { nom_fr: 'Sauce épicée', prix: 1_000, products: [maki] });
  await shop.app.catalog.invalidate();
  storageKey = cartStorageKey((await shop.app.catalog.get()).catalog.settings.nom_restaurant);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

describe('Commander à nouveau', () => {
  it(
    'refills the cart from /account and from the confirmation at today’s prices, naming the dish archived since',
    async () => {
      const { page, who } = await signedInPage(shop, {}, DESKTOP);
      page.setDefaultTimeout(30_000);
      const order = await buildOrder(shop.db, {
        customer_id: who.customerId!,
        statut_commande: 'Livre',
        created_at: new Date(Date.now() - 86_400_000),
        items: [
          { product: maki, quantity: 2, accompaniment: sauce },
          { product: soupe, quantity: 1 },
          { product: temaki, quantity: 1 },
        ],
      });
      // Since then: the maki costs more, and the temaki was deleted (archived: an order names it).
      await shop.db.update(produits).set({ prix: 9_900 }).where(eq(produits.id, maki.id));
      const admin = await signedInPage(shop, { role: 'admin' });
      const archived = await shop.app.inject({ method: 'DELETE', url: `/api/admin/products/${temaki.id}`, headers: admin.who.headers });
      expect(archived.json()).toMatchObject({ outcome: 'archive' });
      await admin.context.close();

      await page.goto(`${shop.url}/account?tab=orders`);
      const row = page.getByTestId(`my-order-${order.numero_commande}`);
      await row.getByRole('button', { name: `Commander à nouveau (commande ${order.numero_commande})` }).click();
      await toastWith(page, 'Panier rempli').waitFor();
      expect(await row.getByTestId('reorder-notice').textContent()).toBe('Plus disponible : Temaki thon');
      const expected = [
        { id: `${maki.id}-${sauce.id}`, quantity: 2, unitPrice: 10_900 },
        { id: `${soupe.id}-no-acc`, quantity: 1, unitPrice: 4_500 },
      ];
      await expect.poll(async () => (await readSaved(page, storageKey))?.items, LIVE).toMatchObject(expected);
      await expectAccessible(page, '/account?tab=orders after Commander à nouveau');
      await shot(page, 'account-orders-1280');
      await page.setViewportSize(PHONE);
      await shot(page, 'account-orders-390');
      await expectAccessible(page, '/account?tab=orders (390 px)');
      await page.setViewportSize(DESKTOP);

      // The drawer shows the lines at today's price, the archived dish absent.
      const sheet = await openDrawer(page);
      await sheet.getByText('Maki saumon').waitFor();
      expect(await sheet.textContent()).toContain(tnd(2 * 10_900));
      expect(await sheet.textContent()).not.toContain('Temaki thon');
      await page.keyboard.press('Escape');
      await drawer(page).waitFor({ state: 'detached' });

      // The confirmation page: its lines are added to what the cart holds.
      await page.goto(`${shop.url}/order-success/${order.id}`);
      await page.getByTestId('order-success').waitFor();
      await page.getByRole('button', { name: 'Commander à nouveau' }).click();
      expect(await page.getByTestId('reorder-notice').textContent()).toBe('Plus disponible : Temaki thon');
      await expect
        .poll(async () => (await readSaved(page, storageKey))?.items, LIVE)
        .toMatchObject([
          { ...expected[0], quantity: 4 },
          { ...expected[1], quantity: 2 },
        ]);
      await expectAccessible(page, '/order-success after Commander à nouveau');
      await page.setViewportSize(PHONE);
      await shot(page, 'order-success-390');
    },
    JOURNEY_TIMEOUT,
  );
});

describe('sold out from the board', () => {
  it(
    'marks a dish of an order sold out in two taps; the open shop shows it without a reload',
    async () => {
      // With the service worker, as a customer's shop runs: the live change must reach it through the worker.
      const customer = await signedInPage(shop, {}, PHONE, { serviceWorkers: 'allow' });
      await customer.page.goto(shop.url);
      const card = productCard(customer.page, 'Soupe miso');
      await card.getByRole('button', { name: /Ajouter/ }).waitFor();
      await waitForWorker(customer.page);
      const order = await buildOrder(shop.db, {
        customer_id: customer.who.customerId!,
        items: [
          { product: maki, quantity: 1, accompaniment: sauce },
          { product: soupe, quantity: 2 },
        ],
      });

      const staff = await signedInPage(shop, { role: 'operator' }, DESKTOP);
      const { page } = staff;
      page.setDefaultTimeout(30_000);
      await page.goto(`${shop.url}/admin/orders`);
      await page.getByTestId(`admin-order-${order.numero_commande}`).click();
      const detail = page.getByTestId('admin-order-detail');
      // Tap 1, then tap 2 on the default: until tonight.
      await detail.getByRole('button', { name: 'Marquer épuisé : Soupe miso' }).click();
      await detail.getByTestId('order-items').scrollIntoViewIfNeeded();
      await shot(page, 'board-sold-out-confirm-1280', false);
      await expectAccessible(page, '/admin/orders with the sold-out confirmation');
      await detail.getByRole('button', { name: "Épuisé jusqu'à ce soir" }).click();
      await toastWith(page, "« Soupe miso » est épuisé jusqu'à ce soir").waitFor();
      await detail.getByTestId(`sold-out-badge-${soupe.id}`).waitFor(LIVE);
      // The shop is open around the clock: tonight's closing is midnight, said so (not '00:00')
      expect(await detail.getByTestId(`sold-out-badge-${soupe.id}`).textContent()).toBe('Épuisé jusqu’à minuit');
      await shot(page, 'board-sold-out-1280', false);
      await expectAccessible(page, '/admin/orders with a dish sold out');
      const [row] = await shop.db.select().from(produits).where(eq(produits.id, soupe.id));
      expect(row).toMatchObject({ rupture: true, rupture_par: staff.who.userId });
      expect(row!.rupture_jusqu_a!.getTime()).toBeGreaterThan(Date.now());

      // The customer's shop, never reloaded.
      await card.getByRole('button', { name: 'Soupe miso : Épuisé' }).waitFor(LIVE);
      expect(await card.getByRole('button', { name: 'Soupe miso : Épuisé' }).isDisabled()).toBe(true);

      // On a phone the detail opens in a sheet; the first tap shows the confirmation there too.
      const phone = await signedInPage(shop, { role: 'admin' }, PHONE);
      phone.page.setDefaultTimeout(30_000);
      await phone.page.goto(`${shop.url}/admin/orders`);
      await phone.page.getByTestId(`admin-order-${order.numero_commande}`).click();
      const sheet = phone.page.getByTestId('admin-order-detail');
      await sheet.getByTestId(`sold-out-badge-${soupe.id}`).waitFor();
      await sheet.getByRole('button', { name: 'Marquer épuisé : Maki saumon' }).click();
      await sheet.getByRole('button', { name: "Épuisé jusqu'à ce soir" }).waitFor();
      await shot(phone.page, 'board-sold-out-confirm-390', false);
      await expectAccessible(phone.page, '/admin/orders on a phone with the sold-out confirmation');
      await sheet.getByRole('button', { name: 'Annuler', exact: true }).click();
      await sheet.getByRole('button', { name: 'Marquer épuisé : Maki saumon' }).waitFor();
    },
    JOURNEY_TIMEOUT,
  );
});
