/**
 * The shapes the API answers with (docs/api.md): written once here, produced by the server's presenters
 * (server/modules/accounts/customer-view.ts, server/modules/orders/order-view.ts) and read by the web
 * app, so the two sides cannot drift apart. Money in millimes, dates as ISO strings.
 */
import type { Millimes } from './money';
import type { TypeCommande } from './order-type';
import type { ModePaiement } from './payment-mode';

export interface VipLevelView {
  level_name: string;
  points_multiplier: number;
}

export interface CustomerView {
  id: number;
  email: string | null;
  nom: string | null;
  prenom: string | null;
  telephone: string | null;
  onboarding_completed: boolean;
  preferred_delivery_zone: string | null;
  nombre_commandes: number;
  current_points_balance: number;
  total_points_earned: number;
  total_points_redeemed: number;
  montant_total_depense: Millimes;
  vip_level: VipLevelView | null;
}

export type PaymentStatus = 'en_attente' | 'paye' | 'echoue' | 'non_requis';

export interface OrderItemView {
  id: number;
  /** null once the product was deleted; the line keeps its name and prices. */
  product_id: number | null;
  product_name: string;
  quantity: number;
  unit_price: Millimes;
  accompaniment_id: number | null;
  accompaniment_name: string | null;
  accompaniment_price: Millimes;
  total_price: Millimes;
}

export interface OrderCustomerView {
  nom: string | null;
  prenom: string | null;
  telephone: string | null;
  email: string | null;
}

export interface OrderView {
  id: string;
  numero_commande: string;
  created_at: string;
  updated_at: string;
  /** A string for readers: unknown statuses display as Recu (core/order-status normalizeStatus). */
  statut_commande: string;
  type_commande: TypeCommande;
  mode_paiement: ModePaiement;
  payment_status: PaymentStatus;
  total_ttc: Millimes;
  frais_livraison: Millimes;
  montant_remise: Millimes;
  adresse_livraison: string | null;
  ville_livraison: string | null;
  zone_livraison: string | null;
  instructions_livraison: string | null;
  instructions_speciales: string | null;
  items: OrderItemView[];
  /** Personal fields: null unless the viewer owns the order or is staff. */
  customer: OrderCustomerView | null;
  can_cancel: boolean;
  has_review: boolean;
  /** Staff only (absent otherwise): completed payments to give back, e.g. one made after the order was cancelled. */
  remboursements?: RefundDueView[];
}

/** A completed payment that must be given back: on a cancelled order, or a second one of a paid order. */
export interface RefundDueView {
  montant: Millimes;
  payment_ref: string;
  reason: 'commande_annulee' | 'paiement_en_double';
  created_at: string;
  refunded_at: string | null;
}

/** What the live stream of one order sends on every change. */
export interface OrderChangeEvent {
  statut_commande: string;
  payment_status: PaymentStatus;
  updated_at: string;
}
