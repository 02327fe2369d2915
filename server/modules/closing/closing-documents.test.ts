/**
 * The daily closing on paper: printed on the thermal printer through the print queue (a fake network printer
 * stands in) and downloaded as a PDF read back with a PDF text library; both for staff only, a closed day with
 * the figures and difference it kept, a day not closed with its figures of the moment.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, isNull } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { ticketText } from '@core/print/escpos';
import { imprimantes, orders, printJobs, restaurantSettings } from '../../db/schema/index';
import { PRINT_QUEUE } from '../printing/print-queue';
import { expectRefused, signInAllRoles, type Roles, type SignedIn } from '../../test/auth';
import { buildPrinter } from '../../test/factories';
import { startFakePrinter, type FakePrinter } from '../../test/fake-printer';
import { createShopTestApp, deliverOrder, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import type { TestApp } from '../../test/app';

let t: TestApp;
let menu: MenuFixture;
let roles: Roles;
let printer: FakePrinter;
const DAY = '2026-04-14';
const OPEN_DAY = '2026-04-15';

const inject = (method: 'GET' | 'POST', url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who ? who.headers : { origin: t.config.publicUrl }, ...(payload ? { payload } : {}) });
const print = (who: SignedIn | undefined, jour = DAY, body: object = { demande_id: randomUUID() }) =>
  inject('POST', `/api/admin/closings/${jour}/print`, who, body);

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

async function orderOnDay(day: string, mode: 'especes' | 'konnect' | 'carte'): Promise<number> {
  const res = await postOrder(t.app, roles.client, pickupBody(menu, { mode_paiement: mode }));
  expect(res.statusCode).toBe(201);
  const { id, total_ttc } = res.json().order;
  await deliverOrder(t.app, roles.admin, id);
  await t.database.db
    .update(orders)
    .set({ created_at: new Date(`${day}T11:00:00Z`), fire_at: new Date(`${day}T11:00:00Z`) })
    .where(inArray(orders.id, [id]));
  return total_ttc;
}

let cashTotal = 0;
beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  roles = await signInAllRoles(t.app, { otherClient: { withCustomer: true } });
  printer = await startFakePrinter();
  await t.database.db.update(restaurantSettings).set({ nom_restaurant: 'Sakura Sushi' }).where(eq(restaurantSettings.id, 1));
  cashTotal = await orderOnDay(DAY, 'especes');
  await orderOnDay(DAY, 'carte');
  await orderOnDay(OPEN_DAY, 'especes');
  const closed = await inject('POST', `/api/admin/closings/${DAY}`, roles.admin, { especes_comptees: cashTotal - 2_000, note: 'Billet de 2 dinars manquant' });
  expect(closed.statusCode).toBe(201);
});
afterAll(async () => {
  await printer?.close();
  await t?.close();
});
afterEach(async () => {
  await t.database.db.delete(imprimantes);
  printer.tickets.length = 0;
  printer.jobs = 0;
});

async function runPrints() {
  t.app.jobs.wake(PRINT_QUEUE);
  await t.app.jobs.idle(PRINT_QUEUE);
}

describe('printing a closing', () => {
  it('queues the closed day on the cash desk’s printer and prints its kept figures and difference, once per request', async () => {
    await buildPrinter(t.database.db, { nom: 'Cuisine', role: 'cuisine', port: printer.port });
    const caisse = await buildPrinter(t.database.db, { nom: 'Caisse', role: 'caisse', port: printer.port, largeur_papier: 58 });
    const body = { demande_id: randomUUID() };
    const res = await print(roles.operator, DAY, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ envoyes: 1 });
    expect((await print(roles.operator, DAY, body)).statusCode).toBe(200);
    await runPrints();
    expect(printer.jobs).toBe(1);
    const text = ticketText(printer.tickets[0]!).join('\n');
    expect(printer.tickets[0]!.cut).toBe(true);
    expect(text).toContain('Sakura Sushi');
    expect(text).toContain('Clôture du 14/04/2026');
    expect(text).toContain('Clôturée par');
    expect(text).toMatch(/Écart +-2\.000/);
    expect(text.replace(/\s+/g, ' ')).toContain('Note : Billet de 2 dinars manquant');
    // 58 mm paper: 32 characters a line
    expect(ticketText(printer.tickets[0]!).every((line) => line.length <= 32)).toBe(true);
    const jobs = await t.database.db.select().from(printJobs).where(isNull(printJobs.order_id));
    expect(jobs.filter((j) => j.event.startsWith(`cloture:${DAY}:`)).map((j) => [j.printer_id, j.status])).toEqual([[caisse.id, 'done']]);
  });

  it('prints a day not closed yet with its figures of the moment', async () => {
    await buildPrinter(t.database.db, { nom: 'Comptoir', port: printer.port });
    expect((await print(roles.admin, OPEN_DAY)).statusCode).toBe(200);
    await runPrints();
    const text = ticketText(printer.tickets[0]!).join('\n');
    expect(text).toContain('Journée non clôturée');
    expect(text).toMatch(/Espèces attendues +\d+\.\d{3}/);
    expect(text).not.toContain('Écart');
  });

  it('is for operators and admins only, and refuses without a network printer or with a bad request, queuing nothing', async () => {
    await buildPrinter(t.database.db, { nom: 'Navigateur', connexion: 'navigateur', hote: null });
    await expectRefused((who) => print(who), [roles.client, roles.otherClient]);
    const none = await print(roles.admin);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toEqual({ code: 'NO_NETWORK_PRINTER', message: 'Aucune imprimante réseau active n’est configurée' });
    expect((await print(roles.admin, DAY, { demande_id: 'pas-un-uuid' })).statusCode).toBe(400);
    expect((await print(roles.admin, '2026-02-30')).statusCode).toBe(400);
    await buildPrinter(t.database.db, { nom: 'Caisse', port: printer.port });
    expect((await print(roles.operator)).statusCode).toBe(200);
    expect((await print(roles.admin)).statusCode).toBe(200);
    // the jobs of the printers of the tests before went with them
    const jobs = await t.database.db.select().from(printJobs).where(isNull(printJobs.order_id));
    expect(jobs.filter((j) => j.event.startsWith('cloture:'))).toHaveLength(2);
  });
});

describe('the closing as a PDF', () => {
  it('is for operators and admins only', async () => {
    await expectRefused((who) => inject('GET', `/api/admin/closings/${DAY}/pdf`, who), [roles.client, roles.otherClient]);
    for (const who of [roles.operator, roles.admin]) expect((await inject('GET', `/api/admin/closings/${DAY}/pdf`, who)).statusCode).toBe(200);
    expect((await inject('GET', '/api/admin/closings/2026-13-01/pdf', roles.admin)).statusCode).toBe(400);
  });

  it('reads back the closed day: its takings per payment mode, the cash counted and the difference kept', async () => {
    const res = await inject('GET', `/api/admin/closings/${DAY}/pdf`, roles.admin);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`cloture-${DAY}.pdf`);
    const text = await pdfText(res.rawPayload);
    for (const part of [
      'Sakura Sushi',
      'Clôture du 14/04/2026',
      'Espèces (1)',
      'Carte bancaire sur place (1)',
      'Paiement en ligne (0)',
      'Espèces comptées',
      '-2.000',
      'Billet de 2 dinars manquant',
    ])
      expect(text).toContain(part);
  });

  it('prints typographic marks, œ and Arabic in the embedded font and leaves emoji out', async () => {
    const day = '2026-04-16';
    const note = 'Vérifiée par l’équipe — “œuvre” de Salma سلمى 🍣';
    expect((await inject('POST', `/api/admin/closings/${day}`, roles.operator, { especes_comptees: 0, note })).statusCode).toBe(201);
    const text = await pdfText((await inject('GET', `/api/admin/closings/${day}/pdf`, roles.operator)).rawPayload);
    expect(text).toContain('Vérifiée par l’équipe — “œuvre” de Salma');
    expect(text).toMatch(/[\u0600-\u06ff\ufe70-\ufeff]/u);
    expect(text).not.toContain('?');
  });

  it('says a day not closed is its figures of the moment', async () => {
    const text = await pdfText((await inject('GET', `/api/admin/closings/${OPEN_DAY}/pdf`, roles.operator)).rawPayload);
    expect(text).toContain('Journée non clôturée');
    expect(text).not.toContain('Écart');
  });
});
