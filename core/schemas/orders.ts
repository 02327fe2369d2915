/**
 * Small payloads of the order endpoints: the Idempotency-Key header, the staff status change, the staff
 * board's filters, the Konnect webhook's query and the order-number path parameter.
 * The account list's page is OrderListQuery (schemas/catalog.ts).
 */
import { z } from 'zod';
import { ORDER_MESSAGES } from '../order-messages';
import { ORDER_STATUSES } from '../order-status';
import { blankToUndefined, textNumber } from './fields';
import { MAX_ORDER_LINES, MAX_QUANTITY } from '../limits';
import { parseTndInput, type Millimes } from '../money';
import { STAFF_ORDER_MESSAGES } from '../staff-orders';

const ORDER_QUERY_MESSAGES = {
  invalidStatus: 'Statut de commande invalide',
  invalidDate: 'Date invalide (AAAA-MM-JJ)',
  invalidSearch: 'Recherche trop longue',
  invalidPaymentRef: 'Référence de paiement invalide',
  invalidOrderNumber: 'Numéro de commande invalide',
} as const;

export const IdempotencyKeyHeader = z.uuid({ error: ORDER_MESSAGES.idempotencyKeyRequired });

export const OrderStatusInput = z.object({
  statut_commande: z.enum(ORDER_STATUSES, { error: ORDER_QUERY_MESSAGES.invalidStatus }),
});
export type OrderStatusInput = z.infer<typeof OrderStatusInput>;

export const AdminOrdersQuery = z.object({
  statut: z.preprocess(blankToUndefined, z.enum(ORDER_STATUSES, { error: ORDER_QUERY_MESSAGES.invalidStatus }).optional()),
  date: z.preprocess(
    blankToUndefined,
    z
      .string({ error: ORDER_QUERY_MESSAGES.invalidDate })
      .regex(/^\d{4}-\d{2}-\d{2}$/, ORDER_QUERY_MESSAGES.invalidDate)
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), ORDER_QUERY_MESSAGES.invalidDate)
      .optional(),
  ),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, ORDER_QUERY_MESSAGES.invalidSearch).optional()),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

/** A Konnect payment reference: a 24-hex identifier (checked before any call to Konnect, so nothing else reaches its URL). */
export const KONNECT_PAYMENT_REF = /^[0-9a-f]{24}$/i;

export const KonnectWebhookQuery = z.object({
  payment_ref: z.string({ error: ORDER_QUERY_MESSAGES.invalidPaymentRef }).trim().regex(KONNECT_PAYMENT_REF, ORDER_QUERY_MESSAGES.invalidPaymentRef),
});

export const OrderNumberParams = z.object({
  numero: z.string().trim().min(1, ORDER_QUERY_MESSAGES.invalidOrderNumber).max(40, ORDER_QUERY_MESSAGES.invalidOrderNumber),
});

export const OrderIdParams = z.object({ id: z.string().max(64) });

/**
 * Staff refund a delivered or paid order: the amount given back (millimes), or chosen lines (the
 * server prices them from the order's own lines), and why.
 */
export const MAX_REFUND_MOTIF_LENGTH = 300;
export const RefundLineInput = z.object({
  item_id: z.int({ error: STAFF_ORDER_MESSAGES.refundLineUnknown }).positive(STAFF_ORDER_MESSAGES.refundLineUnknown),
  quantity: z
    .int({ error: ORDER_MESSAGES.refundAmountInvalid })
    .min(1, ORDER_MESSAGES.refundAmountInvalid)
    .max(MAX_QUANTITY, ORDER_MESSAGES.refundAmountInvalid),
});
export type RefundLineInput = z.infer<typeof RefundLineInput>;
export const RefundOrderInput = z
  .object({
    montant: z
      .int({ error: ORDER_MESSAGES.refundAmountInvalid })
      .positive(ORDER_MESSAGES.refundAmountInvalid)
      .max(999_999_999, ORDER_MESSAGES.refundAmountInvalid)
      .optional(),
    lignes: z.array(RefundLineInput).max(MAX_ORDER_LINES).optional(),
    motif: z
      .string({ error: ORDER_MESSAGES.refundMotifRequired })
      .trim()
      .min(3, ORDER_MESSAGES.refundMotifRequired)
      .max(MAX_REFUND_MOTIF_LENGTH, ORDER_MESSAGES.refundMotifTooLong),
  })
  .refine((input) => (input.montant !== undefined) !== Boolean(input.lignes?.length), {
    path: ['montant'],
    message: STAFF_ORDER_MESSAGES.refundNothing,
  });
export type RefundOrderInput = z.infer<typeof RefundOrderInput>;

/**
 * The refund dialog: an amount typed in TND, or a quantity typed per line of the order (blank is none), and the
 * motif. Checked as the server will (RefundOrderInput; a line at most what was ordered, the amount at most the
 * total), with its French messages, before anything is sent; the output is the server's input.
 */
export function refundOrderForm(order: { total: Millimes; lines: readonly { id: number; name: string; quantity: number }[] }) {
  const quantityOf = (text: string) => (text.trim() === '' ? 0 : textNumber(text));
  return z
    .object({ par: z.enum(['montant', 'lignes']), montant: z.string(), quantites: z.array(z.string()), motif: z.string() })
    .superRefine((form, ctx) => {
      if (form.par !== 'lignes') return;
      order.lines.forEach((line, index) => {
        const quantity = quantityOf(form.quantites[index] ?? '');
        if (!Number.isInteger(quantity) || quantity < 0 || quantity > line.quantity)
          ctx.addIssue({ code: 'custom', path: ['quantites', index], message: STAFF_ORDER_MESSAGES.refundLineQuantity(line.name, line.quantity) });
      });
    })
    .transform((form): z.input<typeof RefundOrderInput> =>
      form.par === 'lignes'
        ? {
            lignes: order.lines
              .map((line, index) => ({ item_id: line.id, quantity: quantityOf(form.quantites[index] ?? '') }))
              .filter((line) => line.quantity > 0),
            motif: form.motif,
          }
        : { montant: parseTndInput(form.montant) ?? Number.NaN, motif: form.motif },
    )
    .pipe(RefundOrderInput.refine((input) => (input.montant ?? 0) <= order.total, { path: ['montant'], message: ORDER_MESSAGES.refundTooHigh(order.total) }));
}
