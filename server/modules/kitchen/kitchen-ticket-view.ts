/**
 * The kitchen's presenter: an order and its lines as a ticket (no price, no personal detail: the wall
 * screen shows what to make): its fire time and slot (order ahead), whether staff took it by phone, and
 * each line with its option choices.
 */
import { asc, inArray } from 'drizzle-orm';
import type { KitchenLineView, KitchenTicketView } from '@core/schemas/kitchen';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema/index';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderItems.$inferSelect;

function presentKitchenLine(line: LineRow): KitchenLineView {
  return {
    id: line.id,
    product_name: line.product_name,
    quantity: line.quantity,
    accompaniment_name: line.accompaniment_name,
    choix: line.choix.map((c) => ({ groupe: c.groupe, option: c.option })),
    done: line.done_at !== null,
    done_at: line.done_at?.toISOString() ?? null,
  };
}

export async function presentKitchenTickets(db: DbOrTx, rows: readonly OrderRow[]): Promise<KitchenTicketView[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.order_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<string, LineRow[]>();
  for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
  return rows.map((order) => ({
    id: order.id,
    numero_commande: order.numero_commande,
    statut_commande: order.statut_commande,
    type_commande: order.type_commande,
    created_at: order.created_at.toISOString(),
    fire_at: order.fire_at.toISOString(),
    scheduled_for: order.scheduled_for?.toISOString() ?? null,
    source: order.source,
    instructions_speciales: order.instructions_speciales,
    lines: (byOrder.get(order.id) ?? []).map(presentKitchenLine),
  }));
}
