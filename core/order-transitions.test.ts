import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TRANSITIONS, canTransition, nextStatuses } from './order-status';

describe('staff order transitions', () => {
  it('follows the kitchen flow for a delivery', () => {
    expect(nextStatuses('Recu', 'Livraison')).toEqual(['En_preparation', 'Attente_verif', 'Annule']);
    expect(nextStatuses('En_preparation', 'Livraison')).toEqual(['Pret', 'Annule']);
    expect(nextStatuses('Pret', 'Livraison')).toEqual(['En_livraison', 'Annule']);
    expect(nextStatuses('En_livraison', 'Livraison')).toEqual(['Livre', 'Annule']);
  });

  it('never sends a pickup or dine-in order out for delivery; it goes from Prête to Livrée', () => {
    expect(canTransition('Pret', 'En_livraison', 'A_emporter')).toBe(false);
    expect(canTransition('Pret', 'En_livraison', 'Sur_place')).toBe(false);
    expect(nextStatuses('Pret', 'A_emporter')).toEqual(['Livre', 'Annule']);
    expect(canTransition('Pret', 'Livre', 'Livraison')).toBe(false);
  });

  it('refuses jumps, going back and leaving a final status', () => {
    expect(canTransition('Recu', 'Livre', 'A_emporter')).toBe(false);
    expect(canTransition('Recu', 'Pret', 'A_emporter')).toBe(false);
    expect(canTransition('Pret', 'En_preparation', 'A_emporter')).toBe(false);
    for (const to of ORDER_STATUSES) {
      expect(canTransition('Livre', to, 'Livraison')).toBe(false);
      expect(canTransition('Annule', to, 'Livraison')).toBe(false);
    }
  });

  it('never allows staying on the same status and lets a doubtful order resume or be cancelled', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_TRANSITIONS[status]).not.toContain(status);
    expect(nextStatuses('Attente_verif', 'Livraison')).toEqual(['Recu', 'En_preparation', 'Annule']);
  });
});
