/**
 * Exchanging points for a voucher. The schema only checks the shape (a positive integer); the
 * minimum and the balance depend on the settings and the customer, so the service applies
 * checkVoucherExchange from core/loyalty.ts, the same function the form uses.
 */
import { z } from 'zod';
import { VOUCHER_EXCHANGE_MESSAGES } from '../loyalty';

export const VoucherExchangeInput = z.object({
  points: z.int({ error: VOUCHER_EXCHANGE_MESSAGES.conditionsNotMet }).positive(VOUCHER_EXCHANGE_MESSAGES.conditionsNotMet),
});
export type VoucherExchangeInput = z.infer<typeof VoucherExchangeInput>;
