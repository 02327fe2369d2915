/** GET /api/slots (core/slots.ts): the slots the checkout offers, by day, full ones marked. */
import { z } from 'zod';
import { MAX_ZONE_CODE_LENGTH } from '../limits';
import { ORDER_TYPES } from '../order-type';
import { PLACE_ORDER_MESSAGES } from './place-order';
import { optionalText } from './fields';

export const SlotsQuery = z.object({
  type_commande: z.enum(ORDER_TYPES, { error: PLACE_ORDER_MESSAGES.invalidOrderType }),
  zone_livraison: optionalText(MAX_ZONE_CODE_LENGTH),
});
export type SlotsQuery = z.infer<typeof SlotsQuery>;

const SlotView = z.object({
  /** The slot's instant, ISO: what the checkout sends back as scheduled_for. */
  at: z.string(),
  /** HH:MM in Tunis time. */
  heure: z.string(),
  complet: z.boolean(),
});
type SlotView = z.infer<typeof SlotView>;

export const SlotsView = z.object({
  /** Whether 'Dès que possible' is possible now (open, not paused, the kitchen not at its ceiling). */
  asap: z.boolean(),
  /** Why not, in French ("Commandes fermées — réouverture demain à 12:00"); null when open. */
  message: z.string().nullable(),
  jours: z.array(z.object({ jour: z.string(), libelle: z.string(), creneaux: z.array(SlotView) })),
});
export type SlotsView = z.infer<typeof SlotsView>;
