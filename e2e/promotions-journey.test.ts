/**
 * The offers' customer journey in Chromium against the real server: the owner creates in the back-office
 * '-20 % sur les Makis le mardi' (the Makis category, Tuesdays only) and a public code 'BIENVENUE' (-10 % on a first
 * order from 12 TND, cumulable); the customer sees the offer's badges on the menu and the strip, tries the code on a
 * cart too small (refused with the server's reason), adds a dish (the code applies by itself, re-checked live),
 * schedules the order on a Tuesday (the offer is checked against the slot, so no clock is faked: the shop takes
 * orders 6 days ahead and always lists a Tuesday), sees both discount lines in the checkout and the cart, places
 * the order and sees them on the confirmation; the offer's figures count the order. axe on every page touched;
 * screenshots of the home page (its strip, the Makis' cards), the cart and the checkout at 390, 800 and 1280 px go to
 * SHOTS_DIR.
 * (The board's and the kitchen ticket's discount lines are checked by their own journeys.)
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../core/catalog';
import type { SlotsView } from '../core/schemas/slots';
import { orders } from '../server/db/schema/index';
import { signInAs } from '../server/test/auth';
import { useSessionCookie } from './support/account-page';
import { expectNoSeriousViolations } from './support/axe';
import { cartFixtures, drawer, openDrawer, orderButton, savedLine, startWithSavedCart, tnd } from './support/cart-page';
import { checkoutDialog, openRestaurant, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-customer';
const TABLET = { width: 800, height: 1100 };
const WIDTHS = [PHONE, TABLET, DESKTOP];
const JOURNEY_TIMEOUT = 300_000;
const OFFER = '-20 % sur les Makis le mardi';

let catalog: PublicCatalog;

beforeAll(async () => {
  await buildShopMenu(shop);
  await openRestaurant(shop);
  catalog = (await shop.app.catalog.get()).catalog;
  mkdirSync(SHOTS, { recursive: true });
});

/** The first free slot of the next Tuesday the shop lists (today when it is one), to take away. */
async function tuesdaySlot(): Promise<{ libelle: string; heure: string; at: string }> {
  const res = await shop.app.inject({ method: 'GET', url: '/api/slots?type_commande=A_emporter' });
  const day = (res.json() as SlotsView).jours.find((jour) => new Date(`${jour.jour}T12:00:00Z`).getUTCDay() === 2)!;
  const slot = day.creneaux.find((c) => !c.complet)!;
  return { libelle: day.libelle, heure: slot.heure, at: slot.at };
}

/** The owner's two offers, made with the back-office's editor. */
async function createOffers(page: Page) {
  await page.goto(`${shop.url}/admin/promotions`);
  await page.getByRole('heading', { name: 'Promotions', level: 1 }).waitFor();

  await page.getByRole('button', { name: 'Nouvelle offre' }).click();
  let editor = page.getByRole('dialog', { name: 'Nouvelle offre' });
  await editor.getByLabel('Nom de l’offre').fill(OFFER);
  await editor.getByLabel('Type d’offre').selectOption('items_percent');
  await editor.getByLabel('Pourcentage').fill('20');
  await editor.getByRole('checkbox', { name: 'Makis', exact: true }).check();
  await editor.getByRole('checkbox', { name: 'mardi' }).check();
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await editor.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Nouvelle offre' }).click();
  editor = page.getByRole('dialog', { name: 'Nouvelle offre' });
  await editor.getByLabel('Nom de l’offre').fill('Bienvenue');
  await editor.getByLabel('Type d’offre').selectOption('order_percent');
  await editor.getByLabel('Pourcentage').fill('10');
  await editor.getByLabel('Minimum de commande (TND)').fill('12');
  await editor.getByRole('checkbox', { name: 'Première commande uniquement' }).check();
  await editor.getByLabel('Accès').selectOption('code');
  await editor.getByLabel('Code', { exact: true }).fill('bienvenue');
  await editor.getByRole('checkbox', { name: 'Ce code se cumule avec l’offre automatique' }).check();
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await editor.waitFor({ state: 'hidden' });
  await page.getByTestId('promotion-card').filter({ hasText: OFFER }).getByText('Active', { exact: true }).waitFor();
}

