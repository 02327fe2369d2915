/** The page's inlined order seeds the query cache under the keys whose API answers it is (web/lib/inlined-data.ts). */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INLINED_ORDER_ID } from '@core/pages';
import { queryKeys } from './query-keys';

function inlineOrder(order: object) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INLINED_ORDER_ID;
  block.textContent = JSON.stringify(order);
  document.body.append(block);
}

/** A fresh module each time: the blocks are read once per page load. */
async function seed() {
  vi.resetModules();
  const { seedInlinedData } = await import('./inlined-data');
  const client = new QueryClient();
  seedInlinedData(client);
  return client;
}

afterEach(() => document.body.replaceChildren());

describe('seedInlinedData', () => {
  it("seeds the requester's own order under its id and its number", async () => {
    const order = { id: 'o-1', numero_commande: 'SK-1', customer: { prenom: 'Amira' } };
    inlineOrder(order);
    const client = await seed();
    expect(client.getQueryData(queryKeys.orders.byNumber('SK-1'))).toEqual(order);
    expect(client.getQueryData(queryKeys.orders.byId('o-1'))).toEqual(order);
    expect(document.getElementById(INLINED_ORDER_ID)).toBeNull();
  });

  it("seeds a tracking page's public view (no customer) under its number only: GET /api/orders/{id} answers another view", async () => {
    const order = { id: 'o-2', numero_commande: 'SK-2', customer: null };
    inlineOrder(order);
    const client = await seed();
    expect(client.getQueryData(queryKeys.orders.byNumber('SK-2'))).toEqual(order);
    expect(client.getQueryData(queryKeys.orders.byId('o-2'))).toBeUndefined();
  });
});
