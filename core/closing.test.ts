import { describe, expect, it } from 'vitest';
import { cashDifference, closingFigures, type ClosingOrder } from './closing';
import { serviceDayOf, serviceDaySpan } from './opening-hours';
import type { HorairesReguliers } from './catalog';

const order = (over: Partial<ClosingOrder>): ClosingOrder => ({
  numero_commande: 'C-1',
  mode_paiement: 'especes',
  statut_commande: 'Livre',
  total_ttc: 0,
  frais_livraison: 0,
  montant_remise: 0,
  montant_promotions: 0,
  is_test: false,
  tva: null,
  ...over,
});

describe('closingFigures', () => {
  // Hand-computed: three cash orders (two delivered 25.500 and 18.000 with a 3.000 fee, one still in the kitchen 12.000),
  // a Konnect order 40.000 with 5.000 of offers, a card order 30.000 with a 4.000 voucher, a cancelled 22.000, a test 99.000.
  const orders = [
    order({ numero_commande: 'A', total_ttc: 25_500, frais_livraison: 3_000, tva: [{ taux: 700, ttc: 25_500, base: 23_832, tva: 1_668 }] }),
    order({
      numero_commande: 'B',
      total_ttc: 18_000,
      tva: [
        { taux: 700, ttc: 10_000, base: 9_346, tva: 654 },
        { taux: 1900, ttc: 8_000, base: 6_723, tva: 1_277 },
      ],
    }),
    order({ numero_commande: 'C', total_ttc: 12_000, statut_commande: 'En_preparation' }),
    order({
      numero_commande: 'D',
      mode_paiement: 'konnect',
      total_ttc: 40_000,
      montant_promotions: 5_000,
      tva: [{ taux: 700, ttc: 40_000, base: 37_383, tva: 2_617 }],
    }),
    order({ numero_commande: 'E', mode_paiement: 'carte', total_ttc: 30_000, montant_remise: 4_000 }),
    order({ numero_commande: 'F', total_ttc: 22_000, statut_commande: 'Annule', montant_promotions: 1_000 }),
    order({ numero_commande: 'G', total_ttc: 99_000, is_test: true }),
  ];
  const refunds = [
    { numero_commande: 'A', mode_paiement: 'especes' as const, montant: 2_500, is_test: false },
    { numero_commande: 'D', mode_paiement: 'konnect' as const, montant: 10_000, is_test: false },
    { numero_commande: 'G', mode_paiement: 'especes' as const, montant: 9_000, is_test: true },
  ];
  const figures = closingFigures(orders, refunds);

  it('counts the orders and totals per payment mode, leaving out the cancelled and the test orders', () => {
    expect(figures.commandes).toBe(5);
    expect(figures.total_ttc).toBe(125_500);
    expect(figures.par_mode).toEqual({
      especes: { commandes: 3, total: 55_500 },
      konnect: { commandes: 1, total: 40_000 },
      carte: { commandes: 1, total: 30_000 },
    });
    expect(figures.annulees).toEqual({ commandes: 1, total: 22_000 });
    expect(figures.en_cours).toBe(1);
  });

  it('sums discounts, delivery fees and TVA per rate', () => {
    expect(figures.remises).toEqual({ offres: 5_000, bons: 4_000 });
    expect(figures.frais_livraison).toBe(3_000);
    expect(figures.tva).toEqual([
      { taux: 700, ttc: 75_500, base: 70_561, tva: 4_939 },
      { taux: 1900, ttc: 8_000, base: 6_723, tva: 1_277 },
    ]);
    expect(figures.hors_tva).toBe(42_000);
  });

  it('takes the refunds of the day off the net and the cash refunds off the expected cash', () => {
    expect(figures.remboursements).toEqual({ commandes: 2, total: 12_500 });
    expect(figures.net).toBe(113_000);
    // delivered cash: 25.500 + 18.000; less the 2.500 given back in cash
    expect(figures.especes_attendues).toBe(41_000);
    expect(cashDifference(figures.especes_attendues, 39_000)).toBe(-2_000);
  });

  it('gives zeros for a day without orders', () => {
    const empty = closingFigures([], []);
    expect(empty.total_ttc).toBe(0);
    expect(empty.tva).toEqual([]);
    expect(empty.especes_attendues).toBe(0);
  });
});

describe('serviceDayOf', () => {
  const day = { ouvert: true, ouverture: '11:00', fermeture: '15:00', ouverture_2: '19:00', fermeture_2: '02:00' };
  const horaires = Object.fromEntries(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'].map((d) => [d, day])) as HorairesReguliers;

  it('puts the small hours of a service past midnight on the day it started (Africa/Tunis, UTC+1)', () => {
    expect(serviceDayOf(horaires, new Date('2026-12-02T12:00:00Z'))).toBe('2026-12-02');
    expect(serviceDayOf(horaires, new Date('2026-12-02T23:30:00Z'))).toBe('2026-12-02'); // 00:30 on the 3rd
    expect(serviceDayOf(horaires, new Date('2026-12-03T00:59:00Z'))).toBe('2026-12-02'); // 01:59 on the 3rd
    expect(serviceDayOf(horaires, new Date('2026-12-03T01:00:00Z'))).toBe('2026-12-03'); // 02:00: the service is over
  });

  it('keeps the calendar date when the day before closes before midnight', () => {
    const early = { ...horaires, mercredi: { ...day, fermeture_2: '23:00' } };
    expect(serviceDayOf(early, new Date('2026-12-02T23:30:00Z'))).toBe('2026-12-03');
  });

  it('spans from the day’s midnight to two days later, in the restaurant’s time', () => {
    expect(serviceDaySpan('2026-12-02')).toEqual({ from: new Date('2026-12-01T23:00:00Z'), to: new Date('2026-12-03T23:00:00Z') });
  });
});
