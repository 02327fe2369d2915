// Over 400 lines: points, levels, vouchers and missions through the API share one shop and its delivered orders.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  appEvents,
  customerMissionProgress,
  customers,
  loyaltySettings,
  loyaltyTransactions,
  missions,
  orders,
  vipLevels,
  vouchers,
} from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { expectRefused, signInAllRoles, signInAs, type SignedIn } from '../../test/auth';
import { buildLoyaltySettings } from '../../test/factories';
import { customerRow, reversalOf } from '../../test/loyalty';
import { createShopTestApp, deliverOrder, pickupBody, postOrder, setOrderStatus, type MenuFixture } from '../../test/orders';
import { reverseOrderPoints } from './order-points';

let t: TestApp;
let menu: MenuFixture;
let operator: SignedIn, admin: SignedIn;

const db = () => t.database.db;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  ({ operator, admin } = await signInAllRoles(t.app));
  // Own programme, not the demo's: 1 point per TND, 0.010 TND per point, 90 days, three levels, two missions.
  await buildLoyaltySettings(db(), { voucher_validity_days: 90 });
  await db()
    .insert(vipLevels)
    .values([
      { level_name: 'Standard', points_multiplier: 1, min_spent: 0 },
      { level_name: 'Bronze', points_multiplier: 1.5, min_spent: 20_000 },
      { level_name: 'Or', points_multiplier: 2, min_spent: 1_000_000 },
    ]);
  await db()
    .insert(missions)
    .values([
      { title: 'Deux commandes', mission_type: 'order_count', target_value: 2, reward_points: 40, reset_period: 'monthly' },
      { title: 'Un avis 4 étoiles', mission_type: 'review', target_value: 1, reward_points: 15, reset_period: 'none', conditions: { min_rating: 4 } },
    ]);
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
/** As `who`; with no one signed in, only the shop's Origin (so writes reach the guards). */
const request = (method: Method, url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? { origin: t.config.publicUrl }, payload });
const get = (url: string, who?: SignedIn) => request('GET', url, who);
const post = (url: string, who: SignedIn | undefined, payload: object = {}) => request('POST', url, who, payload);
const deliver = (id: string) => deliverOrder(t.app, operator, id);
const summary = async (who: SignedIn) => (await get('/api/me/loyalty', who)).json();
/** A pickup of `quantity` × the fixture product: its total in millimes. */
const pickupTotal = (quantity: number) => menu.product.prix * quantity;

