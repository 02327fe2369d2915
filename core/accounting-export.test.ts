import { describe, expect, it } from 'vitest';
import { accountingSheets, sheetCsv } from './accounting-export';
import { closingFigures } from './closing';

const figures = closingFigures(
  [
    {
      numero_commande: 'A',
      mode_paiement: 'especes',
      statut_commande: 'Livre',
      total_ttc: 21_400,
      frais_livraison: 0,
      montant_remise: 0,
      montant_promotions: 0,
      is_test: false,
      tva: [{ taux: 700, ttc: 21_400, base: 20_000, tva: 1_400 }],
    },
  ],
  [],
);

describe('accountingSheets', () => {
  const sheets = accountingSheets({
    closings: [{ jour: '2026-12-01', figures, especes_comptees: 19_400, ecart: -2_000, closed_by_name: 'Amira', closed_at: new Date('2026-12-01T22:30:00Z') }],
    invoices: [
      {
        numero: 'FA-2026-000001',
        kind: 'facture',
        issued_at: new Date('2026-12-01T11:00:00Z'),
        numero_commande: 'A',
        facture_numero: null,
        client: { raison_sociale: 'Atlas; SARL', matricule_fiscal: '1234567A/A/M/000' },
        tva: figures.tva,
        total_ttc: 21_400,
        droit_timbre: 1_000,
        net_a_payer: 22_400,
      },
    ],
  });

  it('gives one sheet each for closings, invoices and credit notes', () => {
    expect(sheets.map((s) => s.name)).toEqual(['Clôtures', 'Factures', 'Avoirs']);
    expect(sheets[2]!.rows).toEqual([]);
    expect(sheets[2]!.columns.map((c) => c.header)).toContain('facture');
  });

  it('writes amounts in TND with three decimals and times on the restaurant’s clock', () => {
    const [closingCsv, invoiceCsv] = sheets.map(sheetCsv);
    expect(closingCsv!.split('\r\n')[1]).toBe(
      '2026-12-01;1;21.400;0.000;21.400;0.000;0.000;0.000;0.000;0.000;21.400;1.400;0;21.400;19.400;-2.000;Amira;2026-12-01 23:30',
    );
    expect(invoiceCsv!.split('\r\n')[1]).toBe('FA-2026-000001;2026-12-01 12:00;A;"Atlas; SARL";1234567A/A/M/000;20.000;1.400;21.400;1.000;22.400');
  });
});
