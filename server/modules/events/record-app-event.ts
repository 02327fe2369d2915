/** One row of app_events (who, what, before → after), written with the transaction of the change it describes. */
import type { DbOrTx } from '../../db/client';
import { appEvents } from '../../db/schema/index';

export async function recordAppEvent({ tx, userId = null, event, context = {} }: { tx: DbOrTx; userId?: string | null; event: string; context?: Record<string, unknown> }): Promise<void> {
  await tx.insert(appEvents).values({ user_id: userId, event, context });
}
