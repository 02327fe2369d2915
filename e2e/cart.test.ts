import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCatalog } from '../core/catalog';
import { toastWith } from './support/account-page';
import {
  addFromMenu,
  cartButton,
  cartButtonName,
  cartFixtures,
  drawer,
  editInlinedCatalog,
  openDrawer,
  orderButton,
  picker,
  productCard,
  readSaved,
  savedLine,
  startWithSavedCart,
  tnd,
  zoneModal,
  type CartFixtures,
} from './support/cart-page';
import { useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

const shop = useShop();

let catalog: PublicCatalog;
let fx: CartFixtures;

beforeAll(async () => {
  await buildShopMenu(shop);
  catalog = (await shop.app.catalog.get()).catalog;
  fx = cartFixtures(catalog);
});

async function home(viewport?: { width: number; height: number }) {
  const watched = await shop.openPage(viewport);
  await watched.page.goto(shop.url);
  await watched.page.locator('main article').first().waitFor();
  return watched;
}

describe('adding to the cart', () => {
  it('adds a product without accompaniment, opens the zone modal on the first addition only, and counts it in the badges', async () => {
    const { page } = await home();
    await expect.poll(() => cartButtonName(page)).toBe('Panier : 0 article, 0 pièce');

    await addFromMenu(page, fx.plain.nom_fr);
    await expect.poll(() => toastWith(page, 'Produit ajouté !').textContent()).toContain(`${fx.plain.nom_fr} ajouté au panier`);

    const modal = zoneModal(page);
    await modal.waitFor();
    for (const zone of fx.zones) {
      const choice = modal.getByRole('button', { name: new RegExp(zone.nom) });
      const text = await choice.textContent();
      expect(text).toContain(`${zone.temps_livraison} min`);
      expect(text).toContain(`Minimum ${tnd(zone.minimum_commande)}`);
      expect(text).toContain(zone.frais_livraison === 0 ? 'Gratuit' : tnd(zone.frais_livraison));
    }
    expect(await modal.getByRole('button', { name: 'À emporter' }).isVisible()).toBe(true);
    await modal.getByRole('button', { name: new RegExp(fx.zone.nom) }).click();
    await modal.waitFor({ state: 'hidden' });

    await expect.poll(() => page.getByTestId('cart-items-badge').textContent()).toBe('1');
    const pieces = fx.plain.comptabiliser_pieces && fx.plain.nombre_pieces ? fx.plain.nombre_pieces : 1;
    expect(await page.getByTestId('cart-pieces-badge').textContent()).toBe(`${pieces} pcs`);
    expect(await cartButtonName(page)).toBe(`Panier : 1 article, ${pieces} pièce${pieces > 1 ? 's' : ''}`);

    // The second addition increments the line and does not ask for the zone again.
    await addFromMenu(page, fx.plain.nom_fr);
    await expect.poll(() => page.getByTestId('cart-items-badge').textContent()).toBe('2');
    expect(await zoneModal(page).count()).toBe(0);

    const sheet = await openDrawer(page);
    expect(await sheet.getByRole('heading').first().textContent()).toBe(`Panier (${pieces * 2} pièces)`);
    expect(await sheet.getByRole('radio', { name: 'Livraison' }).isChecked()).toBe(true);
    expect(await sheet.getByLabel('Zone de livraison').inputValue()).toBe(fx.zone.code);
    expect(await sheet.getByTestId('line-quantity').allTextContents()).toEqual(['2']);
  });

  it('asks for the accompaniment of a product that has some ("Gratuit" for a free one) and adds it with the choice', async () => {
    const { page } = await home();

    await addFromMenu(page, fx.withSides.nom_fr);
    const dialog = picker(page);
    await dialog.waitFor();
    const free = dialog.getByRole('button', { name: new RegExp(fx.freeSide.nom_fr) });
    expect(await free.textContent()).toContain('Gratuit');
    const paid = dialog.getByRole('button', { name: new RegExp(fx.paidSide.nom_fr) });
    expect(await paid.textContent()).toContain(tnd(fx.paidSide.prix));

    // 'Annuler' adds nothing.
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('cart-items-badge').count()).toBe(0);
    // Focus goes back to the card's button that opened the picker.
    await expect
      .poll(() =>
        productCard(page, fx.withSides.nom_fr)
          .getByRole('button', { name: /Ajouter/ })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);

    await addFromMenu(page, fx.withSides.nom_fr);
    await picker(page)
      .getByRole('button', { name: new RegExp(fx.paidSide.nom_fr) })
      .click();
    await expect.poll(() => toastWith(page, 'Produit ajouté !').textContent()).toContain(`${fx.withSides.nom_fr} avec ${fx.paidSide.nom_fr} ajouté au panier`);

    // First addition: the zone modal follows; pickup is chosen there.
    await zoneModal(page).getByRole('button', { name: 'À emporter' }).click();
    await zoneModal(page).waitFor({ state: 'hidden' });

    const sheet = await openDrawer(page);
    expect(await sheet.getByRole('radio', { name: 'À emporter' }).isChecked()).toBe(true);
    const line = sheet.getByRole('listitem').first();
    const text = await line.textContent();
    expect(text).toContain(fx.withSides.nom_fr);
    expect(text).toContain(fx.paidSide.nom_fr);
    expect(text).toContain(tnd(fx.withSides.prix + fx.paidSide.prix));
    // Pickup has no fee row and no delivery hint.
    expect(await sheet.getByText('Frais de livraison').count()).toBe(0);
    expect(await sheet.getByTestId('delivery-hint').count()).toBe(0);
    expect(await orderButton(page).textContent()).toBe(`Commander - ${tnd(fx.withSides.prix + fx.paidSide.prix)}`);
  });
});

