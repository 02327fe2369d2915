import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { signInAs } from '../../test/auth';
import { createShopTestApp, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import { ORDER_CREATE_LIMIT_PER_MINUTE } from './routes';

let t: TestApp;
let menu: MenuFixture;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
});
afterAll(async () => t?.close());

describe('order creation limit', () => {
  it('counts per signed-in customer: a varied Cookie header does not buy more orders', async () => {
    const client = await signInAs(t.app);
    for (let i = 0; i < ORDER_CREATE_LIMIT_PER_MINUTE; i += 1) {
      // The probe's trick: the same session cookie with a junk cookie appended each time.
      const res = await postOrder(t.app, { headers: { ...client.headers, cookie: `${client.cookie}; x${i}=1` } }, pickupBody(menu));
      expect(res.statusCode).toBe(201);
    }
    const over = await postOrder(t.app, { headers: { ...client.headers, cookie: `${client.cookie}; x-autre=2` } }, pickupBody(menu));
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe('Trop de tentatives. Veuillez réessayer plus tard.');
    expect(over.headers['retry-after']).toBeDefined();

    // Another customer is not affected.
    const other = await signInAs(t.app);
    expect((await postOrder(t.app, other, pickupBody(menu))).statusCode).toBe(201);
  });
});
