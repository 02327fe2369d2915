/** Payloads of the cash rules' endpoints: refused delivery, blacklist from an order, confirmation code. */
import { z } from 'zod';
import { CASH_CODE_DIGITS, CASH_MESSAGES, MAX_CASH_MOTIF_LENGTH } from '../cash';

const motif = z.string({ error: CASH_MESSAGES.motifRequired }).trim().max(MAX_CASH_MOTIF_LENGTH, CASH_MESSAGES.motifTooLong);

/** POST /api/admin/orders/:id/delivery-refused: the reason is optional. */
export const DeliveryRefusalInput = z.object({ motif: motif.nullish().transform((m) => m || null) });
export type DeliveryRefusalInput = z.infer<typeof DeliveryRefusalInput>;

/** POST /api/admin/orders/:id/blacklist: the reason is required. */
export const BlacklistFromOrderInput = z.object({ motif: motif.min(3, CASH_MESSAGES.motifRequired) });
export type BlacklistFromOrderInput = z.infer<typeof BlacklistFromOrderInput>;

/** POST /api/orders/:id/confirmation-code */
export const CashCodeInput = z.object({
  code: z
    .string({ error: CASH_MESSAGES.codeInvalidFormat })
    .trim()
    .regex(new RegExp(`^\\d{${CASH_CODE_DIGITS}}$`), CASH_MESSAGES.codeInvalidFormat),
});
export type CashCodeInput = z.infer<typeof CashCodeInput>;
