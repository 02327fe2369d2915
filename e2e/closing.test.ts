/**
 * The daily closing in the browser: a day's orders paid in cash, online and by card; the owner opens
 * /admin/cloture, types the cash counted 2.000 TND short, sees the difference, closes the day and finds it
 * kept and locked; prints it (the print job reaches a fake network printer), downloads its PDF (its text read
 * back) and exports the month as CSV and as an .xlsx workbook. Once on a phone (390 px) for yesterday, once on
 * a desktop (1280 px) for today. CLOSING_SHOTS=dir keeps the page at 390, 800 and 1280 px and the PDFs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDayFirst } from '../core/day-first-date';
import { ticketText } from '../core/print/escpos';
import { serviceDayOf } from '../core/opening-hours';
import { imprimantes } from '../server/db/schema/index';
import { buildOrder, buildPrinter, buildProduct } from '../server/test/factories';
import { startFakePrinter, type FakePrinter } from '../server/test/fake-printer';
import { openRestaurant, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';

const shop = useShop();
const SHOTS = process.env.CLOSING_SHOTS;
const TABLET = { width: 800, height: 1100 };
let printer: FakePrinter;

const today = serviceDayOf({}, new Date());
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  await openRestaurant(shop);
  printer = await startFakePrinter();
  await buildPrinter(shop.db, { nom: 'Caisse', role: 'caisse', port: printer.port });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await shop.db.delete(imprimantes);
  await printer?.close();
});

/** A cash order of 25.000, an online one of 30.000 and a card one of 18.000, all delivered on `day`. */
async function ordersOfDay(day: string): Promise<void> {
  const at = new Date(`${day}T11:00:00Z`);
  for (const [mode_paiement, prix, payment_status] of [
    ['especes', 25_000, 'non_requis'],
    ['konnect', 30_000, 'paye'],
    ['carte', 18_000, 'non_requis'],
  ] as const) {
    const product = await buildProduct(shop.db, { nom_fr: `Plateau ${mode_paiement} ${day}`, prix });
    await buildOrder(shop.db, { mode_paiement, payment_status, statut_commande: 'Livre', created_at: at, items: [{ product }] });
  }
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}
const bytes = async (download: Download) => readFileSync((await download.path())!);

