import { describe, expect, it } from 'vitest';
import { assignmentRefusal, mapLink, phoneLabel, toCollect } from './riders';
import { riderCash, type RiderCashOrder } from './closing';

describe('assignmentRefusal', () => {
  const delivery = { type_commande: 'Livraison' as const, statut_commande: 'Pret' as const };
  it('gives a delivery in progress to an active rider, or takes it back', () => {
    expect(assignmentRefusal(delivery, { actif: true })).toBeNull();
    expect(assignmentRefusal({ ...delivery, statut_commande: 'En_livraison' }, null)).toBeNull();
    expect(assignmentRefusal({ ...delivery, statut_commande: 'Recu' }, { actif: true })).toBeNull();
  });
  it('refuses a pickup, a delivered or cancelled order, and an inactive rider', () => {
    expect(assignmentRefusal({ ...delivery, type_commande: 'A_emporter' }, { actif: true })).toBe('RIDER_NOT_DELIVERY');
    expect(assignmentRefusal({ ...delivery, statut_commande: 'Livre' }, { actif: true })).toBe('RIDER_ORDER_FINISHED');
    expect(assignmentRefusal({ ...delivery, statut_commande: 'Annule' }, null)).toBe('RIDER_ORDER_FINISHED');
    expect(assignmentRefusal(delivery, { actif: false })).toBe('RIDER_INACTIVE');
  });
});

describe('mapLink', () => {
  it('searches the address and town, encoded', () => {
    expect(mapLink('12 rue du Lac', 'Tunis')).toBe('https://www.google.com/maps/search/?api=1&query=12%20rue%20du%20Lac%2C%20Tunis');
    expect(mapLink(' ', null)).toBeNull();
  });
  it('reads a phone number in groups', () => {
    expect(phoneLabel('98765432')).toBe('98 765 432');
  });
});

describe('toCollect', () => {
  it('nothing when paid online; else the total, and the change for "Je paierai avec" in cash', () => {
    expect(toCollect({ mode_paiement: 'konnect', payment_status: 'paye', total_ttc: 42_500, paiera_avec: null })).toEqual({
      deja_paye: true,
      a_encaisser: 0,
      monnaie: null,
    });
    expect(toCollect({ mode_paiement: 'especes', payment_status: 'en_attente', total_ttc: 42_500, paiera_avec: 50_000 })).toEqual({
      deja_paye: false,
      a_encaisser: 42_500,
      monnaie: 7_500,
    });
    expect(toCollect({ mode_paiement: 'carte', payment_status: 'en_attente', total_ttc: 42_500, paiera_avec: null })).toEqual({
      deja_paye: false,
      a_encaisser: 42_500,
      monnaie: null,
    });
  });
});

describe('riderCash', () => {
  const order = (over: Partial<RiderCashOrder>): RiderCashOrder => ({
    rider_id: 1,
    mode_paiement: 'especes',
    statut_commande: 'Livre',
    total_ttc: 10_000,
    is_test: false,
    ...over,
  });
  it('sums each rider’s delivered cash orders, to the millime', () => {
    const lines = riderCash([
      order({ total_ttc: 12_345 }),
      order({ total_ttc: 7_655 }),
      order({ rider_id: 2, total_ttc: 30_001 }),
      // no cash: paid online, not delivered, refused (cancelled), a test order
      order({ mode_paiement: 'konnect' }),
      order({ statut_commande: 'En_livraison' }),
      order({ statut_commande: 'Annule' }),
      order({ is_test: true }),
    ]);
    expect(lines).toEqual([
      { rider_id: 1, commandes: 2, especes_attendues: 20_000 },
      { rider_id: 2, commandes: 1, especes_attendues: 30_001 },
    ]);
  });
  it('lists a rider given with nothing to hand in', () => {
    expect(riderCash([order({ statut_commande: 'En_livraison', rider_id: 3 })], [3])).toEqual([{ rider_id: 3, commandes: 0, especes_attendues: 0 }]);
  });
});
