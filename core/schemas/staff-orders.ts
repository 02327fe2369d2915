/**
 * Payloads of the staff orders: the customer lookup of a phone order, the phone order itself
 * (the shop's own checkout payload, so every rule is the shop's), a correction and an order's history.
 */
import { z } from 'zod';
import { CheckPromoCodeInput } from './promotions';
import { MAX_NAME_LENGTH } from '../limits';
import { ORDER_TYPES } from '../order-type';
import { PAYMENT_MODES } from '../payment-mode';
import { STAFF_ORDER_MESSAGES } from '../staff-orders';
import { idField, optionalEmailField, optionalText, phoneField, requiredText } from './fields';
import { PlaceOrderInput } from './place-order';
import { OrderView } from '../api-views';

export const StaffCustomerQuery = z.object({
  q: z.string({ error: STAFF_ORDER_MESSAGES.searchTooShort }).trim().min(3, STAFF_ORDER_MESSAGES.searchTooShort).max(254),
});

const StaffCustomerAddress = z.object({
  adresse: z.string(),
  ville: z.string(),
  zone_livraison: z.string(),
  instructions_livraison: z.string().nullable(),
});

export const StaffCustomerView = z.object({
  id: z.number().int(),
  prenom: z.string().nullable(),
  nom: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  /** Signed in at least once (a phone-only customer has no account until they sign in with their e-mail). */
  has_account: z.boolean(),
  is_blacklisted: z.boolean(),
  nombre_commandes: z.number().int(),
  current_points_balance: z.number().int(),
  /** Saved addresses, most used first. */
  adresses: z.array(StaffCustomerAddress),
});
export type StaffCustomerView = z.infer<typeof StaffCustomerView>;
export const StaffCustomerList = z.object({ customers: z.array(StaffCustomerView) });
export type StaffCustomerList = z.infer<typeof StaffCustomerList>;

/** A customer who orders by phone for the first time: a name and a mobile number are enough. */
export const NewPhoneCustomerInput = z.object({
  prenom: requiredText('Indiquez le prénom du client', MAX_NAME_LENGTH),
  nom: requiredText('Indiquez le nom du client', MAX_NAME_LENGTH),
  telephone: phoneField,
  email: optionalEmailField,
});
export type NewPhoneCustomerInput = z.infer<typeof NewPhoneCustomerInput>;

export const PhoneOrderInput = z
  .object({
    customer_id: idField(STAFF_ORDER_MESSAGES.customerNotFound).nullish(),
    nouveau_client: NewPhoneCustomerInput.nullish(),
    /** The shop's checkout payload, unchanged: same menu, zones, minimums, sold-out and payment rules. */
    commande: PlaceOrderInput,
  })
  .refine((input) => Boolean(input.customer_id) !== Boolean(input.nouveau_client), {
    path: ['customer_id'],
    message: STAFF_ORDER_MESSAGES.customerRequired,
  });
export type PhoneOrderInput = z.infer<typeof PhoneOrderInput>;

/** The phone order's cart priced with the offers for the customer found (none: a new customer's first order), before it is placed. */
export const PhoneOrderQuoteInput = CheckPromoCodeInput.extend({
  customer_id: idField(STAFF_ORDER_MESSAGES.customerNotFound).nullish(),
});
export type PhoneOrderQuoteInput = z.output<typeof PhoneOrderQuoteInput>;

/**
 * The board's phone order form: a known customer (their id) or a new one as typed, the draft (its lines, pickup
 * or delivery and the address as typed), the payment and the slot. The output is the server's PhoneOrderInput,
 * checked by it with its French messages at the same paths (nouveau_client.telephone, commande.adresse_livraison);
 * the draft's lines are the order's items; the 'Code promo' applied, if any, is the order's promo_code.
 */
export const PhoneOrderForm = z
  .object({
    customer_id: z.int().nullable(),
    nouveau_client: z.object({ prenom: z.string(), nom: z.string(), telephone: z.string(), email: z.string() }).nullable(),
    commande: z.object({
      lines: z.array(z.object({ product_id: z.int(), accompaniment_id: z.int().nullable(), options: z.array(z.int()).optional(), quantity: z.int() })),
      type_commande: z.enum(ORDER_TYPES),
      zone_livraison: z.string(),
      adresse_livraison: z.string(),
      ville_livraison: z.string(),
      instructions_livraison: z.string(),
      instructions_speciales: z.string(),
      mode_paiement: z.enum(PAYMENT_MODES),
      scheduled_for: z.string().nullable(),
      /** The 'Code promo' applied ('' when none). */
      promo_code: z.string(),
    }),
  })
  .transform(({ commande: { lines, promo_code, ...commande }, ...form }): z.input<typeof PhoneOrderInput> => ({
    ...form,
    commande: { ...commande, items: lines, voucher_code: null, promo_code: promo_code || null, paiera_avec: null },
  }))
  .pipe(PhoneOrderInput);

/**
 * A correction before Prête: the order's new content (lines, pickup or delivery, address). The payment
 * mode and voucher of `commande` are not read: a correction keeps the order's own.
 */
export const CorrectOrderInput = z.object({
  commande: PlaceOrderInput,
  motif: optionalText(300),
});
export type CorrectOrderInput = z.infer<typeof CorrectOrderInput>;

export const CorrectionAnswer = z.object({
  order: OrderView,
  /** new total − old total (millimes; negative when lower). */
  difference: z.number().int(),
  /** A paid Konnect order corrected upwards: the link for the difference. */
  payUrl: z.string().nullable(),
});
export type CorrectionAnswer = z.infer<typeof CorrectionAnswer>;

export const OrderHistoryEntry = z.object({
  at: z.string(),
  /** The app event's name ('order.created', 'order.corrected', ...). */
  event: z.string(),
  /** Who: the staff member's name, 'Client' or 'Système'. */
  by: z.string(),
  /** What changed, as before → after lines ready to show. */
  changes: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
  /** A short note (a refund's motif and amount, a status). */
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;
export const OrderHistoryView = z.object({ entries: z.array(OrderHistoryEntry) });
export type OrderHistoryView = z.infer<typeof OrderHistoryView>;

/** POST /api/admin/orders/:id/payment-link/send: the channel staff send the order's Konnect link by. */
export const SendPaymentLinkInput = z.object({
  canal: z.enum(['whatsapp', 'sms'], { error: STAFF_ORDER_MESSAGES.paymentLinkChannelInvalid }),
});
export type SendPaymentLinkInput = z.infer<typeof SendPaymentLinkInput>;

/** The link queued for the customer, or already sent by that channel (the same link is never sent twice by one channel). */
export const SendPaymentLinkAnswer = z.object({ canal: z.enum(['whatsapp', 'sms']), deja_envoye: z.boolean() });
export type SendPaymentLinkAnswer = z.infer<typeof SendPaymentLinkAnswer>;

/** POST /api/admin/orders/:id/payment-link: a new Konnect link for an unpaid order whose link expired or failed. */
export const ReopenPaymentLinkAnswer = z.object({ order: OrderView, payUrl: z.string() });
export type ReopenPaymentLinkAnswer = z.infer<typeof ReopenPaymentLinkAnswer>;
