/**
 * Exchanging points for a voucher. The schema only checks the shape (a positive integer); the
 * minimum and the balance depend on the settings and the customer, so the service applies
 * checkVoucherExchange from core/loyalty.ts, the same function the form uses.
 */
import { z } from 'zod';
import { checkVoucherExchange, VOUCHER_EXCHANGE_MESSAGES } from '../loyalty';

export const VoucherExchangeInput = z.object({
  points: z.int({ error: VOUCHER_EXCHANGE_MESSAGES.conditionsNotMet }).positive(VOUCHER_EXCHANGE_MESSAGES.conditionsNotMet),
});
export type VoucherExchangeInput = z.infer<typeof VoucherExchangeInput>;

/**
 * The exchange form's field: the points typed as text, checked as the service will check them (a positive
 * integer, the minimum, the balance), with the same French messages, before anything is sent.
 */
export function voucherExchangeForm(limits: { minimum: number; balance: number }) {
  return z.object({
    points: z.string().transform((text, ctx) => {
      const points = pointsOf(text);
      const check = checkVoucherExchange({ points, ...limits });
      if (check.ok) return points;
      ctx.addIssue({ code: 'custom', message: check.message });
      return z.NEVER;
    }),
  });
}

/** Points typed as text: digits only, or NaN. */
export function pointsOf(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}
