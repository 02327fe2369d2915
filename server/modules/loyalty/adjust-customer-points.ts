/**
 * A manual adjustment by an admin (a required reason): an 'adjustment' ledger row with who made it, and
 * an app event with the balance before and after. A debit can never take the balance below zero.
 */
import { eq } from 'drizzle-orm';
import type { AdjustmentInput } from '@core/schemas/loyalty';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/index';
import { AppError } from '../../errors';
import { notifyAccountEvent } from '../../lib/account-events';
import { recordAppEvent } from '../events/record-app-event';
import { lockCustomerPoints, recordLedgerEntry } from './record-ledger-entry';

export async function adjustCustomerPoints({ db, customerId, input, userId }: { db: Db; customerId: number; input: AdjustmentInput; userId: string }) {
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
    if (!exists) throw new AppError('LOYALTY_CUSTOMER_NOT_FOUND');
    const { balance } = await lockCustomerPoints(tx, customerId);
    if (balance + input.points < 0) throw new AppError('ADJUSTMENT_BELOW_ZERO', { balance });
    const entry = await recordLedgerEntry({
      tx,
      customerId,
      type: 'adjustment',
      description: input.reason,
      earned: Math.max(0, input.points),
      redeemed: Math.max(0, -input.points),
      createdBy: userId,
    });
    await recordAppEvent(tx, {
      event: 'admin.loyalty.points.adjusted',
      userId,
      context: { customerId, reason: input.reason, points: input.points, before: { balance }, after: { balance: entry!.balance } },
    });
    // the customer's open pages show the new balance (last write: lib/stream-events.ts)
    await notifyAccountEvent(tx, customerId);
    return { balance: entry!.balance };
  });
}
