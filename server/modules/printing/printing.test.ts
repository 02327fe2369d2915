/**
 * Automatic printing against a fake network printer (server/test/fake-printer.ts): one ticket set per
 * accepted order, never twice (retries, a second instance, a restart), reprints on request, the board's
 * alert when the printer is off or out of paper, accents through the code page and Arabic as an image.
 */
import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ticketText, type DecodedTicket } from '@core/print/escpos';
import { buildApp } from '../../app';
import { appEvents, imprimantes, printJobs } from '../../db/schema/index';
import { PRINT_QUEUE } from './print-queue';
import { createTestApp, type TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, type Roles, type SignedIn } from '../../test/auth';
import { buildOrder, buildPrinter, buildProduct, buildRestaurantSettings } from '../../test/factories';
import { closedPort, startFakePrinter, type FakePrinter } from '../../test/fake-printer';
import { setOrderStatus } from '../../test/orders';
import type { FastifyInstance } from 'fastify';

let t: TestApp;
let roles: Roles;
let printer: FakePrinter;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInAllRoles(t.app);
  await buildRestaurantSettings(t.database.db, { nom_restaurant: 'Sakura Sushi', adresse: 'Avenue Habib Bourguiba', ville: 'Tunis' });
  printer = await startFakePrinter();
});
afterAll(async () => {
  await printer.close();
  await t.close();
});

const db = () => t.database.db;
let printerRows: number[] = [];
afterEach(async () => {
  // Each test sets its own printers.
  for (const id of printerRows) await db().delete(imprimantes).where(eq(imprimantes.id, id));
  printerRows = [];
  printer.tickets.length = 0;
  printer.jobs = 0;
  printer.paperOut = false;
});

async function addPrinter(overrides: Parameters<typeof buildPrinter>[1] = {}) {
  const row = await buildPrinter(db(), { nom: 'Cuisine', port: printer.port, ...overrides });
  printerRows.push(row.id);
  return row;
}

async function runPrints(app: FastifyInstance = t.app) {
  app.jobs.wake(PRINT_QUEUE);
  await app.jobs.idle(PRINT_QUEUE);
}

async function acceptedOrder(productName = 'Crème brûlée matcha', columns: Parameters<typeof buildOrder>[1] = {}) {
  const product = await buildProduct(db(), { nom_fr: productName, prix: 8_500 });
  const order = await buildOrder(db(), { customer_id: roles.client.customerId!, items: [{ product, quantity: 2 }], ...columns });
  expect((await setOrderStatus(t.app, roles.operator, order.id, 'En_preparation')).statusCode).toBe(200);
  return order;
}