describe('points follow the order', () => {
  let client: SignedIn;
  beforeEach(async () => {
    client = await signInAs(t.app);
  });

  it('are pending at placement, available on delivery, with the spending and the VIP level', async () => {
    const placed = await postOrder(t.app, client, pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 2 }] }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    const points = Math.floor(pickupTotal(2) / 1000);
    expect(placed.json().points_preview).toBe(points);
    expect(await summary(client)).toMatchObject({ balance: 0, pending_points: points, montant_total_depense: 0 });

    await deliver(order.id);
    const after = await summary(client);
    expect(after).toMatchObject({ balance: points, pending_points: 0, total_points_earned: points, montant_total_depense: pickupTotal(2) });
    expect(after.vip.current?.level_name).toBe(pickupTotal(2) >= 20_000 ? 'Bronze' : 'Standard');
    const ledger = (await get('/api/me/loyalty/transactions', client)).json();
    expect(ledger.items).toMatchObject([{ transaction_type: 'order_earn', points_earned: points, points_balance: points }]);
    expect(ledger.items[0].description).toBe(`Points de la commande ${order.numero_commande}`);
  });

  it('are lost when the order is cancelled', async () => {
    const order = (await postOrder(t.app, client, pickupBody(menu))).json().order;
    expect((await summary(client)).pending_points).toBeGreaterThan(0);
    expect((await post(`/api/orders/${order.id}/cancel`, client)).statusCode).toBe(200);
    expect(await summary(client)).toMatchObject({ balance: 0, pending_points: 0 });
    // a second change of a cancelled order is refused and credits nothing
    expect((await setOrderStatus(t.app, operator, order.id, 'Livre')).statusCode).toBe(422);
    expect((await summary(client)).balance).toBe(0);
  });

  it('are taken back on a refund, never below zero, and the shortfall is written down', async () => {
    const order = (await postOrder(t.app, client, pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 5 }] }))).json().order;
    await deliver(order.id);
    const earned = (await summary(client)).balance;
    await db().update(customers).set({ current_points_balance: 3 }).where(eq(customers.id, client.customerId!));
    const result = await db().transaction((tx) => reverseOrderPoints({ tx, order }));
    expect(result).toEqual({ taken: 3, missing: earned - 3 });
    expect((await customerRow(db(), client.customerId!)).current_points_balance).toBe(0);
    expect((await reversalOf(db(), order.id))!.description).toContain(`${earned - 3} points déjà dépensés non repris`);
    expect(await db().transaction((tx) => reverseOrderPoints({ tx, order }))).toBeNull();
  });

  it('are not earned by test orders', async () => {
    const order = (await postOrder(t.app, client, pickupBody(menu))).json().order;
    // the order was pending; a test order placed afterwards earns nothing
    await db().update(orders).set({ is_test: true }).where(eq(orders.id, order.id));
    await deliver(order.id);
    expect((await summary(client)).balance).toBe(0);
    expect((await summary(client)).montant_total_depense).toBe(0);
  });

  it('are neither promised nor earned with loyalty disabled', async () => {
    await db().update(loyaltySettings).set({ enabled: false });
    await t.app.catalog.invalidate();
    try {
      const placed = await postOrder(t.app, client, pickupBody(menu));
      expect(placed.json().points_preview).toBe(0);
      await deliver(placed.json().order.id);
      expect(await summary(client)).toMatchObject({ enabled: false, balance: 0, pending_points: 0 });
    } finally {
      await db().update(loyaltySettings).set({ enabled: true });
      await t.app.catalog.invalidate();
    }
  });

  it('use the VIP multiplier once the level is reached', async () => {
    const [bronze] = await db().select().from(vipLevels).where(eq(vipLevels.level_name, 'Bronze'));
    await db().update(customers).set({ vip_level_id: bronze!.id, montant_total_depense: 50_000 }).where(eq(customers.id, client.customerId!));
    const placed = await postOrder(t.app, client, pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 2 }] }));
    expect((await summary(client)).pending_points).toBe(Math.floor((pickupTotal(2) * 1.5) / 1000));
    expect(placed.json().points_preview).toBe(Math.floor((pickupTotal(2) * 1.5) / 1000));
    const s = await summary(client);
    expect(s.vip.next?.level_name).toBe('Or');
    expect(s.vip.remaining).toBe(1_000_000 - 50_000);
  });
});