async function closeTheDay(day: string, viewport: { width: number; height: number }, label: string) {
  await ordersOfDay(day);
  printer.tickets.length = 0;
  printer.jobs = 0;
  const { page } = await signedInPage(shop, { role: 'admin' }, viewport);
  page.setDefaultTimeout(30_000);
  await page.goto(`${shop.url}/admin/cloture`);
  const dayField = page.getByLabel('Journée de service');
  await dayField.fill(formatDayFirst(day));
  await page.getByRole('heading', { name: `Journée du ${formatDayFirst(day)}` }).waitFor();
  for (const text of ['Espèces (1 commande)', 'Paiement en ligne (1 commande)', 'Carte bancaire sur place (1 commande)', 'Total TTC (3 commandes)'])
    await page.getByText(text, { exact: true }).waitFor();
  if (SHOTS && label === '390') await page.screenshot({ path: `${SHOTS}/closing-open-390.png`, fullPage: true });

  // 25.000 expected in the drawer, 23.000 counted
  await page.getByLabel('Espèces comptées (TND)').fill('23,000');
  await page.getByText('-2.000 TND').waitFor();
  await page.getByLabel('Note (facultative)').fill('Il manque une pièce de 2 dinars');
  await page.getByRole('button', { name: 'Clôturer la journée' }).click();
  await page.getByText('Journée clôturée', { exact: true }).first().waitFor();
  const closed = page.getByText(/^Clôturée par /);
  await closed.waitFor();
  expect(await page.getByText('Espèces comptées', { exact: true }).locator('..').textContent()).toContain('23.000 TND');
  expect(await page.getByText('Écart', { exact: true }).locator('..').textContent()).toContain('-2.000 TND');
  // Locked: no form any more, and the server refuses a second closing
  expect(await page.getByRole('button', { name: 'Clôturer la journée' }).count()).toBe(0);
  const again = await page.request.post(`${shop.url}/api/admin/closings/${day}`, { data: { especes_comptees: 25_000 }, headers: { origin: shop.url } });
  expect(again.status()).toBe(409);
  await page.reload();
  await dayField.fill(formatDayFirst(day));
  await page.getByText('Note : Il manque une pièce de 2 dinars').waitFor();
  expect(await page.getByText('Écart', { exact: true }).locator('..').textContent()).toContain('-2.000 TND');

  // Printed through the print queue on the fake printer
  await page.getByRole('button', { name: 'Imprimer', exact: true }).click();
  await page.getByText('Clôture envoyée à l’imprimante').first().waitFor();
  await expect.poll(() => printer.jobs, { timeout: 15_000 }).toBe(1);
  const ticket = ticketText(printer.tickets[0]!).join('\n');
  expect(ticket).toContain(`Clôture du ${formatDayFirst(day)}`);
  expect(ticket).toMatch(/Espèces comptées +23\.000/);
  expect(ticket).toMatch(/Écart +-2\.000/);

  // The PDF, downloaded and read back
  const pdfDownload = await downloaded(page, () => page.getByRole('link', { name: 'Télécharger le PDF' }).click());
  expect(pdfDownload.suggestedFilename()).toBe(`cloture-${day}.pdf`);
  const pdf = await bytes(pdfDownload);
  if (SHOTS) writeFileSync(`${SHOTS}/closing-${label}.pdf`, pdf);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  for (const part of [
    `Clôture du ${formatDayFirst(day)}`,
    'Espèces (1)',
    'Paiement en ligne (1)',
    'Carte bancaire sur place (1)',
    '73.000',
    '23.000',
    '-2.000',
  ])
    expect(text).toContain(part);

  // The month for the accountant: three CSV files and a workbook
  const mois = day.slice(0, 7);
  await page.getByLabel('Mois').fill(mois);
  const csvFiles: Download[] = [];
  page.on('download', (d) => csvFiles.push(d));
  await page.getByRole('button', { name: 'Télécharger en CSV' }).click();
  await expect.poll(() => csvFiles.length, { timeout: 15_000 }).toBe(3);
  page.removeAllListeners('download');
  expect(csvFiles.map((d) => d.suggestedFilename())).toEqual([`clotures-${mois}.csv`, `factures-${mois}.csv`, `avoirs-${mois}.csv`]);
  const closingsCsv = (await bytes(csvFiles[0]!)).toString('utf8');
  expect(closingsCsv.split('\r\n').find((row) => row.startsWith(`${day};3;`))).toContain(';-2.000;');
  const xlsx = await downloaded(page, () => page.getByRole('link', { name: 'Classeur Excel' }).click());
  expect(xlsx.suggestedFilename()).toBe(`compta-${mois}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytes(xlsx)) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  expect(workbook.worksheets.map((w) => w.name)).toEqual(['Clôtures', 'Factures', 'Avoirs']);
  const sheet = workbook.getWorksheet('Clôtures')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const row = sheet
    .getRows(2, sheet.rowCount - 1)!
    .map((r) => (r.values as unknown[]).slice(1))
    .find((values) => values[headers.indexOf('jour')] === day);
  expect(row?.[headers.indexOf('ecart')]).toBe(-2);

  if (SHOTS)
    for (const [name, size] of [
      ['390', PHONE],
      ['800', TABLET],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/closing-closed-${label}-at-${name}.png`, fullPage: true });
    }
}

describe('the daily closing', () => {
  it('the owner closes yesterday on a phone: difference kept, day locked, printed, PDF and the month exported', { timeout: 180_000 }, async () => {
    await closeTheDay(yesterday, PHONE, '390');
  });
  it('the owner closes today on a desktop the same way', { timeout: 180_000 }, async () => {
    await closeTheDay(today, DESKTOP, '1280');
  });
});
