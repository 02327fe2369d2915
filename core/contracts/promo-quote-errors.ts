/** What pricing a cart with the offers may refuse (its lines and zone, as place-order would): the shop's and the phone order's quotes. */
export const PROMO_QUOTE_ERRORS = [
  'PRODUCT_UNKNOWN',
  'PRODUCT_UNAVAILABLE',
  'PRODUCT_SOLD_OUT',
  'ACCOMPANIMENT_UNAVAILABLE',
  'ACCOMPANIMENT_NOT_OFFERED',
  'ZONE_UNKNOWN',
] as const;
