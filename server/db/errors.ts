/**
 * Sorts a database error by whose fault it is. drizzle wraps the driver's error (its `cause`) in a
 * DrizzleQueryError whose message carries the SQL and its parameters, so only codes are read here.
 * - INVALID_VALUE: the input was refused by the database although it passed the contract (class 22,
 *   "data exception": a 0x00 byte, an integer or numeric out of range, a malformed uuid or date).
 * - DATABASE_UNAVAILABLE: the connection was lost or refused (class 08, 57P01..57P03, socket errors).
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function codesOf(err: unknown): string[] {
  const codes: string[] = [];
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection is closed|Client has encountered a connection error|is not queryable|timeout exceeded when trying to connect|connexion à la base de données perdue/i.test(
        message,
      )
    ) {
      codes.push('ECONNRESET');
    }
  }
  return codes;
}

export function databaseErrorCode(err: unknown): 'INVALID_VALUE' | 'DATABASE_UNAVAILABLE' | null {
  const codes = codesOf(err);
  if (codes.some((c) => /^22[0-9A-Z]{3}$/.test(c))) return 'INVALID_VALUE';
  if (codes.some((c) => UNAVAILABLE_CODES.has(c) || /^08[0-9A-Z]{3}$/.test(c))) return 'DATABASE_UNAVAILABLE';
  return null;
}

/** A unique constraint refused the write (23505), found on the error or any of its causes (drizzle wraps it). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
