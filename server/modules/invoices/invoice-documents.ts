/**
 * What every issued document shares: the restaurant as it invoices (settings 'Fiscalité'), the number, the insert
 * (the only write an invoice ever gets), and the e-mail with its PDF queued in the same transaction (the job
 * queue's notification outbox sends it).
 */
import { and, eq } from 'drizzle-orm';
import { formatTND } from '@core/money';
import type { Tx } from '../../db/client';
import { invoices, orders, type CreditReason, type InvoiceKind, type InvoiceLine, type InvoiceParty } from '../../db/schema/index';
import { readSettingsRow } from '../../db/settings-row';
import { queueMail } from '../../integrations/mail/queue-mail';
import { paragraphsHtml } from '../../integrations/mail/templates';
import type { TaxPart } from '@core/tax';
import { AppError } from '../../errors';
import { nextInvoiceNumber } from './invoice-number';
import { renderInvoicePdf } from './invoice-pdf';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The restaurant as it invoices; FISCAL_SETTINGS_INCOMPLETE while its legal name, address or matricule is missing. */
export async function sellerOf(tx: Tx): Promise<InvoiceRow['vendeur']> {
  const s = await readSettingsRow({ db: tx });
  if (!s.fiscal_raison_sociale || !s.fiscal_adresse || !s.fiscal_matricule) throw new AppError('FISCAL_SETTINGS_INCOMPLETE');
  return {
    nom_commercial: s.nom_restaurant,
    raison_sociale: s.fiscal_raison_sociale,
    adresse: s.fiscal_adresse,
    matricule_fiscal: s.fiscal_matricule,
    telephone: s.telephone,
  };
}

export async function stampDuty(tx: Tx): Promise<number> {
  return (await readSettingsRow({ db: tx })).droit_timbre;
}

export interface NewDocument {
  kind: InvoiceKind;
  order: Pick<typeof orders.$inferSelect, 'id' | 'numero_commande'>;
  facture?: Pick<InvoiceRow, 'id' | 'numero'>;
  motif?: CreditReason;
  refundId?: number;
  vendeur: InvoiceRow['vendeur'];
  client: InvoiceParty & { email: string | null };
  lignes: InvoiceLine[];
  tva: TaxPart[];
  totalTtc: number;
  droitTimbre: number;
  issuedBy: string;
  now: Date;
}

/** Numbers, writes and mails one invoice or credit note. */
export async function issueDocument(tx: Tx, doc: NewDocument): Promise<InvoiceRow> {
  const { annee, sequence, numero } = await nextInvoiceNumber(tx, doc.kind, doc.now);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: doc.kind,
      numero,
      annee,
      sequence,
      order_id: doc.order.id,
      facture_id: doc.facture?.id ?? null,
      motif: doc.motif ?? null,
      refund_id: doc.refundId ?? null,
      vendeur: doc.vendeur,
      client: doc.client,
      lignes: doc.lignes,
      tva: doc.tva,
      total_ttc: doc.totalTtc,
      droit_timbre: doc.droitTimbre,
      net_a_payer: doc.totalTtc + doc.droitTimbre,
      issued_by: doc.issuedBy,
      issued_at: doc.now,
    })
    .returning();
  const invoice = row!;
  if (doc.client.email) {
    const pdf = await renderInvoicePdf({ ...invoice, numero_commande: doc.order.numero_commande, facture_numero: doc.facture?.numero ?? null });
    const isCredit = doc.kind === 'avoir';
    const what = isCredit ? `l’avoir N° ${numero}` : `la facture N° ${numero}`;
    const text = [
      [`Bonjour,`],
      [`Veuillez trouver ci-joint ${what} de votre commande N° ${doc.order.numero_commande}, d’un montant de ${formatTND(invoice.net_a_payer)}.`],
      [doc.vendeur.nom_commercial],
    ];
    await queueMail({
      db: tx,
      to: doc.client.email,
      mail: {
        type: isCredit ? 'credit_note' : 'invoice',
        subject: `${isCredit ? 'Avoir' : 'Facture'} ${numero} — ${doc.vendeur.nom_commercial}`,
        html: paragraphsHtml(text),
        text: text.map((p) => p.join('\n')).join('\n\n'),
      },
      attachments: [{ filename: `${numero}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
  }
  return invoice;
}

/** The order's invoice in force: its last one that no correction's credit note cancelled. */
export async function invoiceInForce(tx: Tx, orderId: string): Promise<InvoiceRow | null> {
  return invoiceInForceOf(await tx.select().from(invoices).where(eq(invoices.order_id, orderId)).orderBy(invoices.issued_at, invoices.sequence));
}

/** The invoice in force among an order's documents (in issue order). */
export function invoiceInForceOf(rows: readonly InvoiceRow[]): InvoiceRow | null {
  const cancelled = new Set(rows.filter((r) => r.kind === 'avoir' && r.motif === 'correction').map((r) => r.facture_id));
  return rows.filter((r) => r.kind === 'facture' && !cancelled.has(r.id)).at(-1) ?? null;
}

/** What credit notes already gave back on an invoice. */
export async function creditedOn(tx: Tx, factureId: string): Promise<number> {
  const rows = await tx
    .select({ total: invoices.total_ttc })
    .from(invoices)
    .where(and(eq(invoices.facture_id, factureId), eq(invoices.kind, 'avoir')));
  return rows.reduce((s, r) => s + r.total, 0);
}
