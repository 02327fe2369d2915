/**
 * The queue of orders confirmed without a network (core/offline-order.ts): kept in
 * localStorage with their Idempotency-Key, listed by the shop's notice (web/components/queued-orders.tsx),
 * sent when the network returns. Sending is exactly-once by construction: the key goes with every try and
 * the server answers the same order for the same key; one tab sends at a time (a Web Lock), and an entry
 * leaves the queue only on an answer (the order, or a refusal that a retry would not change).
 */
import type { PlacedOrderView } from '@core/api-views';
import type { PlaceOrderBody } from '@core/checkout-payload';
import { isQueuedOrderStale } from '@core/offline-order';
import type * as orders from '@core/contracts/orders';
import { ApiError } from './api-client';
import { call, endpointOf } from './call';

export interface QueuedOrder {
  key: string;
  body: PlaceOrderBody;
  /** Display only: the total the customer confirmed (the server prices again). */
  total: number;
  queuedAt: number;
}

const STORAGE_KEY = 'sakura:offline-orders:v1';
const CHANGED = 'sakura:offline-orders-changed';
const EMPTY: readonly QueuedOrder[] = [];
let cache: { raw: string | null; list: readonly QueuedOrder[] } = { raw: null, list: EMPTY };

export function queuedOrders(): readonly QueuedOrder[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cache.raw) return cache.list;
  let list: readonly QueuedOrder[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter((o): o is QueuedOrder => typeof o?.key === 'string' && typeof o?.body === 'object');
  } catch {
    list = EMPTY;
  }
  cache = { raw, list };
  return list;
}

function write(list: readonly QueuedOrder[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  window.dispatchEvent(new Event(CHANGED));
}

export function queueOrder(order: QueuedOrder): void {
  write([...queuedOrders().filter((o) => o.key !== order.key), order]);
}

function removeQueued(key: string): void {
  write(queuedOrders().filter((o) => o.key !== key));
}

/** For useSyncExternalStore: this tab's changes and the other tabs' (the storage event). */
export function subscribeQueuedOrders(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && onChange();
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export type SendOutcome =
  | { kind: 'placed'; entry: QueuedOrder; placed: PlacedOrderView }
  | { kind: 'refused'; entry: QueuedOrder; message: string }
  | { kind: 'stale'; entry: QueuedOrder };

/** A 4xx other than 409 (still in flight) is the server's final word on that key. */
function isFinal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;
}

let sending = false;

/**
 * Sends the queued orders, oldest first, and reports each answer. Stops at the first network failure
 * (the rest wait for the next 'online'). Across tabs, one sends at a time.
 */
export async function sendQueuedOrders(onOutcome: (outcome: SendOutcome) => void, now = Date.now): Promise<void> {
  if (sending || queuedOrders().length === 0) return;
  sending = true;
  try {
    const run = async () => {
      for (const entry of queuedOrders()) {
        if (isQueuedOrderStale(entry.queuedAt, now())) {
          removeQueued(entry.key);
          onOutcome({ kind: 'stale', entry });
          continue;
        }
        try {
          const placed = await call(endpointOf<typeof orders.placeOrder>({ method: 'POST', path: '/api/orders' }), {
            body: entry.body,
            headers: { 'Idempotency-Key': entry.key },
          });
          removeQueued(entry.key);
          onOutcome({ kind: 'placed', entry, placed });
        } catch (error) {
          if (!isFinal(error)) return;
          removeQueued(entry.key);
          onOutcome({ kind: 'refused', entry, message: error.message });
        }
      }
    };
    if (navigator.locks) await navigator.locks.request('sakura:offline-orders', run);
    else await run();
  } finally {
    sending = false;
  }
}
