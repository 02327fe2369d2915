/**
 * Promotions (offers): the model an owner fills in the back-office, the conditions an order must meet,
 * the French reasons it is refused, the status an offer shows and the badge a product wears. Pure: the
 * pricing of a cart with offers is core/promotion-pricing.ts, which the cart and the server both call.
 *
 * Caps (total uses, uses per customer, budget) are counted by the server; it hands what is left to the
 * rule (`remaining`), so the rule refuses with the same words whoever asks.
 */
import { formatTND, type Millimes } from './money';
import { ORDER_TYPE_LABELS, type TypeCommande } from './order-type';
import { PAYMENT_MODE_LABELS, type ModePaiement } from './payment-mode';
import type { JourSemaine } from './week-days';
import { inTarget, outsideTime } from './promotion-badges';

export { inTarget };

export const PROMOTION_KINDS = ['order_percent', 'order_amount', 'items_percent', 'items_amount', 'buy_x_get_y', 'delivery', 'free_product'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMOTION_KIND_LABELS: Readonly<Record<PromotionKind, string>> = {
  order_percent: 'Pourcentage sur la commande',
  order_amount: 'Montant sur la commande',
  items_percent: 'Pourcentage sur des catégories ou produits',
  items_amount: 'Montant sur des catégories ou produits',
  buy_x_get_y: 'X achetés, Y offerts ou remisés',
  delivery: 'Livraison offerte ou réduite',
  free_product: 'Produit offert dès un montant',
};

/** Products and categories an offer is about (both empty: none). */
export interface PromotionTarget {
  categories: number[];
  produits: number[];
}

export interface PromotionConditions {
  /** ISO instants; null: no bound. */
  debut: string | null;
  fin: string | null;
  /** Empty: every day. Checked on the restaurant's clock at the order's time (its slot when scheduled). */
  jours: JourSemaine[];
  /** 'HH:MM' on the restaurant's clock, both or neither; fin exclusive; fin before debut crosses midnight. */
  heure_debut: string | null;
  heure_fin: string | null;
  /** Subtotal of the lines before any discount. */
  minimum: Millimes | null;
  /** Empty: every order type. */
  types_commande: TypeCommande[];
  /** Empty: every payment mode. */
  modes_paiement: ModePaiement[];
  premiere_commande: boolean;
  /** The lowest VIP level (its name and spending threshold); null: everyone. */
  niveau_vip: { nom: string; min_spent: Millimes } | null;
}

/** An offer as the rule reads it (the server builds it from its rows, the shop from the public list). */
export interface PromotionRule {
  id: number;
  nom: string;
  kind: PromotionKind;
  /** order_percent, items_percent, delivery (100: free) and the Y units of buy_x_get_y (100: free). */
  percent: number | null;
  /** order_amount, items_amount (per unit), delivery (off the fee). */
  amount: Millimes | null;
  /** items_*: the discounted products; buy_x_get_y: the X; free_product: the products that may be offered. */
  cible: PromotionTarget;
  /** buy_x_get_y: the Y; null: the same products as the X. */
  offert: PromotionTarget | null;
  achete: number | null;
  offre: number | null;
  /** buy_x_get_y: once per multiple of X (true) or once per order. */
  repeter: boolean;
  /** delivery: zone codes; empty: every zone. */
  zones: string[];
  conditions: PromotionConditions;
  /** Applied without a code. */
  automatique: boolean;
  /** A code's offer: may be added on top of the automatic offer. */
  cumulable: boolean;
  /** What is left of the caps, from the server; absent: unknown (the shop's preview) or unlimited. */
  remaining?: PromotionRemaining;
}

export interface PromotionRemaining {
  uses: number | null;
  customerUses: number | null;
  budget: Millimes | null;
}

/** What the rule knows of the customer; null: a visitor not signed in. */
export interface PromotionCustomer {
  firstOrder: boolean;
  /** The spending threshold of the customer's VIP level (0 without a level). */
  vipMinSpent: Millimes;
}

export const PROMOTION_MESSAGES = {
  codeLabel: 'Code promo',
  codeUnknown: 'Code promo inconnu',
  codeUsed: 'Ce code a déjà été utilisé',
  codeInvalid: 'Code promo invalide',
  notStarted: (debut: string) => `Cette offre commence le ${dateLabel(debut)}`,
  ended: 'Cette offre est terminée',
  paused: 'Cette offre est en pause',
  days: (jours: readonly JourSemaine[]) => `Offre valable le ${jours.join(', ')}`,
  hours: (from: string, to: string) => `Offre valable de ${from} à ${to}`,
  minimum: (minimum: Millimes, missing: Millimes) => `Offre valable dès ${formatTND(minimum)} d’achat (plus que ${formatTND(missing)})`,
  orderTypes: (types: readonly TypeCommande[]) => `Offre réservée aux commandes : ${types.map((t) => ORDER_TYPE_LABELS[t]).join(', ')}`,
  paymentModes: (modes: readonly ModePaiement[]) => `Offre réservée au paiement : ${modes.map((m) => PAYMENT_MODE_LABELS[m]).join(', ')}`,
  firstOrder: 'Offre réservée à la première commande',
  signIn: 'Connectez-vous pour profiter de cette offre',
  vip: (nom: string) => `Offre réservée aux clients du niveau ${nom} ou plus`,
  zone: 'Offre non valable dans votre zone de livraison',
  deliveryOnly: 'Offre réservée à la livraison',
  usesExhausted: 'Cette offre a atteint son nombre maximal d’utilisations',
  customerUsesExhausted: 'Vous avez déjà profité de cette offre',
  budgetExhausted: 'Le budget de cette offre est épuisé',
  nothingToDiscount: 'Ce code ne s’applique à aucun article de votre panier',
  notCumulable: (nom: string) => `Ce code ne se cumule pas avec l’offre « ${nom} », plus avantageuse : elle reste appliquée`,
  conditionsUnmet: 'Ses conditions ne sont plus remplies',
  removed: (nom: string, reason: string) => `L’offre « ${nom} » ne s’applique plus : ${reason}`,
  hint: (missing: Millimes, nom: string) => `Plus que ${formatTND(missing)} pour profiter de « ${nom} »`,
  hintGift: (missing: Millimes, nom: string) => `Plus que ${formatTND(missing)} pour « ${nom} »`,
  hintFreeDelivery: (missing: Millimes) => `Plus que ${formatTND(missing)} pour la livraison offerte`,
  saved: (amount: Millimes) => `Vous économisez ${formatTND(amount)}`,
} as const;

const dateFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Tunis', day: '2-digit', month: '2-digit', year: 'numeric' });

function dateLabel(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** Why `at` falls outside the offer's days and hours, on the restaurant's clock; null inside them. */
function timeRefusal(conditions: PromotionConditions, at: Date): string | null {
  const outside = outsideTime(conditions, at);
  if (outside === 'days') return PROMOTION_MESSAGES.days(conditions.jours);
  if (outside === 'hours') return PROMOTION_MESSAGES.hours(conditions.heure_debut!, conditions.heure_fin!);
  return null;
}

export interface ConditionContext {
  /** The order's time: its slot when scheduled, else now. */
  at: Date;
  /** Subtotal the minimum is compared with. */
  subtotal: Millimes;
  typeCommande: TypeCommande;
  modePaiement: ModePaiement;
  zone: string | null;
  customer: PromotionCustomer | null;
}

/** Why the offer does not apply to this order, in French; null when every condition holds. */
export function conditionRefusal(rule: PromotionRule, ctx: ConditionContext): string | null {
  const c = rule.conditions;
  if (c.debut && ctx.at.getTime() < Date.parse(c.debut)) return PROMOTION_MESSAGES.notStarted(c.debut);
  if (c.fin && ctx.at.getTime() >= Date.parse(c.fin)) return PROMOTION_MESSAGES.ended;
  const time = timeRefusal(c, ctx.at);
  if (time) return time;
  if (c.types_commande.length && !c.types_commande.includes(ctx.typeCommande)) return PROMOTION_MESSAGES.orderTypes(c.types_commande);
  if (rule.kind === 'delivery') {
    if (ctx.typeCommande !== 'Livraison') return PROMOTION_MESSAGES.deliveryOnly;
    if (rule.zones.length && (!ctx.zone || !rule.zones.includes(ctx.zone))) return PROMOTION_MESSAGES.zone;
  }
  if (c.modes_paiement.length && !c.modes_paiement.includes(ctx.modePaiement)) return PROMOTION_MESSAGES.paymentModes(c.modes_paiement);
  if ((c.premiere_commande || c.niveau_vip) && !ctx.customer) return PROMOTION_MESSAGES.signIn;
  if (c.premiere_commande && !ctx.customer!.firstOrder) return PROMOTION_MESSAGES.firstOrder;
  if (c.niveau_vip && ctx.customer!.vipMinSpent < c.niveau_vip.min_spent) return PROMOTION_MESSAGES.vip(c.niveau_vip.nom);
  const left = rule.remaining;
  if (left?.uses != null && left.uses <= 0) return PROMOTION_MESSAGES.usesExhausted;
  if (left?.budget != null && left.budget <= 0) return PROMOTION_MESSAGES.budgetExhausted;
  if (left?.customerUses != null && left.customerUses <= 0) return PROMOTION_MESSAGES.customerUsesExhausted;
  if (c.minimum !== null && ctx.subtotal < c.minimum) return PROMOTION_MESSAGES.minimum(c.minimum, c.minimum - ctx.subtotal);
  return null;
}

/**
 * The hint of an offer the cart only misses `missing` of (like the free-delivery hint): 'Plus que 6.500 TND pour la
 * livraison offerte', 'Plus que 6.500 TND pour « Un dessert offert »' (a gift's offer is named after it), else
 * 'Plus que 6.500 TND pour profiter de « … »'.
 */
export function promotionHint(rule: Pick<PromotionRule, 'kind' | 'nom' | 'percent'>, missing: Millimes): string {
  if (rule.kind === 'delivery' && (rule.percent ?? 0) >= 100) return PROMOTION_MESSAGES.hintFreeDelivery(missing);
  if (rule.kind === 'free_product') return PROMOTION_MESSAGES.hintGift(missing, rule.nom);
  return PROMOTION_MESSAGES.hint(missing, rule.nom);
}

/** The short text of a badge: '-20 %', '-2.000 TND', '2e à -50 %', '3e offert', 'Offert dès 40.000 TND'. */
export function promotionBadge(rule: PromotionRule): string {
  switch (rule.kind) {
    case 'order_percent':
    case 'items_percent':
      return `-${rule.percent ?? 0} %`;
    case 'order_amount':
    case 'items_amount':
      return `-${formatTND(rule.amount ?? 0)}`;
    case 'buy_x_get_y': {
      const buy = rule.achete ?? 1;
      const get = rule.offre ?? 1;
      const free = (rule.percent ?? 100) >= 100;
      if (get === 1) return free ? `${buy + 1}e offert` : `${buy + 1}e à -${rule.percent} %`;
      return free ? `${buy} achetés = ${get} offerts` : `${buy} achetés = ${get} à -${rule.percent} %`;
    }
    case 'delivery':
      return (rule.percent ?? 0) >= 100 ? 'Livraison offerte' : 'Livraison réduite';
    case 'free_product':
      return rule.conditions.minimum ? `Offert dès ${formatTND(rule.conditions.minimum)}` : 'Offert';
  }
}

/** What an owner sees of an offer's life. */
export const PROMOTION_STATUSES = ['brouillon', 'programmee', 'active', 'en_pause', 'terminee'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_STATUS_LABELS: Readonly<Record<PromotionStatus, string>> = {
  brouillon: 'Brouillon',
  programmee: 'Programmée',
  active: 'Active',
  en_pause: 'En pause',
  terminee: 'Terminée',
};

/** The stored state of an offer and its counters (the server's row). */
export interface PromotionLifecycle {
  /** 'brouillon' until published; 'en_pause' by staff; 'terminee' when ended by staff. */
  etat: 'brouillon' | 'publiee' | 'en_pause' | 'terminee';
  debut: string | null;
  fin: string | null;
  max_utilisations: number | null;
  utilisations: number;
  budget: Millimes | null;
  budget_utilise: Millimes;
}

/** The status shown and why (an ended offer says whether by its end date, its cap, its budget or by hand). */
export function promotionStatus(p: PromotionLifecycle, now: Date): { status: PromotionStatus; raison: string | null } {
  if (p.etat === 'brouillon') return { status: 'brouillon', raison: null };
  if (p.etat === 'terminee') return { status: 'terminee', raison: 'Terminée par le restaurant' };
  if (p.fin && now.getTime() >= Date.parse(p.fin)) return { status: 'terminee', raison: 'Date de fin atteinte' };
  if (p.max_utilisations !== null && p.utilisations >= p.max_utilisations) return { status: 'terminee', raison: 'Nombre maximal d’utilisations atteint' };
  if (p.budget !== null && p.budget_utilise >= p.budget) return { status: 'terminee', raison: 'Budget épuisé' };
  if (p.etat === 'en_pause') return { status: 'en_pause', raison: null };
  if (p.debut && now.getTime() < Date.parse(p.debut)) return { status: 'programmee', raison: `Commence le ${dateLabel(p.debut)}` };
  return { status: 'active', raison: null };
}

/** Codes are compared upper-cased without spaces ('ramadan 25' is RAMADAN25). */
export function normalizePromoCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** Single-use codes: a prefix and 8 characters without look-alikes (0/O, 1/I/L). */
export const PROMO_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
