/**
 * How the shop knows an order comes from the built-in E2E checks at the moment it is placed: the runner's
 * HTTP clients send a header holding this process's secret (the runner only talks to its own process),
 * and the order is a test order from its first write (is_test): no notification to the kitchen or a
 * customer (orders/order-notifications.ts), never a real payment (payments/konnect-connection.ts). The runner is server/modules/e2e-runner/.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const E2E_ORDER_HEADER = 'x-e2e-test-order';
const secret = Buffer.from(randomBytes(24).toString('hex'));

/** The header the runner's clients send. */
export function e2eOrderHeaders(): Record<string, string> {
  return { [E2E_ORDER_HEADER]: secret.toString() };
}

/** Whether a request carries this process's E2E secret. */
export function isE2eTestRequest(headers: Record<string, string | string[] | undefined>): boolean {
  const value = headers[E2E_ORDER_HEADER];
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value);
  return given.length === secret.length && timingSafeEqual(given, secret);
}
