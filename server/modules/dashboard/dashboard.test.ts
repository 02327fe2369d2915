/**
 * The dashboard's aggregates against fixtures whose totals are worked out by hand below. The clock is
 * fixed at Wednesday 11 March 2026, 12:00 in Tunis (11:00 UTC; Tunisia is UTC+1 all year).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFigures } from '@core/schemas/dashboard';
import { paymentRefunds } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCategory, buildCustomer, buildOrder, buildProduct, type Product } from '../../test/factories';
import { getDashboardPeriod } from './get-dashboard-period';
import { getDashboardToday } from './get-dashboard-today';

let t: TestApp;
const NOW = new Date('2026-03-11T11:00:00Z');
/** An instant given on the restaurant's clock (UTC+1). */
const tunis = (local: string) => new Date(`${local}+01:00`);

let A: Product, B: Product, C: Product, D: Product, E: Product;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const { id: category_id } = await buildCategory(db);
  A = await buildProduct(db, { category_id, nom_fr: 'Maki saumon', prix: 10_000 });
  B = await buildProduct(db, { category_id, nom_fr: 'California', prix: 8_500 });
  C = await buildProduct(db, { category_id, nom_fr: 'Dragon roll', prix: 8_650 });
  D = await buildProduct(db, { category_id, nom_fr: 'Daifuku', prix: 4_000 });
  E = await buildProduct(db, { category_id, nom_fr: 'Edamame', prix: 4_000 });
  const { id: customer_id } = await buildCustomer(db);
  const order = async (name: string, local: string, columns: Parameters<typeof buildOrder>[1]) =>
    (ids[name] = (await buildOrder(db, { customer_id, created_at: tunis(local), ...columns })).id);

  // Yesterday 23:30 in Tunis (22:30 UTC): yesterday's, 10.000.
  await order('yesterday', '2026-03-10T23:30:00', { statut_commande: 'Livre', items: [{ product: A }] });
  // Today 00:30 in Tunis (23:30 UTC the day before): today's, cash, takeaway, 2 × A = 20.000, still waiting.
  await order('midnight', '2026-03-11T00:30:00', { statut_commande: 'Recu', items: [{ product: A, quantity: 2 }] });
  // Today 11:15, paid online, delivery: B + E + 2.000 fee = 14.500.
  await order('online', '2026-03-11T11:15:00', {
    type_commande: 'Livraison',
    mode_paiement: 'konnect',
    payment_status: 'paye',
    statut_commande: 'En_preparation',
    frais_livraison: 2_000,
    items: [{ product: B }, { product: E }],
  });
  // Today 11:40, card on site, dine-in taken at the counter (a staff order): C + D = 12.650, waiting.
  await order('dineIn', '2026-03-11T11:40:00', {
    source: 'telephone',
    type_commande: 'Sur_place',
    mode_paiement: 'carte',
    statut_commande: 'Recu',
    items: [{ product: C }, { product: D }],
  });
  // Not counted today: cancelled; a test order; a failed Konnect payment; one expired unpaid; one still within its payment time.
  await order('cancelled', '2026-03-11T10:00:00', { source: 'telephone', statut_commande: 'Annule', items: [{ product: A }] });
  await order('test', '2026-03-11T09:00:00', { is_test: true, statut_commande: 'Recu', items: [{ product: A, quantity: 5 }] });
  await order('failed', '2026-03-11T10:30:00', { mode_paiement: 'konnect', payment_status: 'echoue', items: [{ product: B, quantity: 2 }] });
  await order('expired', '2026-03-11T10:45:00', {
    mode_paiement: 'konnect',
    payment_status: 'en_attente',
    payment_expires_at: new Date('2026-03-11T10:05:00Z'),
    items: [{ product: B, quantity: 3 }],
  });
  await order('pending', '2026-03-11T11:50:00', {
    mode_paiement: 'konnect',
    payment_status: 'en_attente',
    payment_expires_at: new Date('2026-03-11T11:10:00Z'),
    items: [{ product: B, quantity: 4 }],
  });
  // An unpaid online order the customer cancelled: a cancellation, not a failed payment.
  await order('cancelledUnpaid', '2026-03-11T08:00:00', {
    mode_paiement: 'konnect',
    payment_status: 'en_attente',
    statut_commande: 'Annule',
    payment_expires_at: new Date('2026-03-11T07:10:00Z'),
  });
  // Wednesday last week: 11:00 (before the same time of day), 13:00 (after it), a cancellation at 08:00.
  await order('lastWeek', '2026-03-04T11:00:00', { statut_commande: 'Livre', items: [{ product: A }] });
  await order('lastWeekAfternoon', '2026-03-04T13:00:00', { statut_commande: 'Livre', items: [{ product: B }] });
  await order('lastWeekCancelled', '2026-03-04T08:00:00', { statut_commande: 'Annule', items: [{ product: B }] });
  // Refunds count when they are recorded: a second payment of yesterday's order paid back this morning, a
  // staff refund last week; a test order's refund never counts.
  await db.insert(paymentRefunds).values([
    { order_id: ids.yesterday!, payment_ref: 'double-1', montant: 10_000, reason: 'paiement_en_double', created_at: tunis('2026-03-11T09:00:00') },
    { order_id: ids.lastWeek!, montant: 2_500, reason: 'remboursement_client', motif: 'Plat oublié', created_at: tunis('2026-03-04T10:00:00') },
  ]);
  const testOrder = await buildOrder(db, { customer_id, created_at: tunis('2026-03-11T09:30:00'), is_test: true });
  await db
    .insert(paymentRefunds)
    .values({ order_id: testOrder.id, payment_ref: 'test-1', montant: 99_000, reason: 'commande_annulee', created_at: tunis('2026-03-11T09:45:00') });
});
afterAll(() => t?.close());

