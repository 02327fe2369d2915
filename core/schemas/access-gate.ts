/** The access gate's password check (back-office §5, §7). */
import { z } from 'zod';
import { MESSAGES } from '../messages';

/** The gate's texts (back-office §5, §8, §9), from core/messages.ts. */
export const ACCESS_GATE_MESSAGES = MESSAGES.accessGate;

export const VerifyAccessInput = z.object({
  password: z
    .string({ error: ACCESS_GATE_MESSAGES.passwordRequired })
    .max(200, ACCESS_GATE_MESSAGES.wrongPassword)
    .refine((v) => v.trim() !== '', ACCESS_GATE_MESSAGES.passwordRequired),
});
export type VerifyAccessInput = z.infer<typeof VerifyAccessInput>;

export const VerifyAccessView = z.object({ success: z.boolean(), message: z.string() });
export type VerifyAccessView = z.infer<typeof VerifyAccessView>;

/** What the server inlines into the gate page (id __GATE__). */
export const GatePageData = z.object({ nom_restaurant: z.string(), message_bientot_disponible: z.string() });
export type GatePageData = z.infer<typeof GatePageData>;
