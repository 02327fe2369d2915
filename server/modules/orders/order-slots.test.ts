/** Order ahead and kitchen capacity: GET /api/slots, scheduled orders, capacity (the shop's and the phone orders'), cancel, the fire job. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sameHoursEveryDay } from '@core/catalog';
import type { SlotsView } from '@core/schemas/slots';
import { slotDateLabel } from '@core/slots';
import { appEvents, categories, notificationOutbox, orders, produits, restaurantSettings } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, signInAs, type SignedIn } from '../../test/auth';
import { catalogChanged } from '../../test/catalog-caches';
import { createShopTestApp, deliveryBody, openAllDay, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import { fireScheduledOrders } from './fire-scheduled-orders';

let t: TestApp;
let menu: MenuFixture;
let client: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  client = await signInAs(t.app);
  other = await signInAs(t.app);
});
afterAll(async () => t?.close());

const NO_LIMIT = { midi: { commandes: null, pieces: null }, soir: { commandes: null, pieces: null } };

async function settings(values: Partial<typeof restaurantSettings.$inferInsert>) {
  await t.database.db.update(restaurantSettings).set(values).where(eq(restaurantSettings.id, 1));
  catalogChanged(t.database.db);
}

beforeEach(async () => {
  await openAllDay(t.database.db);
  await settings({
    capacite_creneaux: NO_LIMIT,
    categories_hors_capacite: [],
    delai_preparation_base: 15,
    delai_annulation: 5,
    commandes_en_pause: false,
    commandes_reprise_a: null,
  });
  // Each test starts with an empty kitchen: earlier orders are cancelled.
  await t.database.db.update(orders).set({ statut_commande: 'Annule' });
});

async function slotsFor(type = 'A_emporter', zone?: string): Promise<SlotsView> {
  const res = await t.app.inject({ method: 'GET', url: `/api/slots?type_commande=${type}${zone ? `&zone_livraison=${zone}` : ''}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A slot in three days (no ASAP order of the tests reaches it), at the given index of that day. */
async function laterSlot(index = 8, type = 'A_emporter', zone?: string) {
  const view = await slotsFor(type, zone);
  return view.jours[3]!.creneaux[index]!;
}

describe('GET /api/slots', () => {
  it('lists 15-minute slots today and the next 6 days for anyone, in Tunis time', async () => {
    const view = await slotsFor();
    expect(view.asap).toBe(true);
    expect(view.message).toBeNull();
    expect(view.jours.length).toBeGreaterThanOrEqual(6);
    expect(view.jours.length).toBeLessThanOrEqual(7);
    expect(view.jours[1]!.libelle).toBe('Demain');
    const tomorrow = view.jours[1]!.creneaux;
    expect(tomorrow).toHaveLength(96);
    expect(tomorrow.slice(0, 2).map((s) => s.heure)).toEqual(['00:00', '00:15']);
    expect(tomorrow[0]!.complet).toBe(false);
  });

  it('refuses an unknown order type in French', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/slots?type_commande=Drone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Type de commande invalide');
  });
});

