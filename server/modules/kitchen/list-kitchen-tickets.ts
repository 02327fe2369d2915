/**
 * GET /api/admin/kitchen: the orders in preparation as tickets, oldest fire time first (core/kitchen.ts),
 * the age thresholds of the settings, and how many orders still wait for acceptance (Recu). An order
 * placed ahead and accepted early waits on the board's 'Programmées' lane: it reaches the wall screen at
 * its fire time (orders/fire-scheduled-orders.ts), not before.
 */
import { and, count, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { DEFAULT_KITCHEN_THRESHOLDS, KITCHEN_TICKET_STATUSES, sortByFireTime } from '@core/kitchen';
import type { KitchenView } from '@core/schemas/kitchen';
import type { DbOrTx } from '../../db/client';
import { orders, restaurantSettings } from '../../db/schema/index';
import { presentKitchenTickets } from './kitchen-ticket-view';
import { readSettingsColumns } from '../../db/settings-row';

/** More open tickets than a kitchen can hold; the screen shows the oldest ones. */
const KITCHEN_TICKETS_LIMIT = 100;

export async function listKitchenTickets({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<KitchenView> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.statut_commande, [...KITCHEN_TICKET_STATUSES]), or(isNull(orders.scheduled_for), isNotNull(orders.fired_at))))
    .orderBy(orders.fire_at, orders.created_at)
    .limit(KITCHEN_TICKETS_LIMIT);
  const [waiting] = await db.select({ n: count() }).from(orders).where(eq(orders.statut_commande, 'Recu'));
  const settings = await readSettingsColumns(db, { orange: restaurantSettings.cuisine_alerte_orange, rouge: restaurantSettings.cuisine_alerte_rouge });
  return {
    now: now.toISOString(),
    seuils: settings ?? DEFAULT_KITCHEN_THRESHOLDS,
    en_attente: waiting?.n ?? 0,
    tickets: sortByFireTime(await presentKitchenTickets(db, rows)),
  };
}