describe('missions', () => {
  it('move with delivered orders and reviews, and pay their reward once', async () => {
    const client = await signInAs(t.app);
    const first = (await postOrder(t.app, client, pickupBody(menu))).json().order;
    await deliver(first.id);
    let list = (await get('/api/me/loyalty/missions', client)).json();
    const two = () => list.find((m: { mission: { title: string } }) => m.mission.title === 'Deux commandes');
    expect(two()).toMatchObject({ current_progress: 1, state: 'active' });
    expect(two().expires_at).not.toBeNull();
    const second = (await postOrder(t.app, client, pickupBody(menu))).json().order;
    await deliver(second.id);
    list = (await get('/api/me/loyalty/missions', client)).json();
    expect(two()).toMatchObject({ current_progress: 2, is_completed: true, state: 'completed' });

    const before = (await summary(client)).balance;
    const claim = await post(`/api/me/loyalty/missions/${two().progress_id}/claim`, client);
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toMatchObject({ pointsAwarded: 40, missionTitle: 'Deux commandes', message: 'Récompense récupérée !', balance: before + 40 });
    const again = await post(`/api/me/loyalty/missions/${two().progress_id}/claim`, client);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe('Impossible de récupérer la récompense.');
    expect((await summary(client)).balance).toBe(before + 40);

    // a review below the minimum rating does not count; one at it completes the mission
    const review = () => list.find((m: { mission: { title: string } }) => m.mission.title === 'Un avis 4 étoiles');
    expect((await post(`/api/orders/${first.id}/review`, client, { note: 3 })).statusCode).toBe(200);
    list = (await get('/api/me/loyalty/missions', client)).json();
    expect(review()).toMatchObject({ current_progress: 0, state: 'active' });
    expect((await post(`/api/orders/${second.id}/review`, client, { note: 5 })).statusCode).toBe(200);
    list = (await get('/api/me/loyalty/missions', client)).json();
    expect(review()).toMatchObject({ current_progress: 1, state: 'completed' });
  });

  it("refuse another customer's reward and an unfinished one", async () => {
    const owner = await signInAs(t.app);
    const other = await signInAs(t.app);
    const [mission] = await db().select().from(missions).where(eq(missions.title, 'Deux commandes'));
    const [done] = await db()
      .insert(customerMissionProgress)
      .values({ customer_id: owner.customerId!, mission_id: mission!.id, current_progress: 2, is_completed: true, period_key: 'x' })
      .returning();
    const [open] = await db()
      .insert(customerMissionProgress)
      .values({ customer_id: owner.customerId!, mission_id: mission!.id, current_progress: 1, period_key: 'y' })
      .returning();
    expect((await post(`/api/me/loyalty/missions/${done!.id}/claim`, other)).statusCode).toBe(422);
    expect((await post(`/api/me/loyalty/missions/${open!.id}/claim`, owner)).statusCode).toBe(422);
    expect((await post(`/api/me/loyalty/missions/abc/claim`, owner)).statusCode).toBe(400);
    expect((await post(`/api/me/loyalty/missions/${done!.id}/claim`, owner)).statusCode).toBe(200);
  });
});

