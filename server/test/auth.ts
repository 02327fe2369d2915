/**
 * The sign-in helpers (server/test/sign-in.ts, usable outside a test run) and the assertions on
 * sign-in that only a test may use (they import vitest).
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorCode } from '@core/errors/index';
import type { SignedIn } from './sign-in';

export * from './sign-in';

/**
 * Asserts a route is closed to `refused`: `call()` (no session) answers 401, `call(who)` 403 with `code`
 * (default FORBIDDEN) for each of them. `call` decides the request's headers when no one is signed in.
 */
export async function expectRefused(
  call: (who?: SignedIn) => Promise<LightMyRequestResponse>,
  refused: readonly SignedIn[],
  { code = 'FORBIDDEN', label }: { code?: ErrorCode; label?: string } = {},
): Promise<void> {
  expect((await call()).statusCode, label).toBe(401);
  for (const who of refused) {
    const res = await call(who);
    expect(res.statusCode, label).toBe(403);
    expect(res.json().error.code, label).toBe(code);
  }
}
