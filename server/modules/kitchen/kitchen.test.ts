/**
 * The kitchen display's API: the tickets by fire time with their thresholds, a line ticked and
 * unticked, the order Prête (through the one status change: e-mail, history, live event) once every line
 * is done, the refusals in French, the guards for every role, and two screens racing (PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appEvents, notificationOutbox, orderItems, orderStatusHistory, orders, restaurantSettings } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, type Roles, type SignedIn } from '../../test/auth';
import { testsUsePostgres } from '../../test/db';
import { buildOrder, buildProduct } from '../../test/factories';
import { fireScheduledOrders } from '../orders/fire-scheduled-orders';
import { createShopTestApp, openAllDay, pickupBody, postOrder, setOrderStatus, type MenuFixture } from '../../test/orders';

let t: TestApp;
let menu: MenuFixture;
let roles: Roles;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  await openAllDay(t.database.db);
  roles = await signInAllRoles(t.app, { client: { withCustomer: { prenom: 'Amel', nom: 'Ben Salah', telephone: '22123456' } } });
});
afterAll(async () => t?.close());

interface Line {
  id: number;
  product_name: string;
  quantity: number;
  accompaniment_name: string | null;
  done: boolean;
}
interface Ticket {
  id: string;
  numero_commande: string;
  statut_commande: string;
  lines: Line[];
}

const kitchen = (who?: SignedIn) => t.app.inject({ method: 'GET', url: '/api/admin/kitchen', headers: who?.headers ?? { origin: t.config.publicUrl } });
const tick = (orderId: string, lineId: number | string, done: unknown, who: SignedIn | null = roles.operator) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/kitchen/orders/${orderId}/lines/${lineId}`,
    headers: who?.headers ?? { origin: t.config.publicUrl },
    payload: { done },
  });

/** A pickup order of two lines (2 × product, 1 × the product with its side), accepted unless told. */
async function placeOrder({ accept = true, instructions }: { accept?: boolean; instructions?: string } = {}): Promise<{
  id: string;
  numero: string;
  lines: Line[];
}> {
  const body = pickupBody(menu, {
    items: [
      { product_id: menu.product.id, quantity: 2 },
      { product_id: menu.withSide.id, quantity: 1, accompaniment_id: menu.side.id },
    ],
    ...(instructions ? { instructions_speciales: instructions } : {}),
  });
  const res = await postOrder(t.app, roles.client, body);
  expect(res.statusCode).toBe(201);
  const { order } = res.json();
  if (accept) expect((await setOrderStatus(t.app, roles.operator, order.id, 'En_preparation')).statusCode).toBe(200);
  const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.order_id, order.id)).orderBy(orderItems.id);
  return {
    id: order.id,
    numero: order.numero_commande,
    lines: lines.map((l) => ({ id: l.id, product_name: l.product_name, quantity: l.quantity, accompaniment_name: l.accompaniment_name, done: false })),
  };
}

const statusOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.statut_commande;
const history = async (id: string) => (await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, id))).map((h) => h.statut);

