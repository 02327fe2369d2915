/**
 * The data the server inlined into a page's HTML (server/modules/web/requester-page.ts): the signed-in
 * requester's GET /api/me answer, on an order page the order (on a tracking page for whoever holds its number),
 * and on /account the answers its open tab draws from, as JSON data blocks (data the browser never runs).
 * Read once, before the first render, into the query cache, so those pages render without waiting for the
 * API; the blocks are removed once read, and every later read goes to the API.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MeView, OrderView } from '@core/api-views';
import { INLINED_ACCOUNT_TAB_ID, INLINED_ORDER_ID, INLINED_SESSION_ID, type InlinedAccountTab } from '@core/pages';
import { queryKeys } from './query-keys';

const read = new Map<string, unknown>();

function inlined<T>(id: string, valid: (value: T) => boolean): T | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!read.has(id)) {
    const element = document.getElementById(id);
    let value: unknown;
    try {
      value = element ? JSON.parse(element.textContent ?? '') : undefined;
    } catch {
      value = undefined; // a broken block only costs the API call
    }
    element?.remove();
    read.set(id, value);
  }
  const value = read.get(id) as T | undefined;
  return value && typeof value === 'object' && valid(value) ? value : undefined;
}

/** Seeds `client` with the page's inlined data, if any. */
export function seedInlinedData(client: QueryClient): void {
  const me = inlined<MeView>(INLINED_SESSION_ID, (v) => 'userType' in v);
  if (me) client.setQueryData(queryKeys.me, me);
  const order = inlined<OrderView>(INLINED_ORDER_ID, (v) => typeof v.id === 'string' && typeof v.numero_commande === 'string');
  if (order) {
    client.setQueryData(queryKeys.orders.byNumber(order.numero_commande), order);
    // The public view of a tracking page (no customer: not the requester's order) is not what GET /api/orders/{id} answers them.
    if (order.customer) client.setQueryData(queryKeys.orders.byId(order.id), order);
  }
  const account = inlined<InlinedAccountTab>(INLINED_ACCOUNT_TAB_ID, (v) => typeof v.tab === 'string');
  if (account?.loyaltySummary) client.setQueryData(queryKeys.loyalty.summary, account.loyaltySummary);
  if (account?.vouchers) client.setQueryData(queryKeys.loyalty.vouchers, account.vouchers);
  if (account?.addresses) client.setQueryData(queryKeys.addresses, account.addresses);
}
