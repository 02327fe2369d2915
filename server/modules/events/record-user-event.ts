/**
 * user_events (customer-shop §7, back-office §3): sign-in, sign-out, sign-up, profile and e-mail
 * changes, one row each with the spec's data fields (event_description, email, completed_via, timestamp).
 * Written with the change's transaction when there is one.
 */
import { userEvents } from '../../db/schema/index';
import type { DbOrTx } from '../../db/client';

type UserEventType = 'sign_in' | 'sign_out' | 'sign_up' | 'profile_updated' | 'email_change_requested' | 'email_changed';

export interface UserEventInput {
  eventType: UserEventType;
  userId: string;
  description: string;
  email?: string | null;
  completedVia?: string | null;
}

export async function recordUserEvent(tx: DbOrTx, input: UserEventInput): Promise<void> {
  await tx.insert(userEvents).values({
    event_type: input.eventType,
    user_id: input.userId,
    data: {
      event_description: input.description,
      email: input.email ?? null,
      completed_via: input.completedVia ?? null,
      timestamp: new Date().toISOString(),
    },
  });
}
