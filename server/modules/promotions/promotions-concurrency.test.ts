/**
 * Caps and budgets under concurrency, on PostgreSQL (PGlite has one connection: nothing races there):
 * customers racing for the last use of a code get one yes and clear French noes; a budget is never
 * exceeded; a single-use code pays one order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROMOTION_MESSAGES } from '@core/promotions';
import { orders, promotions } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signInAs } from '../../test/auth';
import { testsUsePostgres } from '../../test/db';
import { buildPromotion } from '../../test/factories';
import { createShopTestApp, pickupBody, postOrder, type MenuFixture } from '../../test/orders';

let t: TestApp;
let menu: MenuFixture;
let phone = 21_000_000;
const newClient = () => signInAs(t.app, { withCustomer: { telephone: String(++phone) } });

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
});
afterAll(async () => t?.close());

describe.runIf(testsUsePostgres)('promotions under concurrency (PostgreSQL)', () => {
  it('gives the last use of a code to one of two racing customers, and a clear no to the other', async () => {
    const offer = await buildPromotion(t.database.db, { nom: 'Dernier', automatique: false, code: 'DERNIER', max_utilisations: 1 });
    const [a, b] = [await newClient(), await newClient()];
    const answers = await Promise.all([a, b].map((c) => postOrder(t.app, c, pickupBody(menu, { promo_code: 'dernier' }))));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    // refused while ordering (the other took the use meanwhile: 409) or already when priced (422): the same reason
    const refused = answers.find((r) => r.statusCode !== 201)!;
    expect([409, 422]).toContain(refused.statusCode);
    expect(refused.json().error.message).toMatch(/^Cette offre a atteint son nombre maximal d’utilisations/);
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, offer.id));
    expect(row!.utilisations).toBe(1);
  });

  it('never spends more than the budget when ten customers race', async () => {
    // 10 % of 13.000 = 1.300 each: a budget of 5.000 pays three orders in full; the others read a budget
    // another order has spent meanwhile and are refused (one after the other, the fourth gets the 1.100 left)
    const offer = await buildPromotion(t.database.db, { nom: 'Budget', budget: 5_000 });
    const clients = await Promise.all(Array.from({ length: 10 }, () => newClient()));
    const answers = await Promise.all(clients.map((c) => postOrder(t.app, c, pickupBody(menu))));
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, offer.id));
    expect(row!.budget_utilise).toBeLessThanOrEqual(5_000);
    const placed = answers.filter((r) => r.statusCode === 201).map((r) => r.json().order);
    const given = placed.reduce((sum, o) => sum + o.montant_promotions, 0);
    expect(given).toBe(row!.budget_utilise);
    for (const refused of answers.filter((r) => r.statusCode !== 201)) expect(refused.json().error.code).toBe('PROMOTION_EXHAUSTED');
    await t.database.db.update(promotions).set({ etat: 'terminee' }).where(eq(promotions.id, offer.id));
  });

  it('lets a single-use code pay one order when five customers race with it', async () => {
    const offer = await buildPromotion(t.database.db, { nom: 'Flyer', automatique: false, codes_uniques: true });
    const admin = await signInAs(t.app, { role: 'admin' });
    const csv = (await t.app.inject({ method: 'POST', url: `/api/admin/promotions/${offer.id}/codes`, headers: admin.headers, payload: { nombre: 1 } })).json()
      .csv;
    const code = csv.split('\r\n')[1].split(';')[0];
    const clients = await Promise.all(Array.from({ length: 5 }, () => newClient()));
    const answers = await Promise.all(clients.map((c) => postOrder(t.app, c, pickupBody(menu, { promo_code: code }))));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((r) => r.statusCode !== 201)) expect(refused.json().error.message).toBe(PROMOTION_MESSAGES.codeUsed);
    const discounted = await t.database.db.select().from(orders).where(eq(orders.montant_promotions, 1_300));
    expect(discounted.length).toBeGreaterThanOrEqual(1);
  });
});
