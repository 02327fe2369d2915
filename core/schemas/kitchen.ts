/**
 * Contracts of the kitchen display: GET /api/admin/kitchen (the tickets) and
 * PUT /api/admin/kitchen/orders/:id/lines/:lineId (a line ticked as made or not). The body says the state
 * wanted, not a toggle, so two screens tapping the same line end in the same state.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { ORDER_TYPES } from '../order-type';
import { ORDER_SOURCES } from '../staff-orders';
import { FIELD_MESSAGES } from './fields';

export const KitchenLineParams = z.object({
  id: z.string().max(64),
  lineId: z.coerce.number({ error: FIELD_MESSAGES.invalidValue }).int(FIELD_MESSAGES.invalidValue).positive(FIELD_MESSAGES.invalidValue).max(2_147_483_647),
});
export type KitchenLineParams = z.infer<typeof KitchenLineParams>;

export const KitchenLineInput = z.object({
  done: z.boolean({ error: 'Indiquez si la ligne est faite (done : true ou false)' }),
});
export type KitchenLineInput = z.infer<typeof KitchenLineInput>;

/** An option chosen on a line (the options branch's order_items.choix); shown when present. */
const KitchenChoice = z.object({ groupe: z.string(), option: z.string() });

export const KitchenLineView = z.object({
  id: z.number().int(),
  product_name: z.string(),
  quantity: z.number().int(),
  accompaniment_name: z.string().nullable(),
  choix: z.array(KitchenChoice).optional(),
  done: z.boolean(),
  done_at: z.string().nullable(),
});
export type KitchenLineView = z.infer<typeof KitchenLineView>;

export const KitchenTicketView = z.object({
  id: z.string(),
  numero_commande: z.string(),
  statut_commande: z.enum(ORDER_STATUSES),
  type_commande: z.enum(ORDER_TYPES),
  created_at: z.string(),
  /** When the kitchen must start (slots); absent until that column exists: created_at stands in. */
  fire_at: z.string().nullable().optional(),
  /** The customer's slot; absent or null: as soon as possible. */
  scheduled_for: z.string().nullable().optional(),
  /** 'telephone': taken by staff on the phone or at the counter. */
  source: z.enum(ORDER_SOURCES).optional(),
  instructions_speciales: z.string().nullable(),
  lines: z.array(KitchenLineView),
});
export type KitchenTicketView = z.infer<typeof KitchenTicketView>;

/** GET /api/admin/kitchen: the tickets by fire time, the age thresholds, and the orders awaiting acceptance. */
export const KitchenView = z.object({
  /** The server's clock: ages are counted from it (a tablet's clock may be off). */
  now: z.string(),
  seuils: z.object({ orange: z.number().int(), rouge: z.number().int() }),
  /** Orders still Recu (not accepted yet: not tickets). */
  en_attente: z.number().int(),
  tickets: z.array(KitchenTicketView),
});
export type KitchenView = z.infer<typeof KitchenView>;

/** The answer to a tick: the ticket as it is now (statut Pret once every line is done). */
export const KitchenLineAnswer = z.object({ ticket: KitchenTicketView });
export type KitchenLineAnswer = z.infer<typeof KitchenLineAnswer>;
