/**
 * Option groups in the browser: a product with a required 'Sauce' and optional 'Suppléments'
 * refuses to be added without its sauce (the add button disabled, the reason said), is added with its
 * choices at the running price, the cart and the confirmation list them, the order is placed and the
 * board's detail shows them; the server refuses an order without the required choice. The admin edits
 * the groups in the product form. axe on the picker and the editor; screenshots at 390 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTND } from '../core/money';
import { orders } from '../server/db/schema/index';
import { buildOptionGroup, buildProduct, type OptionGroup } from '../server/test/factories';
import { menuFixture } from '../server/test/orders';
import { expectNoSeriousViolations } from './support/axe';
import { cartButtonName, drawer, openDrawer, productCard, zoneModal } from './support/cart-page';
import { checkoutDialog, openRestaurant, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';

const shop = useShop();
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-options';
const LIVE = { timeout: 8_000 };
/** Two pages, several axe passes and screenshots on a shared, loaded machine. */
const JOURNEY_TIMEOUT = 240_000;

let poke: { id: number; nom_fr: string; prix: number };
let sauce: OptionGroup;
let extras: OptionGroup;

beforeAll(async () => {
  await openRestaurant(shop);
  const menu = await menuFixture(shop.db);
  const category = (await shop.app.catalog.get()).catalog.produits.find((p) => p.id === menu.product.id)!.category_id;
  const product = await buildProduct(shop.db, { category_id: category, nom_fr: 'Poke saumon', prix: 18_000, ordre_affichage: 0 });
  poke = { id: product.id, nom_fr: product.nom_fr, prix: product.prix };
  sauce = await buildOptionGroup(shop.db, {
    produit_id: poke.id,
    nom_fr: 'Sauce',
    ordre_affichage: 1,
    options: [
      { nom_fr: 'Sésame', prix: 0, gratuit: true },
      { nom_fr: 'Spicy mayo', prix: 1_000 },
      { nom_fr: 'Teriyaki', prix: 1_000, rupture: true },
    ],
  });
  extras = await buildOptionGroup(shop.db, {
    produit_id: poke.id,
    nom_fr: 'Suppléments',
    obligatoire: false,
    min_choix: 0,
    max_choix: 2,
    ordre_affichage: 2,
    options: [
      { nom_fr: 'Avocat', prix: 3_000 },
      { nom_fr: 'Mangue', prix: 2_000 },
      { nom_fr: 'Edamame', prix: 2_000 },
    ],
  });
  await shop.app.catalog.invalidate();
  mkdirSync(SHOTS, { recursive: true });
});

const optionPicker = (page: import('playwright-core').Page) => page.getByRole('dialog', { name: 'Choisir vos options' });

