/**
 * The checkout payload (customer-shop §5 checkout gates). It carries choices only, never prices:
 * the server recomputes every price, fee and minimum from its own rows (design.md, trust
 * boundaries). Delivery needs a zone and a full address; the other types drop those fields.
 */
import { z } from 'zod';
import { MAX_ADDRESS_LENGTH, MAX_CITY_LENGTH, MAX_INSTRUCTIONS_LENGTH, MAX_ORDER_LINES, MAX_QUANTITY, MAX_ZONE_CODE_LENGTH } from '../limits';
import { CASH_MESSAGES, MAX_PAIERA_AVEC } from '../cash';
import { MESSAGES } from '../messages';
import { ORDER_TYPES } from '../order-type';
import { normalizePaymentMode } from '../payment-mode';
import { normalizePromoCode } from '../promotions';
import { MAX_OPTIONS_PER_LINE, normalizeOptionIds } from '../product-options';
import { idField, optionalText } from './fields';

export const PLACE_ORDER_MESSAGES = {
  invalidProduct: 'Produit invalide',
  invalidAccompaniment: 'Accompagnement invalide',
  invalidOption: 'Option invalide',
  tooManyOptions: `Un article ne peut pas avoir plus de ${MAX_OPTIONS_PER_LINE} options`,
  invalidQuantity: `La quantité doit être comprise entre 1 et ${MAX_QUANTITY}`,
  invalidOrderType: 'Type de commande invalide',
  invalidPaymentMode: 'Mode de paiement invalide',
  invalidSlot: 'Créneau invalide',
  tooManyLines: `Votre panier ne peut pas contenir plus de ${MAX_ORDER_LINES} articles différents`,
} as const;

const OrderItemInput = z.object({
  product_id: idField(PLACE_ORDER_MESSAGES.invalidProduct),
  quantity: z
    .int({ error: PLACE_ORDER_MESSAGES.invalidQuantity })
    .min(1, PLACE_ORDER_MESSAGES.invalidQuantity)
    .max(MAX_QUANTITY, PLACE_ORDER_MESSAGES.invalidQuantity),
  accompaniment_id: idField(PLACE_ORDER_MESSAGES.invalidAccompaniment)
    .nullish()
    .transform((id) => id ?? null),
  /** Ids of the options chosen in the product's option groups; checked and priced by the server. */
  options: z
    .array(idField(PLACE_ORDER_MESSAGES.invalidOption), { error: PLACE_ORDER_MESSAGES.invalidOption })
    .max(MAX_OPTIONS_PER_LINE, PLACE_ORDER_MESSAGES.tooManyOptions)
    .nullish()
    .transform((ids) => normalizeOptionIds(ids)),
});
type OrderItemInput = z.infer<typeof OrderItemInput>;

/** The checkout's fields before the rules across them (the code check reads the same ones). */
export const PlaceOrderFields = z.object({
  type_commande: z.enum(ORDER_TYPES, { error: PLACE_ORDER_MESSAGES.invalidOrderType }),
  /** Code of the delivery zone (zones_livraison.code). */
  zone_livraison: optionalText(MAX_ZONE_CODE_LENGTH),
  adresse_livraison: optionalText(MAX_ADDRESS_LENGTH),
  ville_livraison: optionalText(MAX_CITY_LENGTH),
  instructions_livraison: optionalText(MAX_INSTRUCTIONS_LENGTH),
  instructions_speciales: optionalText(MAX_INSTRUCTIONS_LENGTH),
  /** Lower-cased; missing or unknown strings become konnect (customer-shop §1). */
  mode_paiement: z
    .string({ error: PLACE_ORDER_MESSAGES.invalidPaymentMode })
    .nullish()
    .transform((mode) => normalizePaymentMode(mode)),
  /** A voucher code of the customer's (loyalty): its amount is taken off, capped at the subtotal. */
  voucher_code: optionalText(40),
  /** A promo code (core/promotions.ts): checked and priced by the server with the automatic offers. */
  promo_code: optionalText(40).transform((code) => (code ? normalizePromoCode(code) : null)),
  /** 'Je paierai avec' (cash only, millimes): at least the total, checked by the server (core/cash.ts). */
  paiera_avec: z
    .int({ error: CASH_MESSAGES.paieraAvecInvalid })
    .min(1, CASH_MESSAGES.paieraAvecInvalid)
    .max(MAX_PAIERA_AVEC, CASH_MESSAGES.paieraAvecInvalid)
    .nullish()
    .transform((amount) => amount ?? null),
  /** Order ahead (core/slots.ts): the chosen slot's instant (ISO); absent or null = 'Dès que possible'. */
  scheduled_for: z.iso
    .datetime({ offset: true, error: PLACE_ORDER_MESSAGES.invalidSlot })
    .nullish()
    .transform((slot) => slot ?? null),
  items: z
    .array(OrderItemInput, { error: MESSAGES.checkout.cartEmpty })
    .min(1, MESSAGES.checkout.cartEmpty)
    .max(MAX_ORDER_LINES, PLACE_ORDER_MESSAGES.tooManyLines),
});

export const PlaceOrderInput = PlaceOrderFields.superRefine((order, ctx) => {
  if (order.type_commande !== 'Livraison') return;
  if (!order.zone_livraison) ctx.addIssue({ code: 'custom', path: ['zone_livraison'], message: MESSAGES.checkout.zoneRequired });
  if (!order.adresse_livraison || !order.ville_livraison) {
    const path = order.adresse_livraison ? 'ville_livraison' : 'adresse_livraison';
    ctx.addIssue({ code: 'custom', path: [path], message: MESSAGES.checkout.addressIncomplete });
  }
}).transform((order) =>
  order.type_commande === 'Livraison'
    ? order
    : { ...order, zone_livraison: null, adresse_livraison: null, ville_livraison: null, instructions_livraison: null },
);
export type PlaceOrderInput = z.infer<typeof PlaceOrderInput>;
