/**
 * Money as integer millimes (1 TND = 1000 millimes). The database stores numeric(12,3) and sends it
 * as a string ("12.500"); code never does floating-point arithmetic on money, it parses the decimal
 * text digit by digit, and formats only at the edge ("12.500 TND", customer-shop §1).
 */

/** An amount in millimes: always a safe integer. */
export type Millimes = number;

const MILLIMES_PER_TND = 1000;
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

function invalid(value: unknown): never {
  throw new TypeError(`Montant invalide: ${String(value)}`);
}

/** Throws unless `m` is a safe integer amount of millimes. */
export function assertMillimes(m: number): Millimes {
  if (!Number.isSafeInteger(m)) invalid(m);
  return m;
}

/** Decimal text of a JS number without exponent notation (numbers below 1e21). */
function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) invalid(value);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Only tiny magnitudes reach here usefully (e.g. 1e-7): they round to 0 millimes.
  if (Math.abs(value) < 1) return '0';
  return invalid(value);
}

/**
 * Parses a TND amount to millimes: DB strings "12.500", "12.5", "12", "-3.25", or JS numbers
 * (12.5). Digits beyond the third decimal are rounded half away from zero on the text itself,
 * so 0.1 + 0.2 gives 300 and 1.0005 gives 1001. Throws on anything else (empty, "12,5", NaN).
 */
export function toMillimes(value: string | number): Millimes {
  const text = typeof value === 'number' ? numberToDecimalText(value) : String(value).trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return invalid(value);
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return invalid(value);
  const kept = (fraction + '000').slice(0, 3);
  const roundUp = (fraction[3] ?? '0') >= '5' ? 1 : 0;
  const magnitude = Number(whole || '0') * MILLIMES_PER_TND + Number(kept) + roundUp;
  if (!Number.isSafeInteger(magnitude)) return invalid(value);
  const result = sign === '-' ? -magnitude : magnitude;
  return result === 0 ? 0 : result; // never -0
}

/**
 * An amount typed in a form ("12,5", "12.500", " 3 "), in millimes; null when the text is not an amount.
 * The one place a French decimal comma is read.
 */
export function parseTndInput(text: string): Millimes | null {
  try {
    return toMillimes(text.trim().replace(',', '.'));
  } catch {
    return null;
  }
}

/** Millimes to the decimal text of a numeric(12,3) column: 12500 -> "12.500", -50 -> "-0.050". */
export function fromMillimes(m: Millimes): string {
  assertMillimes(m);
  const sign = m < 0 ? '-' : '';
  const abs = Math.abs(m);
  const whole = Math.floor(abs / MILLIMES_PER_TND);
  const fraction = String(abs % MILLIMES_PER_TND).padStart(3, '0');
  return `${sign}${whole}.${fraction}`;
}

/** The displayed price: exactly three decimals, a space, then TND ("12.500 TND"). */
export function formatTND(m: Millimes): string {
  return `${fromMillimes(m)} TND`;
}

/** Unit price times an integer quantity; throws when the result leaves the safe-integer range. */
export function multiplyMillimes(m: Millimes, quantity: number): Millimes {
  assertMillimes(m);
  if (!Number.isSafeInteger(quantity)) invalid(quantity);
  return assertMillimes(m * quantity);
}

export function sumMillimes(amounts: readonly Millimes[]): Millimes {
  let total = 0;
  for (const amount of amounts) total = assertMillimes(total + assertMillimes(amount));
  return total;
}
