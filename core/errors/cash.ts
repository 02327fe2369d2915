/** Refusals of the cash rules: 'Je paierai avec', first cash orders, refused deliveries, codes. */
import { CASH_MESSAGES } from '../cash';
import type { Millimes } from '../money';
import { defineErrors } from './define';

export const CASH_ERRORS = defineErrors({
  PAIERA_AVEC_CASH_ONLY: { status: 422, message: CASH_MESSAGES.paieraAvecCashOnly },
  PAIERA_AVEC_TOO_LOW: { status: 422, message: (p: { total: Millimes }) => CASH_MESSAGES.paieraAvecTooLow(p.total) },
  CASH_FIRST_ORDER_CEILING: { status: 422, message: (p: { ceiling: Millimes }) => CASH_MESSAGES.firstOrderCeiling(p.ceiling) },
  CASH_REFUSED_DELIVERIES: { status: 422, message: CASH_MESSAGES.refusedDeliveries },
  CASH_CODE_NOT_EXPECTED: { status: 409, message: CASH_MESSAGES.codeNotExpected },
  CASH_CODE_WRONG: { status: 422, message: (p: { remaining: number }) => CASH_MESSAGES.codeWrong(p.remaining) },
  CASH_CODE_LOCKED: { status: 422, message: CASH_MESSAGES.codeLocked },
  CASH_CODE_EXPIRED: { status: 422, message: CASH_MESSAGES.codeExpired },
  DELIVERY_REFUSAL_NOT_DELIVERY: { status: 422, message: CASH_MESSAGES.refusalNotDelivery },
  DELIVERY_REFUSAL_NOT_OUT: { status: 422, message: CASH_MESSAGES.refusalNotOut },
  DELIVERY_REFUSAL_ALREADY: { status: 409, message: CASH_MESSAGES.refusalAlready },
  DELIVERY_REFUSAL_NO_PHONE: { status: 422, message: CASH_MESSAGES.refusalNoPhone },
});
