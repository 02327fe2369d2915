/**
 * Looking an order up by its number, as the public tracking API (tracking-routes.ts) and the tracking page's HTML
 * (web/requester-page.ts) both do: one per-IP limit, one answer per requester.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderView } from '@core/api-views';
import type { DbOrTx } from '../../db/client';
import type { Viewer } from '../../plugins/auth';
import type { LimitHandler } from '../../plugins/rate-limit';
import { getOrderByNumber } from './get-order';
import { presentOrder } from './order-view';

export const LOOKUP_LIMIT_PER_MINUTE = 60;

/** The per-IP limit of lookups by number (numbers are unguessable, but not enumerable for free either): one counter for the API, its stream and the page. */
export function orderLookupLimit(app: FastifyInstance): LimitHandler {
  return app.limit({ name: 'order-lookup', max: LOOKUP_LIMIT_PER_MINUTE, windowS: 60, key: (request) => request.ip });
}

/** The order of number `numero` as `viewer` sees it (order-view.ts: personal fields only for its customer and staff); ORDER_NOT_FOUND else. */
export async function trackedOrderView({ db, numero, viewer }: { db: DbOrTx; numero: string; viewer: Viewer | null }): Promise<OrderView> {
  const order = await getOrderByNumber({ db, numero });
  return presentOrder({ db, order, viewer });
}
