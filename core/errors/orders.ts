/** Checkout refusals, order lookups, cancel, review, staff status changes and online payment. */
import { MESSAGES } from '../messages';
import type { Millimes } from '../money';
import { ORDER_MESSAGES } from '../order-messages';
import type { StatutCommande } from '../order-status';
import { SLOT_MESSAGES } from '../slots';
import { defineErrors } from './define';

export const ORDER_ERRORS = defineErrors({
  ORDER_NOT_FOUND: { status: 404, message: MESSAGES.lookup.orderNotFound },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: ORDER_MESSAGES.idempotencyKeyRequired },
  IDEMPOTENCY_MISMATCH: { status: 422, message: ORDER_MESSAGES.idempotencyConflict },
  IN_FLIGHT: { status: 409, message: ORDER_MESSAGES.inFlight },
  BLACKLISTED: { status: 403, message: ORDER_MESSAGES.blacklisted },
  PROFILE_INCOMPLETE: { status: 422, message: MESSAGES.checkout.profileIncomplete },
  NO_PAYMENT_MODE: { status: 422, message: MESSAGES.checkout.noPaymentMode },
  PAYMENT_MODE_UNAVAILABLE: { status: 422, message: ORDER_MESSAGES.paymentModeUnavailable },
  SLOT_UNAVAILABLE: { status: 422, message: SLOT_MESSAGES.unavailable },
  SLOT_FULL: { status: 422, message: (p: { next: string }) => SLOT_MESSAGES.full(p.next) },
  NO_SLOT_LEFT: { status: 422, message: SLOT_MESSAGES.noneLeft },
  PRODUCT_NOT_ON_MENU: { status: 422, message: (p: { name: string }) => SLOT_MESSAGES.notOnMenu(p.name) },
  SCHEDULED_CANCEL_TOO_LATE: { status: 422, message: (p: { clock: string }) => SLOT_MESSAGES.cancelTooLate(p.clock) },
  ORDERING_CLOSED: { status: 422, message: (p: { reason: string; message: string }) => `${p.reason}. ${p.message}` },
  PRODUCT_UNKNOWN: { status: 422, message: ORDER_MESSAGES.productUnknown },
  PRODUCT_UNAVAILABLE: { status: 422, message: (p: { name: string }) => ORDER_MESSAGES.productUnavailable(p.name) },
  ACCOMPANIMENT_UNAVAILABLE: { status: 422, message: ORDER_MESSAGES.accompanimentUnavailable },
  ACCOMPANIMENT_NOT_OFFERED: {
    status: 422,
    message: (p: { side: string; product: string }) => ORDER_MESSAGES.accompanimentNotOffered(p.side, p.product),
  },
  // Option groups (core/product-options.ts checkSelection).
  OPTION_MISSING: {
    status: 422,
    message: (p: { group: string; product: string; min: number }) =>
      p.min > 1 ? `« ${p.group} » : choisissez au moins ${p.min} options pour ${p.product}` : `« ${p.group} » : choisissez une option pour ${p.product}`,
  },
  OPTION_TOO_MANY: {
    status: 422,
    message: (p: { group: string; product: string; max: number }) =>
      p.max > 1 ? `« ${p.group} » : ${p.max} options au maximum pour ${p.product}` : `« ${p.group} » : une seule option possible pour ${p.product}`,
  },
  OPTION_UNKNOWN: {
    status: 422,
    message: (p: { product: string }) => `Une option choisie n’est plus proposée pour ${p.product}. Veuillez la choisir à nouveau.`,
  },
  OPTION_SOLD_OUT: {
    status: 422,
    message: (p: { option: string; product: string }) => `L’option « ${p.option} » de ${p.product} est épuisée pour le moment. Choisissez-en une autre.`,
  },
  ZONE_UNKNOWN: { status: 422, message: ORDER_MESSAGES.zoneUnknown },
  ZONE_MINIMUM: { status: 422, message: (p: { amount: Millimes }) => ORDER_MESSAGES.belowMinimum(p.amount) },
  CANCEL_NOT_ALLOWED: { status: 422, message: ORDER_MESSAGES.cancelNotAllowed },
  CANCEL_TOO_LATE: { status: 422, message: (p: { minutes: number }) => ORDER_MESSAGES.cancelTooLate(p.minutes) },
  REVIEW_NOT_ALLOWED: { status: 422, message: ORDER_MESSAGES.reviewNotAllowed },
  REVIEW_EXISTS: { status: 409, message: ORDER_MESSAGES.reviewAlreadyGiven },
  ILLEGAL_TRANSITION: {
    status: 422,
    message: (p: { from: StatutCommande; to: StatutCommande }) => ORDER_MESSAGES.illegalTransition(p.from, p.to),
  },
  DELIVERY_ONLY_STATUS: { status: 422, message: ORDER_MESSAGES.deliveryOnlyStatus },
  NOT_PAYABLE: { status: 422, message: ORDER_MESSAGES.notPayable },
  ALREADY_PAID: { status: 409, message: ORDER_MESSAGES.alreadyPaid },
  REFUND_NOT_ALLOWED: { status: 422, message: ORDER_MESSAGES.refundNotAllowed },
  ALREADY_REFUNDED: { status: 409, message: ORDER_MESSAGES.alreadyRefunded },
  REFUND_TOO_HIGH: { status: 422, message: (p: { total: Millimes }) => ORDER_MESSAGES.refundTooHigh(p.total) },
  PAYMENT_UNAVAILABLE: { status: 503, message: 'Le paiement en ligne est momentanément indisponible' },
  PAYMENT_PROVIDER: { status: 502, message: 'Konnect injoignable' },
  PAYMENT_INIT_FAILED: { status: 502, message: (p: { message: string }) => MESSAGES.order.paymentInitFailed(p.message) },
});
