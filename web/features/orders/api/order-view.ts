/**
 * The order as the API answers it (docs/api.md, "Orders": OrderView). Money in millimes. `customer`,
 * the address fields and the instructions are null unless the viewer owns the order or is staff.
 */
import type { Millimes } from '@core/money';
import type { ModePaiement } from '@core/payment-mode';
import type { TypeCommande } from '@core/order-type';

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
  /** Kept as a string: unknown statuses display as Recu (core/order-status normalizeStatus). */
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
  customer: OrderCustomerView | null;
  can_cancel: boolean;
  has_review: boolean;
}

/** What the live stream sends on every change of one order. */
export interface OrderChangeEvent {
  statut_commande: string;
  payment_status: PaymentStatus;
  updated_at: string;
}

export const orderKeys = {
  all: ['orders'] as const,
  byId: (id: string) => ['orders', 'id', id] as const,
  byNumber: (numero: string) => ['orders', 'number', numero] as const,
  paymentCheck: (id: string) => ['orders', 'payment-check', id] as const,
  mine: (page: number) => ['orders', 'mine', page] as const,
  current: ['orders', 'current'] as const,
  admin: (filters: object) => ['orders', 'admin', filters] as const,
};
