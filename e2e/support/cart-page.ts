/**
 * Helpers for the cart journeys: products picked from the catalogue by their traits (so the
 * tests follow the data), locators of the cart's UI, saved carts written straight to localStorage,
 * and a way to serve the home page with an edited inlined catalogue.
 */
import type { Locator, Page } from 'playwright-core';
import type { PublicCatalog, Produit, ZoneLivraison } from '../../core/catalog';
import { toCartProduct } from '../../core/cart-line';

/** '12.500 TND', written independently of core's formatter. */
export function tnd(millimes: number): string {
  return `${(millimes / 1000).toFixed(3)} TND`;
}

export interface CartFixtures {
  /** A product without accompaniments, priced under the first zone's minimum. */
  plain: Produit;
  /** A product with accompaniments, among them a free one and a paid one. */
  withSides: Produit;
  freeSide: { id: number; nom_fr: string };
  paidSide: { id: number; nom_fr: string; prix: number };
  /** A product counting several pieces per portion, and the accompaniment to add it with (null when it has none). */
  multiPiece: Produit;
  multiPieceSide: { id: number; nom_fr: string; prix: number } | null;
  zones: ZoneLivraison[];
  zone: ZoneLivraison;
  storageKey: string;
}

export function cartFixtures(catalog: PublicCatalog): CartFixtures {
  const zones = catalog.zones_livraison.filter((z) => z.actif).sort((a, b) => a.ordre_affichage - b.ordre_affichage);
  const zone = zones[0]!;
  const visible = catalog.produits.filter((p) => p.actif && p.visible_dans_shop);
  const sidesOf = (p: Produit) => {
    const ids = catalog.produits_accompagnements.filter((l) => l.produit_id === p.id).map((l) => l.accompagnement_id);
    return catalog.accompagnements.filter((a) => a.actif && ids.includes(a.id));
  };
  const plain = visible.find((p) => !p.a_des_accompagnements && p.prix < zone.minimum_commande)!;
  const withSides = visible.find((p) => {
    const sides = sidesOf(p);
    return p.a_des_accompagnements && sides.some((s) => s.gratuit) && sides.some((s) => !s.gratuit && s.prix > 0);
  })!;
  const sides = sidesOf(withSides);
  const freeSide = sides.find((s) => s.gratuit)!;
  const paidSide = sides.find((s) => !s.gratuit && s.prix > 0)!;
  const counted = visible.filter((p) => p.comptabiliser_pieces && (p.nombre_pieces ?? 0) > 1);
  const multiPiece = counted.find((p) => !p.a_des_accompagnements) ?? counted[0]!;
  const side = multiPiece.a_des_accompagnements ? sidesOf(multiPiece)[0] : undefined;
  const multiPieceSide = side ? { id: side.id, nom_fr: side.nom_fr, prix: side.gratuit ? 0 : side.prix } : null;
  const slug = catalog.settings.nom_restaurant
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return { plain, withSides, freeSide, paidSide, multiPiece, multiPieceSide, zones, zone, storageKey: `${slug}-cart` };
}

export function productCard(page: Page, name: string): Locator {
  return page
    .locator('main article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();
}

/** Clicks the card's 'Ajouter'; with `side`, picks it in the accompaniment picker that opens. */
export async function addFromMenu(page: Page, name: string, side?: string): Promise<void> {
  await productCard(page, name)
    .getByRole('button', { name: /Ajouter/ })
    .click();
  if (side)
    await picker(page)
      .getByRole('button', { name: new RegExp(side) })
      .click();
}

export function zoneModal(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Sélectionner une zone' });
}

export function picker(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Choisir un accompagnement' });
}

export function drawer(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Panier \(/ });
}

export function cartButton(page: Page): Locator {
  return page.getByTestId('cart-button');
}

/** The cart button's accessible name, as a screen reader announces it ('Panier : 2 articles, 12 pièces'). */
export async function cartButtonName(page: Page): Promise<string | null> {
  // `- button "name"`, YAML-quoted as `- 'button "name"'` when the name has a colon
  const snapshot = (await cartButton(page).ariaSnapshot()).split('\n')[0]!;
  return /^- '?button "(.*)"'?$/.exec(snapshot)?.[1]?.replaceAll("''", "'") ?? null;
}

export async function openDrawer(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const sheet = drawer(page);
  await sheet.waitFor();
  return sheet;
}

export function orderButton(page: Page): Locator {
  return drawer(page).getByTestId('order-button');
}

/** A saved line exactly as the cart writes it: `${productId}-${sideId ?? 'no-acc'}`, unit price = product + side. */
export function savedLine(produit: Produit, quantity: number, side: { id: number; nom_fr: string; prix: number } | null = null) {
  return {
    id: `${produit.id}-${side?.id ?? 'no-acc'}`,
    // what the shop stores for a product (its thumbnail among the rest): the same function, not a copy
    product: toCartProduct(produit),
    quantity,
    accompaniment: side,
    unitPrice: produit.prix + (side?.prix ?? 0),
  };
}

export interface SavedCartText {
  items: unknown[];
  typeCommande: 'Livraison' | 'A_emporter' | 'Sur_place';
  zoneSelectionnee: string;
}

let savedCartWrites = 0;

/**
 * Opens the page's current shop URL again on a saved cart (or any raw text) under `key`, written into
 * localStorage by the new document itself, before any of its scripts runs (an init script, once per call:
 * later reloads keep what the cart writes). Written from the test instead, the text could be overwritten by a shop page still
 * running on the origin, or not yet be seen by the renderer the next page opens in.
 */
export async function startWithSavedCart(page: Page, key: string, saved: SavedCartText | string): Promise<void> {
  const text = typeof saved === 'string' ? saved : JSON.stringify(saved);
  const url = page.url();
  const once = `e2e-saved-cart-${++savedCartWrites}`;
  await page.addInitScript(
    ({ origin, once, key, text }) => {
      if (location.origin !== origin || sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, 'written');
      localStorage.setItem(key, text);
    },
    { origin: new URL(url).origin, once, key, text },
  );
  await page.goto(url);
  await page.locator('main article').first().waitFor();
}

export async function readSaved(page: Page, key: string): Promise<SavedCartText | null> {
  const text = await page.evaluate((k) => localStorage.getItem(k), key);
  return text === null ? null : (JSON.parse(text) as SavedCartText);
}

const BOOTSTRAP = /(<script type="application\/json" id="__BOOTSTRAP__">)([\s\S]*?)(<\/script>)/;

/** Serves the home document with the inlined catalogue edited (or removed when edit returns null). */
export async function editInlinedCatalog(page: Page, edit: (catalog: PublicCatalog) => PublicCatalog | null): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const patched = html.replace(BOOTSTRAP, (_all, open: string, json: string, close: string) => {
        const next = edit(JSON.parse(json) as PublicCatalog);
        return next === null ? '' : `${open}${JSON.stringify(next).replace(/</g, '\\u003c')}${close}`;
      });
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body: patched });
    },
  );
}
