import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { HorairesReguliers } from '@core/catalog';
import { customerAddresses, notificationOutbox, orderItems, orderStatusHistory, orders, produits, restaurantSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { deliveryBody, menuFixture, openAllDay, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import { CATALOG_CHANNEL } from '../../lib/stream-events';
import { ORDER_NUMBER_PATTERN } from './order-number';

let t: TestApp;
let menu: MenuFixture;
let client: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await openAllDay(t.database.db);
  menu = await menuFixture(t.database.db);
  client = await signInAs(t.app);
});
afterAll(async () => t?.close());

const countRows = async (table: typeof orders | typeof orderItems | typeof notificationOutbox) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('POST /api/orders', () => {
  it('places a pickup order paid in cash, priced from the database, with its lines, history and notifications', async () => {
    const res = await postOrder(t.app, client, pickupBody(menu));
    expect(res.statusCode).toBe(201);
    const { order, payUrl, points_preview } = res.json();
    expect(payUrl).toBeNull();
    // Seeded loyalty: 1 point per TND, no VIP level yet (multiplier 1).
    expect(points_preview).toBe(Math.floor((menu.product.prix * 2) / 1000));
    expect(order.numero_commande).toMatch(ORDER_NUMBER_PATTERN);
    expect(order).toMatchObject({
      statut_commande: 'Recu',
      type_commande: 'A_emporter',
      mode_paiement: 'especes',
      payment_status: 'non_requis',
      frais_livraison: 0,
      total_ttc: menu.product.prix * 2,
      can_cancel: true,
      has_review: false,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        product_id: menu.product.id,
        product_name: menu.product.nom_fr,
        quantity: 2,
        unit_price: menu.product.prix,
        total_price: menu.product.prix * 2,
        accompaniment_id: null,
      }),
    ]);
    expect(order.customer).toEqual({ nom: 'Client', prenom: 'Test', telephone: '22123456', email: client.email });
    expect(order).not.toHaveProperty('customer_id');
    expect(order).not.toHaveProperty('idempotency_key');

    const outbox = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.order_id, order.id));
    expect(outbox.map((row) => row.type).sort()).toEqual(['email', 'telegram']);
    const mail = outbox.find((row) => row.type === 'email')!;
    expect(mail.recipient).toBe(client.email);
    expect(mail.subject).toBe(`Confirmation de votre commande ${order.numero_commande}`);
    expect(mail.content).toContain(`2 × ${menu.product.nom_fr}`);
    expect(mail.content).toContain('Total : ');
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, order.id));
    expect(history.map((h) => h.statut)).toEqual(['Recu']);
  });

  it('ignores prices sent by the browser and prices the accompaniment from the database', async () => {
    const res = await postOrder(
      t.app,
      client,
      pickupBody(menu, {
        total_ttc: 1,
        frais_livraison: 0,
        items: [{ product_id: menu.withSide.id, accompaniment_id: menu.side.id, quantity: 1, unit_price: 1, prix: 1, total_price: 1 }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    const unit = menu.withSide.prix + menu.side.prix;
    expect(order.total_ttc).toBe(unit);
    expect(order.items[0]).toMatchObject({
      unit_price: unit,
      accompaniment_id: menu.side.id,
      accompaniment_name: menu.side.nom_fr,
      accompaniment_price: menu.side.prix,
      total_price: unit,
    });
  });

  it('refuses an accompaniment that is not offered with the product', async () => {
    const res = await postOrder(
      t.app,
      client,
      pickupBody(menu, { items: [{ product_id: menu.withSide.id, accompaniment_id: menu.foreignSide.id, quantity: 1 }] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(`L'accompagnement « ${menu.foreignSide.nom_fr} » n'est pas proposé avec « ${menu.withSide.nom_fr} »`);
  });

  it('refuses a delivery below the zone minimum and an unknown zone', async () => {
    const small = deliveryBody(menu, { items: [{ product_id: menu.product.id, quantity: 1 }] });
    expect(menu.product.prix).toBeLessThan(menu.zone.minimum_commande);
    const below = await postOrder(t.app, client, small);
    expect(below.statusCode).toBe(422);
    expect(below.json().error.message).toBe('Le minimum de commande pour cette zone est de 15.000 TND');

    const unknown = await postOrder(t.app, client, deliveryBody(menu, { zone_livraison: 'atlantide' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe('Zone de livraison inconnue ou inactive');
  });

  it('charges the zone fee below the free threshold, counts the saved address use, and delivers free above it', async () => {
    const [address] = await t.database.db
      .insert(customerAddresses)
      .values({ customer_id: client.customerId!, adresse: '12 Rue du Lac Léman ', ville: 'tunis', zone_livraison: menu.zone.code })
      .returning();
    const quantity = Math.ceil(menu.zone.minimum_commande / menu.product.prix);
    const subtotal = menu.product.prix * quantity;
    expect(subtotal).toBeLessThan(menu.zone.minimum_gratuite);
    const paid = await postOrder(t.app, client, deliveryBody(menu, { items: [{ product_id: menu.product.id, quantity }] }));
    expect(paid.statusCode).toBe(201);
    expect(paid.json().order).toMatchObject({
      frais_livraison: menu.zone.frais_livraison,
      total_ttc: subtotal + menu.zone.frais_livraison,
      zone_livraison: menu.zone.code,
      adresse_livraison: '12 rue du Lac Léman',
      instructions_livraison: 'Sonner deux fois',
    });
    const [after] = await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.id, address!.id));
    expect(after!.usage_count).toBe(1);

    const big = Math.ceil(menu.zone.minimum_gratuite / menu.product.prix);
    const free = await postOrder(t.app, client, deliveryBody(menu, { items: [{ product_id: menu.product.id, quantity: big }] }));
    expect(free.json().order).toMatchObject({ frais_livraison: 0, total_ttc: menu.product.prix * big });
  });

  it('refuses inactive and hidden products', async () => {
    await t.database.db.update(produits).set({ actif: false }).where(eq(produits.id, menu.product.id));
    await t.app.catalog.invalidate();
    const inactive = await postOrder(t.app, client, pickupBody(menu));
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().error.message).toBe(`Le produit « ${menu.product.nom_fr} » n'est plus disponible`);
    await t.database.db.update(produits).set({ actif: true, visible_dans_shop: false }).where(eq(produits.id, menu.product.id));
    await t.app.catalog.invalidate();
    expect((await postOrder(t.app, client, pickupBody(menu))).statusCode).toBe(422);
    await t.database.db.update(produits).set({ visible_dans_shop: true }).where(eq(produits.id, menu.product.id));
    await t.app.catalog.invalidate();
    const unknown = await postOrder(t.app, client, pickupBody(menu, { items: [{ product_id: 999_999, quantity: 1 }] }));
    expect(unknown.json().error.message).toBe('Un produit de votre panier n’existe plus. Veuillez actualiser votre panier.');
  });

  it('prices from memory, and sees a change another instance announced (NOTIFY catalog_changed)', async () => {
    expect((await postOrder(t.app, client, pickupBody(menu))).statusCode).toBe(201);
    // Written without this instance knowing, as another instance's back-office would, then announced.
    await t.database.db
      .update(produits)
      .set({ prix: menu.product.prix + 1000 })
      .where(eq(produits.id, menu.product.id));
    try {
      await t.database.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
      let total = 0;
      for (let i = 0; i < 50 && total !== (menu.product.prix + 1000) * 2; i++) {
        total = (await postOrder(t.app, client, pickupBody(menu))).json().order.total_ttc;
        if (total !== (menu.product.prix + 1000) * 2) await new Promise((resolve) => setTimeout(resolve, 40));
      }
      expect(total).toBe((menu.product.prix + 1000) * 2);
    } finally {
      await t.database.db.update(produits).set({ prix: menu.product.prix }).where(eq(produits.id, menu.product.id));
      await t.app.catalog.invalidate();
    }
  });

  it('refuses an inactive payment mode, and says so when none is active', async () => {
    const [settings] = await t.database.db.select().from(restaurantSettings);
    const modes = settings!.modes_paiement;
    await t.database.db.update(restaurantSettings).set({ modes_paiement: { ...modes, especes: { ...modes.especes, actif: false } } });
    await t.app.catalog.invalidate();
    const res = await postOrder(t.app, client, pickupBody(menu));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe("Ce mode de paiement n'est pas disponible");
    const none = Object.fromEntries(Object.entries(modes).map(([k, v]) => [k, { ...v, actif: false }])) as typeof modes;
    await t.database.db.update(restaurantSettings).set({ modes_paiement: none });
    await t.app.catalog.invalidate();
    expect((await postOrder(t.app, client, pickupBody(menu))).json().error.message).toBe('Aucun mode de paiement configuré. Contactez le restaurant.');
    await t.database.db.update(restaurantSettings).set({ modes_paiement: modes });
    await t.app.catalog.invalidate();
  });

  it('refuses blacklisted customers, incomplete profiles and anonymous visitors', async () => {
    const banned = await signInAs(t.app, { withCustomer: { is_blacklisted: true } });
    const refused = await postOrder(t.app, banned, pickupBody(menu));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Votre compte ne permet pas de passer commande. Veuillez contacter le restaurant.');
    const incomplete = await signInAs(t.app, { withCustomer: { telephone: null, onboarding_completed: false } });
    const res = await postOrder(t.app, incomplete, pickupBody(menu));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Veuillez compléter votre profil');
    const anonymous = await postOrder(t.app, { headers: { cookie: '', origin: t.config.publicUrl } }, pickupBody(menu));
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input with a French message and a missing Idempotency-Key', async () => {
    const client = await signInAs(t.app);
    const empty = await postOrder(t.app, client, pickupBody(menu, { items: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Votre panier est vide');
    const tooMany = await postOrder(t.app, client, pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 100 }] }));
    expect(tooMany.json().error.message).toBe('La quantité doit être comprise entre 1 et 99');
    const noAddress = await postOrder(t.app, client, deliveryBody(menu, { adresse_livraison: '' }));
    expect(noAddress.json().error.message).toBe('Veuillez saisir une adresse de livraison complète');
    const noKey = await t.app.inject({ method: 'POST', url: '/api/orders', headers: client.headers, payload: pickupBody(menu) });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.message).toBe('En-tête Idempotency-Key manquant ou invalide');
  });

  it('refuses orders outside opening hours with the reason and the reopening time', async () => {
    const [settings] = await t.database.db.select().from(restaurantSettings);
    const closed = Object.fromEntries(Object.entries(settings!.horaires_reguliers).map(([k, v]) => [k, { ...v, ouvert: false }]));
    await t.database.db.update(restaurantSettings).set({ horaires_reguliers: closed as HorairesReguliers });
    await t.app.catalog.invalidate();
    const res = await postOrder(t.app, client, pickupBody(menu));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'ORDERING_CLOSED', message: "Le restaurant est fermé aujourd'hui. Commandes fermées" });
    await openAllDay(t.database.db);
    await t.app.catalog.invalidate();
  });

  it('refuses an order between lunch and dinner, saying when dinner opens', async () => {
    const twoServices = { ouvert: true, ouverture: '12:00', fermeture: '15:00', ouverture_2: '19:00', fermeture_2: '23:00' };
    const week = Object.fromEntries(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'].map((d) => [d, twoServices]));
    await t.database.db.update(restaurantSettings).set({ horaires_reguliers: week as HorairesReguliers });
    await t.app.catalog.invalidate();
    // Only Date is faked: today 16:00 in Tunis (UTC+1), between the two services.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T16:00:00+01:00`));
    try {
      const res = await postOrder(t.app, client, pickupBody(menu));
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({
        code: 'ORDERING_CLOSED',
        message: "Le restaurant ouvre à 19:00. Commandes fermées — réouverture aujourd'hui à 19:00",
      });
      vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T19:30:00+01:00`));
      expect((await postOrder(t.app, client, pickupBody(menu))).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
      await openAllDay(t.database.db);
      await t.app.catalog.invalidate();
    }
  });

  it('returns the same order for the same key and payload, and 422 for the same key with another payload', async () => {
    const client = await signInAs(t.app);
    const key = randomUUID();
    const first = await postOrder(t.app, client, pickupBody(menu), key);
    const again = await postOrder(t.app, client, pickupBody(menu), key);
    expect(again.statusCode).toBe(201);
    expect(again.json().order.id).toBe(first.json().order.id);
    // The customer's order count went up once, for the one order.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: client.headers });
    expect(me.json().customer.nombre_commandes).toBe(1);
    const other = await postOrder(t.app, client, pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 5 }] }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe('Cette clé de commande a déjà servi pour une autre commande');
    // The key is scoped to the customer: another customer may use the same one.
    const someoneElse = await signInAs(t.app);
    const theirs = await postOrder(t.app, someoneElse, pickupBody(menu), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().order.id).not.toBe(first.json().order.id);
  });

  it('leaves no order, no line and no outbox row when the transaction fails part-way', async () => {
    const client = await signInAs(t.app);
    const before = { orders: await countRows(orders), items: await countRows(orderItems), outbox: await countRows(notificationOutbox) };
    // A real failure inside the transaction: the outbox insert (after the order and its lines) raises.
    await t.database.db.execute(sql`create function fail_outbox() returns trigger language plpgsql as $$ begin raise exception 'panne simulée'; end $$`);
    await t.database.db.execute(sql`create trigger fail_outbox before insert on notification_outbox for each row execute function fail_outbox()`);
    try {
      const res = await postOrder(t.app, client, pickupBody(menu));
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe("Une erreur inattendue s'est produite");
    } finally {
      await t.database.db.execute(sql`drop trigger fail_outbox on notification_outbox`);
      await t.database.db.execute(sql`drop function fail_outbox()`);
    }
    expect({ orders: await countRows(orders), items: await countRows(orderItems), outbox: await countRows(notificationOutbox) }).toEqual(before);
  });
});