describe('vouchers', () => {
  async function clientWith(points: number) {
    const client = await signInAs(t.app, { withCustomer: { current_points_balance: points, total_points_earned: points } });
    return client;
  }
  const exchange = (who: SignedIn | undefined, points: unknown) => post('/api/me/vouchers/exchange', who, { points } as object);

  it('are bought with points, with the §8 texts for every refusal', async () => {
    const client = await clientWith(250);
    const tooFew = await exchange(client, 99);
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json().error.message).toBe('Minimum 100 points requis');
    const tooMany = await exchange(client, 251);
    expect(tooMany.json().error.message).toBe('Solde insuffisant');
    for (const bad of [0, -5, 100.5, '150', null]) {
      const answer = await exchange(client, bad);
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json())).toContain("Conditions d'échange non remplies");
    }
    expect((await summary(client)).balance).toBe(250);

    const made = await exchange(client, 150);
    expect(made.statusCode).toBe(200);
    const { voucher, message, balance } = made.json();
    expect(message).toBe(`Bon d'achat ${voucher.code} créé avec succès!`);
    expect(voucher).toMatchObject({ amount: 1500, points_used: 150, status: 'active', held: false });
    expect(voucher.code).toMatch(/^SUSHI-[A-Z2-9]{10}$/);
    const days = (new Date(voucher.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);
    expect(balance).toBe(100);
    const ledger = (await get('/api/me/loyalty/transactions', client)).json().items;
    expect(ledger[0]).toMatchObject({ transaction_type: 'voucher_redeem', points_redeemed: 150, points_balance: 100 });
    expect((await get('/api/me/vouchers', client)).json()).toMatchObject([{ code: voucher.code, status: 'active' }]);
  });

  it('take the discount off at checkout, are spent by cash orders and come back on cancel', async () => {
    const client = await clientWith(5000);
    const { voucher } = (await exchange(client, 500)).json();
    const placed = await postOrder(t.app, client, pickupBody(menu, { voucher_code: voucher.code.toLowerCase() }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    const subtotal = pickupTotal(2);
    const discount = Math.min(5000, subtotal);
    expect(order.montant_remise).toBe(discount);
    expect(order.total_ttc).toBe(subtotal - discount);
    expect((await summary(client)).pending_points).toBe(Math.floor((subtotal - discount) / 1000));
    expect((await get('/api/me/vouchers', client)).json()[0]).toMatchObject({ status: 'used' });

    const reuse = await postOrder(t.app, client, pickupBody(menu, { voucher_code: voucher.code }));
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().error.message).toBe('Ce bon d’achat n’est plus utilisable');

    expect((await post(`/api/orders/${order.id}/cancel`, client)).statusCode).toBe(200);
    expect((await get('/api/me/vouchers', client)).json()[0]).toMatchObject({ status: 'active', held: false });
    expect((await postOrder(t.app, client, pickupBody(menu, { voucher_code: voucher.code }))).statusCode).toBe(201);
  });

  it("are refused when unknown, someone else's or expired, and nothing is written", async () => {
    const owner = await clientWith(1000);
    const other = await clientWith(0);
    const { voucher } = (await exchange(owner, 200)).json();
    const count = async () => (await db().select().from(orders).where(eq(orders.customer_id, other.customerId!))).length;
    const foreign = await postOrder(t.app, other, pickupBody(menu, { voucher_code: voucher.code }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.message).toBe('Bon d’achat introuvable');
    expect((await postOrder(t.app, other, pickupBody(menu, { voucher_code: 'SUSHI-NOPE' }))).json().error.message).toBe('Bon d’achat introuvable');
    expect(await count()).toBe(0);
    await db()
      .update(vouchers)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(vouchers.id, voucher.id));
    const expired = await postOrder(t.app, owner, pickupBody(menu, { voucher_code: voucher.code }));
    expect(expired.json().error.message).toBe('Ce bon d’achat a expiré');
    expect((await get('/api/me/vouchers', owner)).json()[0].status).toBe('expired');
  });
});

describe('authorization of the customer routes', () => {
  const routes: Array<[Method, string, object?]> = [
    ['GET', '/api/me/loyalty'],
    ['GET', '/api/me/loyalty/transactions'],
    ['GET', '/api/me/loyalty/missions'],
    ['GET', '/api/me/vouchers'],
    ['POST', '/api/me/vouchers/exchange', { points: 100 }],
    ['POST', '/api/me/loyalty/missions/1/claim', {}],
  ];
  it('answer 401 to anonymous visitors and 403 to staff without a customer profile', async () => {
    for (const [method, url, payload] of routes) {
      await expectRefused((who) => request(method, url, who, payload), [operator, admin], { code: 'PROFILE_REQUIRED', label: `${method} ${url}` });
    }
  });
  it("show a client only its own rows, never another client's", async () => {
    const a = await signInAs(t.app, { withCustomer: { current_points_balance: 400 } });
    const b = await signInAs(t.app);
    const { voucher } = (await post('/api/me/vouchers/exchange', a, { points: 100 })).json();
    expect((await get('/api/me/vouchers', b)).json()).toEqual([]);
    expect((await get('/api/me/loyalty/transactions', b)).json().items).toEqual([]);
    expect((await summary(b)).balance).toBe(0);
    expect((await get('/api/me/vouchers', a)).json()[0].code).toBe(voucher.code);
  });
  it('refuse a bad page with a French message', async () => {
    const a = await signInAs(t.app);
    const bad = await get('/api/me/loyalty/transactions?page=zero', a);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Page invalide');
  });
});

