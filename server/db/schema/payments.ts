/**
 * Payments to give back: a Konnect payment completed on a cancelled order, or a second completed payment
 * of an order already paid. One row per payment reference (a replayed webhook records nothing more);
 * refunded_at is set once the restaurant has given the money back.
 * A refund staff make on a delivered or paid order (remboursement_client) is recorded here too, given
 * back at once (refunded_at set), with the staff's motif and who made it; at most one per order, and a
 * cash order has no payment reference.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, sqlStringList, timestamptz } from '../columns';
import { orders } from './orders';

/** correction_commande: a paid order corrected to a lower total, the difference to give back. */
export const refundReasons = ['commande_annulee', 'paiement_en_double', 'remboursement_client', 'correction_commande'] as const;
export type RefundReason = (typeof refundReasons)[number];

export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    payment_ref: text('payment_ref'),
    montant: money('montant').notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    /** why staff refunded the order (remboursement_client only) */
    motif: text('motif'),
    /** user.id of the staff member who recorded it (remboursement_client only) */
    created_by: text('created_by'),
    created_at: createdAt(),
    refunded_at: timestamptz('refunded_at'),
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_ref_key').on(t.payment_ref),
    index('payment_refunds_order_idx').on(t.order_id),
    uniqueIndex('payment_refunds_one_client_refund')
      .on(t.order_id)
      .where(sql`${t.reason} = 'remboursement_client'`),
    check('payment_refunds_ref_or_client', sql`${t.payment_ref} IS NOT NULL OR ${t.reason} IN ('remboursement_client', 'correction_commande')`),
    check('payment_refunds_reason', sql`${t.reason} IN (${sqlStringList(refundReasons)})`),
  ],
);

export const supplementStatuses = ['en_attente', 'paye'] as const;
export type SupplementStatus = (typeof supplementStatuses)[number];

/**
 * A paid Konnect order corrected to a higher total: the difference is asked by a Konnect
 * payment link of its own. The webhook settles it by its reference (payments/check-order-payment.ts).
 */
export const orderPaymentSupplements = pgTable(
  'order_payment_supplements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    montant: money('montant').notNull(),
    /** Konnect's reference, set once the link is opened. */
    payment_ref: text('payment_ref').unique(),
    status: text('status').$type<SupplementStatus>().notNull().default('en_attente'),
    /** user.id of the staff member who corrected the order */
    created_by: text('created_by'),
    created_at: createdAt(),
    paid_at: timestamptz('paid_at'),
  },
  (t) => [
    index('order_payment_supplements_order_idx').on(t.order_id),
    check('order_payment_supplements_montant', sql`${t.montant} > 0`),
    check('order_payment_supplements_status', sql`${t.status} IN (${sqlStringList(supplementStatuses)})`),
  ],
);
