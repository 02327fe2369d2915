/** Refusals of staff orders: phone orders, corrections, partial refunds. */
import type { Millimes } from '../money';
import { STAFF_ORDER_MESSAGES as M } from '../staff-orders';
import { defineErrors } from './define';

export const STAFF_ORDER_ERRORS = defineErrors({
  STAFF_CUSTOMER_NOT_FOUND: { status: 404, message: M.customerNotFound },
  CUSTOMER_PHONE_TAKEN: { status: 409, message: M.customerPhoneTaken },
  CUSTOMER_EMAIL_TAKEN: { status: 409, message: M.customerEmailTaken },
  ORDER_NOT_CORRECTABLE: { status: 422, message: M.notCorrectable },
  ORDER_PAYMENT_PENDING: { status: 409, message: M.paymentPending },
  CORRECTION_UNCHANGED: { status: 422, message: M.correctionUnchanged },
  REFUND_LINE_UNKNOWN: { status: 422, message: M.refundLineUnknown },
  REFUND_LINE_QUANTITY: { status: 422, message: (p: { name: string; max: number }) => M.refundLineQuantity(p.name, p.max) },
  REFUND_ABOVE_PAID: { status: 422, message: (p: { paid: Millimes }) => M.refundAboveProvided(p.paid) },
  PAYMENT_LINK_ACTIVE: { status: 409, message: M.paymentLinkActive },
  PAYMENT_LINK_EXPIRED: { status: 409, message: M.paymentLinkExpired },
  PAYMENT_LINK_MISSING: { status: 409, message: M.paymentLinkMissing },
  PAYMENT_LINK_NO_PHONE: { status: 422, message: M.paymentLinkNoPhone },
  MESSAGE_CHANNEL_UNAVAILABLE: { status: 422, message: M.messageChannelUnavailable },
});