const texts = (tickets: DecodedTicket[]) => tickets.map((ticket) => ticketText(ticket).join('\n'));
const reprint = (who: SignedIn | undefined, orderId: string, body: object = { demande_id: randomUUID() }) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/print`, headers: who?.headers ?? { origin: t.config.publicUrl }, payload: body });

describe('printing on acceptance', () => {
  it('prints the kitchen ticket and the receipt once when an order is accepted', async () => {
    await addPrinter();
    const order = await acceptedOrder();
    await runPrints();
    expect(printer.jobs).toBe(1);
    const [kitchen, receipt] = texts(printer.tickets);
    expect(printer.tickets.every((ticket) => ticket.cut)).toBe(true);
    expect(kitchen).toContain(`N° ${order.numero_commande}`);
    expect(kitchen).toContain('2 x Crème brûlée');
    expect(kitchen).not.toMatch(/17\.000|TND/);
    expect(receipt).toContain('Sakura Sushi');
    expect(receipt).toMatch(/TOTAL +17\.000 TND/);

    // Later statuses print nothing; neither do retries of the queue.
    expect((await setOrderStatus(t.app, roles.operator, order.id, 'Pret')).statusCode).toBe(200);
    await runPrints();
    expect(printer.jobs).toBe(1);
    const events = await db().select().from(appEvents).where(eq(appEvents.event, 'print.printed'));
    expect(events.some((e) => (e.context as { order_id?: string }).order_id === order.id)).toBe(true);
  });

  it('prints the slot and the phone order on both tickets, and the cash note with its change on the receipt', async () => {
    await addPrinter();
    // Saturday 28/11/2026 12:30 in Tunis (UTC+1).
    const scheduled_for = new Date('2026-11-28T11:30:00Z');
    await acceptedOrder('Plateau du soir', { scheduled_for, fire_at: new Date('2026-11-28T11:00:00Z'), source: 'telephone', paiera_avec: 20_000 });
    await runPrints();
    const [kitchen, receipt] = texts(printer.tickets);
    expect(kitchen).toContain('POUR 12:30');
    expect(kitchen).toContain('samedi 28/11');
    expect(kitchen).toContain('COMMANDE TÉLÉPHONE');
    expect(kitchen).not.toMatch(/Paiera|TND/);
    expect(receipt).toContain('Programmée pour samedi 28/11 à 12:30');
    expect(receipt).toContain('Commande téléphone');
    expect(receipt).toMatch(/Paiera avec 20[.,]000 TND \(monnaie : 3[.,]000 TND\)/);
  });

  it('prints nothing twice after a restart: a new instance on the same database', async () => {
    await addPrinter();
    const order = await acceptedOrder();
    await runPrints();
    expect(printer.jobs).toBe(1);
    const second = await buildApp({ config: t.config, database: t.database, logger: false, notificationWorker: false, imageWorker: false });
    await second.ready();
    try {
      await runPrints(second);
      expect(printer.jobs).toBe(1);
      const jobs = await db().select().from(printJobs).where(eq(printJobs.order_id, order.id));
      expect(jobs.map((j) => [j.event, j.status])).toEqual([['acceptation', 'done']]);
    } finally {
      await second.close();
    }
  });

  it('a job queued before a restart prints once on the next instance', async () => {
    await addPrinter();
    const product = await buildProduct(db());
    const order = await buildOrder(db(), { items: [{ product }] });
    // The acceptance committed, but this instance stopped before printing: the next one prints it.
    await db().insert(printJobs).values({ order_id: order.id, printer_id: printerRows[0]!, event: 'acceptation', requested_by: 'system' });
    const second = await buildApp({ config: t.config, database: t.database, logger: false, notificationWorker: false, imageWorker: false });
    await second.ready();
    try {
      await runPrints(second);
      await runPrints(t.app);
      expect(printer.jobs).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('prints once when two instances drain the queue and two staff accept at the same moment', async () => {
    await addPrinter({ role: 'cuisine' });
    const order = await buildOrder(db());
    const answers = await Promise.all([roles.operator, roles.admin].map((who) => setOrderStatus(t.app, who, order.id, 'En_preparation')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const second = await buildApp({ config: t.config, database: t.database, logger: false, notificationWorker: false, imageWorker: false });
    await second.ready();
    try {
      await Promise.all([runPrints(t.app), runPrints(second)]);
      expect(printer.jobs).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('prints on each active network printer by its role, not on inactive or browser ones', async () => {
    await addPrinter({ nom: 'Cuisine', role: 'cuisine' });
    const other = await startFakePrinter();
    try {
      await addPrinter({ nom: 'Caisse', role: 'caisse', port: other.port });
      await addPrinter({ nom: 'Éteinte', actif: false, port: other.port });
      await addPrinter({ nom: 'Comptoir', connexion: 'navigateur', hote: null });
      await acceptedOrder();
      await runPrints();
      expect(texts(printer.tickets)).toHaveLength(1);
      expect(texts(printer.tickets)[0]).toMatch(/^CUISINE/);
      expect(texts(other.tickets)).toHaveLength(1);
      expect(texts(other.tickets)[0]).toMatch(/TOTAL/);
    } finally {
      await other.close();
    }
  });

  it('decodes French accents on both code pages and sends Arabic as an image', async () => {
    await addPrinter({ code_page: 'wpc1252', role: 'cuisine' });
    await acceptedOrder('Maki سلمون œuf à l’été');
    await acceptedOrder('Brochette crème brûlée');
    await runPrints();
    const [arabic, french] = printer.tickets;
    expect(arabic!.lines.some((line) => 'raster' in line && line.raster.width === 576 && line.raster.height === 48)).toBe(true);
    expect(ticketText(arabic!).join('\n')).not.toMatch(/[\u0600-\u06ff]/);
    expect(ticketText(french!).join('\n')).toContain('2 x Brochette crème');
  });
});

describe('reprint', () => {
  it('prints again on request, once per request', async () => {
    await addPrinter({ role: 'cuisine' });
    const order = await acceptedOrder();
    await runPrints();
    const body = { demande_id: randomUUID() };
    const res = await reprint(roles.operator, order.id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ envoyes: 1, navigateur: false });
    await runPrints();
    // The same request again (a retry) prints nothing more.
    expect((await reprint(roles.admin, order.id, body)).json()).toEqual({ envoyes: 1, navigateur: false });
    await runPrints();
    expect(printer.jobs).toBe(2);
    expect(texts(printer.tickets)[1]).toContain(`N° ${order.numero_commande}`);
  });

  it('is for operators and admins only', async () => {
    await addPrinter();
    const order = await buildOrder(db(), { customer_id: roles.client.customerId! });
    await expectRefused((who) => reprint(who, order.id), [roles.client, roles.otherClient]);
    for (const who of [roles.operator, roles.admin]) expect((await reprint(who, order.id)).statusCode).toBe(200);
  });

  it('refuses bad input and unknown orders with French messages, queuing nothing', async () => {
    await addPrinter();
    const order = await buildOrder(db());
    const bad = await reprint(roles.operator, order.id, { demande_id: 'pas-un-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Valeur invalide');
    const unknown = await reprint(roles.operator, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Commande non trouvée');
    const noPrinter = await reprint(roles.operator, order.id, { demande_id: randomUUID(), imprimante_id: 999_999 });
    expect(noPrinter.json().error).toEqual({ code: 'PRINTER_NOT_FOUND', message: 'Imprimante introuvable ou désactivée' });
    expect(await db().select().from(printJobs).where(eq(printJobs.order_id, order.id))).toEqual([]);
  });

  it('tells the board to open the printable ticket for a browser printer, or when there is no printer', async () => {
    const order = await buildOrder(db());
    expect((await reprint(roles.operator, order.id)).json()).toEqual({ envoyes: 0, navigateur: true });
    await addPrinter({ connexion: 'navigateur', hote: null, role: 'cuisine', largeur_papier: 58 });
    expect((await reprint(roles.operator, order.id)).json()).toEqual({ envoyes: 0, navigateur: true });
    const ticket = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/ticket`, headers: roles.operator.headers });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.json().documents.map((d: { kind: string; columns: number }) => [d.kind, d.columns])).toEqual([['cuisine', 32]]);
    await expectRefused(
      (who) => t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/ticket`, headers: who?.headers ?? {} }),
      [roles.client, roles.otherClient],
    );
  });
});

describe('printer trouble', () => {
  const status = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/admin/printers/status', headers: who.headers });

  it('alerts the board when the printer is unreachable, never blocks the order, and clears once it prints', async () => {
    const off = await addPrinter({ nom: 'Cuisine', port: await closedPort() });
    const order = await acceptedOrder();
    await runPrints();
    // Orders go on being accepted while the printer is off.
    const order2 = await buildOrder(db());
    expect((await setOrderStatus(t.app, roles.operator, order2.id, 'En_preparation')).statusCode).toBe(200);
    await runPrints();
    const alert = (await status(roles.operator)).json().imprimantes[0];
    expect(alert).toMatchObject({ nom: 'Cuisine', alerte: 'Imprimante « Cuisine » injoignable (connexion refusée)' });
    const [job] = await db().select().from(printJobs).where(eq(printJobs.order_id, order.id));
    expect(job).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connexion refusée' });
    expect(job!.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    const unreachable = await db().select().from(appEvents).where(eq(appEvents.event, 'printer.unreachable'));
    expect(unreachable.some((e) => (e.context as { imprimante?: string }).imprimante === 'Cuisine')).toBe(true);

    // The printer is back (here: on the fake printer's port) and the retry comes due.
    await db().update(imprimantes).set({ port: printer.port }).where(eq(imprimantes.id, off.id));
    await db().update(printJobs).set({ next_attempt_at: new Date() }).where(eq(printJobs.printer_id, off.id));
    await runPrints();
    expect(printer.jobs).toBe(2);
    expect(texts(printer.tickets).join('\n')).toContain(order2.numero_commande);
    expect((await status(roles.operator)).json().imprimantes[0].alerte).toBeNull();
    expect((await db().select().from(appEvents).where(eq(appEvents.event, 'printer.recovered'))).length).toBeGreaterThan(0);
  });

  it('drops the alert of a printer given another address in Paramètres', async () => {
    const off = await addPrinter({ nom: 'Bar', port: await closedPort() });
    await acceptedOrder();
    await runPrints();
    expect((await status(roles.admin)).json().imprimantes[0].alerte).toBe('Imprimante « Bar » injoignable (connexion refusée)');
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: roles.admin.headers })).json();
    const same = settings.imprimantes.imprimantes;
    const put = (imprimantes_: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings/imprimantes', headers: roles.admin.headers, payload: { imprimantes: imprimantes_ } as object });
    expect((await put(same)).statusCode).toBe(200);
    expect((await status(roles.admin)).json().imprimantes[0].alerte).not.toBeNull();
    expect((await put([{ ...same[0], id: off.id, port: printer.port }])).statusCode).toBe(200);
    expect((await status(roles.admin)).json().imprimantes[0].alerte).toBeNull();
  });

  it('reports a printer out of paper and prints nothing', async () => {
    await addPrinter({ nom: 'Caisse' });
    printer.paperOut = true;
    await acceptedOrder();
    await runPrints();
    expect(printer.jobs).toBe(0);
    expect((await status(roles.admin)).json().imprimantes[0].alerte).toBe('Imprimante « Caisse » : plus de papier');
  });

  it('shows the printers’ state to staff only', async () => {
    await expectRefused(
      (who) => t.app.inject({ method: 'GET', url: '/api/admin/printers/status', headers: who?.headers ?? {} }),
      [roles.client, roles.otherClient],
    );
    expect((await status(roles.operator)).statusCode).toBe(200);
  });
});

describe('printer settings', () => {
  const put = (who: SignedIn | undefined, body: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings/imprimantes', headers: who?.headers ?? { origin: t.config.publicUrl }, payload: body as object });
  const network = { nom: 'Cuisine', role: 'cuisine', connexion: 'reseau', hote: '192.168.1.50', actif: true };

  it('saves printers with their defaults (port 9100, PC858, 80 mm) for admins', async () => {
    const events = () => db().select().from(appEvents).where(eq(appEvents.event, 'admin.settings.imprimantes.updated'));
    const before = (await events()).length;
    const res = await put(roles.admin, { imprimantes: [network, { nom: 'Comptoir', role: 'caisse', connexion: 'navigateur', hote: 'ignored', actif: true }] });
    expect(res.statusCode).toBe(200);
    const saved = res.json().imprimantes.imprimantes;
    printerRows.push(...saved.map((p: { id: number }) => p.id));
    expect(saved).toMatchObject([
      { nom: 'Cuisine', port: 9100, code_page: 'cp858', largeur_papier: 80, hote: '192.168.1.50' },
      { nom: 'Comptoir', hote: null },
    ]);
    expect(await events()).toHaveLength(before + 1);
  });

  it('refuses invalid printers with a French message and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ imprimantes: [{ ...network, hote: '' }] }, 'L’adresse IP ou le nom d’hôte est requis pour une imprimante réseau'],
      [{ imprimantes: [{ ...network, hote: 'imprimante cuisine' }] }, 'Adresse IP ou nom d’hôte invalide'],
      [{ imprimantes: [{ ...network, port: 70000 }] }, 'Port invalide (1 à 65535)'],
      [{ imprimantes: [{ ...network, largeur_papier: 72 }] }, 'Largeur de papier invalide (58 ou 80 mm)'],
      [{ imprimantes: [{ ...network, nom: ' ' }] }, 'Le nom de l’imprimante est requis'],
      [{ imprimantes: [network, { ...network, nom: 'cuisine' }] }, 'Chaque imprimante doit avoir un nom différent'],
    ];
    for (const [body, message] of cases) {
      const res = await put(roles.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await db().select().from(imprimantes)).toEqual([]);
  });

  it('is for admins only: operators reprint but do not change printers', async () => {
    await expectRefused((who) => put(who, { imprimantes: [network] }), [roles.client, roles.otherClient, roles.operator]);
    expect(await db().select().from(imprimantes)).toEqual([]);
  });
});

describe('test ticket', () => {
  const testTicket = (who: SignedIn | undefined, body: object = { demande_id: randomUUID() }) =>
    t.app.inject({ method: 'POST', url: '/api/admin/printers/test', headers: who?.headers ?? { origin: t.config.publicUrl }, payload: body });
  const testJobs = () => db().select().from(printJobs).where(isNull(printJobs.order_id));

  it('prints the test ticket on the network printer through the queue, once per request', async () => {
    await addPrinter({ nom: 'Cuisine', largeur_papier: 58 });
    const body = { demande_id: randomUUID() };
    const res = await testTicket(roles.admin, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ envoyes: 1 });
    await runPrints();
    // The same request again (a retry) prints nothing more.
    expect((await testTicket(roles.admin, body)).statusCode).toBe(200);
    await runPrints();
    expect(printer.jobs).toBe(1);
    const [ticket] = texts(printer.tickets);
    expect(printer.tickets[0]!.cut).toBe(true);
    expect(ticket).toContain('Sakura Sushi');
    expect(ticket).toContain('Ticket de test');
    expect(ticket).toContain('Imprimante : Cuisine');
    expect(ticket).toContain('Papier : 58 mm (32 caractères)');
    expect(ticket).toContain('Accents : é è à ç ô ù');
    expect((await testJobs()).map((job) => job.status)).toEqual(['done']);
  });

  it('is for operators and admins only', async () => {
    await addPrinter();
    await expectRefused((who) => testTicket(who), [roles.client, roles.otherClient]);
    for (const who of [roles.operator, roles.admin]) expect((await testTicket(who)).statusCode).toBe(200);
    expect(await testJobs()).toHaveLength(2);
  });

  it('refuses with a French message when no network printer is active, queuing nothing', async () => {
    await addPrinter({ connexion: 'navigateur', hote: null });
    await addPrinter({ nom: 'Caisse', actif: false });
    const res = await testTicket(roles.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'NO_NETWORK_PRINTER', message: 'Aucune imprimante réseau active n’est configurée' });
    const bad = await testTicket(roles.admin, { demande_id: 'pas-un-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(await testJobs()).toEqual([]);
  });

  it('keeps an order on every print job but a test ticket', async () => {
    const row = await addPrinter();
    await expect(db().insert(printJobs).values({ order_id: null, printer_id: row.id, event: 'acceptation' })).rejects.toThrow();
  });
});