describe('cart drawer', () => {
  it('shows each order-button label, fee and hint at the right subtotals', async () => {
    const { page } = await home({ width: 390, height: 844 });
    const { plain, zone } = fx;
    const name = plain.nom_fr;

    const sheet = await openDrawer(page);
    expect(await sheet.getByText('Votre panier est vide').isVisible()).toBe(true);
    expect(await orderButton(page).textContent()).toBe('Panier vide');
    expect(await orderButton(page).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    await addFromMenu(page, name);
    await zoneModal(page)
      .getByRole('button', { name: new RegExp(zone.nom) })
      .click();
    await openDrawer(page);

    // Below the minimum: 'Minimum … requis', disabled, hint with what is missing.
    expect(plain.prix).toBeLessThan(zone.minimum_commande);
    await expect.poll(() => orderButton(page).textContent()).toBe(`Minimum ${tnd(zone.minimum_commande)} requis`);
    expect(await orderButton(page).isDisabled()).toBe(true);
    expect(await sheet.getByTestId('delivery-hint').textContent()).toBe(
      `Ajoutez encore ${tnd(zone.minimum_commande - plain.prix)} pour pouvoir commander en livraison`,
    );

    // Between the minimum and the free threshold: the zone fee, 'Commander - {total}'.
    const increase = sheet.getByRole('button', { name: `Augmenter la quantité de ${name}` });
    const toMinimum = Math.ceil(zone.minimum_commande / plain.prix);
    for (let q = 1; q < toMinimum; q += 1) await increase.click();
    const middle = toMinimum * plain.prix;
    expect(middle).toBeLessThan(zone.minimum_gratuite);
    await expect.poll(() => orderButton(page).textContent()).toBe(`Commander - ${tnd(middle + zone.frais_livraison)}`);
    expect(await orderButton(page).isEnabled()).toBe(true);
    const fees = sheet.locator('dl div', { hasText: 'Frais de livraison' });
    expect(await fees.textContent()).toContain(tnd(zone.frais_livraison));
    expect(await sheet.getByTestId('delivery-hint').textContent()).toBe(`Plus que ${tnd(zone.minimum_gratuite - middle)} pour la livraison gratuite !`);
    const total = sheet.locator('dl div', { hasText: /^Total/ });
    expect(await total.textContent()).toContain(tnd(middle + zone.frais_livraison));
    const points = Math.floor(((middle + zone.frais_livraison) / 1000) * catalog.loyalty.points_per_tnd * catalog.vip_standard.points_multiplier);
    expect(await sheet.locator('dl div', { hasText: 'Points fidélité à gagner' }).textContent()).toContain(`${points} points`);

    // From the free threshold: fee 'Gratuit', congratulations.
    const toFree = Math.ceil(zone.minimum_gratuite / plain.prix);
    for (let q = toMinimum; q < toFree; q += 1) await increase.click();
    const high = toFree * plain.prix;
    await expect.poll(() => orderButton(page).textContent()).toBe(`Commander - ${tnd(high)}`);
    expect(await fees.textContent()).toContain('Gratuit');
    expect(await sheet.getByTestId('delivery-hint').textContent()).toBe('Félicitations ! Livraison gratuite');

    // Pickup: no hint, no fee, always allowed.
    await sheet.getByText('À emporter').click();
    await expect.poll(() => sheet.getByTestId('delivery-hint').count()).toBe(0);
    expect(await orderButton(page).textContent()).toBe(`Commander - ${tnd(high)}`);

    // Minus down to 1, then minus from 1 removes the line.
    const decrease = sheet.getByRole('button', { name: `Diminuer la quantité de ${name}` });
    for (let q = toFree; q > 0; q -= 1) await decrease.click();
    await expect.poll(() => sheet.getByText('Votre panier est vide').isVisible()).toBe(true);
    expect(await orderButton(page).textContent()).toBe('Panier vide');
    expect(await page.getByTestId('cart-items-badge').count()).toBe(0);
  });

  it("says 'Sélectionner une zone' for delivery without a known zone, until one is picked", async () => {
    const { page } = await home();
    await startWithSavedCart(page, fx.storageKey, {
      items: [savedLine(fx.plain, 3)],
      typeCommande: 'Livraison',
      zoneSelectionnee: 'zone-inconnue',
    });
    const sheet = await openDrawer(page);
    await expect.poll(() => orderButton(page).textContent()).toBe('Sélectionner une zone');
    expect(await orderButton(page).isDisabled()).toBe(true);
    expect(await sheet.getByTestId('delivery-hint').count()).toBe(0);

    await sheet.getByLabel('Zone de livraison').selectOption(fx.zone.code);
    const subtotal = 3 * fx.plain.prix;
    const expected =
      subtotal < fx.zone.minimum_commande
        ? `Minimum ${tnd(fx.zone.minimum_commande)} requis`
        : `Commander - ${tnd(subtotal + (subtotal >= fx.zone.minimum_gratuite ? 0 : fx.zone.frais_livraison))}`;
    await expect.poll(() => orderButton(page).textContent()).toBe(expected);
  });

  it("shows 'Aucune zone disponible' when the restaurant has no delivery zone", async () => {
    const { page } = await shop.openPage();
    await editInlinedCatalog(page, (c) => ({ ...c, zones_livraison: [] }));
    await page.goto(shop.url);
    await addFromMenu(page, fx.plain.nom_fr);
    const modal = zoneModal(page);
    await modal.waitFor();
    expect(await modal.getByText('Aucune zone disponible').isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'À emporter' }).click();

    const sheet = await openDrawer(page);
    await sheet.getByText('Livraison', { exact: true }).click();
    expect(await sheet.getByText('Aucune zone disponible').isVisible()).toBe(true);
    expect(await orderButton(page).textContent()).toBe('Sélectionner une zone');
  });

  it("shows 'Chargement des zones...' while the catalogue is still being fetched", async () => {
    const { page } = await shop.openPage();
    await editInlinedCatalog(page, () => null);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/catalog', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(shop.url);
    const sheet = await openDrawer(page);
    await sheet.getByText('Livraison', { exact: true }).click();
    expect(await sheet.getByText('Chargement des zones...').isVisible()).toBe(true);
    release();
    await sheet.getByLabel('Zone de livraison').waitFor();
    expect(await sheet.getByText('Chargement des zones...').count()).toBe(0);
  });

  it('closes with Escape and gives the focus back to the cart button', async () => {
    const { page } = await home();
    await cartButton(page).focus();
    await page.keyboard.press('Enter');
    await drawer(page).waitFor();
    expect(await cartButton(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });
    await expect.poll(() => cartButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('badges and limits', () => {
  it("caps the badges at '99+' and a line's quantity at 99", async () => {
    const { page } = await home();
    const pieces = fx.multiPiece.nombre_pieces!;
    await startWithSavedCart(page, fx.storageKey, {
      items: [savedLine(fx.multiPiece, 99, fx.multiPieceSide)],
      typeCommande: 'A_emporter',
      zoneSelectionnee: fx.zone.code,
    });
    await expect.poll(() => page.getByTestId('cart-items-badge').textContent()).toBe('99');
    expect(await page.getByTestId('cart-pieces-badge').textContent()).toBe('99+ pcs');
    expect(await cartButtonName(page)).toBe(`Panier : 99 articles, ${99 * pieces} pièces`);

    // Adding the same product again keeps 99.
    await addFromMenu(page, fx.multiPiece.nom_fr, fx.multiPieceSide?.nom_fr);
    const sheet = await openDrawer(page);
    expect(await sheet.getByTestId('line-quantity').allTextContents()).toEqual(['99']);
    const lineName = fx.multiPieceSide ? `${fx.multiPiece.nom_fr} avec ${fx.multiPieceSide.nom_fr}` : fx.multiPiece.nom_fr;
    expect(await sheet.getByRole('button', { name: `Augmenter la quantité de ${lineName}` }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    // One more item elsewhere: 100 items reads '99+'.
    await addFromMenu(page, fx.plain.nom_fr);
    await expect.poll(() => page.getByTestId('cart-items-badge').textContent()).toBe('99+');
  });
});

describe('persistence', () => {
  it('keeps the cart across a reload, under the key named after the shop', async () => {
    const { page } = await home();
    await addFromMenu(page, fx.plain.nom_fr);
    await zoneModal(page)
      .getByRole('button', { name: new RegExp(fx.zone.nom) })
      .click();
    await addFromMenu(page, fx.withSides.nom_fr);
    await picker(page)
      .getByRole('button', { name: new RegExp(fx.freeSide.nom_fr) })
      .click();
    await expect.poll(() => page.getByTestId('cart-items-badge').textContent()).toBe('2');

    await expect.poll(async () => (await readSaved(page, fx.storageKey))?.items.length).toBe(2);
    const saved = (await readSaved(page, fx.storageKey))!;
    expect(saved.typeCommande).toBe('Livraison');
    expect(saved.zoneSelectionnee).toBe(fx.zone.code);

    await page.reload();
    await expect.poll(() => page.getByTestId('cart-items-badge').textContent()).toBe('2');
    expect(await zoneModal(page).count()).toBe(0);
    const sheet = await openDrawer(page);
    const lines = await sheet.getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(fx.plain.nom_fr);
    expect(lines[1]).toContain(fx.withSides.nom_fr);
    expect(lines[1]).toContain(fx.freeSide.nom_fr);
    expect(await sheet.getByLabel('Zone de livraison').inputValue()).toBe(fx.zone.code);
  });

  it('reconciles a tampered saved cart against the catalogue and says what changed', async () => {
    const { page } = await home();
    const stalePrice = fx.plain.prix + 1_000;
    const tamperedLine = { ...savedLine(fx.plain, 2), product: { ...savedLine(fx.plain, 2).product, prix: stalePrice }, unitPrice: stalePrice };
    const ghost = savedLine({ ...fx.plain, id: 987_654, nom_fr: 'Sushi fantôme' }, 1);
    await startWithSavedCart(page, fx.storageKey, { items: [ghost, tamperedLine], typeCommande: 'A_emporter', zoneSelectionnee: fx.zone.code });

    const notice = page.locator('[data-sonner-toast]', { hasText: 'fantôme' });
    await notice.waitFor();
    const text = await notice.textContent();
    expect(text).toContain("« Sushi fantôme » n'est plus disponible et a été retiré du panier");
    expect(text).toContain(`Le prix de « ${fx.plain.nom_fr} » est passé de ${tnd(stalePrice)} à ${tnd(fx.plain.prix)}`);

    await expect.poll(() => page.getByTestId('cart-items-badge').textContent()).toBe('2');
    const sheet = await openDrawer(page);
    const lines = await sheet.getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(tnd(2 * fx.plain.prix));
    await expect.poll(async () => (await readSaved(page, fx.storageKey))?.items).toEqual([savedLine(fx.plain, 2)]);
  });

  it('ignores a corrupt saved cart, logging a warning only', async () => {
    const { page } = await home();
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await startWithSavedCart(page, fx.storageKey, '{"items": [ {"broken"');
    await expect.poll(() => warnings).toContain('Erreur lors du chargement du panier');
    expect(await page.getByTestId('cart-items-badge').count()).toBe(0);

    // The shop still works and the next change replaces the corrupt text.
    await addFromMenu(page, fx.plain.nom_fr);
    await expect.poll(async () => (await readSaved(page, fx.storageKey))?.items.length).toBe(1);
  });
});

describe('ordering without an account', () => {
  it('asks to sign in, remembers the checkout and goes to /auth/magic', async () => {
    const { page } = await home();
    await startWithSavedCart(page, fx.storageKey, {
      items: [savedLine(fx.plain, 2)],
      typeCommande: 'A_emporter',
      zoneSelectionnee: fx.zone.code,
    });
    await openDrawer(page);
    await orderButton(page).click();
    await toastWith(page, 'Connectez-vous pour finaliser votre commande').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/magic');
    expect(await drawer(page).count()).toBe(0);
    const session = await page.evaluate(() => [sessionStorage.getItem('resume_checkout'), sessionStorage.getItem('intended_route')]);
    expect(session).toEqual(['1', '/onboarding']);
    // The cart is still there for after sign-in.
    expect(await page.getByTestId('cart-items-badge').textContent()).toBe('2');
  });
});
