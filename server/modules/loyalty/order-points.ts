/**
 * An order's points along its life: pending at placement, earned on delivery (Livre), lost
 * when cancelled (Annule), taken back on a refund after delivery. Each move is a conditional UPDATE of
 * the order's loyalty_order_points row (WHERE status = the expected one), and the ledger's unique keys
 * (one order_earn, one order_reversal per order) stand behind it: two racing status changes credit once.
 * Orders flagged is_test earn nothing.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { pointsForOrder } from '@core/loyalty';
import { fromMillimes } from '@core/money';
import { vipLevelForSpending } from '@core/loyalty-levels';
import { countLabel } from '@core/plural';
import type { DbOrTx, Tx } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { customers, loyaltyOrderPoints, orders, vipLevels } from '../../db/schema/index';
import { getLoyaltySettings } from './get-loyalty-settings';
import { lockCustomerPoints, recordLedgerEntry } from './record-ledger-entry';
import { advanceMissions } from './advance-missions';

type OrderRow = typeof orders.$inferSelect;

const ORDER_EARN_DESCRIPTION = (numero: string) => `Points de la commande ${numero}`;
const ORDER_REVERSAL_DESCRIPTION = (numero: string) => `Remboursement de la commande ${numero}`;
const ORDER_REVERSAL_SHORT_DESCRIPTION = (numero: string, missing: number) =>
  `Remboursement de la commande ${numero} (${countLabel(missing, 'point déjà dépensé', 'points déjà dépensés')} non repris)`;

/** Points the order will earn with the customer's current VIP multiplier; 0 when loyalty is off. */
export async function orderPointsFor({ tx, customerId, total }: { tx: DbOrTx; customerId: number; total: number }): Promise<number> {
  const settings = await getLoyaltySettings({ db: tx });
  if (!settings.enabled) return 0;
  const [vip] = await tx
    .select({ multiplier: vipLevels.points_multiplier })
    .from(customers)
    .leftJoin(vipLevels, eq(vipLevels.id, customers.vip_level_id))
    .where(eq(customers.id, customerId))
    .limit(1);
  return pointsForOrder(total, settings.points_per_tnd, vip?.multiplier ?? 1);
}

/**
 * At placement: the order's points become pending. `points` is the figure the placing request already
 * holds (the catalogue's loyalty settings and the customer's VIP multiplier, as the answer shows it);
 * without it they are read here. The row and the customer's pending balance are one statement.
 */
export async function recordPendingOrderPoints({ tx, order, points }: { tx: Tx; order: OrderRow; points?: number }): Promise<number> {
  if (order.is_test) return 0;
  const pending = points ?? (await orderPointsFor({ tx, customerId: order.customer_id, total: order.total_ttc }));
  const insert = pendingOrderPointsInsert(order, pending);
  if (!insert) return 0;
  const rows = await selectRows<{ points: number }>(
    tx,
    sql`
    with inserted as ${insert}
    update ${customers} set pending_points = ${customers.pending_points} + inserted.points from inserted
    where ${customers.id} = ${order.customer_id} returning inserted.points`,
  );
  return rows.length === 0 ? 0 : pending;
}

/**
 * The same pending points as one write of a larger statement (the new order's details, place-order.ts):
 * the ledger row, `(insert … returning points)`, as a data-modifying CTE; the statement's update of the
 * customer adds `pendingPointsIncrement(cte)` to pending_points (nothing when the row already existed).
 * null when the order earns nothing (a test order, no points).
 */
export function pendingOrderPointsInsert(order: Pick<OrderRow, 'id' | 'customer_id' | 'is_test'>, points: number): SQL | null {
  if (order.is_test || points <= 0) return null;
  return sql`(insert into ${loyaltyOrderPoints} (order_id, customer_id, points) values (${order.id}, ${order.customer_id}, ${points})
    on conflict do nothing returning points)`;
}

/** customers.pending_points plus the points the CTE `cte` (a `pendingOrderPointsInsert`) wrote. */
export function pendingPointsIncrement(cte: SQL): SQL {
  return sql`${customers.pending_points} + coalesce((select points from ${cte}), 0)`;
}

async function movePoints(tx: Tx, orderId: string, from: 'pending' | 'earned', to: 'earned' | 'lost' | 'reversed') {
  const [moved] = await tx
    .update(loyaltyOrderPoints)
    .set({ status: to, updated_at: new Date() })
    .where(and(eq(loyaltyOrderPoints.order_id, orderId), eq(loyaltyOrderPoints.status, from)))
    .returning();
  return moved ?? null;
}

