/**
 * A customer's points or vouchers changed without one of their orders changing (an admin's adjustment, a
 * voucher bought with points, a mission's reward): recorded and notified like an order's events
 * (stream-events.ts), the last write of the change's transaction, so the customer's own stream
 * (GET /api/me/events) tells their open pages on every instance, and replays it after a reconnection. A change
 * that comes with an order's (points earned, a voucher spent) reaches that stream as the order's event.
 */
import type { DbOrTx } from '../db/client';
import { publishStreamEvent } from './stream-events';

export const ACCOUNT_EVENTS_CHANNEL = 'account_events';

export interface AccountEvent {
  customer_id: number;
  /** The recorded event's id (app_events), as for an order's event. */
  seq?: number;
}

export async function notifyAccountEvent(db: DbOrTx, customerId: number): Promise<void> {
  await publishStreamEvent(db, ACCOUNT_EVENTS_CHANNEL, 'account', { customer_id: customerId });
}

export function parseAccountEvent(payload: string): AccountEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<AccountEvent>;
    return typeof value.customer_id === 'number' ? (value as AccountEvent) : null;
  } catch {
    return null;
  }
}
