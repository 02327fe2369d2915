import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { testRedisUrl as redisUrl } from '../test/db';
import { twoInstancesOnRedis } from '../test/redis';

// The Redis store only means something with a Redis server: CI or a developer sets TEST_REDIS_URL.

describe.runIf(redisUrl)('rate limits shared through Redis (REDIS_URL)', () => {
  const apps = twoInstancesOnRedis(redisUrl);

  it('a link asked on one instance starts the 60 s cooldown on the other', async () => {
    const email = `redis-${randomBytes(4).toString('hex')}@example.tn`;
    const ask = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/auth/magic-link', headers: { origin: t.config.publicUrl }, payload: { email, intent: 'signup' } });
    expect((await ask(apps.one)).statusCode).toBe(200);
    const second = await ask(apps.two);
    expect(second.statusCode).toBe(429);
    expect(second.json().error.message).toMatch(/^Veuillez patienter \d+ secondes/);
  });
});