describe('scheduled orders', () => {
  it('places a pickup order for a slot: fire time is the slot minus preparation, shown as scheduled', async () => {
    const slot = await laterSlot();
    const res = await postOrder(t.app, client, pickupBody(menu, { scheduled_for: slot.at }));
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order.scheduled_for).toBe(slot.at);
    expect(order.fire_at).toBe(new Date(new Date(slot.at).getTime() - 15 * 60_000).toISOString());
    expect(order.programmee).toBe(true);
    expect(order.can_cancel).toBe(true);
    expect(order.estimation.texte).toMatch(new RegExp(`^À retirer .+ à ${slot.heure}$`));
  });

  it("adds the zone's travel time for delivery", async () => {
    await t.database.db.execute(sql`update zones_livraison set temps_livraison = 30 where code = ${menu.zone.code}`);
    catalogChanged(t.database.db);
    const slot = await laterSlot(8, 'Livraison', menu.zone.code);
    const res = await postOrder(t.app, client, deliveryBody(menu, { scheduled_for: slot.at }));
    expect(res.statusCode).toBe(201);
    expect(res.json().order.fire_at).toBe(new Date(new Date(slot.at).getTime() - 45 * 60_000).toISOString());
    expect(res.json().order.estimation.texte).toMatch(/^Livraison prévue /);
  });

  it('refuses a slot that is not offered and writes nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const slot = await laterSlot();
    const offGrid = new Date(new Date(slot.at).getTime() + 7 * 60_000).toISOString();
    for (const at of [offGrid, new Date(Date.now() - 3_600_000).toISOString(), new Date(Date.now() + 40 * 86_400_000).toISOString()]) {
      const res = await postOrder(t.app, client, pickupBody(menu, { scheduled_for: at }));
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({ code: 'SLOT_UNAVAILABLE', message: "Ce créneau n'est plus disponible. Choisissez un autre horaire." });
    }
    const bad = await postOrder(t.app, client, pickupBody(menu, { scheduled_for: 'demain midi' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Créneau invalide');
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('takes an order for a later slot while the restaurant is closed now, and refuses ASAP', async () => {
    const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Tunis', hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
    const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    await settings({ horaires_reguliers: sameHoursEveryDay({ ouvert: true, ouverture: at(hour + 2), fermeture: at(hour + 5) }) });
    const view = await slotsFor();
    expect(view.asap).toBe(false);
    expect(view.message).toMatch(/^Commandes fermées — réouverture /);
    const asap = await postOrder(t.app, client, pickupBody(menu));
    expect(asap.statusCode).toBe(422);
    expect(asap.json().error.code).toBe('ORDERING_CLOSED');
    const first = view.jours[0]!.creneaux[0] ?? view.jours[1]!.creneaux[0]!;
    expect(first.heure).toBe(`${at(hour + 2).slice(0, 2)}:15`);
    const later = await postOrder(t.app, client, pickupBody(menu, { scheduled_for: first.at }));
    expect(later.statusCode).toBe(201);
  });

  it('lets a paused restaurant take orders for after the pause only', async () => {
    const until = new Date(Date.now() + 2 * 3_600_000);
    await settings({ commandes_en_pause: true, commandes_reprise_a: until });
    expect((await postOrder(t.app, client, pickupBody(menu))).json().error.code).toBe('ORDERING_PAUSED');
    const view = await slotsFor();
    const first = view.jours.flatMap((d) => d.creneaux)[0]!;
    expect(new Date(first.at).getTime() - 15 * 60_000).toBeGreaterThanOrEqual(until.getTime());
    expect((await postOrder(t.app, client, pickupBody(menu, { scheduled_for: first.at }))).statusCode).toBe(201);
  });
});

describe('kitchen capacity', () => {
  it('gives the last place of a slot to one customer and offers the next slot with room to the other', async () => {
    await settings({ capacite_creneaux: { midi: { commandes: 1, pieces: null }, soir: { commandes: 1, pieces: null } } });
    const view = await slotsFor();
    const day = view.jours[3]!.creneaux;
    const [slot, next] = [day[50]!, day[51]!];
    expect((await postOrder(t.app, client, pickupBody(menu, { scheduled_for: slot.at }))).statusCode).toBe(201);
    const second = await postOrder(t.app, other, pickupBody(menu, { scheduled_for: slot.at }));
    expect(second.statusCode).toBe(422);
    expect(second.json().error).toEqual({
      code: 'SLOT_FULL',
      message: `Ce créneau est complet. Prochain créneau disponible : ${view.jours[3]!.libelle.toLowerCase()} à ${next.heure}.`,
      details: { next_slot: next.at, next_slot_label: `${view.jours[3]!.libelle.toLowerCase()} à ${next.heure}` },
    });
    const shown = (await slotsFor()).jours[3]!.creneaux;
    expect(shown[50]).toEqual({ ...slot, complet: true });
    expect(shown[51]!.complet).toBe(false);
    expect((await postOrder(t.app, other, pickupBody(menu, { scheduled_for: next.at }))).statusCode).toBe(201);
  });

  it('holds a phone order to the same slots and capacity: a full slot is refused with the next one, which it can take', async () => {
    await settings({ capacite_creneaux: { midi: { commandes: 1, pieces: null }, soir: { commandes: 1, pieces: null } } });
    const operator = await signInAs(t.app, { role: 'operator' });
    const phoneOrder = (commande: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/phone-orders',
        headers: { ...operator.headers, 'idempotency-key': randomUUID() },
        payload: { customer_id: other.customerId, commande },
      });
    const view = await slotsFor();
    const day = view.jours[3]!.creneaux;
    const [slot, next] = [day[40]!, day[41]!];
    expect((await postOrder(t.app, client, pickupBody(menu, { scheduled_for: slot.at }))).statusCode).toBe(201);
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

    const refused = await phoneOrder(pickupBody(menu, { scheduled_for: slot.at }));
    expect(refused.statusCode).toBe(422);
    const label = `${view.jours[3]!.libelle.toLowerCase()} à ${next.heure}`;
    expect(refused.json().error).toEqual({
      code: 'SLOT_FULL',
      message: `Ce créneau est complet. Prochain créneau disponible : ${label}.`,
      details: { next_slot: next.at, next_slot_label: label },
    });
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n).toBe(before);
    // A slot that is not offered (off the 15-minute grid) is refused as in the shop.
    const offGrid = new Date(new Date(next.at).getTime() + 60_000).toISOString();
    expect((await phoneOrder(pickupBody(menu, { scheduled_for: offGrid }))).json().error.code).toBe('SLOT_UNAVAILABLE');

    const taken = await phoneOrder(pickupBody(menu, { scheduled_for: next.at }));
    expect(taken.statusCode).toBe(201);
    expect(taken.json().order).toMatchObject({ source: 'telephone', scheduled_for: next.at, programmee: true });
  });

  it('counts pieces, and never the excluded categories (drinks)', async () => {
    await settings({ capacite_creneaux: { midi: { commandes: null, pieces: 3 }, soir: { commandes: null, pieces: 3 } } });
    const day = (await slotsFor()).jours[3]!.creneaux;
    const slot = day[60]!;
    // 2 pieces, then 2 more: over 3.
    expect((await postOrder(t.app, client, pickupBody(menu, { scheduled_for: slot.at }))).statusCode).toBe(201);
    expect((await postOrder(t.app, other, pickupBody(menu, { scheduled_for: slot.at }))).json().error.code).toBe('SLOT_FULL');
    const [product] = await t.database.db.select().from(produits).where(eq(produits.id, menu.product.id));
    await settings({ categories_hors_capacite: [product!.category_id] });
    expect((await postOrder(t.app, other, pickupBody(menu, { scheduled_for: slot.at }))).statusCode).toBe(201);
  });

  it('keeps commandes_simultanees_max as a hard ceiling for ASAP orders, offering the next slot', async () => {
    await settings({ commandes_simultanees_max: 1 });
    expect((await postOrder(t.app, client, pickupBody(menu))).statusCode).toBe(201);
    const full = await postOrder(t.app, other, pickupBody(menu));
    expect(full.statusCode).toBe(422);
    expect(full.json().error.code).toBe('KITCHEN_FULL');
    expect(full.json().error.message).toMatch(/^Notre cuisine est complète pour le moment\. Prochain créneau disponible : (aujourd'hui|demain) à \d\d:\d\d\.$/);
    // The offered slot starts in a later kitchen window and is accepted.
    const again = await postOrder(t.app, other, pickupBody(menu, { scheduled_for: full.json().error.details.next_slot }));
    expect(again.statusCode).toBe(201);
  });
});

describe('cancelling and firing scheduled orders', () => {
  it('lets the customer cancel until the fire time minus delai_annulation', async () => {
    const slot = await laterSlot(20);
    const placed = (await postOrder(t.app, client, pickupBody(menu, { scheduled_for: slot.at }))).json().order;
    // Three minutes before its fire time (delai_annulation 5): too late.
    await t.database.db
      .update(orders)
      .set({ fire_at: new Date(Date.now() + 3 * 60_000) })
      .where(eq(orders.id, placed.id));
    const late = await t.app.inject({ method: 'POST', url: `/api/orders/${placed.id}/cancel`, headers: client.headers, payload: {} });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toMatch(/^Cette commande ne peut plus être annulée : sa préparation commence à \d\d:\d\d\.$/);
    await t.database.db
      .update(orders)
      .set({ fire_at: new Date(Date.now() + 60 * 60_000) })
      .where(eq(orders.id, placed.id));
    const ok = await t.app.inject({ method: 'POST', url: `/api/orders/${placed.id}/cancel`, headers: client.headers, payload: {} });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order.statut_commande).toBe('Annule');
  });

  it('fires a due scheduled order once, with its app event', async () => {
    const slot = await laterSlot(30);
    const placed = (await postOrder(t.app, client, pickupBody(menu, { scheduled_for: slot.at }))).json().order;
    expect(await fireScheduledOrders({ db: t.database.db })).toEqual([]);
    await t.database.db
      .update(orders)
      .set({ fire_at: new Date(Date.now() - 1000) })
      .where(eq(orders.id, placed.id));
    const fired = await fireScheduledOrders({ db: t.database.db });
    expect(fired.map((o) => o.id)).toEqual([placed.id]);
    expect(await fireScheduledOrders({ db: t.database.db })).toEqual([]);
    const events = await t.database.db.select().from(appEvents).where(eq(appEvents.event, 'order.fired'));
    expect(events.filter((e) => (e.context as { order_id: string }).order_id === placed.id)).toHaveLength(1);
    const view = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: client.headers });
    expect(view.json().order.programmee).toBe(false);
  });
});

