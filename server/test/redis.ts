/**
 * Two instances of the app sharing one Redis (REDIS_URL), as two production instances would: a call on
 * one must be counted by the other. Call it inside a describe; the apps exist once its beforeAll ran.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';

export function twoInstancesOnRedis(redisUrl: string | undefined): { one: TestApp; two: TestApp } {
  const apps = {} as { one: TestApp; two: TestApp };
  beforeAll(async () => {
    [apps.one, apps.two] = await Promise.all([createTestApp({ seed: false, config: { redisUrl } }), createTestApp({ seed: false, config: { redisUrl } })]);
  });
  afterAll(async () => {
    await apps.one?.close();
    await apps.two?.close();
  });
  return apps;
}
