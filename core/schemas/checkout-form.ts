/**
 * The checkout form (customer-shop §2 Checkout): the address, the instructions, the payment mode and
 * 'Je paierai avec' as typed, checked with the server's rules and French messages before anything is
 * sent. Its output is the body of POST /api/orders, built by core/checkout-payload.ts from the cart and
 * these fields; the voucher and promo codes come from their own fields, the slot from the slot choice.
 */
import { z } from 'zod';
import { CASH_MESSAGES, paieraAvecIssue } from '../cash';
import { toPlaceOrderBody, type CheckoutCart, type PlaceOrderBody } from '../checkout-payload';
import { MAX_ADDRESS_LENGTH, MAX_CITY_LENGTH, MAX_INSTRUCTIONS_LENGTH } from '../limits';
import { MESSAGES } from '../messages';
import { toMillimes, type Millimes } from '../money';
import { PAYMENT_MODES } from '../payment-mode';
import { FIELD_MESSAGES } from './fields';

/** 'Je paierai avec' as typed in TND: null when empty, NaN when it is not an amount. */
export function parsePaieraAvec(text: string): number | null {
  if (text.trim() === '') return null;
  try {
    return toMillimes(text.trim().replace(',', '.'));
  } catch {
    return Number.NaN;
  }
}

/** The message for this 'Je paierai avec' and total, or null when it may be sent (the server's rule, core/cash.ts). */
function paieraAvecError(text: string, total: Millimes): string | null {
  const amount = parsePaieraAvec(text);
  if (amount === null) return null;
  if (!Number.isFinite(amount) || amount <= 0) return CASH_MESSAGES.paieraAvecInvalid;
  return paieraAvecIssue({ paieraAvec: amount as Millimes, total, modePaiement: 'especes' });
}

const text = (max: number) => z.string().max(max, FIELD_MESSAGES.tooLong(max));

const CheckoutFields = z.object({
  adresse: text(MAX_ADDRESS_LENGTH),
  ville: text(MAX_CITY_LENGTH),
  instructionsLivraison: text(MAX_INSTRUCTIONS_LENGTH),
  instructionsSpeciales: text(MAX_INSTRUCTIONS_LENGTH),
  modePaiement: z.enum(PAYMENT_MODES).nullable(),
  paieraAvec: z.string(),
  /** The slot's instant (ISO), null for 'Dès que possible'. */
  scheduledFor: z.string().nullable(),
});
export type CheckoutFormValues = z.input<typeof CheckoutFields>;

export interface CheckoutFormContext {
  cart: CheckoutCart;
  /** What the customer pays (offers and voucher taken off): 'Je paierai avec' is at least this. */
  total: Millimes;
  voucherCode: string;
  /** A code the server's quote applied, else null. */
  promoCode: string | null;
}

export function checkoutForm({ cart, total, voucherCode, promoCode }: CheckoutFormContext) {
  return CheckoutFields.superRefine((form, ctx) => {
    if (cart.typeCommande === 'Livraison') {
      if (!form.adresse.trim()) ctx.addIssue({ code: 'custom', path: ['adresse'], message: MESSAGES.checkout.addressIncomplete });
      if (!form.ville.trim()) ctx.addIssue({ code: 'custom', path: ['ville'], message: MESSAGES.checkout.addressIncomplete });
    }
    const paieraAvec = form.modePaiement === 'especes' ? paieraAvecError(form.paieraAvec, total) : null;
    if (paieraAvec) ctx.addIssue({ code: 'custom', path: ['paieraAvec'], message: paieraAvec });
  }).transform((form): PlaceOrderBody => {
    const paieraAvec = form.modePaiement === 'especes' ? parsePaieraAvec(form.paieraAvec) : null;
    return {
      ...toPlaceOrderBody(cart, form),
      voucher_code: voucherCode.trim() || null,
      promo_code: promoCode,
      scheduled_for: form.scheduledFor,
      ...(paieraAvec !== null ? { paiera_avec: paieraAvec } : {}),
    };
  });
}
