/**
 * The pages drawn for their requester: the signed-in pages (core/pages.ts isSignedInPage) get the requester's own
 * GET /api/me answer, and on an order page the order when it is theirs, inlined as JSON data blocks
 * (escaped like the catalogue), and the first frame drawn from them. Only ever for the session that asked,
 * and sent with `cache-control: no-store` (web-plugin.ts), so no cache keeps it for anyone else.
 * A tracking page (/order-tracking/{numero}, or the legacy ?order=) is anyone's who holds the number, signed in
 * or not (a phone order's SMS, a shared link): it inlines the order as GET /api/orders/by-number answers that
 * requester (personal fields only for its customer and staff), counted in the same per-IP limit.
 */
import { OrderView } from '@core/api-views';
import type { MeView } from '@core/api-views';
import { listAddresses as listAddressesEndpoint } from '@core/contracts/accounts';
import { getLoyaltySummary as loyaltySummaryEndpoint, listVouchers as listVouchersEndpoint } from '@core/contracts/loyalty';
import { accountTab, AUTH_PAGE_TEXTS, INLINED_ACCOUNT_TAB_ID, INLINED_ORDER_ID, INLINED_SESSION_ID, type InlinedAccountTab } from '@core/pages';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { Viewer } from '../../plugins/auth';
import { getMeView } from '../accounts/me-view';
import { listAddresses } from '../accounts/list-addresses';
import { getLoyaltySummary } from '../loyalty/get-loyalty-summary';
import { listCustomerVouchers } from '../loyalty/list-customer-vouchers';
import { getOrder } from '../orders/get-order';
import { trackedOrderView } from '../orders/order-lookup';
import { presentOrder } from '../orders/order-view';
import { accountShell, accountTabFrame, authCardShell, orderStatusShell, orderSuccessShell, paymentOutcomeShell, type RestaurantContact } from './first-frames';
import { scriptJson } from './render-head';

export interface RequesterData {
  /** The requester's GET /api/me answer, when they are signed in. */
  me?: MeView;
  /** The order the page shows: on a tracking page as the API answers the requester, elsewhere only their own. */
  order?: OrderView;
  /** /account's open tab, with the API answers it draws from when they are the page's largest content. */
  accountTab?: InlinedAccountTab;
}

const TRACKING = /^\/order-tracking(?:\/([^/]+))?$/;
const SUCCESS = /^\/order-success(?:\/([^/]+))?$/;
const PAYMENT = /^\/payment-(success|failed)\/([^/]+)$/;

/** The number a tracking page shows: /order-tracking/{numero}, or the legacy /order-tracking?order= (the page's own rule). */
export function trackedOrderNumber(pathname: string, query: URLSearchParams): string | undefined {
  const match = TRACKING.exec(pathname.replace(/\/+$/, ''));
  return match ? match[1] || query.get('order') || undefined : undefined;
}

export async function requesterData({
  db,
  viewer,
  pathname,
  query,
  numero,
  lookupAllowed,
}: {
  db: DbOrTx;
  /** The signed-in requester; null only on a tracking page. */
  viewer: Viewer | null;
  pathname: string;
  /** The page's query string: /account's ?tab=, the legacy ?orderId=. */
  query: URLSearchParams;
  /** A tracking page's order number (trackedOrderNumber). */
  numero: string | undefined;
  /** Counts one lookup by number in the per-IP limit; false when that limit is reached (the page then asks the API). */
  lookupAllowed: () => Promise<boolean>;
}): Promise<RequesterData> {
  const path = pathname.replace(/\/+$/, '');
  const success = SUCCESS.exec(path);
  const orderId = success ? success[1] || query.get('orderId') || undefined : PAYMENT.exec(path)?.[2];
  const [me, order, accountTab] = await Promise.all([
    viewer ? getMeView({ db, viewer }) : undefined,
    numero ? trackedOrder(db, viewer, numero, lookupAllowed) : viewer && orderId ? ownOrder(db, viewer, orderId) : undefined,
    viewer && path === '/account' ? accountTabData(db, viewer, query.get('tab')) : undefined,
  ]);
  return { me, order, accountTab };
}

/**
 * /account's open tab (loyalty when none or an unknown one is asked, as the page does) and, for the tabs whose
 * largest text comes from the API (the points exchange, the addresses), those answers as the API gives them.
 */
