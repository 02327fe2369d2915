/**
 * The password sign-in limit counts failures only (issue 12): the restaurant's staff share one IP, and
 * five successful sign-ins in 15 minutes used to lock the next one out. Before an attempt, `check`
 * refuses when the address (from this IP) has 5 failures in the window, or the IP 20; after a wrong
 * password, `recordFailure` counts it; a success clears the address's count.
 * The counters live in this process's memory, like the rate-limit store without REDIS_URL: with several
 * instances each one counts its own (the attempts an attacker gets are multiplied by the instance count).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isValidEmail, normalizeEmail } from '@core/email';
import { AppError } from '../../errors';

const WINDOW_MS = 15 * 60_000;
const MAX_PER_ACCOUNT = 5;
const MAX_PER_IP = 20;
/** Bounds memory under a flood of distinct keys. */
const MAX_KEYS = 50_000;

export function createFailedSignIns(now: () => number = Date.now) {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - WINDOW_MS;
    const kept = (failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  const keysOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | null)?.email;
    const account = typeof email === 'string' && isValidEmail(email) ? `${request.ip}|${normalizeEmail(email)}` : null;
    return { account, ip: `ip|${request.ip}` };
  };

  return {
    /** preHandler: 429 (with Retry-After) while the address or the IP has too many recent failures. */
    async check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const { account, ip } = keysOf(request);
      const blocked = [account ? ([recent(account), MAX_PER_ACCOUNT] as const) : null, [recent(ip), MAX_PER_IP] as const].find(
        (entry) => entry && entry[0].length >= entry[1],
      );
      if (!blocked) return;
      const oldest = blocked[0][0]!;
      reply.header('retry-after', String(Math.max(1, Math.ceil((oldest + WINDOW_MS - now()) / 1000))));
      throw new AppError('TOO_MANY_SIGN_INS');
    },
    recordFailure(request: FastifyRequest): void {
      if (failures.size > MAX_KEYS) failures.clear();
      const { account, ip } = keysOf(request);
      for (const key of [account, ip]) if (key) failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(request: FastifyRequest): void {
      const { account } = keysOf(request);
      if (account) failures.delete(account);
    },
  };
}