const slices = (entries: Record<string, [number, number]>) =>
  Object.fromEntries(Object.entries(entries).map(([k, [orders, revenue]]) => [k, { orders, revenue }]));

describe('today at a glance', () => {
  it('counts today from midnight in Tunis, against last Wednesday up to the same time', async () => {
    const view = await getDashboardToday({ db: t.database.db, now: NOW });
    expect(view.day).toBe('2026-03-11');
    expect(view.last_week_day).toBe('2026-03-04');
    // 20.000 + 14.500 + 12.650 = 47.150 over 3 orders: 15.71666… → 15.717
    expect(view.today).toEqual<DashboardFigures>({
      orders: 3,
      revenue: 47_150,
      average_basket: 15_717,
      cancelled: 2,
      failed_payments: 2,
      staff_orders: 1,
      refunds: 10_000,
      by_type: slices({ Livraison: [1, 14_500], A_emporter: [1, 20_000], Sur_place: [1, 12_650] }) as DashboardFigures['by_type'],
      by_payment: slices({ konnect: [1, 14_500], especes: [1, 20_000], carte: [1, 12_650] }) as DashboardFigures['by_payment'],
    });
    // Last week up to 12:00: only the 11:00 order (10.000); the 13:00 one comes later in the day.
    expect(view.last_week).toMatchObject({ orders: 1, revenue: 10_000, average_basket: 10_000, cancelled: 1, failed_payments: 0, refunds: 2_500 });
    expect(view.last_week.by_type.A_emporter).toEqual({ orders: 1, revenue: 10_000 });
  });

  it('lists the orders waiting to be accepted and the oldest, leaving out tests and unpaid online orders', async () => {
    const { waiting } = await getDashboardToday({ db: t.database.db, now: NOW });
    expect(waiting).toEqual({ count: 2, oldest_at: tunis('2026-03-11T00:30:00').toISOString() });
  });

  it('buckets hours on the restaurant clock, the 00:30 order in hour 0 of today', async () => {
    const { hours } = await getDashboardToday({ db: t.database.db, now: NOW });
    expect(hours).toHaveLength(24);
    expect(hours[0]).toEqual({ hour: 0, orders: 1, revenue: 20_000, last_week_orders: 0, last_week_revenue: 0 });
    expect(hours[11]).toEqual({ hour: 11, orders: 2, revenue: 27_150, last_week_orders: 1, last_week_revenue: 10_000 });
    expect(hours[13]).toEqual({ hour: 13, orders: 0, revenue: 0, last_week_orders: 1, last_week_revenue: 8_500 });
    expect(hours[23]).toEqual({ hour: 23, orders: 0, revenue: 0, last_week_orders: 0, last_week_revenue: 0 });
    const total = hours.reduce((sum, h) => sum + h.orders, 0);
    expect(total).toBe(3);
  });
});

