/**
 * Checked sessions kept in memory for a short time, keyed by the SHA-256 of the session token, so a
 * signed-in customer's requests do not cost four database round trips each (better-auth's session and
 * user, the staff role, the customers row). Revocation: a sign-out (or a password reset) drops the entry
 * here and sends NOTIFY session_revoked so every other instance drops it too; so does a change of the
 * user's e-mail (every session of that user, userKey). Anything else (a session row deleted by hand, a
 * role taken away directly in the database) is seen within SESSION_CACHE_TTL_MS (docs/decisions.md).
 */
import { createHash } from 'node:crypto';

/** How long a checked session is trusted from memory. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Bounds the memory: the oldest entries go first. */
const MAX_ENTRIES = 20_000;
export const SESSION_REVOKED_CHANNEL = 'session_revoked';
/** The NOTIFY payload that drops every cached session (a password reset revokes all of a user's). */
export const REVOKE_ALL = '*';

/** The NOTIFY payload that drops every cached session of one user. */
export function userKey(userId: string): string {
  return `user:${userId}`;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?sushi\.session_token=([^;]+)/;

/** The cache key of a Cookie header: the hash of its session token, or null without one. */
export function sessionCacheKey(cookieHeader: string | undefined): string | null {
  const token = cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
  return token ? createHash('sha256').update(token).digest('base64url') : null;
}

export interface SessionCache<V> {
  get(key: string, now?: number): V | undefined;
  /** Keeps value until the TTL or expiresAt, whichever comes first. */
  set(key: string, value: V, expiresAt: number, now?: number): void;
  /** Drops one key, every session of a user (userKey), or every key (REVOKE_ALL). */
  drop(key: string): void;
  readonly size: number;
}

export function createSessionCache<V extends { userId: string }>(ttlMs = SESSION_CACHE_TTL_MS): SessionCache<V> {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, expiresAt, now = Date.now()) {
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: Math.min(now + ttlMs, expiresAt) });
    },
    drop(key) {
      if (key === REVOKE_ALL) entries.clear();
      else if (key.startsWith('user:')) {
        const userId = key.slice('user:'.length);
        for (const [k, entry] of entries) if (entry.value.userId === userId) entries.delete(k);
      } else entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
