/**
 * Races on PostgreSQL (PGlite has one connection, so nothing can race there): an order credited once
 * when two status changes race, a mission reward claimed once, a voucher used by one order only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { customerMissionProgress, customers, loyaltyTransactions, missions, orders, vouchers } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { testsUsePostgres } from '../../test/db';
import { createShopTestApp, pickupBody, postOrder, setOrderStatus, type MenuFixture } from '../../test/orders';

let t: TestApp;
let menu: MenuFixture;
let staff: SignedIn;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  staff = await signInAs(t.app, { role: 'operator' });
});
afterAll(async () => t?.close());

const status = (id: string, statut: string) => setOrderStatus(t.app, staff, id, statut);

describe.runIf(testsUsePostgres)('loyalty under concurrency (PostgreSQL)', () => {
  it('credits an order once when ten status changes to Livre race', async () => {
    const client = await signInAs(t.app);
    const order = (await postOrder(t.app, client, pickupBody(menu))).json().order;
    await status(order.id, 'En_preparation');
    await status(order.id, 'Pret');
    const answers = await Promise.all(Array.from({ length: 10 }, () => status(order.id, 'Livre')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const earns = await t.database.db
      .select()
      .from(loyaltyTransactions)
      .where(and(eq(loyaltyTransactions.order_id, order.id), eq(loyaltyTransactions.transaction_type, 'order_earn')));
    expect(earns).toHaveLength(1);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, client.customerId!));
    expect(row!.current_points_balance).toBe(earns[0]!.points_earned);
    expect(row!.montant_total_depense).toBe(order.total_ttc);
    expect(row!.pending_points).toBe(0);
  });

  it('pays a mission reward once when ten claims race', async () => {
    const client = await signInAs(t.app);
    const [mission] = await t.database.db
      .insert(missions)
      .values({ title: 'Course', mission_type: 'order_count', target_value: 1, reward_points: 70 })
      .returning();
    const [progress] = await t.database.db
      .insert(customerMissionProgress)
      .values({ customer_id: client.customerId!, mission_id: mission!.id, current_progress: 1, is_completed: true, period_key: 'none' })
      .returning();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: `/api/me/loyalty/missions/${progress!.id}/claim`, headers: client.headers, payload: {} }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.json().error.message === 'Impossible de récupérer la récompense.')).toBe(true);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, client.customerId!));
    expect(row!.current_points_balance).toBe(70);
  });

  it('lets one voucher pay one order only when ten checkouts race', async () => {
    const client = await signInAs(t.app, { withCustomer: { current_points_balance: 500 } });
    const { voucher } = (await t.app.inject({ method: 'POST', url: '/api/me/vouchers/exchange', headers: client.headers, payload: { points: 200 } })).json();
    const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(t.app, client, pickupBody(menu, { voucher_code: voucher.code }))));
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created).toHaveLength(1);
    const discounted = await t.database.db.select().from(orders).where(eq(orders.customer_id, client.customerId!));
    expect(discounted.filter((o) => o.montant_remise > 0)).toHaveLength(1);
    const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row).toMatchObject({ status: 'used', order_id: created[0]!.json().order.id });
  });

  it('exchanges points once when two exchanges of the whole balance race', async () => {
    const client = await signInAs(t.app, { withCustomer: { current_points_balance: 300 } });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: '/api/me/vouchers/exchange', headers: client.headers, payload: { points: 300 } })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, client.customerId!));
    expect(row!.current_points_balance).toBe(0);
  });
});
