/**
 * Delivery rules (customer-shop §5, §9): the zone's minimum to order, the free-delivery threshold,
 * the fee, the drawer's hint and the order button's label. The cart, the checkout dialog and the
 * server's placeOrder all call these, so the browser and the server agree on every amount.
 */
import type { ZoneLivraison } from './catalog';
import { formatTND, type Millimes } from './money';
import type { TypeCommande } from './order-type';

/** 15 TND: default minimum_commande of a zone. */
export const DEFAULT_MINIMUM_COMMANDE: Millimes = 15_000;
/** 50 TND: default minimum_gratuite (free delivery from this subtotal). */
export const DEFAULT_MINIMUM_GRATUITE: Millimes = 50_000;
/** Default frais_livraison of a zone. */
const DEFAULT_FRAIS_LIVRAISON: Millimes = 0;
export const DEFAULT_ZONE = 'centre';

/** The amounts of a zone that the rules read; a missing or null amount takes the spec's default. */
export interface ZoneAmounts {
  frais_livraison?: Millimes | null;
  minimum_commande?: Millimes | null;
  minimum_gratuite?: Millimes | null;
}

/** What a zone lookup needs: its code, and actif when known (an inactive zone is not offered). */
export type ZoneLike = Pick<ZoneLivraison, 'code'> & ZoneAmounts & { actif?: boolean };

/** The order context the cart drawer, the checkout and the server share. */
export interface OrderContext<Z extends ZoneLike = ZoneLivraison> {
  typeCommande: TypeCommande;
  zoneCode: string | null | undefined;
  zones: readonly Z[];
  /** Sum of the lines, without delivery fee. */
  subtotal: Millimes;
}

/** The zone with this code among the active ones, or undefined. */
export function findZone<Z extends ZoneLike>(zones: readonly Z[], code: string | null | undefined): Z | undefined {
  if (!code) return undefined;
  return zones.find((zone) => zone.code === code && zone.actif !== false);
}

/** What an order shows for its zone: the zone's name, or its code when the zone is no longer listed. */
export function zoneName(zones: readonly { code: string; nom: string }[], code: string | null | undefined): string | null {
  if (!code) return null;
  return zones.find((zone) => zone.code === code)?.nom ?? code;
}

export function minimumCommande(zone: ZoneAmounts | null | undefined): Millimes {
  return zone?.minimum_commande ?? DEFAULT_MINIMUM_COMMANDE;
}

export function minimumGratuite(zone: ZoneAmounts | null | undefined): Millimes {
  return zone?.minimum_gratuite ?? DEFAULT_MINIMUM_GRATUITE;
}

/** 0 once the subtotal reaches the zone's free threshold, else the zone's fee. */
export function computeDeliveryFee(subtotal: Millimes, zone: ZoneAmounts | null | undefined): Millimes {
  if (subtotal >= minimumGratuite(zone)) return 0;
  return zone?.frais_livraison ?? DEFAULT_FRAIS_LIVRAISON;
}

/** Fee of an order: only delivery has one, and only to a known zone's rules (defaults otherwise). */
export function orderDeliveryFee<Z extends ZoneLike>(ctx: OrderContext<Z>): Millimes {
  if (ctx.typeCommande !== 'Livraison') return 0;
  return computeDeliveryFee(ctx.subtotal, findZone(ctx.zones, ctx.zoneCode));
}

/** Delivery needs a known zone and a subtotal reaching its minimum; other types are always allowed. */
export function canOrder<Z extends ZoneLike>(ctx: OrderContext<Z>): boolean {
  if (ctx.typeCommande !== 'Livraison') return true;
  const zone = findZone(ctx.zones, ctx.zoneCode);
  return zone !== undefined && ctx.subtotal >= minimumCommande(zone);
}

export const DELIVERY_HINTS = {
  belowMinimum: (amount: string) => `Ajoutez encore ${amount} pour pouvoir commander en livraison`,
  belowFree: (amount: string) => `Plus que ${amount} pour la livraison gratuite !`,
  free: 'Félicitations ! Livraison gratuite',
} as const;

/** The drawer's hint under the delivery fee; null for pickup, dine-in or an unknown zone. */
export function deliveryHint<Z extends ZoneLike>(ctx: OrderContext<Z>): string | null {
  if (ctx.typeCommande !== 'Livraison') return null;
  const zone = findZone(ctx.zones, ctx.zoneCode);
  if (!zone) return null;
  const minimum = minimumCommande(zone);
  if (ctx.subtotal < minimum) return DELIVERY_HINTS.belowMinimum(formatTND(minimum - ctx.subtotal));
  const free = minimumGratuite(zone);
  if (ctx.subtotal < free) return DELIVERY_HINTS.belowFree(formatTND(free - ctx.subtotal));
  return DELIVERY_HINTS.free;
}

export const ORDER_BUTTON_LABELS = {
  empty: 'Panier vide',
  selectZone: 'Sélectionner une zone',
  minimum: (amount: string) => `Minimum ${amount} requis`,
  order: (total: string) => `Commander - ${total}`,
} as const;

/** Label of the drawer's order button; `total` is the amount to pay (subtotal plus fee). */
export function orderButtonLabel<Z extends ZoneLike>(ctx: OrderContext<Z> & { itemCount: number; total: Millimes }): string {
  if (ctx.itemCount <= 0) return ORDER_BUTTON_LABELS.empty;
  if (ctx.typeCommande === 'Livraison') {
    const zone = findZone(ctx.zones, ctx.zoneCode);
    if (!zone) return ORDER_BUTTON_LABELS.selectZone;
    const minimum = minimumCommande(zone);
    if (ctx.subtotal < minimum) return ORDER_BUTTON_LABELS.minimum(formatTND(minimum));
  }
  return ORDER_BUTTON_LABELS.order(formatTND(ctx.total));
}
