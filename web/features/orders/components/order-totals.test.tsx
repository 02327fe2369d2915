import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../api/order-view';
import { OrderTotals } from './order-totals';

const order = {
  id: 'o1',
  numero_commande: 'SK-TEST1',
  created_at: '2026-12-01T11:00:00.000Z',
  updated_at: '2026-12-01T11:00:00.000Z',
  statut_commande: 'Recu',
  type_commande: 'Livraison',
  mode_paiement: 'especes',
  payment_status: 'non_requis',
  // 30.000 of lines + 5.000 fee - 6.000 (offer) - 2.000 (voucher)
  total_ttc: 27_000,
  frais_livraison: 5_000,
  montant_remise: 2_000,
  montant_promotions: 6_000,
  promotions: [{ promotion_id: 1, nom: '-20 % sur les Makis', kind: 'items_percent', amount: 6_000, delivery: 0, by_code: false, code: null }],
  items: [],
} as unknown as OrderView;

describe('OrderTotals', () => {
  it('shows the subtotal before discounts, each offer by its name, the voucher and the total paid', () => {
    render(<OrderTotals order={order} />);
    const rows = screen.getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Sous-total 30.000 TND',
      'Frais de livraison 5.000 TND',
      '-20 % sur les Makis -6.000 TND',
      'Bon d’achat -2.000 TND',
      'Total 27.000 TND',
    ]);
  });
});
