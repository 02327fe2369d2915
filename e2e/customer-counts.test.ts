/**
 * What a customer reads on the menu, in the cart and in the account, at 390, 800 and 1280 px: a dish with
 * options says so on its card as a dish with an accompaniment does; one piece and one article are said in the
 * singular; the account's 'Commande en cours' is the order being cooked, not one placed later for
 * tomorrow, and an order placed ahead shows its slot in the list. Screenshots go to SHOTS_DIR.
 */
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog, Produit } from '../core/catalog';
import { SLOT_MESSAGES, slotDateLabel } from '../core/slots';
import { buildOptionGroup, buildOrder, buildProduct } from '../server/test/factories';
import { pickupBody, postOrder, menuFixture } from '../server/test/orders';
import { cartFixtures, drawer, openDrawer, orderButton, productCard, savedLine, startWithSavedCart } from './support/cart-page';
import { checkoutDialog, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-customer-counts';
const TABLET = { width: 800, height: 1100 };
const VIEWPORTS = [PHONE, TABLET, DESKTOP];
const JOURNEY_TIMEOUT = 180_000;

let catalog: PublicCatalog;
let temaki: Produit;
const POKE = 'Poke bowl à composer';

beforeAll(async () => {
  await buildShopMenu(shop);
  const first = (await shop.app.catalog.get()).catalog.produits[0]!;
  const poke = await buildProduct(shop.db, { category_id: first.category_id, nom_fr: POKE, prix: 18_000, ordre_affichage: 0 });
  await buildOptionGroup(shop.db, { produit_id: poke.id, nom_fr: 'Sauce', ordre_affichage: 1, options: [{ nom_fr: 'Sésame', prix: 0, gratuit: true }] });
  await buildOptionGroup(shop.db, {
    produit_id: poke.id,
    nom_fr: 'Suppléments',
    obligatoire: false,
    min_choix: 0,
    max_choix: 2,
    ordre_affichage: 2,
    options: [{ nom_fr: 'Avocat', prix: 3_000 }],
  });
  await buildProduct(shop.db, { category_id: first.category_id, nom_fr: 'Temaki saumon', prix: 9_000, nombre_pieces: 1, comptabiliser_pieces: true });
  await shop.app.catalog.invalidate();
  catalog = (await shop.app.catalog.get()).catalog;
  temaki = catalog.produits.find((p) => p.nom_fr === 'Temaki saumon')!;
  mkdirSync(SHOTS, { recursive: true });
});

describe('the menu and the cart', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `show a dish's options on its card and one piece, one article in the singular (${viewport.width} px)`,
      async () => {
        const { page } = await signedInPage(shop, {}, viewport);
        await page.goto(shop.url);
        const card = productCard(page, POKE);
        await card.waitFor();
        expect(await card.getByTestId('product-options-hint').textContent()).toBe('+ Sauce · Suppléments');
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/menu-options-hint-${viewport.width}.png` });

        const fx = cartFixtures(catalog);
        await startWithSavedCart(page, fx.storageKey, { items: [savedLine(temaki, 1)], typeCommande: 'A_emporter', zoneSelectionnee: fx.zone.code });
        await openDrawer(page);
        expect(await drawer(page).getByRole('heading').first().textContent()).toBe('Panier (1 pièce)');
        await page.screenshot({ path: `${SHOTS}/cart-one-piece-${viewport.width}.png` });
        await orderButton(page).click();
        const dialog = checkoutDialog(page);
        await dialog.waitFor();
        expect(await dialog.getByText(/^\d+ articles? · /).textContent()).toMatch(/^1 article · /);
        expect(await dialog.getByText(/^Sous-total \(/).textContent()).toBe('Sous-total (1 article)');
        await page.screenshot({ path: `${SHOTS}/checkout-one-article-${viewport.width}.png` });
      },
      JOURNEY_TIMEOUT,
    );
  }
});

describe("the account's orders", () => {
  for (const viewport of VIEWPORTS) {
    it(
      `highlight the order being cooked, not one placed later for tomorrow, and show an order's slot (${viewport.width} px)`,
      async () => {
        const customer = await signedInPage(shop, {}, viewport);
        const menu = await menuFixture(shop.db);
        const placed = await postOrder(shop.app, customer.who, pickupBody(menu));
        expect(placed.statusCode).toBe(201);
        const tonight = placed.json<{ order: { numero_commande: string } }>().order;
        const slot = new Date(Math.ceil((Date.now() + 24 * 3_600_000) / 900_000) * 900_000);
        const ahead = await buildOrder(shop.db, {
          customer_id: customer.who.customerId!,
          created_at: new Date(Date.now() + 1000),
          scheduled_for: slot,
          fire_at: new Date(slot.getTime() - 30 * 60_000),
        });

        const { page } = customer;
        await page.goto(`${shop.url}/account`);
        await page.getByRole('tab', { name: 'Commandes' }).click();
        const list = page.getByTestId('my-orders');
        await list.waitFor();
        expect(await list.getByTestId('current-order').textContent()).toContain(tonight.numero_commande);
        expect(await list.getByTestId(`my-order-${ahead.numero_commande}`).getByTestId('order-slot').textContent()).toBe(
          SLOT_MESSAGES.pickupAt(slotDateLabel(slot)),
        );
        expect(await list.getByTestId(`my-order-${tonight.numero_commande}`).getByTestId('order-slot').count()).toBe(0);
        await page.screenshot({ path: `${SHOTS}/account-orders-${viewport.width}.png`, fullPage: true });
      },
      JOURNEY_TIMEOUT,
    );
  }
});