describe('menus by time of day', () => {
  it("refuses a dish outside its services, checked at the slot's time", async () => {
    const day = (await slotsFor()).jours[3]!.creneaux;
    const lunch = day.find((s) => s.heure === '12:30')!;
    const dinner = day.find((s) => s.heure === '20:00')!;
    await t.database.db
      .update(produits)
      .set({ services_disponibles: ['soir'] })
      .where(eq(produits.id, menu.product.id));
    catalogChanged(t.database.db);
    const refused = await postOrder(t.app, client, pickupBody(menu, { scheduled_for: lunch.at }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      `« ${menu.product.nom_fr} » n'est pas proposé à cet horaire. Retirez-le du panier ou choisissez un autre créneau.`,
    );
    expect((await postOrder(t.app, client, pickupBody(menu, { scheduled_for: dinner.at }))).statusCode).toBe(201);
    await t.database.db.update(produits).set({ services_disponibles: [] }).where(eq(produits.id, menu.product.id));
    const [product] = await t.database.db.select().from(produits).where(eq(produits.id, menu.product.id));
    await t.database.db
      .update(categories)
      .set({ jours_disponibles: ['lundi'] })
      .where(eq(categories.id, product!.category_id));
    catalogChanged(t.database.db);
    const weekday = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Tunis', weekday: 'long' }).format(new Date(dinner.at));
    const res = await postOrder(t.app, client, pickupBody(menu, { scheduled_for: dinner.at }));
    expect(res.statusCode).toBe(weekday === 'lundi' ? 201 : 422);
    await t.database.db.update(categories).set({ jours_disponibles: [] }).where(eq(categories.id, product!.category_id));
    catalogChanged(t.database.db);
  });
});

describe("the board's 'Programmées' lane and the messages", () => {
  it('lists scheduled orders not yet fired, for staff only, and names the slot in the Telegram message and the e-mail', async () => {
    const { operator, admin } = await signInAllRoles(t.app);
    const slot = await laterSlot(40);
    const placed = (await postOrder(t.app, client, pickupBody(menu, { scheduled_for: slot.at }))).json().order;
    const call = (who?: SignedIn) => t.app.inject({ method: 'GET', url: '/api/admin/orders/scheduled', headers: who?.headers ?? {} });
    await expectRefused(call, [client]);
    for (const staff of [operator, admin]) {
      const res = await call(staff);
      expect(res.statusCode).toBe(200);
      expect(res.json().orders.map((o: { id: string }) => o.id)).toContain(placed.id);
    }
    const rows = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.order_id, placed.id));
    const label = slotDateLabel(new Date(slot.at));
    expect(rows.find((r) => r.type === 'telegram')!.content).toContain(`⏰ Programmée pour ${label}`);
    expect(rows.find((r) => r.type === 'email')!.content).toContain(`À retirer : ${label}`);
  });
});
