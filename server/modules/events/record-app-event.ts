/**
 * Domain events (design.md, Data): one app_events row per change, written with the transaction of the
 * change it describes, so an event exists exactly when its change was committed. Admin changes carry
 * the values before and after; secrets are masked by the caller.
 */
import { appEvents } from '../../db/schema/index';
import type { DbOrTx } from '../../db/client';

export interface AppEventInput {
  /** Dotted name: 'order.created', 'admin.category.updated', ... (the events viewer filters by prefix). */
  event: string;
  /** Who did it (auth user id), or null for the system and anonymous visitors. */
  userId?: string | null;
  /** What it concerns and, for changes, `before` and `after`. */
  context?: Record<string, unknown>;
}

export async function recordAppEvent(tx: DbOrTx, input: AppEventInput): Promise<void> {
  await tx.insert(appEvents).values({
    event: input.event,
    user_id: input.userId ?? null,
    context: input.context ?? {},
  });
}
