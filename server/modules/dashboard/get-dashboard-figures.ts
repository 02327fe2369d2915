/**
 * The figures of one window of time: totals, per order type and per payment mode in one SQL statement
 * through GROUPING SETS, so every number (average basket included) is an aggregate of the database; and the
 * refunds recorded in the window (payment_refunds).
 */
import { sql } from 'drizzle-orm';
import type { DashboardFigures } from '@core/schemas/dashboard';
import { ORDER_TYPES, type TypeCommande } from '@core/order-type';
import { PAYMENT_MODES, type ModePaiement } from '@core/payment-mode';
import type { DbOrTx } from '../../db/client';
import { CANCELLED, COUNTED, failedPayment, millimesOf, placedBetween, selectRows } from './dashboard-sql';

interface FiguresRow extends Record<string, unknown> {
  type_commande: TypeCommande | null;
  mode_paiement: ModePaiement | null;
  by_type: number;
  by_mode: number;
  orders: number;
  revenue: string | null;
  average_basket: string | null;
  cancelled: number;
  failed: number;
  staff: number;
}

export async function getDashboardFigures({ db, startsAt, endsAt, now }: { db: DbOrTx; startsAt: Date; endsAt: Date; now: Date }): Promise<DashboardFigures> {
  const rows = await selectRows<FiguresRow>(
    db,
    sql`select o.type_commande, o.mode_paiement,
        grouping(o.type_commande)::int as by_type, grouping(o.mode_paiement)::int as by_mode,
        (count(*) filter (where ${COUNTED}))::int as orders,
        (sum(o.total_ttc) filter (where ${COUNTED}))::text as revenue,
        round(sum(o.total_ttc) filter (where ${COUNTED}) / nullif(count(*) filter (where ${COUNTED}), 0), 3)::text as average_basket,
        (count(*) filter (where ${CANCELLED}))::int as cancelled,
        (count(*) filter (where ${failedPayment(now)}))::int as failed,
        (count(*) filter (where ${COUNTED} and o.source = 'telephone'))::int as staff
      from orders o
      where o.is_test = false and ${placedBetween(startsAt, endsAt)}
      group by grouping sets ((), (o.type_commande), (o.mode_paiement))`,
  );
  // Refunds by when they were recorded (a second payment or a staff refund may come days after the order).
  const [refunds] = await selectRows<{ amount: string | null }>(
    db,
    sql`select sum(r.montant)::text as amount from payment_refunds r join orders o on o.id = r.order_id
      where o.is_test = false and r.created_at >= ${startsAt.toISOString()}::timestamptz and r.created_at < ${endsAt.toISOString()}::timestamptz`,
  );
  const slice = (row: FiguresRow | undefined) => ({ orders: Number(row?.orders ?? 0), revenue: millimesOf(row?.revenue) });
  // The grand total is the row where both columns are rolled up (absent when no order at all).
  const total = rows.find((r) => Number(r.by_type) === 1 && Number(r.by_mode) === 1);
  const typeRow = (type: TypeCommande) => rows.find((r) => Number(r.by_type) === 0 && r.type_commande === type);
  const modeRow = (mode: ModePaiement) => rows.find((r) => Number(r.by_mode) === 0 && r.mode_paiement === mode);
  return {
    ...slice(total),
    average_basket: millimesOf(total?.average_basket),
    cancelled: Number(total?.cancelled ?? 0),
    failed_payments: Number(total?.failed ?? 0),
    staff_orders: Number(total?.staff ?? 0),
    refunds: millimesOf(refunds?.amount),
    by_type: Object.fromEntries(ORDER_TYPES.map((type) => [type, slice(typeRow(type))])) as DashboardFigures['by_type'],
    by_payment: Object.fromEntries(PAYMENT_MODES.map((mode) => [mode, slice(modeRow(mode))])) as DashboardFigures['by_payment'],
  };
}
