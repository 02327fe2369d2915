/**
 * The accountant's month: the closings, the invoices and the credit notes as three sheets, each a list of
 * columns and rows, written as CSV (core/csv.ts, amounts as '12.500') or as one .xlsx workbook (amounts as numbers in
 * TND with three decimals). One list of columns for both, so the two files never disagree.
 */
import type { ClosingFigures } from './closing';
import { toCsv } from './csv';
import { fromMillimes, type Millimes } from './money';
import { toLocalMs } from './opening-hours';
import { taxTotals, type TaxPart } from './tax';

/** A money cell holds millimes; any other cell is written as it is. */
interface SheetColumn {
  header: string;
  money?: boolean;
}
export interface Sheet {
  name: string;
  columns: SheetColumn[];
  rows: (string | number | null)[][];
}

export interface ExportedClosing {
  jour: string;
  figures: ClosingFigures;
  especes_comptees: Millimes;
  ecart: Millimes;
  closed_by_name: string;
  closed_at: Date;
}

export interface ExportedInvoice {
  numero: string;
  kind: 'facture' | 'avoir';
  issued_at: Date;
  numero_commande: string;
  facture_numero: string | null;
  client: { raison_sociale: string; matricule_fiscal: string | null };
  tva: TaxPart[];
  total_ttc: Millimes;
  droit_timbre: Millimes;
  net_a_payer: Millimes;
}

/** 'YYYY-MM-DD HH:MM' on the restaurant's clock. */
function localDateTime(at: Date): string {
  return new Date(toLocalMs(at)).toISOString().slice(0, 16).replace('T', ' ');
}

const money = (header: string): SheetColumn => ({ header, money: true });
const text = (header: string): SheetColumn => ({ header });

function closingSheet(closings: readonly ExportedClosing[]): Sheet {
  return {
    name: 'Clôtures',
    columns: [
      text('jour'),
      text('commandes'),
      money('total_ttc'),
      money('konnect'),
      money('especes'),
      money('carte'),
      money('remises_offres'),
      money('remises_bons'),
      money('frais_livraison'),
      money('remboursements'),
      money('net'),
      money('tva'),
      text('annulees'),
      money('especes_attendues'),
      money('especes_comptees'),
      money('ecart'),
      text('cloture_par'),
      text('cloture_le'),
    ],
    rows: closings.map(({ figures: f, ...c }) => [
      c.jour,
      f.commandes,
      f.total_ttc,
      f.par_mode.konnect.total,
      f.par_mode.especes.total,
      f.par_mode.carte.total,
      f.remises.offres,
      f.remises.bons,
      f.frais_livraison,
      f.remboursements.total,
      f.net,
      taxTotals(f.tva).tva,
      f.annulees.commandes,
      f.especes_attendues,
      c.especes_comptees,
      c.ecart,
      c.closed_by_name,
      localDateTime(c.closed_at),
    ]),
  };
}

function invoiceSheet(name: string, invoices: readonly ExportedInvoice[], credit: boolean): Sheet {
  return {
    name,
    columns: [
      text('numero'),
      text('date'),
      text('commande'),
      ...(credit ? [text('facture')] : []),
      text('client'),
      text('matricule_fiscal'),
      money('base_ht'),
      money('tva'),
      money('total_ttc'),
      money('droit_timbre'),
      money('net_a_payer'),
    ],
    rows: invoices.map((i) => {
      const totals = taxTotals(i.tva);
      return [
        i.numero,
        localDateTime(i.issued_at),
        i.numero_commande,
        ...(credit ? [i.facture_numero] : []),
        i.client.raison_sociale,
        i.client.matricule_fiscal,
        totals.base,
        totals.tva,
        i.total_ttc,
        i.droit_timbre,
        i.net_a_payer,
      ];
    }),
  };
}

export function accountingSheets({ closings, invoices }: { closings: readonly ExportedClosing[]; invoices: readonly ExportedInvoice[] }): Sheet[] {
  return [
    closingSheet(closings),
    invoiceSheet(
      'Factures',
      invoices.filter((i) => i.kind === 'facture'),
      false,
    ),
    invoiceSheet(
      'Avoirs',
      invoices.filter((i) => i.kind === 'avoir'),
      true,
    ),
  ];
}

/** A sheet as CSV: amounts in TND with three decimals ('12.500'). */
export function sheetCsv(sheet: Sheet): string {
  return toCsv([
    sheet.columns.map((c) => c.header),
    ...sheet.rows.map((row) => row.map((cell, i) => (sheet.columns[i]!.money && typeof cell === 'number' ? fromMillimes(cell) : cell))),
  ]);
}
