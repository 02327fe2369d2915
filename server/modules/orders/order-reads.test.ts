import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerReviews, orders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildOrder } from '../../test/factories';
import { signInAs, type SignedIn } from '../../test/auth';
import { deliveryBody, menuFixture, openAllDay, pickupBody, postOrder, type MenuFixture } from '../../test/orders';

let t: TestApp;
let menu: MenuFixture;
let owner: SignedIn;
let other: SignedIn;
let staff: SignedIn;
let order: { id: string; numero_commande: string };

beforeAll(async () => {
  t = await createTestApp();
  await openAllDay(t.database.db);
  menu = await menuFixture(t.database.db);
  [owner, other, staff] = await Promise.all([signInAs(t.app), signInAs(t.app), signInAs(t.app, { role: 'operator' })]);
  const quantity = Math.ceil(menu.zone.minimum_commande / menu.product.prix);
  order = (await postOrder(t.app, owner, deliveryBody(menu, { items: [{ product_id: menu.product.id, quantity }] }))).json().order;
});
afterAll(async () => t?.close());

const get = (url: string, who?: SignedIn, remoteAddress?: string) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {}, remoteAddress });
const post = (url: string, who: SignedIn, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: who.headers, payload });

describe('reading an order', () => {
  it('shows an order by id to its owner and to staff, and answers 404 to anyone else', async () => {
    const mine = await get(`/api/orders/${order.id}`, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().order).toMatchObject({ id: order.id, adresse_livraison: '12 rue du Lac Léman', customer: { prenom: 'Test', nom: 'Client' } });
    expect((await get(`/api/orders/${order.id}`, staff)).json().order.customer).not.toBeNull();
    for (const res of [await get(`/api/orders/${order.id}`, other), await get(`/api/orders/${order.id}`), await get('/api/orders/pas-un-uuid', owner)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Commande non trouvée');
    }
  });

  it('shows status and items by number to anyone, personal details only to the owner or staff', async () => {
    const anonymous = await get(`/api/orders/by-number/${order.numero_commande.toLowerCase()}`);
    expect(anonymous.statusCode).toBe(200);
    const view = anonymous.json().order;
    expect(view).toMatchObject({
      numero_commande: order.numero_commande,
      statut_commande: 'Recu',
      customer: null,
      adresse_livraison: null,
      ville_livraison: null,
      zone_livraison: null,
      instructions_livraison: null,
      can_cancel: false,
    });
    expect(view.items).toHaveLength(1);
    expect((await get(`/api/orders/by-number/${order.numero_commande}`, other)).json().order.customer).toBeNull();
    expect((await get(`/api/orders/by-number/${order.numero_commande}`, owner)).json().order).toMatchObject({
      customer: { email: owner.email },
      can_cancel: true,
    });
    const unknown = await get('/api/orders/by-number/SK-00000-00000');
    expect(unknown.statusCode).toBe(404);
  });

  it('rate-limits lookups by number per IP', async () => {
    const ip = '10.9.8.7';
    const answers = [];
    for (let i = 0; i < 61; i += 1) answers.push((await get('/api/orders/by-number/SK-00000-00000', undefined, ip)).statusCode);
    expect(answers.slice(0, 60).every((s) => s === 404)).toBe(true);
    const limited = await get('/api/orders/by-number/SK-00000-00000', undefined, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Trop de tentatives. Veuillez réessayer plus tard.');
  });
});

describe('the account’s orders', () => {
  it('lists 20 orders per page, newest first, and gives the current one', async () => {
    const customer = await signInAs(t.app);
    expect((await get('/api/me/current-order', customer)).json()).toEqual({ order: null });
    const ids: string[] = [];
    for (let i = 0; i < 21; i += 1) ids.push((await postOrder(t.app, customer, pickupBody(menu))).json().order.id);
    const first = (await get('/api/me/orders', customer)).json();
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.orders).toHaveLength(20);
    expect(first.orders[0].id).toBe(ids[20]);
    const second = (await get('/api/me/orders?page=2', customer)).json();
    expect(second.orders.map((o: { id: string }) => o.id)).toEqual([ids[0]]);
    expect((await get('/api/me/orders?page=0', customer)).statusCode).toBe(400);
    expect((await get('/api/me/current-order', customer)).json().order.id).toBe(ids[20]);
    await t.database.db.update(orders).set({ statut_commande: 'Livre' }).where(eq(orders.id, ids[20]!));
    expect((await get('/api/me/current-order', customer)).json().order.id).toBe(ids[19]);
    expect((await get('/api/me/orders')).statusCode).toBe(401);
  });

  it('gives as current the order being cooked now, not a later one scheduled for tomorrow', async () => {
    const customer = await signInAs(t.app);
    const tonight = (await postOrder(t.app, customer, pickupBody(menu))).json().order.id as string;
    const tomorrow = Date.now() + 24 * 3_600_000;
    // Placed after tonight's, for a slot tomorrow: its kitchen starts tomorrow.
    const ahead = await buildOrder(t.database.db, {
      customer_id: customer.customerId!,
      created_at: new Date(Date.now() + 1000),
      scheduled_for: new Date(tomorrow),
      fire_at: new Date(tomorrow - 30 * 60_000),
    });
    expect((await get('/api/me/current-order', customer)).json().order.id).toBe(tonight);
    await t.database.db.update(orders).set({ statut_commande: 'Livre' }).where(eq(orders.id, tonight));
    expect((await get('/api/me/current-order', customer)).json().order.id).toBe(ahead.id);
  });

  it('gives each line its product, accompaniment and quantity, what Commander à nouveau reads', async () => {
    const customer = await signInAs(t.app);
    const body = pickupBody(menu, {
      items: [
        { product_id: menu.withSide.id, quantity: 2, accompaniment_id: menu.side.id },
        { product_id: menu.product.id, quantity: 1 },
      ],
    });
    const { order: placed } = (await postOrder(t.app, customer, body)).json();
    const lines = [
      { product_id: menu.withSide.id, product_name: menu.withSide.nom_fr, quantity: 2, accompaniment_id: menu.side.id, accompaniment_name: menu.side.nom_fr },
      { product_id: menu.product.id, product_name: menu.product.nom_fr, quantity: 1, accompaniment_id: null, accompaniment_name: null },
    ];
    expect((await get('/api/me/orders', customer)).json().orders[0].items).toMatchObject(lines);
    expect((await get(`/api/orders/${placed.id}`, customer)).json().order.items).toMatchObject(lines);
  });
});

describe('cancel and review', () => {
  it('lets the owner cancel while Recu and within delai_annulation, and no one else', async () => {
    const { order: fresh } = (await postOrder(t.app, owner, pickupBody(menu))).json();
    expect((await post(`/api/orders/${fresh.id}/cancel`, other)).statusCode).toBe(404);
    const cancelled = await post(`/api/orders/${fresh.id}/cancel`, owner);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order).toMatchObject({ statut_commande: 'Annule', can_cancel: false });
    const twice = await post(`/api/orders/${fresh.id}/cancel`, owner);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.message).toBe('Cette commande ne peut plus être annulée');

    const { order: old } = (await postOrder(t.app, owner, pickupBody(menu))).json();
    await t.database.db
      .update(orders)
      .set({ created_at: new Date(Date.now() - 6 * 60_000) })
      .where(eq(orders.id, old.id));
    const late = await post(`/api/orders/${old.id}/cancel`, owner);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe('Une commande ne peut être annulée que dans les 5 minutes qui suivent sa création');
  });

  it('takes one review per delivered order, trimmed, a blank comment stored as null', async () => {
    const { order: mine } = (await postOrder(t.app, owner, pickupBody(menu))).json();
    const early = await post(`/api/orders/${mine.id}/review`, owner, { note: 5 });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe('Vous pourrez noter cette commande une fois livrée');
    await t.database.db.update(orders).set({ statut_commande: 'Livre' }).where(eq(orders.id, mine.id));
    const bad = await post(`/api/orders/${mine.id}/review`, owner, { note: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('La note doit être comprise entre 1 et 5');
    expect((await post(`/api/orders/${mine.id}/review`, other, { note: 4 })).statusCode).toBe(404);
    const ok = await post(`/api/orders/${mine.id}/review`, owner, { note: 4, commentaire: '   ' });
    expect(ok.json()).toEqual({ ok: true, lien_avis_google: null });
    const [review] = await t.database.db.select().from(customerReviews).where(eq(customerReviews.order_id, mine.id));
    expect(review).toMatchObject({ note: 4, commentaire: null, customer_id: owner.customerId });
    const again = await post(`/api/orders/${mine.id}/review`, owner, { note: 3, commentaire: ' Très bon ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Vous avez déjà noté cette commande');
    expect((await get(`/api/orders/${mine.id}`, owner)).json().order.has_review).toBe(true);

    const { order: second } = (await postOrder(t.app, owner, pickupBody(menu))).json();
    await t.database.db.update(orders).set({ statut_commande: 'Livre' }).where(eq(orders.id, second.id));
    await post(`/api/orders/${second.id}/review`, owner, { commentaire: '  Délicieux  ' });
    const [defaulted] = await t.database.db.select().from(customerReviews).where(eq(customerReviews.order_id, second.id));
    expect(defaulted).toMatchObject({ note: 5, commentaire: 'Délicieux' });
  });
});
