/**
 * Offers priced by the server: an order is priced through the core rule whatever the browser
 * says, stores the snapshot, takes a use; a code is refused with its French reason; a cancelled order
 * gives its use back; the back-office's changes are in the audit trail; the figures per offer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { DASHBOARD_MESSAGES } from '@core/dashboard';
import { PROMOTION_MESSAGES } from '@core/promotions';
import { appEvents, orderItems, promotionCodes, promotionRedemptions, promotions } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { buildPromotion } from '../../test/factories';
import { createShopTestApp, deliverOrder, pickupBody, postOrder, setOrderStatus, type MenuFixture } from '../../test/orders';

let t: TestApp;
let menu: MenuFixture;
let admin: SignedIn;
let operator: SignedIn;
let phone = 20_000_000;

/** A customer with a phone number of their own (first orders are counted by phone too). */
const newClient = () => signInAs(t.app, { withCustomer: { telephone: String(++phone) } });

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  admin = await signInAs(t.app, { role: 'admin' });
  operator = await signInAs(t.app, { role: 'operator' });
});
afterAll(async () => t?.close());

async function endAll() {
  await t.database.db.update(promotions).set({ etat: 'terminee' });
}

const quote = (who: SignedIn | null, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/promotions/quote', headers: who?.headers ?? {}, payload: { ...pickupBody(menu), ...body } });

describe('an order priced with offers', () => {
  it('takes the best automatic offer off the lines, stores the snapshot and the line shares, and counts the use', async () => {
    await endAll();
    const makis = await buildPromotion(t.database.db, {
      nom: '-20 % sur les Makis',
      kind: 'items_percent',
      percent: 20,
      cible: { categories: [], produits: [menu.product.id] },
    });
    await buildPromotion(t.database.db, { nom: '-1 TND', kind: 'order_amount', percent: null, amount: 1_000 });
    const client = await newClient();
    // 2 × 6.500 = 13.000; -20 % = 2.600 (better than 1.000)
    const res = await postOrder(t.app, client, { ...pickupBody(menu), total_ttc: 1 });
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order.total_ttc).toBe(10_400);
    expect(order.montant_promotions).toBe(2_600);
    expect(order.promotions).toEqual([
      { promotion_id: makis.id, nom: '-20 % sur les Makis', kind: 'items_percent', amount: 2_600, delivery: 0, by_code: false, code: null },
    ]);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.order_id, order.id));
    expect(line).toMatchObject({ total_price: 13_000, remise: 2_600 });
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, makis.id));
    expect(row).toMatchObject({ utilisations: 1, budget_utilise: 2_600 });
  });

  it('gives the use and the discount back when the order is cancelled', async () => {
    await endAll();
    const offer = await buildPromotion(t.database.db, { max_utilisations: 1 });
    const staff = await signInAs(t.app, { role: 'operator' });
    const first = (await postOrder(t.app, await newClient(), pickupBody(menu))).json().order;
    expect(first.montant_promotions).toBe(1_300);
    // the cap is reached: the next order pays full price
    const second = (await postOrder(t.app, await newClient(), pickupBody(menu))).json().order;
    expect(second.montant_promotions).toBe(0);
    expect((await setOrderStatus(t.app, staff, first.id, 'Annule')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, offer.id));
    expect(row).toMatchObject({ utilisations: 0, budget_utilise: 0 });
    const third = (await postOrder(t.app, await newClient(), pickupBody(menu))).json().order;
    expect(third.montant_promotions).toBe(1_300);
  });

  it('takes a loyalty voucher after the offers, capped at what the lines cost after them', async () => {
    await endAll();
    await buildPromotion(t.database.db, { percent: 50 });
    const client = await signInAs(t.app, { withCustomer: { telephone: String(++phone), current_points_balance: 5_000 } });
    const { voucher } = (await t.app.inject({ method: 'POST', url: '/api/me/vouchers/exchange', headers: client.headers, payload: { points: 5_000 } })).json();
    const { order } = (await postOrder(t.app, client, pickupBody(menu, { voucher_code: voucher.code, mode_paiement: 'carte' }))).json();
    // 13.000 - 50 % = 6.500; the 50.000 voucher covers the 6.500 left
    expect(order).toMatchObject({ montant_promotions: 6_500, montant_remise: 6_500, total_ttc: 0 });
  });
});

