/**
 * A service day's closing as a printed report: titled sections of label and amount rows, the same for the
 * kitchen printer's ticket (print/closing-ticket.ts) and the PDF (server/modules/closing/closing-pdf.ts), so
 * both read alike. Amounts are plain decimals (no 'TND', which the section says once); ASCII minus signs,
 * which every printer code page holds.
 */
import { fromMillimes } from './money';
import { formatOrderDate } from './order-display';
import { PAYMENT_MODE_LABELS, PAYMENT_MODES } from './payment-mode';
import { formatDayFirst } from './day-first-date';
import type { ClosingDayView } from './schemas/closing';
import { formatTaxRate } from './tax';

interface ReportRow {
  label: string;
  value: string;
  strong?: boolean;
}
interface ReportSection {
  title: string;
  rows: ReportRow[];
  /** Sentences under the rows. */
  notes?: string[];
}
export interface ClosingReport {
  title: string;
  /** 'Clôturée par … le …', or that the figures are those of the moment (day not closed). */
  status: string;
  sections: ReportSection[];
}

const count = (n: number) => `${n} commande${n > 1 ? 's' : ''}`;
const signed = (m: number) => (m > 0 ? `+${fromMillimes(m)}` : fromMillimes(m));

export function closingReport(view: ClosingDayView, { printedAt }: { printedAt: Date }): ClosingReport {
  const { figures, cloture } = view;
  const takings: ReportSection = {
    title: 'Encaissements (TND)',
    rows: [
      ...PAYMENT_MODES.map((mode) => ({
        label: `${PAYMENT_MODE_LABELS[mode]} (${figures.par_mode[mode].commandes})`,
        value: fromMillimes(figures.par_mode[mode].total),
      })),
      { label: `Total TTC (${count(figures.commandes)})`, value: fromMillimes(figures.total_ttc), strong: true },
      { label: `Remboursements (${figures.remboursements.commandes})`, value: fromMillimes(-figures.remboursements.total) },
      { label: 'Net', value: fromMillimes(figures.net), strong: true },
    ],
    notes:
      figures.en_cours > 0 ? [`${count(figures.en_cours)} pas encore livrée${figures.en_cours > 1 ? 's' : ''} : leurs espèces ne sont pas attendues.`] : [],
  };
  const detail: ReportSection = {
    title: 'Détail (TND)',
    rows: [
      { label: 'Remises des offres', value: fromMillimes(figures.remises.offres) },
      { label: 'Bons de réduction', value: fromMillimes(figures.remises.bons) },
      { label: 'Frais de livraison', value: fromMillimes(figures.frais_livraison) },
      { label: `Commandes annulées (${figures.annulees.commandes})`, value: fromMillimes(figures.annulees.total) },
    ],
  };
  const tax: ReportSection = {
    title: 'TVA par taux (TND)',
    rows: figures.tva.flatMap((part) => [
      { label: `TVA ${formatTaxRate(part.taux)} : base HT`, value: fromMillimes(part.base) },
      { label: `TVA ${formatTaxRate(part.taux)} : TVA`, value: fromMillimes(part.tva) },
      { label: `TVA ${formatTaxRate(part.taux)} : TTC`, value: fromMillimes(part.ttc) },
    ]),
    notes: [
      ...(figures.hors_tva > 0 ? [`Sans TVA enregistrée : ${fromMillimes(figures.hors_tva)} TND`] : []),
      ...(figures.tva.length === 0 && figures.hors_tva === 0 ? ['Aucune vente ce jour-là.'] : []),
    ],
  };
  const cash: ReportSection = cloture
    ? {
        title: 'Caisse (TND)',
        rows: [
          { label: 'Espèces attendues', value: fromMillimes(cloture.especes_attendues) },
          { label: 'Espèces comptées', value: fromMillimes(cloture.especes_comptees) },
          { label: 'Écart', value: signed(cloture.ecart), strong: true },
        ],
        notes: cloture.note ? [`Note : ${cloture.note}`] : [],
      }
    : { title: 'Caisse (TND)', rows: [{ label: 'Espèces attendues', value: fromMillimes(figures.especes_attendues) }] };
  // each rider's cash to hand in, and once checked off what was handed in and the difference
  const riders: ReportSection[] = view.livreurs?.length
    ? [
        {
          title: 'Livreurs (TND)',
          rows: view.livreurs.flatMap((rider) => [
            { label: `${rider.nom} (${count(rider.commandes)}) : espèces attendues`, value: fromMillimes(rider.especes_attendues) },
            ...(rider.pointage
              ? [
                  { label: `${rider.nom} : espèces remises`, value: fromMillimes(rider.pointage.especes_remises) },
                  { label: `${rider.nom} : écart`, value: signed(rider.pointage.ecart), strong: true },
                ]
              : []),
          ]),
          notes: view.livreurs.filter((rider) => !rider.pointage).map((rider) => `${rider.nom} : espèces pas encore remises.`),
        },
      ]
    : [];
  const after: ReportSection[] =
    cloture && view.apres_cloture.length > 0
      ? [
          {
            title: 'Après clôture',
            rows: view.apres_cloture.map((change) => ({
              label: `${formatOrderDate(change.at)} · ${change.numero_commande}`,
              value: change.kind === 'remboursement' ? `remb. ${fromMillimes(change.montant ?? 0)}` : 'corrigée',
            })),
            notes: ['Ils comptent le jour où ils ont été faits ; les chiffres ci-dessus restent ceux de la clôture.'],
          },
        ]
      : [];
  return {
    title: `Clôture du ${formatDayFirst(view.jour)}`,
    status: cloture
      ? `Clôturée par ${cloture.closed_by} le ${formatOrderDate(cloture.closed_at)}`
      : `Journée non clôturée : chiffres au ${formatOrderDate(printedAt.toISOString())}`,
    sections: [takings, detail, tax, cash, ...riders, ...after],
  };
}
