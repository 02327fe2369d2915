/**
 * Credit notes (avoirs): an invoice is never edited or deleted; once an order has an invoice in force, a
 * refund issues a credit note of the amount given back, and a correction one that cancels the whole invoice (the
 * corrected order can then be invoiced again). The amount is split over the invoice's rates by core/tax.ts
 * (`splitAmount`); no stamp duty. Called in the refund's or the correction's own transaction.
 */
import { desc, eq } from 'drizzle-orm';
import { formatTND } from '@core/money';
import { splitAmount } from '@core/tax';
import type { Tx } from '../../db/client';
import { orders, paymentRefunds } from '../../db/schema/index';
import { recordAppEvent } from '../events/record-app-event';
import { creditedOn, invoiceInForce, issueDocument, sellerOf, type InvoiceRow } from './invoice-documents';
import { recordOrderTax } from './order-tax';

export interface CreditNoteOptions {
  tx: Tx;
  orderId: string;
  /** user.id of the staff member */
  issuedBy: string;
  now?: Date;
}

/** After a refund (the order's last payment_refunds row): a credit note of the amount given back on the invoice in force, if any. */
export async function creditNoteForRefund(options: CreditNoteOptions) {
  const [refund] = await options.tx
    .select({ id: paymentRefunds.id, montant: paymentRefunds.montant })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.order_id, options.orderId))
    .orderBy(desc(paymentRefunds.id))
    .limit(1);
  if (!refund) return null;
  return creditNote(options, { motif: 'remboursement', refundId: refund.id, amount: (left) => Math.min(refund.montant, left) });
}

/** After a correction: the order's TVA recomputed by the same rule, and a credit note cancelling the invoice in force, if any. */
export async function creditNoteForCorrection(options: CreditNoteOptions) {
  await recordOrderTax(options.tx, options.orderId);
  return creditNote(options, { motif: 'correction', amount: (left) => left });
}

async function creditNote(
  { tx, orderId, issuedBy, now = new Date() }: CreditNoteOptions,
  how: { motif: 'remboursement' | 'correction'; refundId?: number; amount: (left: number) => number },
): Promise<InvoiceRow | null> {
  const facture = await invoiceInForce(tx, orderId);
  if (!facture) return null;
  const left = facture.total_ttc - (await creditedOn(tx, facture.id));
  const amount = how.amount(left);
  if (amount <= 0) return null;
  const [order] = await tx.select({ id: orders.id, numero_commande: orders.numero_commande }).from(orders).where(eq(orders.id, orderId));
  const designation =
    how.motif === 'correction' ? `Annulation de la facture N° ${facture.numero} (commande corrigée)` : `Remboursement sur la facture N° ${facture.numero}`;
  const avoir = await issueDocument(tx, {
    kind: 'avoir',
    order: order!,
    facture,
    motif: how.motif,
    refundId: how.refundId,
    vendeur: await sellerOf(tx).catch(() => facture.vendeur),
    client: facture.client,
    lignes: [{ designation, quantite: 1, prix_unitaire_ttc: amount, remise: 0, total_ttc: amount, taux: null }],
    tva: splitAmount(amount, facture.tva),
    totalTtc: amount,
    droitTimbre: 0,
    issuedBy,
    now,
  });
  await recordAppEvent(tx, {
    event: 'invoice.credit_note_issued',
    userId: issuedBy,
    context: { order_id: orderId, numero: avoir.numero, facture: facture.numero, montant: formatTND(amount), motif: how.motif },
  });
  return avoir;
}
