/**
 * The confirmation code of a first cash order (setting especes_code_premiere_commande): written with
 * the order (its hash only, in the order's transaction, with the message's job: WhatsApp or SMS as the
 * customer chose, else e-mail, cash-code-sender.ts), typed by the customer
 * on the tracking page. The right code moves the order from 'Attente_verif' to 'Recu' through the one
 * status-change use case; wrong codes are counted (CASH_CODE_MAX_ATTEMPTS), after which, or once
 * expired, the restaurant calls the customer and confirms it from the board.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CASH_CODE_DIGITS, CASH_CODE_LIFETIME_MINUTES, CASH_CODE_MAX_ATTEMPTS } from '@core/cash';
import type { Db, Tx } from '../../db/client';
import { codesConfirmationCommande, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { CashCodeMessage, CashCodeSender } from './cash-code-sender';
import type { CashOrders } from './cash-orders';

type OrderRow = typeof orders.$inferSelect;

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function generateCashCode(): string {
  return String(randomInt(0, 10 ** CASH_CODE_DIGITS)).padStart(CASH_CODE_DIGITS, '0');
}

export async function createCashConfirmationCode({
  tx,
  message,
  sender,
  now = new Date(),
}: {
  tx: Tx;
  /** The order, its customer and the settings; the code is made here. */
  message: Omit<CashCodeMessage, 'code'>;
  sender: CashCodeSender;
  now?: Date;
}): Promise<void> {
  const code = generateCashCode();
  const canal = (await sender.queue(tx, { ...message, code })) ?? 'email';
  await tx.insert(codesConfirmationCommande).values({
    order_id: message.order.id,
    code_hash: hashCode(code),
    expires_at: new Date(now.getTime() + CASH_CODE_LIFETIME_MINUTES * 60_000),
    canal,
  });
}

export async function confirmCashOrder({
  db,
  orderId,
  customerId,
  userId,
  code,
  changeStatus,
  now = new Date(),
}: {
  db: Db;
  orderId: string;
  customerId: number;
  /** The customer's user.id: the status change is theirs. */
  userId: string;
  code: string;
  changeStatus: CashOrders['changeStatus'];
  now?: Date;
}): Promise<OrderRow> {
  const verdict = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ code: codesConfirmationCommande, statut: orders.statut_commande, owner: orders.customer_id })
      .from(codesConfirmationCommande)
      .innerJoin(orders, eq(orders.id, codesConfirmationCommande.order_id))
      .where(eq(codesConfirmationCommande.order_id, orderId))
      .for('update');
    // Another customer's order, or one without a code: the same answer, nothing said about it.
    if (!row || row.owner !== customerId) return { error: new AppError('ORDER_NOT_FOUND') };
    if (row.code.confirmed_at || row.statut !== 'Attente_verif') return { error: new AppError('CASH_CODE_NOT_EXPECTED') };
    if (row.code.tentatives >= CASH_CODE_MAX_ATTEMPTS) return { error: new AppError('CASH_CODE_LOCKED') };
    if (row.code.expires_at.getTime() < now.getTime()) return { error: new AppError('CASH_CODE_EXPIRED') };
    if (!sameHash(hashCode(code), row.code.code_hash)) {
      const tentatives = row.code.tentatives + 1;
      await tx.update(codesConfirmationCommande).set({ tentatives }).where(eq(codesConfirmationCommande.order_id, orderId));
      const remaining = CASH_CODE_MAX_ATTEMPTS - tentatives;
      return { error: remaining > 0 ? new AppError('CASH_CODE_WRONG', { remaining }) : new AppError('CASH_CODE_LOCKED') };
    }
    await tx.update(codesConfirmationCommande).set({ confirmed_at: now }).where(eq(codesConfirmationCommande.order_id, orderId));
    return { error: null };
  });
  // A wrong try is counted (committed) before the refusal is answered.
  if (verdict.error) throw verdict.error;
  return changeStatus({ orderId, statut: 'Recu', changedBy: userId });
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