describe('kitchen display API', () => {
  it('is for operators and admins: anonymous 401, clients 403', async () => {
    const order = await placeOrder();
    await expectRefused((who) => kitchen(who), [roles.client, roles.otherClient]);
    await expectRefused((who) => tick(order.id, order.lines[0]!.id, true, who ?? null), [roles.client, roles.otherClient]);
    expect(await statusOf(order.id)).toBe('En_preparation');
    const line = await t.database.db.select().from(orderItems).where(eq(orderItems.id, order.lines[0]!.id));
    expect(line[0]!.done_at).toBeNull();
    for (const staff of [roles.operator, roles.admin]) expect((await kitchen(staff)).statusCode).toBe(200);
    expect((await tick(order.id, order.lines[0]!.id, true, roles.admin)).statusCode).toBe(200);
  });

  it('lists orders in preparation as tickets, oldest first, with their lines, instructions and thresholds; Recu only counted', async () => {
    const first = await placeOrder({ instructions: 'Sans wasabi' });
    const second = await placeOrder();
    const waiting = await placeOrder({ accept: false });
    const res = await kitchen(roles.operator);
    expect(res.statusCode).toBe(200);
    const view = res.json() as { now: string; seuils: unknown; en_attente: number; tickets: Ticket[] };
    expect(view.seuils).toEqual({ orange: 10, rouge: 20 });
    expect(view.en_attente).toBeGreaterThanOrEqual(1);
    const ids = view.tickets.map((x) => x.id);
    expect(ids).not.toContain(waiting.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const ticket = view.tickets.find((x) => x.id === first.id)!;
    expect(ticket).toMatchObject({
      numero_commande: first.numero,
      statut_commande: 'En_preparation',
      type_commande: 'A_emporter',
      instructions_speciales: 'Sans wasabi',
    });
    expect(ticket.lines).toEqual([
      { id: first.lines[0]!.id, product_name: menu.product.nom_fr, quantity: 2, accompaniment_name: null, choix: [], done: false, done_at: null },
      { id: first.lines[1]!.id, product_name: menu.withSide.nom_fr, quantity: 1, accompaniment_name: menu.side.nom_fr, choix: [], done: false, done_at: null },
    ]);
    // No price and no personal detail on the wall screen.
    expect(JSON.stringify(ticket)).not.toMatch(/total|prix|price|telephone|Ben Salah/);
  });

  it('shows a scheduled order with its slot only once fired, by fire time, and says a phone order is one', async () => {
    const db = t.database.db;
    const product = await buildProduct(db, { nom_fr: 'Plateau programmé' });
    const later = new Date(Date.now() + 3 * 3600_000);
    const waiting = await buildOrder(db, {
      items: [{ product }],
      statut_commande: 'En_preparation',
      scheduled_for: later,
      fire_at: new Date(later.getTime() - 30 * 60_000),
      source: 'telephone',
    });
    const ids = async () => ((await kitchen(roles.operator)).json() as { tickets: Ticket[] }).tickets.map((x) => x.id);
    expect(await ids()).not.toContain(waiting.id);

    const due = new Date(Date.now() - 60_000);
    await db
      .update(orders)
      .set({ fire_at: due, scheduled_for: new Date(due.getTime() + 30 * 60_000) })
      .where(eq(orders.id, waiting.id));
    expect(await fireScheduledOrders({ db })).toEqual([expect.objectContaining({ id: waiting.id })]);
    const view = (await kitchen(roles.operator)).json() as { tickets: (Ticket & { fire_at: string; scheduled_for: string | null; source: string })[] };
    const ticket = view.tickets.find((x) => x.id === waiting.id)!;
    expect(ticket).toMatchObject({ fire_at: due.toISOString(), scheduled_for: new Date(due.getTime() + 30 * 60_000).toISOString(), source: 'telephone' });
    const fires = view.tickets.map((x) => x.fire_at);
    expect(fires).toEqual([...fires].sort());
    expect(view.tickets.filter((x) => x.id !== waiting.id).every((x) => x.scheduled_for === null && x.source === 'boutique')).toBe(true);
  });

  it('reads the age thresholds from the Service settings, and refuses red before orange', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: roles.admin.headers })).json().service;
    const save = (body: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings/service', headers: roles.admin.headers, payload: body });
    const refused = await save({ ...current, cuisine_alerte_orange: 15, cuisine_alerte_rouge: 12 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('L’alerte rouge doit venir après l’alerte orange');
    expect((await save({ ...current, cuisine_alerte_orange: 8, cuisine_alerte_rouge: 15 })).statusCode).toBe(200);
    expect((await kitchen(roles.operator)).json().seuils).toEqual({ orange: 8, rouge: 15 });
    await t.database.db.update(restaurantSettings).set({ cuisine_alerte_orange: 10, cuisine_alerte_rouge: 20 });
  });

  it('ticks and unticks a line; the last line done makes the order Prête once, e-mails the customer and tells the streams', async () => {
    const order = await placeOrder();
    const [a, b] = order.lines as [Line, Line];
    // What every screen's stream (the board's, GET /api/admin/orders/events) hears of this order.
    const heard: string[] = [];
    let heardReady!: () => void;
    const ready = new Promise<void>((resolve) => (heardReady = resolve));
    const unsubscribe = t.app.orderEvents.subscribe((event) => {
      if (event.id !== order.id) return;
      heard.push(event.statut_commande);
      if (event.statut_commande === 'Pret') heardReady();
    });
    const done = await tick(order.id, a.id, true);
    expect(done.statusCode).toBe(200);
    expect(done.json().ticket.lines.map((l: Line) => l.done)).toEqual([true, false]);
    expect(done.json().ticket.statut_commande).toBe('En_preparation');
    const undone = await tick(order.id, a.id, false);
    expect(undone.json().ticket.lines.map((l: Line) => l.done)).toEqual([false, false]);
    // The same state asked twice (two screens) changes nothing the second time.
    await tick(order.id, a.id, true);
    expect((await tick(order.id, a.id, true)).json().ticket.lines.map((l: Line) => l.done)).toEqual([true, false]);
    expect(await statusOf(order.id)).toBe('En_preparation');

    const last = await tick(order.id, b.id, true);
    expect(last.statusCode).toBe(200);
    expect(last.json().ticket.statut_commande).toBe('Pret');
    await ready;
    unsubscribe();
    // An event per tick that changed something (3 while in preparation; the acceptance's may come in too), then Prête once.
    expect(heard.filter((s) => s === 'En_preparation').length).toBeGreaterThanOrEqual(3);
    expect(heard.filter((s) => s === 'Pret')).toEqual(['Pret']);
    expect(heard.at(-1)).toBe('Pret');
    expect(await statusOf(order.id)).toBe('Pret');
    expect(await history(order.id)).toEqual(['Recu', 'En_preparation', 'Pret']);
    const [readyRow] = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.order_id, order.id), eq(orderStatusHistory.statut, 'Pret')));
    expect(readyRow!.changed_by).toBe(roles.operator.userId);
    const mails = await t.database.db
      .select({ subject: notificationOutbox.subject })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.order_id, order.id), eq(notificationOutbox.type, 'email')));
    expect(mails.map((m) => m.subject)).toContain(`Votre commande ${order.numero} est prête`);
    const events = await t.database.db.select({ event: appEvents.event, context: appEvents.context }).from(appEvents);
    const mine = events.filter((e) => (e.context as { order_id?: string }).order_id === order.id).map((e) => e.event);
    expect(mine.filter((e) => e === 'order.status_changed')).toHaveLength(2);
    expect(mine.filter((e) => e.startsWith('kitchen.line_'))).toEqual(['kitchen.line_done', 'kitchen.line_undone', 'kitchen.line_done', 'kitchen.line_done']);

    // The ticket leaves the display; the same tap again changes nothing; an untick is refused.
    expect(((await kitchen(roles.operator)).json().tickets as Ticket[]).map((x) => x.id)).not.toContain(order.id);
    expect((await tick(order.id, b.id, true)).json().ticket.statut_commande).toBe('Pret');
    const late = await tick(order.id, b.id, false);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe('Cette commande n’est pas en préparation : ses lignes ne peuvent plus être cochées en cuisine.');
    expect(await history(order.id)).toEqual(['Recu', 'En_preparation', 'Pret']);
  });

  it('refuses in French a line of an order not in preparation, a line of another order, an unknown order and bad input', async () => {
    const waiting = await placeOrder({ accept: false });
    const notYet = await tick(waiting.id, waiting.lines[0]!.id, true);
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().error).toEqual({
      code: 'KITCHEN_NOT_IN_PREPARATION',
      message: 'Cette commande n’est pas en préparation : ses lignes ne peuvent plus être cochées en cuisine.',
    });
    const other = await placeOrder();
    const foreign = await tick(other.id, waiting.lines[0]!.id, true);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Cette ligne n’appartient pas à cette commande.');
    expect((await tick('00000000-0000-4000-8000-000000000000', other.lines[0]!.id, true)).json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await tick('pas-un-uuid', other.lines[0]!.id, true)).statusCode).toBe(404);
    const badLine = await tick(other.id, 'abc', true);
    expect(badLine.statusCode).toBe(400);
    expect(badLine.json().error.message).toBe('Valeur invalide');
    const badBody = await tick(other.id, other.lines[0]!.id, 'oui');
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error.message).toBe('Indiquez si la ligne est faite (done : true ou false)');
    const cancelled = await placeOrder();
    expect((await setOrderStatus(t.app, roles.operator, cancelled.id, 'Annule')).statusCode).toBe(200);
    expect((await tick(cancelled.id, cancelled.lines[0]!.id, true)).statusCode).toBe(422);
    // Nothing changed by any refusal.
    const rows = await t.database.db.select().from(orderItems).where(eq(orderItems.order_id, other.id));
    expect(rows.every((r) => r.done_at === null)).toBe(true);
    expect(await statusOf(waiting.id)).toBe('Recu');
  });
});

// PGlite has one connection: requests there run one after the other, so the race exists only on PostgreSQL.
describe.runIf(testsUsePostgres)('two kitchen screens racing (PostgreSQL)', () => {
  it('makes the order Prête exactly once when its last lines are ticked at the same time from several screens', async () => {
    for (let round = 0; round < 5; round += 1) {
      const order = await placeOrder();
      const taps = [...order.lines, ...order.lines].map((line, i) => tick(order.id, line.id, true, i % 2 ? roles.operator : roles.admin));
      const answers = await Promise.all(taps);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await statusOf(order.id)).toBe('Pret');
      expect(await history(order.id)).toEqual(['Recu', 'En_preparation', 'Pret']);
      const mails = await t.database.db
        .select({ subject: notificationOutbox.subject })
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.order_id, order.id), eq(notificationOutbox.subject, `Votre commande ${order.numero} est prête`)));
      expect(mails).toHaveLength(1);
    }
  });
});