describe('a period', () => {
  it('7 days: one bucket per day, yesterday 23:30 on the 10th and today 00:30 on the 11th', async () => {
    const view = await getDashboardPeriod({ db: t.database.db, query: { period: '7d' }, now: NOW });
    expect(view).toMatchObject({ from: '2026-03-05', to: '2026-03-11', granularity: 'day' });
    expect(view.buckets.map((b) => b.key)).toEqual(['2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11']);
    expect(view.buckets.at(-2)).toEqual({ key: '2026-03-10', orders: 1, revenue: 10_000 });
    expect(view.buckets.at(-1)).toEqual({ key: '2026-03-11', orders: 3, revenue: 47_150 });
    // 10.000 + 47.150 = 57.150 over 4 orders: 14.2875 → 14.288
    expect(view.figures).toMatchObject({ orders: 4, revenue: 57_150, average_basket: 14_288, cancelled: 2, failed_payments: 2, refunds: 10_000 });
  });

  it('30 days reaches last week; today is one day per hour', async () => {
    const month = await getDashboardPeriod({ db: t.database.db, query: { period: '30d' }, now: NOW });
    expect(month).toMatchObject({ from: '2026-02-10', to: '2026-03-11' });
    expect(month.buckets).toHaveLength(30);
    expect(month.buckets.find((b) => b.key === '2026-03-04')).toEqual({ key: '2026-03-04', orders: 2, revenue: 18_500 });
    expect(month.figures).toMatchObject({ orders: 6, revenue: 75_650, cancelled: 3 });
    const today = await getDashboardPeriod({ db: t.database.db, query: { period: 'today' }, now: NOW });
    expect(today.granularity).toBe('hour');
    expect(today.buckets).toHaveLength(24);
    expect(today.buckets[0]).toEqual({ key: '2026-03-11T00', orders: 1, revenue: 20_000 });
  });

  it('a custom day holds the 23:30 order in its hour 23', async () => {
    const view = await getDashboardPeriod({ db: t.database.db, query: { period: 'custom', from: '2026-03-10', to: '2026-03-10' }, now: NOW });
    expect(view.buckets.filter((b) => b.orders > 0)).toEqual([{ key: '2026-03-10T23', orders: 1, revenue: 10_000 }]);
    expect(view.top_dishes).toEqual([{ product_id: A.id, name: 'Maki saumon', quantity: 1, revenue: 10_000 }]);
  });

  it('ranks the best-selling dishes by quantity, then revenue, then name; tests and unpaid orders left out', async () => {
    const view = await getDashboardPeriod({ db: t.database.db, query: { period: 'today' }, now: NOW });
    expect(view.top_dishes).toEqual([
      { product_id: A.id, name: 'Maki saumon', quantity: 2, revenue: 20_000 },
      { product_id: C.id, name: 'Dragon roll', quantity: 1, revenue: 8_650 },
      { product_id: B.id, name: 'California', quantity: 1, revenue: 8_500 },
      { product_id: D.id, name: 'Daifuku', quantity: 1, revenue: 4_000 },
      { product_id: E.id, name: 'Edamame', quantity: 1, revenue: 4_000 },
    ]);
  });

  it('keeps at most ten dishes', async () => {
    const db = t.database.db;
    const { id: category_id } = await buildCategory(db);
    const products = await Promise.all(Array.from({ length: 11 }, (_, i) => buildProduct(db, { category_id, nom_fr: `Plat ${i}`, prix: 1_000 })));
    await buildOrder(db, { created_at: tunis('2026-02-20T12:00:00'), items: products.map((product) => ({ product })) });
    const view = await getDashboardPeriod({ db, query: { period: 'custom', from: '2026-02-20', to: '2026-02-20' }, now: NOW });
    expect(view.top_dishes.map((d) => d.name)).toEqual(['Plat 0', 'Plat 1', 'Plat 10', 'Plat 2', 'Plat 3', 'Plat 4', 'Plat 5', 'Plat 6', 'Plat 7', 'Plat 8']);
  });
});
