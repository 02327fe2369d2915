/**
 * The riders' rules: which orders a rider may be given (a delivery not yet delivered nor cancelled, to an active
 * rider), and what a rider reads of a delivery at the door (the map link, what to collect, the change to bring).
 * Pure: the server decides with them, the board and the rider's page show the same.
 */
import { changeToBring } from './cash';
import type { ErrorCode } from './errors';
import type { Millimes } from './money';
import type { StatutCommande } from './order-status';
import type { TypeCommande } from './order-type';
import type { ModePaiement } from './payment-mode';

/** Why an order cannot be given to (or taken from) a rider; null when it can. `rider` is null to un-assign. */
export function assignmentRefusal(order: { type_commande: TypeCommande; statut_commande: StatutCommande }, rider: { actif: boolean } | null): ErrorCode | null {
  if (order.type_commande !== 'Livraison') return 'RIDER_NOT_DELIVERY';
  if (order.statut_commande === 'Livre' || order.statut_commande === 'Annule') return 'RIDER_ORDER_FINISHED';
  if (rider && !rider.actif) return 'RIDER_INACTIVE';
  return null;
}

/** The statuses in which an assigned delivery shows on its rider's page (the kitchen's, then out). */
export const RIDER_PAGE_STATUSES: readonly StatutCommande[] = ['En_preparation', 'Pret', 'En_livraison'];

/** A Google Maps search for the address, opened by the phone's map application. */
export function mapLink(adresse: string | null, ville: string | null): string | null {
  const query = [adresse, ville]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

export interface DeliveryMoney {
  mode_paiement: ModePaiement;
  payment_status: string;
  total_ttc: Millimes;
  paiera_avec: Millimes | null;
}

/** What to collect at the door: nothing when paid online, else the total, and the change for 'Je paierai avec'. */
export function toCollect(order: DeliveryMoney): { deja_paye: boolean; a_encaisser: Millimes; monnaie: Millimes | null } {
  if (order.payment_status === 'paye') return { deja_paye: true, a_encaisser: 0 as Millimes, monnaie: null };
  const monnaie = order.mode_paiement === 'especes' ? changeToBring(order.paiera_avec, order.total_ttc) : null;
  return { deja_paye: false, a_encaisser: order.total_ttc, monnaie };
}

export const RIDER_TEXTS = {
  dejaPaye: 'Déjà payé',
  aEncaisser: 'À encaisser',
  monnaie: 'Monnaie à prévoir',
  paieraAvec: 'Paiera avec',
  carteSurPlace: 'Carte sur place',
} as const;

/** A Tunisian mobile number as read aloud: '98 765 432'. */
export function phoneLabel(phone: string): string {
  return phone.replace(/^(\d{2})(\d{3})(\d{3})$/, '$1 $2 $3');
}