async function accountTabData(db: DbOrTx, viewer: Viewer, asked: string | null | undefined): Promise<InlinedAccountTab> {
  const customerId = viewer.customerId;
  const tab = accountTab(asked);
  try {
    if (customerId !== null && tab === 'vouchers') {
      const [summary, vouchers] = await Promise.all([getLoyaltySummary({ db, customerId }), listCustomerVouchers({ db, customerId })]);
      return {
        tab,
        loyaltySummary: asApiAnswer(loyaltySummaryEndpoint.responses[200], summary),
        vouchers: asApiAnswer(listVouchersEndpoint.responses[200], vouchers),
      };
    }
    if (customerId !== null && tab === 'addresses') {
      const answer = asApiAnswer(listAddressesEndpoint.responses[200], { addresses: await listAddresses({ db, customerId }) });
      return { tab, addresses: answer?.addresses };
    }
  } catch {
    // the tab's answers are a head start, never a condition: without them the page asks the API, which says what went wrong
  }
  return { tab };
}

/** `value` as the API serializes it (its response schema), or undefined when it would not pass: the page then asks the API. */
function asApiAnswer<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined {
  const parsed = schema.safeParse(JSON.parse(JSON.stringify(value)));
  return parsed.success ? parsed.data : undefined;
}

/** The order of a page by id, presented as the API answers it, when the requester is its customer; else none (the page asks the API). */
async function ownOrder(db: DbOrTx, viewer: Viewer, orderId: string): Promise<OrderView | undefined> {
  if (viewer.customerId === null) return undefined;
  try {
    const row = await getOrder({ db, orderId, viewer });
    if (row.customer_id !== viewer.customerId) return undefined;
    // The API's answer goes through this schema (its serializer): the same shape, or nothing.
    return asApiAnswer(OrderView, await presentOrder({ db, order: row, viewer }));
  } catch {
    return undefined; // not found: the page says so itself
  }
}

/** A tracked order as GET /api/orders/by-number answers this requester, within the same per-IP limit; else none (the page asks the API). */
async function trackedOrder(db: DbOrTx, viewer: Viewer | null, numero: string, lookupAllowed: () => Promise<boolean>): Promise<OrderView | undefined> {
  try {
    if (!(await lookupAllowed())) return undefined;
    return asApiAnswer(OrderView, await trackedOrderView({ db, numero, viewer }));
  } catch {
    return undefined; // not found (or the limit's store failing): the page asks the API, which says so itself
  }
}

/** The page for its requester: the data blocks before #root, and the first frame inside it (`contact`: the restaurant's numbers, for a help card). */
export function requesterPage(html: string, data: RequesterData, pathname: string, contact: RestaurantContact): string {
  const blocks = [
    data.me ? `<script type="application/json" id="${INLINED_SESSION_ID}">${scriptJson(data.me)}</script>` : '',
    data.order ? `<script type="application/json" id="${INLINED_ORDER_ID}">${scriptJson(data.order)}</script>` : '',
    data.accountTab ? `<script type="application/json" id="${INLINED_ACCOUNT_TAB_ID}">${scriptJson(data.accountTab)}</script>` : '',
  ].join('');
  return html.replace('<div id="root"></div>', `${blocks}<div id="root">${requesterFrame(data, pathname, contact)}</div>`);
}

/**
 * /onboarding's card for a customer still to complete the profile, /account's greeting, the tracked order's
 * status, the confirmed order's header, a payment return page's header from the stored payment status.
 */
function requesterFrame({ me, order, accountTab }: RequesterData, pathname: string, contact: RestaurantContact): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/onboarding' && me?.user && me.needsOnboarding) return authCardShell(AUTH_PAGE_TEXTS.onboarding);
  if (path === '/account' && me?.user && me.customer && !me.needsOnboarding)
    return accountShell(me.customer, me.user.email, accountTab ? accountTabFrame(accountTab) : '');
  if (order && TRACKING.test(path)) return orderStatusShell(order, contact);
  if (order && SUCCESS.test(path)) return orderSuccessShell(order);
  const payment = PAYMENT.exec(path)?.[1];
  if (order && payment) return paymentOutcomeShell(payment === 'success' ? 'success' : 'failed', order.payment_status);
  return '';
}
