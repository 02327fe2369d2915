/**
 * Automatic printing in the browser, against a fake network printer listening on TCP: an
 * admin sets the printer in Paramètres › Imprimantes and prints a test ticket; an operator accepts an order on the board and the
 * printer receives its ticket once; Réimprimer prints it again; a printer that is off shows as an alert
 * on the board; a browser printer opens the printable ticket. Screenshots at 390, 800 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketText } from '../core/print/escpos';
import { imprimantes } from '../server/db/schema/index';
import { buildOrder, buildPrinter, buildProduct } from '../server/test/factories';
import { closedPort, startFakePrinter, type FakePrinter } from '../server/test/fake-printer';
import { expectNoSeriousViolations } from './support/axe';
import { signedInPage } from './support/orders-page';
import { saveSettings } from './support/settings-page';
import { DESKTOP, PHONE, useShop } from './support/shop';

const shop = useShop();
const SHOTS = '/tmp/shots-print';
const TABLET = { width: 800, height: 1100 };
let printer: FakePrinter;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  printer = await startFakePrinter();
});
afterAll(() => printer.close());

const printed = () => printer.tickets.map((ticket) => ticketText(ticket).join('\n'));

describe('printing', () => {
  it('an admin sets a network printer in Paramètres › Imprimantes', async () => {
    const admin = await signedInPage(shop, { role: 'admin' }, DESKTOP);
    await admin.page.goto(`${shop.url}/admin/settings`);
    await admin.page.getByRole('tab', { name: 'Imprimantes' }).click();
    await admin.page.getByRole('button', { name: 'Ajouter une imprimante' }).click();
    const fieldset = admin.page.getByTestId('printer-fieldset');
    await fieldset.getByLabel('Nom', { exact: true }).fill('Cuisine');
    // A network printer needs its address: refused before anything is sent.
    await admin.page.getByRole('button', { name: 'Enregistrer' }).click();
    await fieldset.getByText('L’adresse IP ou le nom d’hôte est requis pour une imprimante réseau').waitFor();
    await fieldset.getByLabel('Adresse IP ou nom d’hôte').fill('127.0.0.1');
    await fieldset.getByLabel('Port').fill(String(printer.port));
    await fieldset.getByLabel('Imprime').selectOption('les_deux');
    await saveSettings(admin.page);
    expect(await shop.db.select({ nom: imprimantes.nom, port: imprimantes.port }).from(imprimantes)).toEqual([{ nom: 'Cuisine', port: printer.port }]);
    // The test ticket goes through the print queue to the printer just saved.
    await admin.page.getByRole('button', { name: 'Imprimer un ticket de test' }).click();
    await admin.page.getByText('Ticket de test envoyé à l’imprimante').first().waitFor();
    await expect.poll(() => printer.jobs, { timeout: 15_000 }).toBe(1);
    expect(printed()[0]).toContain('Ticket de test');
    expect(printed()[0]).toContain('Imprimante : Cuisine');
    printer.tickets.length = 0;
    printer.jobs = 0;
    await expectNoSeriousViolations(admin.page, '/admin/settings (Imprimantes)');
    for (const [name, viewport] of [
      ['390', PHONE],
      ['800', TABLET],
      ['1280', DESKTOP],
    ] as const) {
      await admin.page.setViewportSize(viewport);
      await admin.page.screenshot({ path: `${SHOTS}/settings-${name}.png`, fullPage: true });
    }
  });

  it('accepting an order prints its ticket once on the fake printer; Réimprimer prints it again', async () => {
    await shop.db.delete(imprimantes);
    await buildPrinter(shop.db, { nom: 'Cuisine', port: printer.port });
    const product = await buildProduct(shop.db, { nom_fr: 'Crème brûlée matcha', prix: 9_000 });
    const order = await buildOrder(shop.db, { statut_commande: 'Recu', items: [{ product, quantity: 2 }] });
    const staff = await signedInPage(shop, { role: 'operator' }, TABLET);
    await staff.page.goto(`${shop.url}/admin/orders`);
    await staff.page.getByTestId(`admin-order-${order.numero_commande}`).click();
    await staff.page.getByTestId('status-En_preparation').click();
    await expect.poll(() => printer.jobs, { timeout: 15_000 }).toBe(1);
    const [kitchen, receipt] = printed();
    expect(kitchen).toContain(`N° ${order.numero_commande}`);
    expect(kitchen).toContain('2 x Crème brûlée');
    expect(receipt).toMatch(/TOTAL +18\.000 TND/);

    await staff.page.getByTestId('reprint').click();
    await staff.page.getByText('Ticket envoyé à l’imprimante').first().waitFor();
    await expect.poll(() => printer.jobs, { timeout: 15_000 }).toBe(2);
    expect(printed()[2]).toContain(`N° ${order.numero_commande}`);
    await expectNoSeriousViolations(staff.page, '/admin/orders (order detail with Réimprimer)');
    // Each print once: the acceptance and the one reprint.
    expect(printer.jobs).toBe(2);
  });

  it('shows an alert on the board when the printer is off, and the orders go on', async () => {
    await shop.db.delete(imprimantes);
    await buildPrinter(shop.db, { nom: 'Cuisine', port: await closedPort() });
    const order = await buildOrder(shop.db, { statut_commande: 'Recu' });
    const staff = await signedInPage(shop, { role: 'operator' }, DESKTOP);
    await staff.page.goto(`${shop.url}/admin/orders`);
    await staff.page.getByTestId(`admin-order-${order.numero_commande}`).click();
    await staff.page.getByTestId('status-En_preparation').click();
    await staff.page
      .getByText('Commande ' + order.numero_commande + ' : En préparation')
      .first()
      .waitFor();
    await expect
      .poll(async () => (await shop.db.select({ erreur: imprimantes.erreur }).from(imprimantes))[0]?.erreur, { timeout: 15_000 })
      .toBe('connexion refusée');
    await staff.page.reload();
    const alert = staff.page.getByTestId('printer-alerts');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Imprimante « Cuisine » injoignable (connexion refusée)');
    await expectNoSeriousViolations(staff.page, '/admin/orders (printer alert)');
    for (const [name, viewport] of [
      ['390', PHONE],
      ['800', TABLET],
      ['1280', DESKTOP],
    ] as const) {
      await staff.page.setViewportSize(viewport);
      await staff.page.screenshot({ path: `${SHOTS}/alert-${name}.png` });
    }
  });

  it('a browser printer: Réimprimer opens the printable ticket, TOTAL and its amount on one line', async () => {
    await shop.db.delete(imprimantes);
    await buildPrinter(shop.db, { nom: 'Comptoir', connexion: 'navigateur', hote: null, role: 'les_deux' });
    const order = await buildOrder(shop.db, { statut_commande: 'En_preparation' });
    const staff = await signedInPage(shop, { role: 'operator' }, TABLET);
    await staff.context.addInitScript(() => {
      window.print = () => {};
    });
    await staff.page.goto(`${shop.url}/admin/orders`);
    await staff.page.getByTestId(`admin-order-${order.numero_commande}`).click();
    const opened = staff.context.waitForEvent('page');
    await staff.page.getByTestId('reprint').click();
    const ticket = await opened;
    await ticket.waitForURL(`**/admin/orders/${order.id}/ticket`);
    await ticket.getByText(`N° ${order.numero_commande}`, { exact: true }).waitFor();
    expect(await ticket.getByRole('region', { name: 'Ticket cuisine' }).count()).toBe(1);
    // The receipt's TOTAL is twice as tall as the other lines, as wide: it and its amount share one line.
    const total = ticket.getByRole('region', { name: 'Reçu client' }).getByText(/^TOTAL +[\d.]+ TND$/);
    const rows = await total.evaluate((line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(rows).toBe(1);
    await expectNoSeriousViolations(ticket, '/admin/orders/:id/ticket');
    for (const [name, viewport] of [
      ['390', PHONE],
      ['800', TABLET],
      ['1280', DESKTOP],
    ] as const) {
      await ticket.setViewportSize(viewport);
      await ticket.screenshot({ path: `${SHOTS}/ticket-${name}.png`, fullPage: true });
    }
  });
});
