/**
 * The one way a balance changes: lock the customer's row, write the ledger row with the balance after,
 * and move current_points_balance / total_points_earned / total_points_redeemed in the same transaction.
 * Returns null when a unique key of the ledger (an order's earn or reversal, a mission reward) says the
 * entry already exists: the caller's change has then already been made once.
 */
import { eq, sql } from 'drizzle-orm';
import type { LoyaltyTransactionType } from '../../db/schema/loyalty';
import type { Tx } from '../../db/client';
import { customers, loyaltyTransactions } from '../../db/schema/index';
import { AppError } from '../../errors';

export interface LedgerEntryInput {
  tx: Tx;
  customerId: number;
  type: LoyaltyTransactionType;
  description: string;
  earned?: number;
  redeemed?: number;
  orderId?: string | null;
  voucherId?: number | null;
  missionProgressId?: number | null;
  createdBy?: string | null;
}

export interface LedgerEntry {
  id: number;
  balance: number;
}

export async function lockCustomerPoints(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({ balance: customers.current_points_balance, pending: customers.pending_points })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!row) throw new AppError('LOYALTY_CUSTOMER_NOT_FOUND');
  return row;
}

export async function recordLedgerEntry(input: LedgerEntryInput): Promise<LedgerEntry | null> {
  const { tx, customerId } = input;
  const earned = input.earned ?? 0;
  const redeemed = input.redeemed ?? 0;
  const { balance } = await lockCustomerPoints(tx, customerId);
  const after = balance + earned - redeemed;
  if (after < 0) throw new AppError('VOUCHER_INSUFFICIENT_BALANCE');
  const [row] = await tx
    .insert(loyaltyTransactions)
    .values({
      customer_id: customerId,
      transaction_type: input.type,
      description: input.description,
      points_earned: earned,
      points_redeemed: redeemed,
      points_balance: after,
      order_id: input.orderId ?? null,
      voucher_id: input.voucherId ?? null,
      mission_progress_id: input.missionProgressId ?? null,
      created_by: input.createdBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: loyaltyTransactions.id });
  if (!row) return null;
  await tx
    .update(customers)
    .set({
      current_points_balance: after,
      total_points_earned: sql`${customers.total_points_earned} + ${earned}`,
      total_points_redeemed: sql`${customers.total_points_redeemed} + ${redeemed}`,
    })
    .where(eq(customers.id, customerId));
  return { id: row.id, balance: after };
}