/** Looks at a screen at the three widths (and leaves the page at 1280 px). */
async function shootWidths(page: Page, name: string, target?: () => Locator) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await target?.().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png` });
  }
}

const lineOf = (scope: Locator, nom: string) => scope.getByTestId('promo-line').filter({ hasText: nom });

describe('promotions, as a customer meets them', () => {
  it(
    'the owner’s offer and code: badges and strip, the code refused then applied, both discounts in the cart and the checkout, on the confirmation and in the offer’s figures',
    async () => {
      const admin = await signInAs(shop.app, { role: 'admin' });
      const back = await shop.openPage(DESKTOP);
      await useSessionCookie(back.page, admin.cookie, shop.url);
      await createOffers(back.page);

      // The menu: the badges on the Makis (their tab, heading and cards) and the strip of automatic offers.
      // with its service worker, as a customer has it: the offers must reach the menu through it
      const { page, who } = await signedInPage(shop, {}, DESKTOP, { serviceWorkers: 'allow' });
      page.setDefaultTimeout(30_000);
      await page.goto(shop.url);
      const strip = page.getByTestId('promotion-strip');
      await strip.getByText(OFFER, { exact: true }).waitFor();
      const makisTab = page.getByRole('navigation', { name: 'Catégories du menu' }).getByRole('link', { name: /^Makis/ });
      expect(await makisTab.getByTestId('offer-badges').textContent()).toMatch(/-20 %/);
      const makis = page.locator('section#makis');
      await makis.getByTestId('category-offer').getByText(OFFER, { exact: true }).waitFor();
      const classique = makis.locator('article').filter({ hasText: 'Makis : classique' });
      expect(await classique.getByTestId('offer-badges').textContent()).toMatch(/-20 %( · mardi)?$/);
      expect(await page.locator('section#rolls').getByTestId('offer-badges').count()).toBe(0);
      await expectNoSeriousViolations(page, 'the home page with the offers');
      await shootWidths(page, 'home', () => page.getByTestId('promotion-strip'));
      await shootWidths(page, 'home-makis', () => classique);

      // The cart: one Makis classique (7.500 TND), to take away; the code wants 12 TND.
      const maki = catalog.produits.find((p) => p.nom_fr === 'Makis : classique')!;
      await startWithSavedCart(page, cartFixtures(catalog).storageKey, { items: [savedLine(maki, 1)], typeCommande: 'A_emporter', zoneSelectionnee: '' });
      const sheet = await openDrawer(page);
      const code = sheet.getByTestId('promo-code');
      await code.getByLabel('Code promo').fill('bienvenue');
      await code.getByRole('button', { name: 'Appliquer' }).click();
      await code.getByText('Offre valable dès 12.000 TND d’achat (plus que 4.500 TND)').waitFor();
      expect(await lineOf(sheet, 'Bienvenue').count()).toBe(0);

      // A second one: the code is checked again with the cart and applies (10 % of 15.000, or of 12.000 on a Tuesday).
      await sheet.getByRole('button', { name: 'Augmenter la quantité de Makis : classique' }).click();
      await code.getByText('Code BIENVENUE appliqué').waitFor();
      await lineOf(sheet, 'Bienvenue').waitFor();

      // The checkout: taken away on Tuesday, the Makis offer applies with the code on top.
      const tuesday = await tuesdaySlot();
      await orderButton(page).click();
      const dialog = checkoutDialog(page);
      await dialog.waitFor();
      await dialog.getByRole('radio', { name: 'Programmer' }).click();
      await dialog.getByLabel('Jour').selectOption({ label: tuesday.libelle });
      await dialog.getByLabel('Heure').selectOption({ label: tuesday.heure });
      await dialog.getByTestId('payment-especes').click();
      const summary = dialog.getByTestId('checkout-summary');
      await lineOf(summary, OFFER)
        .getByText(`-${tnd(3_000)}`)
        .waitFor();
      await lineOf(summary, 'Bienvenue')
        .getByText(`-${tnd(1_200)}`)
        .waitFor();
      await summary.getByText(`Vous économisez ${tnd(4_200)}`).waitFor();
      expect(await dialog.getByTestId('checkout-submit').textContent()).toBe(`Confirmer la commande - ${tnd(10_800)}`);
      await expectNoSeriousViolations(page, 'the checkout with two offers');
      await shootWidths(page, 'checkout', () => summary);

      // Back in the cart (closing the checkout returns to it): the same lines, the cart prices with the slot chosen.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await drawer(page).waitFor();
      await lineOf(drawer(page), OFFER)
        .getByText(`-${tnd(3_000)}`)
        .waitFor();
      await lineOf(drawer(page), 'Bienvenue').waitFor();
      expect(await orderButton(page).textContent()).toContain(tnd(10_800));
      await expectNoSeriousViolations(page, 'the cart with a discount and a code');
      await shootWidths(page, 'cart', () => drawer(page).getByTestId('promo-code'));

      // Ordered: the server prices it the same and the confirmation shows both lines.
      await orderButton(page).click();
      await dialog.waitFor();
      await dialog.getByRole('radio', { name: 'Programmer' }).click();
      await dialog.getByLabel('Jour').selectOption({ label: tuesday.libelle });
      await dialog.getByLabel('Heure').selectOption({ label: tuesday.heure });
      await dialog.getByTestId('payment-especes').click();
      await lineOf(dialog.getByTestId('checkout-summary'), 'Bienvenue').waitFor();
      await dialog.getByTestId('checkout-submit').click();
      await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
      const totals = page.getByTestId('order-totals');
      await totals.getByText(OFFER, { exact: true }).waitFor();
      await totals.getByText('Bienvenue', { exact: true }).waitFor();
      const [placed] = await shop.db.select().from(orders).where(eq(orders.customer_id, who.customerId!));
      expect(placed!.montant_promotions).toBe(4_200);
      expect(placed!.total_ttc).toBe(10_800);
      expect(placed!.scheduled_for?.toISOString()).toBe(tuesday.at);
      await expectNoSeriousViolations(page, 'the confirmation with the discount lines');

      // The offer's figures count the order.
      await back.page.reload();
      const card = back.page.getByTestId('promotion-card').filter({ hasText: OFFER });
      await card.getByRole('button', { name: 'Voir les résultats' }).click();
      const figures = card.getByTestId('promotion-figures');
      await figures.getByText(tnd(3_000)).first().waitFor();
      expect(await figures.getByText('Commandes', { exact: true }).locator('..').textContent()).toBe('Commandes1');
    },
    JOURNEY_TIMEOUT,
  );
});
