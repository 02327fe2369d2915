/**
 * ensure_profile: the signed-in user gets a customers row, reconciled by e-mail when one exists, else
 * created empty (onboarding then fills it). Staff accounts are not customers and get none. Safe when two
 * calls race: auth_user_id is unique, so the loser reads the winner's row.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, userRoles } from '../../db/schema/index';
import { recordAppEvent } from '../events/record-app-event';
import { reconcileCustomer } from './reconcile-customer';

export async function ensureProfile({ db, userId, email }: { db: DbOrTx; userId: string; email: string }): Promise<number | null> {
  const reconciled = await reconcileCustomer({ db, userId, email });
  if (reconciled !== null) return reconciled;
  const [staff] = await db.select({ id: userRoles.id }).from(userRoles).where(eq(userRoles.user_id, userId)).limit(1);
  if (staff) return null;
  const [created] = await db
    .insert(customers)
    .values({ auth_user_id: userId, email: email.toLowerCase() })
    .onConflictDoNothing({ target: customers.auth_user_id })
    .returning({ id: customers.id });
  if (created) {
    await recordAppEvent(db, { event: 'ensure_profile.created', userId, context: { customer_id: created.id } });
    return created.id;
  }
  const [existing] = await db.select({ id: customers.id }).from(customers).where(eq(customers.auth_user_id, userId)).limit(1);
  return existing?.id ?? null;
}
