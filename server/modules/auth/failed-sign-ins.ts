/**
 * The password sign-in limit counts failures only: the restaurant's staff share one IP, and
 * five successful sign-ins in 15 minutes used to lock the next one out. Before an attempt, `check`
 * refuses when the address (from this IP) has 5 failures in the window, or the IP 20; after a wrong
 * password, `recordFailure` counts it; a success clears the address's count.
 * The counters live in Redis when REDIS_URL is set (app.redis, the rate-limit store's connection), so
 * every instance counts the same failures; otherwise in this process's memory (the default, one
 * instance). A Redis outage lets attempts through rather than locking everyone out, as the rate limits do.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { isValidEmail, normalizeEmail } from '@core/email';
import { AppError } from '../../errors';

const WINDOW_MS = 15 * 60_000;
const MAX_PER_ACCOUNT = 5;
const MAX_PER_IP = 20;
/** Bounds memory under a flood of distinct keys. */
const MAX_KEYS = 50_000;
const REDIS_PREFIX = 'sushi-fail:';

/** Failure times per key within the window. */
export interface FailureStore {
  /** The failure times of `key` after `since`, oldest first. */
  recent(key: string, since: number): Promise<number[]>;
  add(keys: readonly string[], at: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export function memoryFailureStore(): FailureStore {
  const failures = new Map<string, number[]>();
  const recent = (key: string, since: number) => {
    const kept = (failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  return {
    recent: async (key, since) => recent(key, since),
    async add(keys, at) {
      if (failures.size > MAX_KEYS) failures.clear();
      for (const key of keys) failures.set(key, [...recent(key, at - WINDOW_MS), at]);
    },
    clear: async (key) => void failures.delete(key),
  };
}

/** One sorted set per key (score = time), trimmed to the window and expiring with it. */
export function redisFailureStore(redis: Redis, log: FastifyBaseLogger): FailureStore {
  const failOpen =
    <T>(fallback: T) =>
    (err: unknown) => {
      log.warn({ err }, 'failed sign-in store (Redis) error: attempt let through');
      return fallback;
    };
  return {
    async recent(key, since) {
      const k = REDIS_PREFIX + key;
      const result = await redis.multi().zremrangebyscore(k, '-inf', since).zrange(k, 0, -1, 'WITHSCORES').exec().catch(failOpen(null));
      const pairs = (result?.[1]?.[1] as string[] | undefined) ?? [];
      const times: number[] = [];
      for (let i = 1; i < pairs.length; i += 2) times.push(Number(pairs[i]));
      return times;
    },
    async add(keys, at) {
      const multi = redis.multi();
      for (const key of keys) {
        const k = REDIS_PREFIX + key;
        multi
          .zadd(k, at, `${at}:${randomBytes(4).toString('hex')}`)
          .zremrangebyscore(k, '-inf', at - WINDOW_MS)
          .pexpire(k, WINDOW_MS);
      }
      await multi.exec().catch(failOpen(null));
    },
    async clear(key) {
      await redis.del(REDIS_PREFIX + key).catch(failOpen(0));
    },
  };
}

export function createFailedSignIns({ store = memoryFailureStore(), now = Date.now }: { store?: FailureStore; now?: () => number } = {}) {
  const keysOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | null)?.email;
    const account = typeof email === 'string' && isValidEmail(email) ? `${request.ip}|${normalizeEmail(email)}` : null;
    return { account, ip: `ip|${request.ip}` };
  };

  return {
    /** preHandler: 429 (with Retry-After) while the address or the IP has too many recent failures. */
    async check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const { account, ip } = keysOf(request);
      const since = now() - WINDOW_MS;
      const [accountFailures, ipFailures] = await Promise.all([account ? store.recent(account, since) : Promise.resolve([]), store.recent(ip, since)]);
      const blocked = [
        [accountFailures, MAX_PER_ACCOUNT],
        [ipFailures, MAX_PER_IP],
      ].find(([times, max]) => (times as number[]).length >= (max as number))?.[0] as number[] | undefined;
      if (!blocked) return;
      const oldest = blocked[0]!;
      reply.header('retry-after', String(Math.max(1, Math.ceil((oldest + WINDOW_MS - now()) / 1000))));
      throw new AppError('TOO_MANY_SIGN_INS');
    },
    async recordFailure(request: FastifyRequest): Promise<void> {
      const { account, ip } = keysOf(request);
      await store.add(account ? [account, ip] : [ip], now());
    },
    async recordSuccess(request: FastifyRequest): Promise<void> {
      const { account } = keysOf(request);
      if (account) await store.clear(account);
    },
  };
}
