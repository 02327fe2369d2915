/**
 * Invoices: a company customer with a delivered order asks for its invoice from /account's orders tab on
 * a phone (company name, matricule fiscal, address) and downloads it: the PDF's text holds its number and its TVA
 * lines. INVOICE_SHOTS=dir keeps the dialog at 390 px and the PDF.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { restaurantSettings } from '../server/db/schema/index';
import { buildCategory, buildOrder, buildProduct, type Product } from '../server/test/factories';
import { openRestaurant, signedInPage } from './support/orders-page';
import { PHONE, useShop } from './support/shop';

const shop = useShop();
const SHOTS = process.env.INVOICE_SHOTS;
let maki: Product;
let the: Product;

beforeAll(async () => {
  await openRestaurant(shop);
  const sushis = await buildCategory(shop.db, { nom_fr: 'Makis', code_interne: 'makis-facture', ordre_affichage: 0 });
  const boissons = await buildCategory(shop.db, { nom_fr: 'Boissons', code_interne: 'boissons-facture', ordre_affichage: 1 });
  maki = await buildProduct(shop.db, { category_id: sushis.id, nom_fr: 'Maki saumon', prix: 9_000 });
  the = await buildProduct(shop.db, { category_id: boissons.id, nom_fr: 'Thé vert', prix: 3_500 });
  await shop.db
    .update(restaurantSettings)
    .set({
      fiscal_raison_sociale: 'Sakura Restauration SARL',
      fiscal_adresse: '12 rue de Marseille, 1000 Tunis',
      fiscal_matricule: '7654321B/A/M/000',
      taux_tva: { categories: { [sushis.id]: 700, [boissons.id]: 1900 }, produits: {} },
    })
    .where(eq(restaurantSettings.id, 1));
  await shop.app.catalog.invalidate();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

describe('a company asks for an invoice', () => {
  it('fills the request on a phone and downloads the PDF with its number and TVA lines', { timeout: 120_000 }, async () => {
    const { page, who } = await signedInPage(shop, {}, PHONE, { serviceWorkers: 'allow' });
    page.setDefaultTimeout(30_000);
    const order = await buildOrder(shop.db, {
      customer_id: who.customerId!,
      statut_commande: 'Livre',
      items: [
        { product: maki, quantity: 2 },
        { product: the, quantity: 1 },
      ],
    });
    await page.goto(`${shop.url}/account?tab=orders`);
    const row = page.getByTestId(`my-order-${order.numero_commande}`);
    await row.getByTestId('invoice-open').click();
    const form = page.getByTestId('invoice-form');
    await form.getByTestId('invoice-company').fill('Atlas Conseil SARL');
    await form.getByTestId('invoice-mf').fill('1234567A/M/A/000');
    await form.getByTestId('invoice-address').fill('5 avenue Habib Bourguiba, 1000 Tunis');
    await form.getByTestId('invoice-submit').click();
    await page.getByText('Matricule fiscal : le code TVA doit être A, P, B, D ou N').waitFor();
    await form.getByTestId('invoice-mf').fill('1234567a/a/m/000');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/invoice-dialog-390.png` });
    await form.getByTestId('invoice-submit').click();

    const link = page.getByTestId('invoice-list').getByRole('link', { name: 'Télécharger le PDF' });
    await link.waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/invoice-issued-390.png` });
    const response = await page.request.get(`${shop.url}${await link.getAttribute('href')}`);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pdf = await response.body();
    if (SHOTS) writeFileSync(`${SHOTS}/invoice.pdf`, pdf);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const numero = (await page.getByTestId('invoice-list').locator('.font-mono').first().textContent())!;
    expect(numero).toMatch(/^FA-\d{4}-000001$/);
    expect(text).toContain(`FACTURE N° ${numero}`);
    // 18.000 at 7 % and 3.500 at 19 %: TVA 1.178 and 0.559
    for (const part of ['TVA 7 %', 'TVA 19 %', '16.822', '1.178', '2.941', '0.559', 'Atlas Conseil SARL', '1234567A/A/M/000', 'Droit de timbre', '22.500 TND'])
      expect(text).toContain(part);
  });
});
