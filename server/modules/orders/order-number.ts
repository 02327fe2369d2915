/**
 * numero_commande: public (tracking by number needs no login), so it must be unguessable: 10
 * characters of Crockford's base32 (no I, L, O, U: nothing to misread on the phone) carry 50 random
 * bits. Shown as SK-XXXXX-XXXXX.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CHARS = 10;

export const ORDER_NUMBER_PATTERN = /^SK-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

export function generateOrderNumber(): string {
  const bytes = randomBytes(CHARS);
  // 256 is a multiple of 32, so masking to 5 bits keeps every character equally likely.
  const chars = Array.from(bytes, (byte) => ALPHABET[byte & 31]);
  return `SK-${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