describe('a product with option groups', () => {
  it(
    'is added only with its required choice, at the running price; the cart, the confirmation and the board list the choices',
    async () => {
      const customer = await signedInPage(shop, {}, PHONE);
      const { page } = customer;
      await page.goto(shop.url);
      await productCard(page, poke.nom_fr)
        .getByRole('button', { name: /Ajouter/ })
        .click();
      const picker = optionPicker(page);
      await picker.waitFor();

      // Nothing chosen: the add button is disabled and says why; the sold-out sauce cannot be chosen.
      const add = picker.getByTestId('option-add');
      expect(await add.isDisabled()).toBe(true);
      expect(await picker.getByTestId('option-hint').textContent()).toBe(`« Sauce » : choisissez une option pour ${poke.nom_fr}`);
      expect(await picker.getByRole('radio', { name: /Teriyaki/ }).isDisabled()).toBe(true);
      expect(await picker.getByTestId(`option-group-${sauce.id}`).textContent()).toContain('Obligatoire');
      expect(await picker.getByTestId(`option-group-${extras.id}`).textContent()).toContain('Facultatif');
      expect(await picker.getByRole('radio', { name: /Sésame/ }).evaluate((el) => el.closest('label')!.textContent)).toContain('Gratuit');
      expect(await add.textContent()).toContain(formatTND(poke.prix));
      await expectNoSeriousViolations(page, 'the option picker (390 px)');

      // Sauce chosen, two extras: the third is disabled (2 at most), the price runs.
      await picker.getByRole('radio', { name: /Spicy mayo/ }).check();
      await picker.getByRole('checkbox', { name: /Avocat/ }).check();
      await picker.getByRole('checkbox', { name: /Mangue/ }).check();
      expect(await picker.getByRole('checkbox', { name: /Edamame/ }).isDisabled()).toBe(true);
      const unit = poke.prix + 1_000 + 3_000 + 2_000;
      expect(await add.isDisabled()).toBe(false);
      expect(await add.textContent()).toContain(formatTND(unit));
      await page.screenshot({ path: `${SHOTS}/picker-390.png` });
      await add.click();
      await picker.waitFor({ state: 'hidden' });

      // First addition: the zone modal; pickup.
      await zoneModal(page).getByRole('button', { name: 'À emporter' }).click();
      const sheet = await openDrawer(page);
      const options = sheet.getByTestId('line-options');
      expect(await options.textContent()).toContain('Sauce : Spicy mayo');
      expect(await options.textContent()).toContain('Suppléments : Avocat, Mangue');
      await page.screenshot({ path: `${SHOTS}/cart-390.png` });
      await expectNoSeriousViolations(page, 'the cart with options (390 px)');

      // Checkout, paying cash at pickup.
      await drawer(page).getByTestId('order-button').click();
      const dialog = checkoutDialog(page);
      await dialog.waitFor();
      await dialog.getByTestId('payment-especes').click();
      await dialog.getByTestId('checkout-submit').click();
      await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
      const success = page.getByTestId('order-success');
      await success.waitFor();
      expect(await success.getByTestId('order-item-choices').textContent()).toContain('Spicy mayo');
      expect(await success.getByTestId('order-totals').textContent()).toContain(formatTND(unit));
      const [order] = await shop.db.select().from(orders).where(eq(orders.customer_id, customer.who.customerId!));
      expect(order!.total_ttc).toBe(unit);

      // The board's detail.
      const staff = await signedInPage(shop, { role: 'operator' }, DESKTOP);
      await staff.page.goto(`${shop.url}/admin/orders`);
      const row = staff.page.getByTestId(`admin-order-${order!.numero_commande}`);
      await row.waitFor(LIVE);
      await row.click();
      const detail = staff.page.getByTestId('admin-order-detail');
      await detail.waitFor();
      const choices = await detail.getByTestId('order-item-choices').textContent();
      expect(choices).toContain('Sauce : Spicy mayo');
      expect(choices).toContain('Suppléments : Avocat, Mangue');
      await staff.page.screenshot({ path: `${SHOTS}/board-detail-1280.png` });
    },
    JOURNEY_TIMEOUT,
  );

  it('the picker at 1280 px: Annuler leaves the cart empty', async () => {
    const { page } = await shop.openPage(DESKTOP);
    await page.goto(shop.url);
    await productCard(page, poke.nom_fr)
      .getByRole('button', { name: /Ajouter/ })
      .click();
    const picker = optionPicker(page);
    await picker.waitFor();
    await picker.getByRole('radio', { name: /Sésame/ }).check();
    await page.screenshot({ path: `${SHOTS}/picker-1280.png` });
    await expectNoSeriousViolations(page, 'the option picker (1280 px)');
    await picker.getByRole('button', { name: 'Annuler' }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await cartButtonName(page)).toBe('Panier : 0 article, 0 pièce');
  });

  it('the server refuses an order without the required choice, in French, and writes nothing', async () => {
    const customer = await signedInPage(shop);
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...customer.who.headers, 'idempotency-key': randomUUID() },
      payload: { type_commande: 'A_emporter', mode_paiement: 'especes', items: [{ product_id: poke.id, quantity: 1, options: [extras.options[0]!.id] }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'OPTION_MISSING', message: `« Sauce » : choisissez une option pour ${poke.nom_fr}` });
    expect(await shop.db.select().from(orders).where(eq(orders.customer_id, customer.who.customerId!))).toHaveLength(0);
  });

  it('the admin edits the groups in the product form and the shop follows', async () => {
    const { page } = await signedInPage(shop, { role: 'admin' }, DESKTOP);
    await page.goto(`${shop.url}/admin/products`);
    await page.getByLabel('Rechercher un produit').fill(poke.nom_fr);
    await page.getByRole('button', { name: `Modifier ${poke.nom_fr}` }).click();
    const editor = page.getByTestId('option-groups-editor');
    await editor.getByTestId(`option-group-row-${sauce.id}`).waitFor();
    expect(await editor.getByTestId(`option-group-row-${sauce.id}`).textContent()).toContain('Obligatoire · 1 au choix');
    await editor.getByRole('button', { name: 'Ajouter un groupe' }).click();
    const form = editor.getByTestId('option-group-form');
    await form.getByLabel('Nom du groupe').fill('Taille');
    await form.getByLabel('Nom de l’option 1').fill('8 pièces');
    await form.getByLabel('Nom de l’option 2').fill('12 pièces');
    await form.getByLabel('Prix de l’option 2 (TND)').fill('6.000');
    await page.screenshot({ path: `${SHOTS}/admin-editor-1280.png` });
    await expectNoSeriousViolations(page, 'the option groups editor');
    await form.getByTestId('option-group-save').click();
    await editor.getByText('Taille').waitFor(LIVE);
    // Moved up one place with the arrow (dragging does the same).
    await editor.getByRole('button', { name: 'Monter Taille' }).click();
    await page.screenshot({ path: `${SHOTS}/admin-editor-saved-1280.png` });
    const shopGroups = async () => ((await shop.app.catalog.get()).catalog.groupes_options ?? []).filter((g) => g.produit_id === poke.id).map((g) => g.nom_fr);
    await expect.poll(shopGroups, LIVE).toEqual(['Sauce', 'Taille', 'Suppléments']);
  });
});
