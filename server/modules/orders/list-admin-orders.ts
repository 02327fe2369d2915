/**
 * The staff order board: newest first, filtered by status and by the restaurant's calendar day
 * (Africa/Tunis), searched by number, customer name or phone. Capped at 200 rows per answer.
 */
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { fromLocalMs } from '@core/opening-hours';
import type { StatutCommande } from '@core/order-status';
import type { DbOrTx } from '../../db/client';
import { customers, orders } from '../../db/schema/index';

type OrderRow = typeof orders.$inferSelect;

export const ADMIN_ORDERS_LIMIT = 200;

export interface ListAdminOrdersOptions {
  db: DbOrTx;
  statut?: StatutCommande;
  /** 'YYYY-MM-DD', a day of the restaurant's calendar */
  date?: string;
  q?: string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listAdminOrders({ db, statut, date, q }: ListAdminOrdersOptions): Promise<OrderRow[]> {
  const conditions: SQL[] = [];
  if (statut) conditions.push(eq(orders.statut_commande, statut));
  if (date) {
    const dayStart = Date.parse(`${date}T00:00:00Z`);
    conditions.push(gte(orders.created_at, fromLocalMs(dayStart)), lt(orders.created_at, fromLocalMs(dayStart + 86_400_000)));
  }
  const term = q?.trim();
  if (term) {
    const like = `%${escapeLike(term)}%`;
    const digits = term.replace(/\D/g, '');
    const matches = [
      ilike(orders.numero_commande, like),
      ilike(customers.nom, like),
      ilike(customers.prenom, like),
      sql`(${customers.prenom} || ' ' || ${customers.nom}) ilike ${like}`,
    ];
    if (digits.length >= 3) matches.push(ilike(customers.telephone, `%${digits}%`));
    conditions.push(or(...matches)!);
  }
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(orders.created_at))
    .limit(ADMIN_ORDERS_LIMIT);
  return rows.map((r) => r.order);
}
