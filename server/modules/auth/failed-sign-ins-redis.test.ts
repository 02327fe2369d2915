/**
 * The failed staff sign-in counter shared through Redis (REDIS_URL): two instances of the app count the
 * same failures, so alternating between them gives an attacker no more attempts than one instance.
 * Runs against the machine's Redis (TEST_REDIS_URL, set by .ci/run when Redis answers); skipped outside
 * CI when there is none, and a failure in CI.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { inCI, testRedisUrl as redisUrl } from '../../test/db';
import { twoInstancesOnRedis } from '../../test/redis';

describe.runIf(redisUrl)('failed sign-ins shared through Redis (REDIS_URL)', () => {
  const apps = twoInstancesOnRedis(redisUrl);

  // A fresh IP and address per run: the counters in the shared Redis outlive the test.
  const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;
  const email = `redis-fail-${randomBytes(4).toString('hex')}@example.tn`;
  const signIn = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/password',
      remoteAddress: ip,
      headers: { origin: t.config.publicUrl },
      payload: { email, password: 'mauvais-mot-de-passe' },
    });

  it('five failures spread over two instances lock the address out on both', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await signIn(i % 2 === 0 ? apps.one : apps.two);
      expect(res.statusCode).toBe(401);
    }
    for (const t of [apps.one, apps.two]) {
      const locked = await signIn(t);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(apps.one.app.redis).not.toBeNull();
  });
});

describe.runIf(!redisUrl && inCI)('failed sign-ins shared through Redis, under CI=true', () => {
  it('needs the machine’s Redis in CI (TEST_REDIS_URL)', () => {
    expect.fail('TEST_REDIS_URL is not set: .ci/run sets it when Redis answers on 127.0.0.1:6379');
  });
});
