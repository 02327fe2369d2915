/**
 * Reading the cart back from browser storage. The stored text may be from an older version or
 * edited by hand, so it is validated; anything unreadable gives null and the caller logs
 * CART_LOAD_ERROR (customer-shop §4: a failed load is only logged).
 */
import { z } from 'zod';
import type { SavedCart } from './cart';
import { MAX_ORDER_LINES, MAX_QUANTITY } from './limits';
import { ORDER_TYPES } from './order-type';

export const CART_LOAD_ERROR = 'Erreur lors du chargement du panier';

const millimes = z.int().min(0);
const id = z.int().positive();

const SavedLine = z.object({
  id: z.string(),
  product: z.object({
    id,
    nom_fr: z.string(),
    prix: millimes,
    nombre_pieces: z.int().min(0).nullable(),
    comptabiliser_pieces: z.boolean(),
    image_url: z.string().nullish(),
  }),
  quantity: z.int().min(1).max(MAX_QUANTITY),
  accompaniment: z.object({ id, nom_fr: z.string(), prix: millimes }).nullable(),
  unitPrice: millimes,
});

/** Unknown keys are stripped; an invalid line drops the whole saved cart (it cannot be trusted). */
const SavedCartSchema = z.object({
  items: z.array(SavedLine).max(MAX_ORDER_LINES),
  typeCommande: z.enum(ORDER_TYPES),
  zoneSelectionnee: z.string(),
});

/** Parses the stored JSON text (or an already-parsed value); null when absent or invalid. */
export function parseSavedCart(stored: unknown): SavedCart | null {
  if (stored === null || stored === undefined) return null;
  let value: unknown = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  const result = SavedCartSchema.safeParse(value);
  return result.success ? result.data : null;
}
