/** The closing's printed report: its sections from a day's view, and the ticket that lays them out on 80 and 58 mm paper. */
import { describe, expect, it } from 'vitest';
import { closingReport } from './closing-report';
import { buildClosingTicket } from './print/closing-ticket';
import type { ClosingDayView } from './schemas/closing';

const total = (commandes: number, t: number) => ({ commandes, total: t });
const open: ClosingDayView = {
  jour: '2026-04-14',
  figures: {
    commandes: 3,
    total_ttc: 73_000,
    par_mode: { konnect: total(1, 30_000), especes: total(1, 25_000), carte: total(1, 18_000) },
    en_cours: 1,
    remises: { offres: 5_000, bons: 0 },
    frais_livraison: 3_000,
    tva: [{ taux: 700, ttc: 73_000, base: 68_224, tva: 4_776 }],
    hors_tva: 0,
    annulees: total(1, 12_000),
    remboursements: total(1, 4_500),
    net: 68_500,
    especes_attendues: 20_500,
  },
  cloture: null,
  apres_cloture: [],
};
const closed: ClosingDayView = {
  ...open,
  cloture: {
    especes_attendues: 20_500,
    especes_comptees: 18_500,
    ecart: -2_000,
    note: 'Pièce de 2 dinars manquante',
    closed_by: 'Amira',
    closed_at: '2026-04-14T22:40:00Z',
  },
  apres_cloture: [{ numero_commande: 'SK-0407', at: '2026-04-15T09:12:00Z', kind: 'remboursement', montant: 4_500 }],
};
const check = { especes_attendues: 13_000, especes_remises: 11_000, ecart: -2_000, checked_by: 'Amira', checked_at: '2026-04-14T22:10:00Z' };
const withRiders: ClosingDayView = {
  ...closed,
  livreurs: [
    { rider_id: 1, nom: 'Karim', commandes: 2, especes_attendues: 13_000, pointage: check },
    { rider_id: 2, nom: 'Sami', commandes: 1, especes_attendues: 7_500, pointage: null },
  ],
};
const printedAt = new Date('2026-04-14T15:00:00Z');
const rows = (view: ClosingDayView) => closingReport(view, { printedAt }).sections.flatMap((s) => s.rows.map((r) => `${r.label} = ${r.value}`));

describe('closingReport', () => {
  it('lists the takings per payment mode, the details, TVA per rate and the cash with its difference', () => {
    const report = closingReport(closed, { printedAt });
    expect(report.title).toBe('Clôture du 14/04/2026');
    expect(report.status).toMatch(/^Clôturée par Amira le 14 avril 2026 à 23:40/);
    expect(rows(closed)).toEqual(
      expect.arrayContaining([
        'Paiement en ligne (1) = 30.000',
        'Espèces (1) = 25.000',
        'Carte bancaire sur place (1) = 18.000',
        'Total TTC (3 commandes) = 73.000',
        'Remboursements (1) = -4.500',
        'Net = 68.500',
        'TVA 7 % : TVA = 4.776',
        'Espèces comptées = 18.500',
        'Écart = -2.000',
        '15 avril 2026 à 10:12 · SK-0407 = remb. 4.500',
      ]),
    );
    expect(report.sections.map((s) => s.title)).toEqual(['Encaissements (TND)', 'Détail (TND)', 'TVA par taux (TND)', 'Caisse (TND)', 'Après clôture']);
  });

  it('says a day not closed is its figures of the moment, with only the cash expected', () => {
    const report = closingReport(open, { printedAt });
    expect(report.status).toBe('Journée non clôturée : chiffres au 14 avril 2026 à 16:00');
    expect(report.sections.at(-1)!.rows).toEqual([{ label: 'Espèces attendues', value: '20.500' }]);
    expect(report.sections[0]!.notes).toEqual(['1 commande pas encore livrée : leurs espèces ne sont pas attendues.']);
  });

  it("lists each rider's cash to hand in, and once checked off what was handed in and the difference", () => {
    const riders = closingReport(withRiders, { printedAt }).sections.find((s) => s.title === 'Livreurs (TND)')!;
    expect(riders.rows.map((r) => `${r.label} = ${r.value}`)).toEqual([
      'Karim (2 commandes) : espèces attendues = 13.000',
      'Karim : espèces remises = 11.000',
      'Karim : écart = -2.000',
      'Sami (1 commande) : espèces attendues = 7.500',
    ]);
    expect(riders.notes).toEqual(['Sami : espèces pas encore remises.']);
    expect(closingReport(closed, { printedAt }).sections.some((s) => s.title === 'Livreurs (TND)')).toBe(false);
  });

  it('makes a ticket whose lines fit the paper', () => {
    for (const [paperWidth, columns] of [
      [80, 48],
      [58, 32],
    ] as const) {
      const ticket = buildClosingTicket('Sakura Sushi', closingReport(withRiders, { printedAt }), { paperWidth });
      expect(ticket.kind).toBe('cloture');
      const texts = ticket.lines.flatMap((l) => (l.kind === 'text' ? [l] : []));
      for (const line of texts) expect(line.text.length).toBeLessThanOrEqual(line.size === 'double' ? columns / 2 : columns);
      expect(texts.map((l) => l.text)).toContain(`Écart${' '.repeat(columns - 'Écart'.length - '-2.000'.length)}-2.000`);
    }
  });
});
