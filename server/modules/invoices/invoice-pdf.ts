/**
 * The PDF of an invoice or a credit note (pdf-lib, through the shared page writer ../../lib/pdf-writer.ts),
 * made from its row alone, so it reads the same every time it is downloaded or mailed: the restaurant's identity,
 * the customer's, the lines, the TVA per rate, the stamp duty and the totals.
 */
import { formatTND } from '@core/money';
import { formatTaxRate, taxTotals } from '@core/tax';
import type { invoices } from '../../db/schema/index';
import { PDF_COLORS, PdfWriter } from '../../lib/pdf-writer';

type InvoiceRow = typeof invoices.$inferSelect;

const MUTED = PDF_COLORS.muted;

const dateFr = (d: Date) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Tunis', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
const amount = (m: number) => formatTND(m).replace(' TND', '');

export async function renderInvoicePdf(invoice: InvoiceRow & { facture_numero?: string | null; numero_commande: string }): Promise<Buffer> {
  const isCredit = invoice.kind === 'avoir';
  const title = `${isCredit ? 'AVOIR' : 'FACTURE'} N° ${invoice.numero}`;
  const doc = await PdfWriter.create({ title, author: invoice.vendeur.raison_sociale, date: invoice.issued_at });
  const { regular, bold, right, left: MARGIN } = doc;
  const write = doc.write.bind(doc);
  const line = doc.line.bind(doc);
  const rule = () => doc.rule();

  // Who invoices, then the document's title and date
  write(invoice.vendeur.nom_commercial, MARGIN, { font: bold, size: 16 });
  line(18);
  write(invoice.vendeur.raison_sociale, MARGIN, { font: bold });
  for (const text of [
    invoice.vendeur.adresse,
    `Matricule fiscal : ${invoice.vendeur.matricule_fiscal ?? ''}`,
    invoice.vendeur.telephone ? `Tél. : ${invoice.vendeur.telephone}` : null,
  ]) {
    if (!text) continue;
    line();
    write(text, MARGIN, { color: MUTED });
  }
  line(30);
  write(title, MARGIN, { font: bold, size: 14 });
  write(`Date : ${dateFr(invoice.issued_at)}`, right, { right: true });
  line(16);
  write(`Commande N° ${invoice.numero_commande}`, MARGIN, { color: MUTED });
  if (isCredit) {
    line();
    const why = invoice.motif === 'correction' ? 'correction de la commande' : 'remboursement';
    write(`Avoir sur la facture N° ${invoice.facture_numero ?? ''} (${why})`, MARGIN, { color: MUTED });
  }

  // The customer
  line(28);
  write('Client', MARGIN, { font: bold });
  line();
  write(invoice.client.raison_sociale, MARGIN);
  if (invoice.client.matricule_fiscal) {
    line();
    write(`Matricule fiscal : ${invoice.client.matricule_fiscal}`, MARGIN);
  }
  for (const part of (invoice.client.adresse ?? '').split('\n').filter(Boolean)) {
    line();
    write(part, MARGIN);
  }

  // The lines
  const cols = { qty: 318, unit: 382, discount: 437, rate: 480, total: right };
  line(30);
  for (const [label, x, r] of [
    ['Désignation', MARGIN, false],
    ['Qté', cols.qty, true],
    ['P.U. TTC', cols.unit, true],
    ['Remise', cols.discount, true],
    ['TVA', cols.rate, true],
    ['Total TTC', cols.total, true],
  ] as const)
    write(label, x, { font: bold, size: 9, right: r });
  rule();
  line(4);
  for (const l of invoice.lignes) {
    line();
    write(doc.fit(l.designation, cols.qty - 30 - MARGIN, { size: 9 }), MARGIN, { size: 9 });
    write(String(l.quantite), cols.qty, { size: 9, right: true });
    write(amount(l.prix_unitaire_ttc), cols.unit, { size: 9, right: true });
    write(l.remise ? amount(l.remise) : '', cols.discount, { size: 9, right: true });
    write(formatTaxRate(l.taux), cols.rate, { size: 9, right: true });
    write(amount(l.total_ttc), cols.total, { size: 9, right: true });
  }
  rule();
  line(4);

  // TVA per rate
  line(22);
  const tax = { rate: MARGIN, base: 250, tva: 340, ttc: 430 };
  write('Taux de TVA', tax.rate, { font: bold, size: 9 });
  write('Base HT', tax.base, { font: bold, size: 9, right: true });
  write('TVA', tax.tva, { font: bold, size: 9, right: true });
  write('TTC', tax.ttc, { font: bold, size: 9, right: true });
  for (const p of invoice.tva) {
    line();
    write(`TVA ${formatTaxRate(p.taux)}`, tax.rate, { size: 9 });
    write(amount(p.base), tax.base, { size: 9, right: true });
    write(amount(p.tva), tax.tva, { size: 9, right: true });
    write(amount(p.ttc), tax.ttc, { size: 9, right: true });
  }

  // Totals
  const totals = taxTotals(invoice.tva);
  line(26);
  const rows: [string, number, boolean][] = [
    ['Total HT', totals.base, false],
    ['Total TVA', totals.tva, false],
    ['Total TTC', invoice.total_ttc, false],
    ...(isCredit ? [] : ([['Droit de timbre', invoice.droit_timbre, false]] as [string, number, boolean][])),
    [isCredit ? 'Montant de l’avoir TTC' : 'Net à payer', invoice.net_a_payer, true],
  ];
  for (const [label, value, strong] of rows) {
    write(label, 400, { font: strong ? bold : regular, right: true });
    write(formatTND(value), right, { font: strong ? bold : regular, right: true });
    line();
  }
  line(16);
  write('Montants en dinars tunisiens (TND), trois décimales. Prix TTC.', MARGIN, { size: 8, color: MUTED });
  return doc.save();
}
