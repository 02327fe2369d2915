/**
 * The signed-in pages (core/pages.ts isSignedInPage) as their requester gets them: the requester's own
 * GET /api/me answer, and on an order page the order when it is theirs, inlined as JSON data blocks
 * (escaped like the catalogue), and the first frame drawn from them. Only ever for the session that asked,
 * and sent with `cache-control: no-store` (web-plugin.ts), so no cache keeps it for anyone else.
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
import { getOrder, getOrderByNumber } from '../orders/get-order';
import { presentOrder } from '../orders/order-view';
import { accountShell, accountTabFrame, authCardShell, orderStatusShell, orderSuccessShell, paymentOutcomeShell, type RestaurantContact } from './first-frames';
import { scriptJson } from './render-head';

export interface SignedInData {
  me: MeView;
  /** The order the page shows, only when it is the requester's own. */
  order?: OrderView;
  /** /account's open tab, with the API answers it draws from when they are the page's largest content. */
  accountTab?: InlinedAccountTab;
}

const TRACKING = /^\/order-tracking\/([^/]+)$/;
const SUCCESS = /^\/order-success\/([^/]+)$/;
const PAYMENT = /^\/payment-(success|failed)\/([^/]+)$/;

export async function signedInData({
  db,
  viewer,
  pathname,
  tab,
}: {
  db: DbOrTx;
  viewer: Viewer;
  pathname: string;
  /** /account's ?tab= */
  tab?: string | null;
}): Promise<SignedInData> {
  const path = pathname.replace(/\/+$/, '');
  const numero = TRACKING.exec(path)?.[1];
  const orderId = SUCCESS.exec(path)?.[1] ?? PAYMENT.exec(path)?.[2];
  const [me, order, accountTab] = await Promise.all([
    getMeView({ db, viewer }),
    numero || orderId ? ownOrder(db, viewer, numero, orderId) : undefined,
    path === '/account' ? accountTabData(db, viewer, tab) : undefined,
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

/** The order of an order page, presented as the API answers it, when the requester is its customer; else none (the page asks the API). */
async function ownOrder(db: DbOrTx, viewer: Viewer, numero: string | undefined, orderId: string | undefined): Promise<OrderView | undefined> {
  if (viewer.customerId === null) return undefined;
  try {
    const row = numero ? await getOrderByNumber({ db, numero }) : await getOrder({ db, orderId: orderId!, viewer });
    if (row.customer_id !== viewer.customerId) return undefined;
    // The API's answer goes through this schema (its serializer): the same shape, or nothing.
    return asApiAnswer(OrderView, await presentOrder({ db, order: row, viewer }));
  } catch {
    return undefined; // not found: the page says so itself
  }
}

/** The page for its requester: the data blocks before #root, and the first frame inside it (`contact`: the restaurant's numbers, for a help card). */
export function signedInPage(html: string, data: SignedInData, pathname: string, contact: RestaurantContact): string {
  const blocks = [
    `<script type="application/json" id="${INLINED_SESSION_ID}">${scriptJson(data.me)}</script>`,
    data.order ? `<script type="application/json" id="${INLINED_ORDER_ID}">${scriptJson(data.order)}</script>` : '',
    data.accountTab ? `<script type="application/json" id="${INLINED_ACCOUNT_TAB_ID}">${scriptJson(data.accountTab)}</script>` : '',
  ].join('');
  return html.replace('<div id="root"></div>', `${blocks}<div id="root">${signedInFrame(data, pathname, contact)}</div>`);
}

/**
 * /onboarding's card for a customer still to complete the profile, /account's greeting, the tracked order's
 * status, the confirmed order's header, a payment return page's header from the stored payment status.
 */
function signedInFrame({ me, order, accountTab }: SignedInData, pathname: string, contact: RestaurantContact): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/onboarding' && me.user && me.needsOnboarding) return authCardShell(AUTH_PAGE_TEXTS.onboarding);
  if (path === '/account' && me.user && me.customer && !me.needsOnboarding)
    return accountShell(me.customer, me.user.email, accountTab ? accountTabFrame(accountTab) : '');
  if (order && TRACKING.test(path)) return orderStatusShell(order, contact);
  if (order && SUCCESS.test(path)) return orderSuccessShell(order);
  const payment = PAYMENT.exec(path)?.[1];
  if (order && payment) return paymentOutcomeShell(payment === 'success' ? 'success' : 'failed', order.payment_status);
  return '';
}
