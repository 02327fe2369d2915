/**
 * What the board and the tracking page show of the cash rules beside an order (order-view.ts calls it):
 * for staff, whether the delivery was marked refused, how many refused deliveries its phone number has
 * and whether the customer or the number is blacklisted; for the owner, whether a code is awaited.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CashOrderFlags } from '@core/api-views';
import type { DbOrTx } from '../../db/client';
import type { Viewer } from '../../plugins/auth';
import { codesConfirmationCommande, customers, livraisonsRefusees, orders, telephonesBlacklistes } from '../../db/schema/index';

export interface CashFlags {
  code_confirmation_attendu?: boolean;
  code_confirmation_canal?: 'email' | 'whatsapp' | 'sms';
  especes?: CashOrderFlags;
}

type OrderRow = typeof orders.$inferSelect;

/** Staff get the flags of every order; an owner learns which of their orders wait for a code; nobody else gets anything. */
export async function loadCashFlags({ db, rows, viewer }: { db: DbOrTx; rows: OrderRow[]; viewer: Viewer | null }): Promise<Map<string, CashFlags>> {
  const flags = new Map<string, CashFlags>();
  if (viewer?.role) {
    for (const [id, especes] of await loadStaffCashFlags({ db, orderIds: rows.map((r) => r.id) })) flags.set(id, { especes });
    return flags;
  }
  const waiting = rows.filter((r) => viewer?.customerId === r.customer_id && r.statut_commande === 'Attente_verif' && r.mode_paiement === 'especes');
  const awaited = await awaitsCashCode({ db, orderIds: waiting.map((r) => r.id) });
  for (const r of rows) {
    if (viewer?.customerId !== r.customer_id) continue;
    const canal = awaited.get(r.id);
    flags.set(r.id, canal ? { code_confirmation_attendu: true, code_confirmation_canal: canal } : { code_confirmation_attendu: false });
  }
  return flags;
}

async function loadStaffCashFlags({ db, orderIds }: { db: DbOrTx; orderIds: string[] }): Promise<Map<string, CashOrderFlags>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      refusee: sql<boolean>`exists(select 1 from ${livraisonsRefusees} lr where lr.order_id = ${orders.id})`,
      refus: sql<number>`(select count(*)::int from ${livraisonsRefusees} lr where lr.telephone = ${customers.telephone})`,
      compte: customers.is_blacklisted,
      telephone: sql<boolean>`exists(select 1 from ${telephonesBlacklistes} tb where tb.telephone = ${customers.telephone})`,
    })
    .from(orders)
    .innerJoin(customers, sql`${customers.id} = ${orders.customer_id}`)
    .where(inArray(orders.id, orderIds));
  return new Map(
    rows.map((r) => [
      r.id,
      { livraison_refusee: Boolean(r.refusee), livraisons_refusees_telephone: Number(r.refus), client_blackliste: Boolean(r.compte) || Boolean(r.telephone) },
    ]),
  );
}

/** The orders that wait for their code, with the channel it went by (the owner's tracking page shows the field). */
async function awaitsCashCode({ db, orderIds }: { db: DbOrTx; orderIds: string[] }): Promise<Map<string, 'email' | 'whatsapp' | 'sms'>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: codesConfirmationCommande.order_id, canal: codesConfirmationCommande.canal })
    .from(codesConfirmationCommande)
    .innerJoin(orders, eq(orders.id, codesConfirmationCommande.order_id))
    .where(
      and(inArray(codesConfirmationCommande.order_id, orderIds), isNull(codesConfirmationCommande.confirmed_at), eq(orders.statut_commande, 'Attente_verif')),
    );
  return new Map(rows.map((r) => [r.id, r.canal]));
}
