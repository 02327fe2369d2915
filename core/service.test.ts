import { describe, expect, it } from 'vitest';
import {
  SERVICE_MESSAGES,
  estimateMinutes,
  estimateText,
  isOrderingPaused,
  isOverdueRecu,
  orderEstimate,
  overdueOrderIds,
  waitingMinutes,
  pauseFor,
  pauseMessage,
} from './service';

const now = new Date('2026-06-01T10:00:00Z'); // 11:00 in Tunis

describe('ordering pause', () => {
  it('pauses for a given number of minutes and ends by itself', () => {
    const state = pauseFor(15, now);
    expect(state.commandes_reprise_a?.toISOString()).toBe('2026-06-01T10:15:00.000Z');
    expect(isOrderingPaused(state, now)).toBe(true);
    expect(isOrderingPaused(state, new Date('2026-06-01T10:15:00Z'))).toBe(false);
    expect(pauseMessage(state, now)).toBe('Les commandes sont momentanément suspendues. Reprise prévue à 11:15.');
  });
  it('pauses until resumed', () => {
    const state = pauseFor(null, now);
    expect(isOrderingPaused(state, new Date('2030-01-01'))).toBe(true);
    expect(pauseMessage(state, now)).toBe(SERVICE_MESSAGES.pausedIndefinitely);
  });
  it('is not paused when the flag is off', () => {
    expect(isOrderingPaused({ commandes_en_pause: false, commandes_reprise_a: null }, now)).toBe(false);
    expect(pauseMessage({ commandes_en_pause: false, commandes_reprise_a: '2030-01-01T00:00:00Z' }, now)).toBeNull();
  });
});

describe('kitchen capacity', () => {
  it('says when to try again', () => {
    expect(SERVICE_MESSAGES.kitchenFull(15)).toBe('Notre cuisine est complète pour le moment. Veuillez réessayer dans 15 minutes.');
    expect(SERVICE_MESSAGES.kitchenFull(1)).toBe('Notre cuisine est complète pour le moment. Veuillez réessayer dans 1 minute.');
  });
});

describe('estimate', () => {
  const base = { now, inKitchen: 0, delaiPreparationBase: 15, commandesSimultaneesMax: 10, nombreLivreursActifs: 2 };
  it('pickup: the base preparation time, one more per full batch ahead', () => {
    expect(estimateMinutes({ ...base, typeCommande: 'Emporter' })).toBe(15);
    expect(estimateMinutes({ ...base, typeCommande: 'Emporter', inKitchen: 9 })).toBe(15);
    expect(estimateMinutes({ ...base, typeCommande: 'Emporter', inKitchen: 10 })).toBe(30);
    expect(estimateText({ ...base, typeCommande: 'Emporter' })).toBe('Prête vers 11:15');
  });
  it('delivery: plus the zone travel time, plus a trip when every courier is out', () => {
    expect(estimateMinutes({ ...base, typeCommande: 'Livraison', tempsLivraison: 25 })).toBe(40);
    expect(estimateMinutes({ ...base, typeCommande: 'Livraison', tempsLivraison: 25, enLivraison: 2 })).toBe(65);
    expect(estimateMinutes({ ...base, typeCommande: 'Livraison', tempsLivraison: 25, nombreLivreursActifs: 0 })).toBe(65);
    expect(estimateText({ ...base, typeCommande: 'Livraison', tempsLivraison: 25 })).toBe('Livraison estimée vers 11:40');
  });
});

describe('overdue Recu', () => {
  it('estimates an order in progress from its creation, the orders ahead and the couriers', () => {
    const createdAt = new Date('2026-11-23T18:00:00Z'); // 19:00 in Tunis
    const base = { createdAt, now: createdAt, inKitchen: 0, delaiPreparationBase: 20, commandesSimultaneesMax: 5, nombreLivreursActifs: 2, enLivraison: 0 };
    expect(orderEstimate({ ...base, typeCommande: 'A_emporter', statut: 'Recu' })).toEqual({
      at: new Date('2026-11-23T18:20:00Z'),
      texte: 'Prête vers 19:20',
    });
    // Five orders ahead: one more batch of 20 minutes.
    expect(orderEstimate({ ...base, typeCommande: 'A_emporter', statut: 'En_preparation', inKitchen: 5 })?.texte).toBe('Prête vers 19:40');
    // Delivery: preparation, then the zone's 30 minutes; every courier out adds a trip.
    expect(orderEstimate({ ...base, typeCommande: 'Livraison', statut: 'En_livraison', tempsLivraison: 30 })?.texte).toBe('Livraison estimée vers 19:50');
    expect(orderEstimate({ ...base, typeCommande: 'Livraison', statut: 'Recu', tempsLivraison: 30, enLivraison: 2 })?.texte).toBe(
      'Livraison estimée vers 20:20',
    );
    // Passed: reads now, never a time in the past.
    const late = new Date('2026-11-23T19:05:00Z');
    expect(orderEstimate({ ...base, now: late, typeCommande: 'A_emporter', statut: 'En_preparation' })).toEqual({ at: late, texte: 'Prête vers 20:05' });
    // Finished, ready for pickup, cancelled or awaiting verification: no estimate.
    for (const [typeCommande, statut] of [
      ['A_emporter', 'Pret'],
      ['Livraison', 'Livre'],
      ['Livraison', 'Annule'],
      ['A_emporter', 'Attente_verif'],
    ] as const) {
      expect(orderEstimate({ ...base, typeCommande, statut })).toBeNull();
    }
  });

  it('lists the overdue orders of a board and how long each has waited', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const orders = [
      { id: 'a', statut_commande: 'Recu', created_at: '2026-11-23T11:54:00Z' },
      { id: 'b', statut_commande: 'Recu', created_at: '2026-11-23T11:58:00Z' },
      { id: 'c', statut_commande: 'En_preparation', created_at: '2026-11-23T11:00:00Z' },
    ];
    expect(overdueOrderIds(orders, 5, now)).toEqual(new Set(['a']));
    expect(overdueOrderIds(orders, 1, now)).toEqual(new Set(['a', 'b']));
    expect(overdueOrderIds([], 5, now).size).toBe(0);
    expect(waitingMinutes('2026-11-23T11:54:00Z', now)).toBe(6);
    expect(SERVICE_MESSAGES.overdue(6)).toBe('En attente depuis 6 min');
  });

  it('flags an order still Recu after delai_alerte_recu minutes', () => {
    const created = new Date(now.getTime() - 5 * 60_000);
    expect(isOverdueRecu({ statut_commande: 'Recu', created_at: created }, 5, now)).toBe(true);
    expect(isOverdueRecu({ statut_commande: 'Recu', created_at: created }, 6, now)).toBe(false);
    expect(isOverdueRecu({ statut_commande: 'En_preparation', created_at: created }, 5, now)).toBe(false);
  });
});
