/**
 * Invoices and credit notes: the request of a company customer (or of staff for them) and the views of
 * the invoices of an order. The PDF is served by its own endpoint.
 */
import { z } from 'zod';
import { fiscalIdField } from './fiscal-settings';
import { FIELD_MESSAGES, optionalText, requiredText } from './fields';

export const INVOICE_MESSAGES = {
  companyRequired: 'La raison sociale est requise',
  addressRequired: 'L’adresse de facturation est requise',
  requested: 'Votre facture est prête.',
  issued: 'Facture émise',
  failed: 'Impossible d’émettre la facture.',
} as const;

export const InvoiceRequestInput = z.object({
  raison_sociale: requiredText(INVOICE_MESSAGES.companyRequired, 160),
  matricule_fiscal: fiscalIdField,
  adresse: requiredText(INVOICE_MESSAGES.addressRequired, 300),
  /** Staff only: where the invoice is sent, when not the customer's own address. */
  email: optionalText(254).optional(),
});
export type InvoiceRequestInput = z.infer<typeof InvoiceRequestInput>;

export const InvoiceIdParams = z.object({ invoiceId: z.uuid({ error: FIELD_MESSAGES.invalidValue }) });

const InvoiceView = z.object({
  id: z.string(),
  kind: z.enum(['facture', 'avoir']),
  numero: z.string(),
  issued_at: z.string(),
  total_ttc: z.number(),
  net_a_payer: z.number(),
  /** A credit note's invoice number. */
  facture_numero: z.string().nullable(),
  motif: z.enum(['remboursement', 'correction']).nullable(),
});

export const OrderInvoicesView = z.object({
  invoices: z.array(InvoiceView),
  /** An invoice can be asked for now: delivered or paid, and none in force. */
  can_request: z.boolean(),
});
export type OrderInvoicesView = z.infer<typeof OrderInvoicesView>;

/** A PDF download (application/pdf). */
export const PdfView = z.string().describe('application/pdf');
