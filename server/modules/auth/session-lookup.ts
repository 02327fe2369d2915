/**
 * The common case of reading a session without better-auth's machinery (its asynchronous WebCrypto HMAC,
 * its adapter's two queries, then our two for the role and the customers row): the cookie's signature
 * is checked with node:crypto the way better-call signs it (HMAC-SHA256, base64, after the last dot),
 * then one prepared query reads the session, its user, role and customer. Anything unusual — no or a
 * badly signed cookie, a "don't remember me" session, an unknown or expired session, one due for its
 * daily extension — answers undefined, and better-auth handles that request exactly as before.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session, user } from '../../db/schema/index';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './better-auth';
import type { AccountRole } from '@core/api-views';
import { viewerRole, type Viewer } from '../../plugins/auth';

export interface SessionLookup {
  /** The viewer and the session's expiry, or undefined to let better-auth decide. */
  (cookieHeader: string): Promise<{ viewer: Viewer; expiresAt: number } | undefined>;
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export function createSessionLookup({ db, secret, secureCookies }: { db: Db; secret: string; secureCookies: boolean }): SessionLookup {
  const prefix = secureCookies ? '__Secure-sushi.' : 'sushi.';
  const statement = db
    .select({
      expiresAt: session.expiresAt,
      userId: user.id,
      email: user.email,
      role: sql<AccountRole | null>`(select "role" from "user_roles" where "user_id" = ${user.id} limit 1)`,
      disabled: sql<boolean>`coalesce((select "desactive" from "user_roles" where "user_id" = ${user.id} limit 1), false)`,
      customerId: sql<number | null>`(select "id" from "customers" where "auth_user_id" = ${user.id} limit 1)`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('viewer_by_session_token');

  return async (cookieHeader) => {
    if (cookieValue(cookieHeader, `${prefix}dont_remember`) !== undefined) return undefined;
    const raw = cookieValue(cookieHeader, `${prefix}session_token`);
    if (!raw) return undefined;
    let signed: string;
    try {
      signed = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    const dot = signed.lastIndexOf('.');
    if (dot < 1) return undefined;
    const token = signed.slice(0, dot);
    const signature = Buffer.from(signed.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;

    const [row] = await statement.execute({ token });
    // A disabled staff member: better-auth's path answers (no viewer).
    if (!row || row.disabled) return undefined;
    const expiresAt = row.expiresAt.getTime();
    const now = Date.now();
    if (expiresAt <= now) return undefined;
    if (expiresAt - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now) return undefined;
    return {
      viewer: { userId: row.userId, email: row.email, ...viewerRole(row.role), customerId: row.customerId === null ? null : Number(row.customerId) },
      expiresAt,
    };
  };
}