describe('/api/admin/loyalty', () => {
  const settings = { enabled: true, welcome_bonus_points: 100, points_per_tnd: 2, min_redemption_points: 100, points_value_tnd: 10, voucher_validity_days: 30 };

  it('is for admins only: 401 anonymous, 403 client, other client and operator', async () => {
    const c1 = await signInAs(t.app);
    const c2 = await signInAs(t.app);
    const urls: Array<[Method, string, object?]> = [
      ['GET', '/api/admin/loyalty/settings'],
      ['PUT', '/api/admin/loyalty/settings', settings],
      ['GET', '/api/admin/loyalty/vip-levels'],
      ['POST', '/api/admin/loyalty/vip-levels', { level_name: 'X', points_multiplier: 1, min_spent: 1 }],
      ['GET', '/api/admin/loyalty/missions'],
      ['POST', '/api/admin/loyalty/missions', {}],
      ['PATCH', '/api/admin/loyalty/missions/1', { actif: false }],
      ['GET', '/api/admin/loyalty/customers'],
      ['GET', `/api/admin/loyalty/customers/${c1.customerId}/transactions`],
      ['POST', `/api/admin/loyalty/customers/${c1.customerId}/adjustments`, { points: 10, reason: 'Geste' }],
      ['GET', '/api/admin/loyalty/vouchers'],
      ['GET', '/api/admin/loyalty/liability'],
    ];
    for (const [method, url, payload] of urls) {
      await expectRefused((who) => request(method, url, who, payload), [c1, c2, operator], { label: `${method} ${url}` });
    }
    expect((await get('/api/admin/loyalty/settings', admin)).statusCode).toBe(200);
    expect((await customerRow(db(), c1.customerId!)).current_points_balance).toBe(0);
  });

  it('changes the settings with an app event, and the cart promise follows', async () => {
    const bad = await request('PUT', '/api/admin/loyalty/settings', admin, { ...settings, points_per_tnd: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Les points par TND doivent être entre 0 et 1000');
    const saved = await request('PUT', '/api/admin/loyalty/settings', admin, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(settings);
    const [event] = await db().select().from(appEvents).where(eq(appEvents.event, 'admin.loyalty.settings.updated'));
    expect(event!.user_id).toBe(admin.userId);
    expect(event!.context).toMatchObject({ before: { points_per_tnd: 1 }, after: { points_per_tnd: 2 } });
    const catalog = (await get('/api/catalog')).json();
    expect(JSON.stringify(catalog)).toContain('"points_per_tnd":2');
    await request('PUT', '/api/admin/loyalty/settings', admin, { ...settings, points_per_tnd: 1, voucher_validity_days: 90 });
  });

  it('adjusts a balance with a required reason, never below zero, recorded with who and why', async () => {
    const c = await signInAs(t.app, { withCustomer: { current_points_balance: 50 } });
    const url = `/api/admin/loyalty/customers/${c.customerId}/adjustments`;
    const noReason = await post(url, admin, { points: 10, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toContain('Le motif de l’ajustement est obligatoire');
    const below = await post(url, admin, { points: -60, reason: 'Erreur de saisie' });
    expect(below.statusCode).toBe(422);
    expect(below.json().error.message).toBe('Le solde ne peut pas devenir négatif (solde actuel : 50 points)');
    const ok = await post(url, admin, { points: -20, reason: 'Erreur de saisie' });
    expect(ok.json()).toEqual({ balance: 30 });
    const ledger = (await get(`/api/admin/loyalty/customers/${c.customerId}/transactions`, admin)).json().items;
    expect(ledger[0]).toMatchObject({ transaction_type: 'adjustment', description: 'Erreur de saisie', points_redeemed: 20, points_balance: 30 });
    const [row] = await db().select().from(loyaltyTransactions).where(eq(loyaltyTransactions.id, ledger[0].id));
    expect(row!.created_by).toBe(admin.userId);
    const events = await db().select().from(appEvents).where(eq(appEvents.event, 'admin.loyalty.points.adjusted'));
    expect(events.at(-1)!.context).toMatchObject({ before: { balance: 50 }, after: { balance: 30 }, reason: 'Erreur de saisie' });
    expect((await get(`/api/admin/loyalty/customers?q=${encodeURIComponent(c.email)}`, admin)).json().items[0]).toMatchObject({
      id: c.customerId,
      current_points_balance: 30,
    });
  });

  it('creates and edits VIP levels and recomputes the customers’ levels', async () => {
    const c = await signInAs(t.app, { withCustomer: { montant_total_depense: 600_000 } });
    const made = await post('/api/admin/loyalty/vip-levels', admin, { level_name: 'Argent', points_multiplier: 1.75, min_spent: 500_000 });
    expect(made.statusCode).toBe(201);
    expect((await summary(c)).vip.current.level_name).toBe('Argent');
    const dup = await post('/api/admin/loyalty/vip-levels', admin, { level_name: 'Argent', points_multiplier: 1, min_spent: 1 });
    expect(dup.statusCode).toBe(409);
    const edit = await request('PUT', `/api/admin/loyalty/vip-levels/${made.json().id}`, admin, {
      level_name: 'Argent',
      points_multiplier: 1.75,
      min_spent: 700_000,
    });
    expect(edit.statusCode).toBe(200);
    expect((await summary(c)).vip.current.level_name).toBe('Bronze');
    const [event] = await db().select().from(appEvents).where(eq(appEvents.event, 'admin.loyalty.vip_level.updated'));
    expect(event!.context).toMatchObject({ before: { min_spent: 500_000 }, after: { min_spent: 700_000 } });
  });

  it('creates, edits and pauses missions and counts customers close to completing them', async () => {
    const made = await post('/api/admin/loyalty/missions', admin, {
      title: 'Trois commandes',
      mission_type: 'order_count',
      target_value: 4,
      reward_points: 30,
      reset_period: 'weekly',
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    const bad = await post('/api/admin/loyalty/missions', admin, { title: '', mission_type: 'x', target_value: 0, reward_points: 1, reset_period: 'none' });
    expect(bad.statusCode).toBe(400);
    const c = await signInAs(t.app);
    const { missionPeriod } = await import('@core/loyalty-missions');
    await db()
      .insert(customerMissionProgress)
      .values({ customer_id: c.customerId!, mission_id: id, current_progress: 2, period_key: missionPeriod('weekly', new Date()).key });
    const listed = (await get('/api/admin/loyalty/missions', admin)).json().find((m: { id: number }) => m.id === id);
    expect(listed).toMatchObject({ close_to_completion: 1, completed: 0, actif: true });
    const paused = await request('PATCH', `/api/admin/loyalty/missions/${id}`, admin, { actif: false });
    expect(paused.json().actif).toBe(false);
    expect((await get('/api/me/loyalty/missions', c)).json().some((m: { mission: { id: number } }) => m.mission.id === id)).toBe(false);
    const [event] = await db().select().from(appEvents).where(eq(appEvents.event, 'admin.loyalty.mission.paused'));
    expect(event!.context).toMatchObject({ id, before: { actif: true }, after: { actif: false } });
  });

  it('lists every voucher with filters and tells what the programme owes', async () => {
    const c = await signInAs(t.app, { withCustomer: { current_points_balance: 300 } });
    const { voucher } = (await post('/api/me/vouchers/exchange', c, { points: 200 })).json();
    const all = (await get(`/api/admin/loyalty/vouchers?q=${voucher.code}`, admin)).json();
    expect(all).toMatchObject([{ code: voucher.code, customer_email: c.email, status: 'active' }]);
    expect((await get(`/api/admin/loyalty/vouchers?status=used&q=${voucher.code}`, admin)).json()).toEqual([]);
    expect((await get('/api/admin/loyalty/vouchers?status=perdu', admin)).statusCode).toBe(400);
    const owed = (await get('/api/admin/loyalty/liability', admin)).json();
    expect(owed.total).toBe(owed.points_value + owed.active_vouchers_amount);
    expect(owed.points_value).toBe(owed.unspent_points * 10);
    expect(owed.active_vouchers_amount).toBeGreaterThanOrEqual(2000);
  });
});
