/**
 * Staff (admins, like the customers panel) blacklist the customer of an order, with a reason: the account
 * (customers.is_blacklisted) and its phone number (telephones_blacklistes), so the number cannot order
 * under another account either. The checkout refuses both (place-order.ts, check-cash-order.ts).
 * Taking a customer off the list (PUT /api/admin/customers/:id/blacklist) frees their number too
 * (`unblacklistPhone`).
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customers, telephonesBlacklistes } from '../../db/schema/index';
import { recordAppEvent } from '../events/record-app-event';
import { findOrderById } from '../../db/find-order';
import { normalisedPhone } from './check-cash-order';

export async function blacklistFromOrder({ db, orderId, motif, actorId }: { db: Db; orderId: string; motif: string; actorId: string }) {
  const order = await findOrderById({ db, orderId });
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(customers).where(eq(customers.id, order.customer_id)).for('update');
    if (!row) return;
    const telephone = normalisedPhone(row.telephone);
    await tx.update(customers).set({ is_blacklisted: true, blacklist_motif: motif }).where(eq(customers.id, row.id));
    if (telephone) {
      await tx
        .insert(telephonesBlacklistes)
        .values({ telephone, motif, customer_id: row.id, created_by: actorId })
        .onConflictDoUpdate({ target: telephonesBlacklistes.telephone, set: { motif, customer_id: row.id, created_by: actorId } });
    }
    await recordAppEvent(tx, {
      event: 'admin.customer.blacklist',
      userId: actorId,
      context: {
        customerId: row.id,
        order_id: orderId,
        numero_commande: order.numero_commande,
        before: { is_blacklisted: row.is_blacklisted, blacklist_motif: row.blacklist_motif },
        after: { is_blacklisted: true, blacklist_motif: motif, telephone_blackliste: Boolean(telephone) },
      },
    });
  });
  return order;
}

/** The customer's number leaves the list with them (called when staff take them off). */
export async function unblacklistPhone({ tx, telephone }: { tx: DbOrTx; telephone: string | null }): Promise<void> {
  const phone = normalisedPhone(telephone);
  if (phone) await tx.delete(telephonesBlacklistes).where(eq(telephonesBlacklistes.telephone, phone));
}
