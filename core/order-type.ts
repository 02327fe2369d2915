/**
 * Order types (type_commande) and their French labels (customer-shop §4). The cart drawer offers
 * only delivery and pickup; dine-in exists for orders taken by staff.
 */

export const ORDER_TYPES = ['Livraison', 'A_emporter', 'Sur_place'] as const;
export type TypeCommande = (typeof ORDER_TYPES)[number];

/** The two types a customer can pick in the cart drawer, in display order. */
export const CART_ORDER_TYPES = ['Livraison', 'A_emporter'] as const satisfies readonly TypeCommande[];

export const ORDER_TYPE_LABELS: Readonly<Record<TypeCommande, string>> = {
  Livraison: 'Livraison',
  A_emporter: 'À emporter',
  Sur_place: 'Sur place',
};

export function isOrderType(value: unknown): value is TypeCommande {
  return typeof value === 'string' && (ORDER_TYPES as readonly string[]).includes(value);
}

export function orderTypeLabel(type: TypeCommande): string {
  return ORDER_TYPE_LABELS[type];
}

/** Delivery is the only type with an address, a zone, a minimum and a fee. */
export function isDelivery(type: TypeCommande): type is 'Livraison' {
  return type === 'Livraison';
}
