/**
 * What the tickets need to know of an order: its own view model, so the printer, the browser ticket and
 * their tests do not depend on an API answer. `scheduledFor` (the slot), `source` (a phone or counter
 * order), `paieraAvec` ('Je paierai avec', cash) and each line's `choix` (option choices) are optional:
 * they print when present.
 */
import type { Millimes } from '../money';
import type { PAYMENT_STATUS_LABELS } from '../order-display';
import type { TypeCommande } from '../order-type';
import type { OrderSource } from '../staff-orders';

interface TicketChoice {
  groupe: string;
  option: string;
}

interface TicketOrderLine {
  quantity: number;
  product_name: string;
  accompaniment_name: string | null;
  total_price: Millimes;
  choix?: readonly TicketChoice[];
}

export interface TicketOrder {
  numero_commande: string;
  created_at: Date;
  type_commande: TypeCommande;
  /** The 15-minute slot asked for; absent or null: as soon as possible. */
  scheduledFor?: Date | null;
  /** 'telephone': taken by staff on the phone or at the counter; absent: the shop. */
  source?: OrderSource;
  /** 'Je paierai avec' of a cash order: the note the rider brings change for. */
  paieraAvec?: Millimes | null;
  items: readonly TicketOrderLine[];
  client: { nom: string; telephone: string | null } | null;
  adresse_livraison: string | null;
  ville_livraison: string | null;
  instructions_livraison: string | null;
  instructions_speciales: string | null;
  frais_livraison: Millimes;
  montant_remise: Millimes;
  /** The offers applied: their total, already off total_ttc, and each one's name and amount. */
  montant_promotions?: Millimes;
  promotions?: readonly { nom: string; amount: Millimes }[];
  total_ttc: Millimes;
  mode_paiement: string;
  payment_status: keyof typeof PAYMENT_STATUS_LABELS;
  /** What staff gave back of it (a partial refund reads 'Remboursée en partie'). */
  montant_rembourse?: Millimes;
}

export interface TicketRestaurant {
  nom: string;
  adresse: string | null;
  ville: string | null;
  telephone: string | null;
}
