/** TND text ↔ millimes for the admin forms; null when the text is not an amount. */
import { fromMillimes, toMillimes } from '@core/money';
import { ApiError } from '../../../lib/api-client';

export function parseTnd(text: string): number | null {
  try {
    const m = toMillimes(text.replace(',', '.'));
    return m >= 0 ? m : null;
  } catch {
    return null;
  }
}

export const tndText = (m: number) => fromMillimes(m);

/** The server's French message, or a generic one. */
export function adminErrorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Une erreur est survenue. Veuillez réessayer.';
}
