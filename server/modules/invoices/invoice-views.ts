/** The invoices of an order as their views, and one invoice's PDF answer. */
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { OrderInvoicesView } from '@core/schemas/invoices';
import type { DbOrTx } from '../../db/client';
import { invoices, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { invoiceInForceOf, type InvoiceRow } from './invoice-documents';
import { renderInvoicePdf } from './invoice-pdf';

type OrderRow = typeof orders.$inferSelect;

export async function orderInvoicesView(db: DbOrTx, order: OrderRow): Promise<OrderInvoicesView> {
  const rows = await db.select().from(invoices).where(eq(invoices.order_id, order.id)).orderBy(invoices.issued_at, invoices.sequence);
  const numbers = new Map(rows.map((r) => [r.id, r.numero]));
  const invoiceable = !order.is_test && order.payment_status !== 'rembourse' && (order.statut_commande === 'Livre' || order.payment_status === 'paye');
  return {
    invoices: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      numero: r.numero,
      issued_at: r.issued_at.toISOString(),
      total_ttc: r.total_ttc,
      net_a_payer: r.net_a_payer,
      facture_numero: r.facture_id ? (numbers.get(r.facture_id) ?? null) : null,
      motif: r.motif,
    })),
    can_request: invoiceable && invoiceInForceOf(rows) === null,
  };
}

/** The invoice `invoiceId` with its order; INVOICE_NOT_FOUND when absent or, for a customer, not one of theirs. */
export async function findInvoice(db: DbOrTx, invoiceId: string, customerId?: number): Promise<{ invoice: InvoiceRow; order: OrderRow }> {
  const [found] = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.order_id))
    .where(eq(invoices.id, invoiceId));
  if (!found || (customerId !== undefined && found.order.customer_id !== customerId)) throw new AppError('INVOICE_NOT_FOUND');
  return found;
}

export async function sendInvoicePdf(db: DbOrTx, reply: FastifyReply, { invoice, order }: { invoice: InvoiceRow; order: OrderRow }) {
  const [facture] = invoice.facture_id ? await db.select({ numero: invoices.numero }).from(invoices).where(eq(invoices.id, invoice.facture_id)) : [];
  const pdf = await renderInvoicePdf({ ...invoice, numero_commande: order.numero_commande, facture_numero: facture?.numero ?? null });
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${invoice.numero}.pdf"`)
    .header('cache-control', 'private, no-store');
  return reply.send(pdf);
}
