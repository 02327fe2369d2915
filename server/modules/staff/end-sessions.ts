/** Ends every session of a user at once (a role change or a disabling takes effect on the next request). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { session } from '../../db/schema/index';

export async function endSessions({ db, userId }: { db: DbOrTx; userId: string }): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}