describe('promo codes', () => {
  it('refuses an unknown, paused or first-order-only code with its reason, then accepts it, case-insensitive', async () => {
    await endAll();
    const offer = await buildPromotion(t.database.db, {
      nom: 'Bienvenue',
      automatique: false,
      code: 'BIENVENUE',
      percent: 15,
      conditions: { premiere_commande: true },
    });
    const regular = await newClient();
    const staff = await signInAs(t.app, { role: 'operator' });
    const past = (await postOrder(t.app, regular, pickupBody(menu))).json().order;
    await deliverOrder(t.app, staff, past.id);

    const unknown = await postOrder(t.app, regular, pickupBody(menu, { promo_code: 'NOPE' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toEqual({ code: 'PROMO_CODE_REFUSED', message: PROMOTION_MESSAGES.codeUnknown });
    const notFirst = await postOrder(t.app, regular, pickupBody(menu, { promo_code: 'bienvenue' }));
    expect(notFirst.json().error.message).toBe('Offre réservée à la première commande');

    expect((await quote(null, { code: 'bienvenue' })).json().code_refusal).toBe('Connectez-vous pour profiter de cette offre');
    await t.database.db.update(promotions).set({ etat: 'en_pause' }).where(eq(promotions.id, offer.id));
    const newcomer = await newClient();
    expect((await quote(newcomer, { code: 'bienvenue' })).json().code_refusal).toBe('Cette offre est en pause');
    await t.database.db.update(promotions).set({ etat: 'publiee' }).where(eq(promotions.id, offer.id));

    const checked = (await quote(newcomer, { code: ' bienvenue ' })).json();
    expect(checked).toMatchObject({ code_refusal: null, total: 11_050, saved: 1_950 });
    const placed = await postOrder(t.app, newcomer, pickupBody(menu, { promo_code: 'Bienvenue' }));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({ total_ttc: 11_050, promotions: [{ nom: 'Bienvenue', code: 'BIENVENUE', by_code: true, amount: 1_950 }] });
    // a first-order offer is used once per customer, even before that order is delivered
    const again = await postOrder(t.app, newcomer, pickupBody(menu, { promo_code: 'BIENVENUE' }));
    expect(again.json().error.message).toBe(PROMOTION_MESSAGES.customerUsesExhausted);
  });

  it('says why a code that does not stack loses against the automatic offer', async () => {
    await endAll();
    await buildPromotion(t.database.db, { nom: '-50 %', percent: 50 });
    await buildPromotion(t.database.db, { nom: 'Petit', automatique: false, code: 'PETIT', kind: 'order_amount', percent: null, amount: 1_000 });
    const res = await postOrder(t.app, await newClient(), pickupBody(menu, { promo_code: 'petit' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Ce code ne se cumule pas avec l’offre « -50 % », plus avantageuse : elle reste appliquée');
  });

  it('generates single-use codes, exports them as CSV and lets each pay one order only', async () => {
    await endAll();
    const offer = await buildPromotion(t.database.db, {
      nom: 'Flyer',
      automatique: false,
      codes_uniques: true,
      kind: 'order_amount',
      percent: null,
      amount: 3_000,
    });
    const generated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/promotions/${offer.id}/codes`,
      headers: admin.headers,
      payload: { nombre: 3, prefixe: 'fly' },
    });
    expect(generated.statusCode).toBe(201);
    const lines = generated.json().csv.trim().split('\r\n');
    expect(lines[0]).toBe('code;utilise;commande;utilise_le');
    expect(lines).toHaveLength(4);
    const code = lines[1].split(';')[0];
    expect(code).toMatch(/^FLY-[A-Z2-9]{8}$/);
    // in the staff audit trail: how many codes before → after
    const [generatedEvent] = (await t.database.db.select().from(appEvents).where(eq(appEvents.event, 'admin.promotion.codes_generated'))).filter(
      (e) => e.context.id === offer.id,
    );
    expect(generatedEvent!.context).toMatchObject({ nombre: 3, before: { codes: 0 }, after: { codes: 3 } });

    const first = await postOrder(t.app, await newClient(), pickupBody(menu, { promo_code: code.toLowerCase() }));
    expect(first.json().order.montant_promotions).toBe(3_000);
    const second = await postOrder(t.app, await newClient(), pickupBody(menu, { promo_code: code }));
    expect(second.json().error.message).toBe(PROMOTION_MESSAGES.codeUsed);
    const csv = (await t.app.inject({ method: 'GET', url: `/api/admin/promotions/${offer.id}/codes`, headers: admin.headers })).json().csv;
    expect(csv).toContain(`${code};oui;${first.json().order.numero_commande};`);
    const [used] = await t.database.db.select().from(promotionCodes).where(eq(promotionCodes.code, code));
    expect(used!.order_id).toBe(first.json().order.id);
  });
});

describe('the back-office', () => {
  it('creates, edits, pauses (operator), ends and duplicates an offer, each change in the audit trail', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: admin.headers,
      payload: {
        nom: '-20 % sur les Makis le mardi',
        kind: 'items_percent',
        percent: 20,
        cible: { produits: [menu.product.id] },
        conditions: { jours: ['mardi'] },
      },
    });
    expect(created.statusCode).toBe(201);
    const offer = created.json();
    expect(offer).toMatchObject({ status: 'active', badge: '-20 %', commandes: 0 });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/promotions/${offer.id}`,
      headers: admin.headers,
      payload: {
        nom: '-25 % sur les Makis le mardi',
        kind: 'items_percent',
        percent: 25,
        cible: { produits: [menu.product.id] },
        conditions: { jours: ['mardi'] },
      },
    });
    expect(edited.json()).toMatchObject({ percent: 25, badge: '-25 %' });
    const paused = await t.app.inject({ method: 'POST', url: `/api/admin/promotions/${offer.id}/pause`, headers: operator.headers, payload: {} });
    expect(paused.json().status).toBe('en_pause');
    const ended = await t.app.inject({ method: 'POST', url: `/api/admin/promotions/${offer.id}/end`, headers: admin.headers, payload: {} });
    expect(ended.json()).toMatchObject({ status: 'terminee', raison: 'Terminée par le restaurant' });
    const editEnded = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/promotions/${offer.id}`,
      headers: admin.headers,
      payload: { nom: 'X', kind: 'order_percent', percent: 5 },
    });
    expect(editEnded.json().error.code).toBe('PROMOTION_ENDED');
    const copy = await t.app.inject({ method: 'POST', url: `/api/admin/promotions/${offer.id}/duplicate`, headers: admin.headers, payload: {} });
    expect(copy.json()).toMatchObject({ nom: '-25 % sur les Makis le mardi (copie)', status: 'brouillon', utilisations: 0 });

    const events = await t.database.db.select().from(appEvents).where(like(appEvents.event, 'admin.promotion.%'));
    const mine = events.filter((e) => (e.context as { id?: number }).id === offer.id);
    expect(mine.map((e) => e.event)).toEqual(['admin.promotion.created', 'admin.promotion.updated', 'admin.promotion.paused', 'admin.promotion.ended']);
    const updated = mine[1]!.context as { before: { percent: number }; after: { percent: number } };
    expect([updated.before.percent, updated.after.percent]).toEqual([20, 25]);
    expect(mine[1]!.user_id).toBe(admin.userId);
  });

  it('refuses a second offer with the same code, in French', async () => {
    const body = { nom: 'Ramadan', kind: 'order_percent', percent: 25, automatique: false, code: 'ramadan25' };
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: admin.headers, payload: body })).statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: admin.headers, payload: body });
    expect(again.json().error).toEqual({ code: 'PROMOTION_CODE_EXISTS', message: 'Une autre offre utilise déjà ce code' });
  });

  it('gives the figures of an offer: orders, new and returning customers, discount, revenue, uses and budget left', async () => {
    await endAll();
    const offer = await buildPromotion(t.database.db, { percent: 10, max_utilisations: 10, budget: 100_000 });
    const returning = await newClient();
    await t.database.db.update(promotions).set({ etat: 'en_pause' }).where(eq(promotions.id, offer.id));
    await postOrder(t.app, returning, pickupBody(menu));
    await t.database.db.update(promotions).set({ etat: 'publiee' }).where(eq(promotions.id, offer.id));
    await postOrder(t.app, returning, pickupBody(menu));
    await postOrder(t.app, await newClient(), pickupBody(menu));
    const stats = (await t.app.inject({ method: 'GET', url: `/api/admin/promotions/${offer.id}/stats`, headers: admin.headers })).json();
    expect(stats).toMatchObject({
      commandes: 2,
      clients_nouveaux: 1,
      clients_fideles: 1,
      remise: 2_600,
      chiffre_affaires: 23_400,
      panier_moyen: 11_700,
      utilisations_restantes: 8,
      budget_restant: 97_400,
    });
    expect(stats.par_jour).toHaveLength(1);
    const redemptions = await t.database.db
      .select()
      .from(promotionRedemptions)
      .where(and(eq(promotionRedemptions.promotion_id, offer.id)));
    expect(redemptions).toHaveLength(2);
    const csv = (await t.app.inject({ method: 'GET', url: `/api/admin/promotions/${offer.id}/stats.csv`, headers: admin.headers })).json().csv;
    expect(csv).toContain('total;2;2.600;23.400');

    // the dashboard's offers: the same figures, and the days of all the offers
    const figures = (await t.app.inject({ method: 'GET', url: '/api/admin/promotions/figures', headers: admin.headers })).json();
    const row = figures.offres.find((o: { id: number }) => o.id === offer.id);
    expect(row).toMatchObject({ nom: offer.nom, status: 'active', commandes: 2, remise: 2_600, chiffre_affaires: 23_400, budget_restant: 97_400 });
    expect(row.panier_moyen_sans).toBe(stats.panier_moyen_sans);
    expect(figures.par_jour.at(-1)).toMatchObject({ commandes: expect.any(Number), remise: expect.any(Number) });
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/promotions/figures.csv', headers: admin.headers })).json();
    expect(all.filename).toBe('offres.csv');
    expect(all.csv).toContain(`${offer.nom};Active;2;1;1;2.600;23.400;11.700;`);
  });

  it("gives the dashboard's offers figures over the period chosen above them (the dashboard's query); what is left is now's", async () => {
    await endAll();
    const offer = await buildPromotion(t.database.db, { percent: 10, max_utilisations: 10 });
    await postOrder(t.app, await newClient(), pickupBody(menu));
    const figuresOf = async (query: string) => {
      const answer = await t.app.inject({ method: 'GET', url: `/api/admin/promotions/figures${query}`, headers: admin.headers });
      expect(answer.statusCode).toBe(200);
      const { offres, par_jour } = answer.json() as {
        offres: { id: number; commandes: number; remise: number; utilisations_restantes: number }[];
        par_jour: unknown[];
      };
      return { row: offres.find((o) => o.id === offer.id), days: par_jour.length };
    };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' }).format(new Date());
    expect((await figuresOf('?period=today')).row).toMatchObject({ commandes: 1, remise: 1_300, utilisations_restantes: 9 });
    expect((await figuresOf(`?period=custom&from=${today}&to=${today}`)).row).toMatchObject({ commandes: 1, remise: 1_300 });
    // a period before the order: none of it, but the uses left are still now's
    const before = await figuresOf('?period=custom&from=2020-01-01&to=2020-01-31');
    expect(before.row).toMatchObject({ commandes: 0, remise: 0, utilisations_restantes: 9 });
    expect(before.days).toBe(0);
    const csv = (
      await t.app.inject({ method: 'GET', url: '/api/admin/promotions/figures.csv?period=custom&from=2020-01-01&to=2020-01-31', headers: admin.headers })
    ).json();
    expect(csv.csv).toContain(`${offer.nom};Active;0;0;0;0.000;0.000;0.000;`);

    // refused like the dashboard's other figures, in French
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/admin/promotions/figures?period=custom&from=2020-02-01&to=2020-01-01',
      headers: admin.headers,
    });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json().error)).toContain(DASHBOARD_MESSAGES.fromAfterTo);
  });

  it('lists the automatic offers running now for the shop, not drafts, paused, code or future ones', async () => {
    await endAll();
    const running = await buildPromotion(t.database.db, {
      nom: 'En cours',
      kind: 'items_percent',
      percent: 20,
      cible: { categories: [], produits: [menu.product.id] },
    });
    await buildPromotion(t.database.db, { nom: 'Brouillon', etat: 'brouillon' });
    await buildPromotion(t.database.db, { nom: 'Pause', etat: 'en_pause' });
    await buildPromotion(t.database.db, { nom: 'Code', automatique: false, code: 'CODE1' });
    await buildPromotion(t.database.db, { nom: 'Demain', conditions: { debut: new Date(Date.now() + 86_400_000).toISOString() } });
    const list = (await t.app.inject({ method: 'GET', url: '/api/promotions' })).json();
    expect(list.map((p: { id: number }) => p.id)).toEqual([running.id]);
    expect(list[0]).toMatchObject({ badge: '-20 %', cible: { produits: [menu.product.id] } });
    expect(list[0]).not.toHaveProperty('utilisations');
  });
});
