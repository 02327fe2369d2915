import { describe, expect, it } from 'vitest';
import { boardStatusActions } from './board-actions';

const now = new Date('2026-11-26T20:00:00Z');

describe('the status buttons of an order on the board', () => {
  it('an order of now: En préparation is the main action, cancelling last, no confirmation', () => {
    const actions = boardStatusActions({ statut_commande: 'Recu', type_commande: 'Livraison' }, now);
    expect(actions.map((a) => [a.to, a.label, a.emphasis])).toEqual([
      ['En_preparation', 'En préparation', 'primary'],
      ['Attente_verif', 'En vérification', 'outline'],
      ['Annule', 'Annulée', 'ghost'],
    ]);
    expect(actions.some((a) => a.confirm)).toBe(false);
  });

  it('an order for tomorrow before its fire time: no main action starts the kitchen; Préparer maintenant asks first', () => {
    const order = {
      statut_commande: 'Recu' as const,
      type_commande: 'A_emporter' as const,
      programmee: true,
      scheduled_for: '2026-11-27T11:30:00Z',
      fire_at: '2026-11-27T11:00:00Z',
    };
    const actions = boardStatusActions(order, now);
    expect(actions.find((a) => a.emphasis === 'primary')).toBeUndefined();
    const prepare = actions.find((a) => a.to === 'En_preparation')!;
    expect(prepare.label).toBe('Préparer maintenant');
    expect(prepare.emphasis).toBe('outline');
    expect(prepare.confirm?.description).toBe(
      'Elle est programmée pour demain à 12:30 et part en cuisine d’elle-même demain à 12:00. La préparer maintenant imprime son ticket et la met en préparation tout de suite.',
    );
    // Once fired (programmee false), it is an order of now again.
    expect(boardStatusActions({ ...order, programmee: false }, now)[0]).toMatchObject({ to: 'En_preparation', emphasis: 'primary' });
  });

  it('a doubtful order placed ahead: Accepter is the main action, Préparer maintenant behind a confirmation', () => {
    const actions = boardStatusActions(
      { statut_commande: 'Attente_verif', type_commande: 'Livraison', programmee: true, fire_at: '2026-11-27T11:00:00Z' },
      now,
    );
    expect(actions.map((a) => [a.to, a.label, a.emphasis, Boolean(a.confirm)])).toEqual([
      ['Recu', 'Accepter', 'primary', false],
      ['En_preparation', 'Préparer maintenant', 'outline', true],
      ['Annule', 'Annulée', 'ghost', false],
    ]);
  });
});
