/**
 * The cart in localStorage. Reading validates with core's parseSavedCart, which pulls in zod: it is
 * imported only when a saved cart exists, so a first visit does not download the validator.
 */
import type { SavedCart } from '@core/cart';

export type SavedCartRead = { status: 'none' } | { status: 'invalid'; message: string } | { status: 'ok'; saved: SavedCart };

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export async function readSavedCart(key: string): Promise<SavedCartRead> {
  const raw = readRaw(key);
  if (raw === null) return { status: 'none' };
  const { parseSavedCart, CART_LOAD_ERROR } = await import('@core/cart-storage');
  const saved = parseSavedCart(raw);
  return saved ? { status: 'ok', saved } : { status: 'invalid', message: CART_LOAD_ERROR };
}

export function writeSavedCart(key: string, saved: SavedCart): void {
  try {
    localStorage.setItem(key, JSON.stringify(saved));
  } catch {
    // Full or disabled storage: the cart still works for this visit.
  }
}
