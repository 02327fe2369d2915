/** The board's lines about cash: 'Je paierai avec' and the change to bring, refused deliveries, blacklist. */
import { paieraAvecText } from '@core/cash';
import type { OrderView } from '../../api/order-view';

type Fact = [label: string, value: string | null | undefined];

export function cashFacts(order: Pick<OrderView, 'paiera_avec' | 'total_ttc' | 'especes'>): Fact[] {
  const especes = order.especes;
  const refusals = especes?.livraisons_refusees_telephone ?? 0;
  return [
    ['Monnaie', typeof order.paiera_avec === 'number' ? paieraAvecText(order.paiera_avec, order.total_ttc) : null],
    ['Livraison', especes?.livraison_refusee ? 'Refusée par le client' : null],
    ['Livraisons refusées (ce numéro)', refusals > 0 ? String(refusals) : null],
    ['Liste noire', especes?.client_blackliste ? 'Oui (compte ou numéro)' : null],
  ];
}
