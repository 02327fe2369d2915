/**
 * Links the customers row of an address to its auth user (customer-shop §4 "reconcile"): a row created
 * before the account existed (same e-mail, no auth user yet) becomes this user's row. Idempotent; safe
 * under concurrent sign-ins (the UPDATE only takes an unlinked row, and auth_user_id is unique).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/index';

export async function reconcileCustomer({ db, userId, email }: { db: DbOrTx; userId: string; email: string }): Promise<number | null> {
  const [linked] = await db.select({ id: customers.id }).from(customers).where(eq(customers.auth_user_id, userId)).limit(1);
  if (linked) return linked.id;
  const [orphan] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(isNull(customers.auth_user_id), sql`lower(${customers.email}) = ${email.toLowerCase()}`))
    .orderBy(customers.id)
    .limit(1);
  if (!orphan) return null;
  try {
    const [updated] = await db
      .update(customers)
      .set({ auth_user_id: userId })
      .where(and(eq(customers.id, orphan.id), isNull(customers.auth_user_id)))
      .returning({ id: customers.id });
    if (updated) return updated.id;
  } catch {
    // a concurrent request linked another row to this user first (unique auth_user_id): read it below
  }
  const [now] = await db.select({ id: customers.id }).from(customers).where(eq(customers.auth_user_id, userId)).limit(1);
  return now?.id ?? null;
}
