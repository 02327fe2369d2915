/** Whether an e-mail address belongs to a staff member (a user with a user_roles row). */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { user, userRoles } from '../../db/schema/index';

export async function isStaffAddress(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.user_id))
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}
