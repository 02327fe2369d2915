/** TND text ↔ millimes for the admin forms; null when the text is not an amount. */
import { fromMillimes, parseTndInput } from '@core/money';
import { ApiError } from '../../../lib/api-client';

export function parseTnd(text: string): number | null {
  const m = parseTndInput(text);
  return m !== null && m >= 0 ? m : null;
}

export const tndText = (m: number) => fromMillimes(m);

/** The server's French message, or a generic one. */
export function adminErrorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Une erreur est survenue. Veuillez réessayer.';
}
