/**
 * Issues the invoice of a delivered or paid order, asked by its customer or by staff: once per order
 * (another only after a correction's credit note cancelled it), with the TVA per rate the order stored when placed
 * (or, for an order placed before the rates were set, computed now by the same rule), the stamp duty of the
 * settings and the restaurant's identity, numbered in the same transaction. The order row is locked, so two
 * requests for one order give one invoice.
 */
import { eq } from 'drizzle-orm';
import type { InvoiceRequestInput } from '@core/schemas/invoices';
import type { Db } from '../../db/client';
import { customers, orders } from '../../db/schema/index';
import { orderNotFound } from '../../db/find-order';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { invoiceInForce, issueDocument, sellerOf, stampDuty, type InvoiceRow } from './invoice-documents';
import { orderTaxOf, taxedItems } from './order-tax';

export interface IssueInvoiceOptions {
  db: Db;
  orderId: string;
  input: InvoiceRequestInput;
  /** The customer asking: the order must be theirs. Absent for staff. */
  customerId?: number;
  /** user.id of the staff member, or 'customer' */
  issuedBy: string;
  now?: Date;
}

export async function issueInvoice({ db, orderId, input, customerId, issuedBy, now = new Date() }: IssueInvoiceOptions): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ order: orders, email: customers.email })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customer_id))
      .where(eq(orders.id, orderId))
      .for('update', { of: orders });
    if (!found || (customerId !== undefined && found.order.customer_id !== customerId)) throw orderNotFound();
    const { order } = found;
    if (order.is_test || order.payment_status === 'rembourse' || (order.statut_commande !== 'Livre' && order.payment_status !== 'paye'))
      throw new AppError('INVOICE_NOT_ALLOWED');
    if (await invoiceInForce(tx, order.id)) throw new AppError('INVOICE_EXISTS');
    const vendeur = await sellerOf(tx);
    const items = await taxedItems(tx, order.id);
    const storedRates = new Map(order.tva?.lignes.map((l) => [l.item_id, l.taux]));
    const lines = items.map((i) => ({ ...i, taux: storedRates.get(i.id) ?? i.taux }));
    const tax = order.tva && order.tva.parts.every((p) => p.taux !== null) ? order.tva : orderTaxOf(order, lines);
    if (tax.parts.some((p) => p.taux === null)) throw new AppError('FISCAL_SETTINGS_INCOMPLETE');
    const invoice = await issueDocument(tx, {
      kind: 'facture',
      order,
      vendeur,
      client: { raison_sociale: input.raison_sociale, matricule_fiscal: input.matricule_fiscal, adresse: input.adresse, email: input.email ?? found.email },
      lignes: lines.map((l) => ({
        designation: [l.product_name, l.accompaniment_name, ...l.choix.map((c) => c.option)].filter(Boolean).join(' — '),
        quantite: l.quantity,
        prix_unitaire_ttc: l.unit_price,
        remise: l.remise,
        total_ttc: l.total_price - l.remise,
        taux: l.taux,
      })),
      tva: tax.parts,
      totalTtc: order.total_ttc,
      droitTimbre: await stampDuty(tx),
      issuedBy,
      now,
    });
    await recordAppEvent(tx, {
      event: 'invoice.issued',
      userId: issuedBy === 'customer' ? null : issuedBy,
      context: { order_id: order.id, numero: invoice.numero },
    });
    return invoice;
  });
}
