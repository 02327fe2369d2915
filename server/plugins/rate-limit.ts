/**
 * Rate limits as preHandlers: `app.limit({ name, max, windowS, key, error })` counts one attempt per
 * call under `name:key` (limits of one name share their counter; the first definition's max and window
 * apply) and answers the 429 of the error catalogue and Retry-After when the window is full.
 * Several limits can guard one route (per address and per IP). The counters live in Redis when REDIS_URL
 * is set (shared by every instance), else in this process's memory.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../errors';

export interface LimitOptions {
  /** Distinguishes the counters of different limits. */
  name: string;
  max: number;
  windowS: number;
  /**
   * The counted subject (an IP, an address, a customer id…); null skips the limit (e.g. a body that will
   * fail validation). May be async (the signed-in viewer is).
   */
  key: (request: FastifyRequest) => string | null | Promise<string | null>;
  /** The 429 of the error catalogue to answer (default RATE_LIMITED); LINK_COOLDOWN says the seconds left. */
  error?: 'RATE_LIMITED' | 'TOO_MANY_LINK_REQUESTS' | 'TOO_MANY_SIGN_INS' | 'LINK_COOLDOWN';
}

/**
 * The preHandler, and `allows(request)`: the same count of one attempt, answered as a boolean instead of the 429
 * (a page that draws less past the limit instead of refusing).
 */
export type LimitHandler = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { allows(request: FastifyRequest): Promise<boolean> };

declare module 'fastify' {
  interface FastifyInstance {
    limit(options: LimitOptions): LimitHandler;
    /** The Redis connection of REDIS_URL (shared counters), or null: in-memory counters per process. */
    redis: Redis | null;
  }
}

const rateLimitHandlers = new WeakSet<object>();
/** Whether a preHandler is one of app.limit's (the published document lists 429 for its routes). */
export const isRateLimitHandler = (handler: unknown): boolean => typeof handler === 'function' && rateLimitHandlers.has(handler);

export const rateLimitPlugin = fp(
  async function rateLimits(app: FastifyInstance) {
    const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: true }) : undefined;
    redis?.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) error'));
    // skipOnError: a Redis outage lets requests through rather than locking everyone out.
    await app.register(rateLimit, { global: false, redis, nameSpace: 'sushi-rl:', skipOnError: true });
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
    app.decorate('redis', redis ?? null);

    // The subject is resolved (possibly async) by the preHandler, then read by the store's key generator.
    const subjects = new WeakMap<FastifyRequest, string>();
    // One counter per name, whichever route asks (as in Redis, where the key is the name and subject).
    const checks = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
    app.decorate('limit', (options: LimitOptions): LimitHandler => {
      let check = checks.get(options.name);
      if (!check) {
        check = app.createRateLimit({
          max: options.max,
          timeWindow: options.windowS * 1000,
          keyGenerator: (request) => `${options.name}:${subjects.get(request)}`,
        });
        checks.set(options.name, check);
      }
      const counted = check;
      /** Counts one attempt: null when within the limit, else the seconds until the window frees one. */
      const attempt = async (request: FastifyRequest): Promise<number | null> => {
        const subject = await options.key(request);
        if (subject === null) return null;
        subjects.set(request, subject);
        const result = await counted(request);
        return result.isAllowed || !result.isExceeded ? null : Math.max(1, result.ttlInSeconds);
      };
      const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
        const retryAfter = await attempt(request);
        if (retryAfter === null) return;
        reply.header('retry-after', String(retryAfter));
        const error = options.error ?? 'RATE_LIMITED';
        throw error === 'LINK_COOLDOWN' ? new AppError(error, { seconds: retryAfter }) : new AppError(error);
      };
      const handler: LimitHandler = Object.assign(preHandler, { allows: async (request: FastifyRequest) => (await attempt(request)) === null });
      rateLimitHandlers.add(handler);
      return handler;
    });
  },
  { name: 'rate-limit' },
);