/** Recomputes the customer's VIP level from montant_total_depense. */
export async function refreshVipLevel({ tx, customerId }: { tx: Tx; customerId: number }): Promise<void> {
  const [customer] = await tx
    .select({ spent: customers.montant_total_depense, level: customers.vip_level_id })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return;
  const levels = await tx.select().from(vipLevels).orderBy(asc(vipLevels.min_spent));
  const reached = vipLevelForSpending(levels, customer.spent);
  const levelId = reached?.id ?? null;
  if (levelId !== customer.level) await tx.update(customers).set({ vip_level_id: levelId }).where(eq(customers.id, customerId));
}

/**
 * On delivery (Livre): the pending points become available, the spending grows, the VIP level follows
 * and the order missions move. Runs once per order: the status row moves pending → earned once, and
 * the spending is added only by the call that moved it (or, for an order that had no points, by the
 * first delivery, which the status machine allows only once).
 */
export async function creditDeliveredOrder({ tx, order, now = new Date() }: { tx: Tx; order: OrderRow; now?: Date }): Promise<void> {
  // A paid order refunded before its delivery earns nothing (its pending points were lost at the refund).
  if (order.is_test || order.payment_status === 'rembourse') return;
  const moved = await movePoints(tx, order.id, 'pending', 'earned');
  if (moved) {
    await lockCustomerPoints(tx, order.customer_id);
    await tx
      .update(customers)
      .set({ pending_points: sql`greatest(${customers.pending_points} - ${moved.points}, 0)` })
      .where(eq(customers.id, order.customer_id));
    await recordLedgerEntry({
      tx,
      customerId: order.customer_id,
      type: 'order_earn',
      description: ORDER_EARN_DESCRIPTION(order.numero_commande),
      earned: moved.points,
      orderId: order.id,
    });
  }
  await tx
    .update(customers)
    .set({ montant_total_depense: sql`${customers.montant_total_depense} + ${fromMillimes(order.total_ttc)}::numeric` })
    .where(eq(customers.id, order.customer_id));
  await refreshVipLevel({ tx, customerId: order.customer_id });
  await advanceMissions({ tx, customerId: order.customer_id, event: { kind: 'order_delivered', total: order.total_ttc }, now });
}

/** On cancel (Annule): the pending points are lost. */
export async function loseOrderPoints({ tx, orderId }: { tx: Tx; orderId: string }): Promise<void> {
  const moved = await movePoints(tx, orderId, 'pending', 'lost');
  if (!moved) return;
  await tx
    .update(customers)
    .set({ pending_points: sql`greatest(${customers.pending_points} - ${moved.points}, 0)` })
    .where(eq(customers.id, moved.customer_id));
}

/**
 * The points a refund of `montant` out of `total` takes back: all of them for a full refund; for a
 * partial one, the order keeps what its remaining amount would have earned (rounded down, as §5 does).
 */
function refundedPoints(points: number, montant: number, total: number): number {
  if (total <= 0 || montant >= total) return points;
  return points - Math.floor((points * (total - montant)) / total);
}

/**
 * A refund after delivery takes the earned points back (all of them, or the refunded share), never below
 * zero: what was already spent is not taken and the ledger row says how many points could not be taken back.
 */
export async function reverseOrderPoints({
  tx,
  order,
  share,
}: {
  tx: Tx;
  order: Pick<OrderRow, 'id' | 'numero_commande'>;
  /** A partial refund: the amount given back out of the order's total. */
  share?: { montant: number; total: number };
}): Promise<{ taken: number; missing: number } | null> {
  const moved = await movePoints(tx, order.id, 'earned', 'reversed');
  if (!moved) return null;
  const { balance } = await lockCustomerPoints(tx, moved.customer_id);
  const due = share ? refundedPoints(moved.points, share.montant, share.total) : moved.points;
  if (due === 0) return { taken: 0, missing: 0 };
  const taken = Math.min(balance, due);
  const missing = due - taken;
  const description = missing > 0 ? ORDER_REVERSAL_SHORT_DESCRIPTION(order.numero_commande, missing) : ORDER_REVERSAL_DESCRIPTION(order.numero_commande);
  await recordLedgerEntry({ tx, customerId: moved.customer_id, type: 'order_reversal', description, redeemed: taken, orderId: order.id });
  return { taken, missing };
}
