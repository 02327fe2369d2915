/**
 * The tester's grant: an HttpOnly cookie `acces_testeur` = `<expiry ms>.<epoch>.<HMAC-SHA256>`, signed
 * with the server's auth secret. It is valid until its expiry (24 h, back-office §9) and only for the
 * current acces_epoque: changing the password or turning the gate on bumps the epoch and revokes them all.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCESS_GRANT_H } from '@core/limits';

export const GRANT_COOKIE = 'acces_testeur';

function sign(secret: string, expiry: number, epoch: number): string {
  return createHmac('sha256', secret).update(`acces.${expiry}.${epoch}`).digest('base64url');
}

export function createGrant({ secret, epoch, now = Date.now() }: { secret: string; epoch: number; now?: number }): { value: string; maxAgeS: number } {
  const expiry = now + ACCESS_GRANT_H * 3600_000;
  return { value: `${expiry}.${epoch}.${sign(secret, expiry, epoch)}`, maxAgeS: ACCESS_GRANT_H * 3600 };
}

export function isValidGrant({ value, secret, epoch, now = Date.now() }: { value: string | undefined; secret: string; epoch: number; now?: number }): boolean {
  if (!value) return false;
  const [expiryText, epochText, signature] = value.split('.');
  const expiry = Number(expiryText);
  if (!Number.isSafeInteger(expiry) || expiry <= now || Number(epochText) !== epoch || !signature) return false;
  const expected = Buffer.from(sign(secret, expiry, epoch));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function grantCookieHeader({ value, maxAgeS, secure }: { value: string; maxAgeS: number; secure: boolean }): string {
  return `${GRANT_COOKIE}=${value}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
