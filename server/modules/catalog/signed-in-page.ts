/**
 * The signed-in pages (core/pages.ts isSignedInPage) as their requester gets them: the requester's own
 * GET /api/me answer, and on an order page the order when it is theirs, inlined as JSON data blocks
 * (escaped like the catalogue), and the first frame drawn from them. Only ever for the session that asked,
 * and sent with `cache-control: no-store` (web-plugin.ts), so no cache keeps it for anyone else.
 */
import { OrderView } from '@core/api-views';
import type { MeView } from '@core/api-views';
import { AUTH_PAGE_TEXTS, INLINED_ORDER_ID, INLINED_SESSION_ID } from '@core/pages';
import type { DbOrTx } from '../../db/client';
import type { Viewer } from '../../plugins/auth';
import { getMeView } from '../accounts/me-view';
import { getOrder, getOrderByNumber } from '../orders/get-order';
import { presentOrder } from '../orders/order-view';
import { accountShell, authCardShell, orderStatusShell, orderSuccessShell, paymentOutcomeShell } from './first-frames';
import { scriptJson } from './render-head';

export interface SignedInData {
  me: MeView;
  /** The order the page shows, only when it is the requester's own. */
  order?: OrderView;
}

const TRACKING = /^\/order-tracking\/([^/]+)$/;
const SUCCESS = /^\/order-success\/([^/]+)$/;
const PAYMENT = /^\/payment-(success|failed)\/([^/]+)$/;

export async function signedInData({ db, viewer, pathname }: { db: DbOrTx; viewer: Viewer; pathname: string }): Promise<SignedInData> {
  const path = pathname.replace(/\/+$/, '');
  const numero = TRACKING.exec(path)?.[1];
  const orderId = SUCCESS.exec(path)?.[1] ?? PAYMENT.exec(path)?.[2];
  const [me, order] = await Promise.all([getMeView({ db, viewer }), numero || orderId ? ownOrder(db, viewer, numero, orderId) : undefined]);
  return { me, order };
}

/** The order of an order page, presented as the API answers it, when the requester is its customer; else none (the page asks the API). */
async function ownOrder(db: DbOrTx, viewer: Viewer, numero: string | undefined, orderId: string | undefined): Promise<OrderView | undefined> {
  if (viewer.customerId === null) return undefined;
  try {
    const row = numero ? await getOrderByNumber({ db, numero }) : await getOrder({ db, orderId: orderId!, viewer });
    if (row.customer_id !== viewer.customerId) return undefined;
    // The API's answer goes through this schema (its serializer): the same shape, or nothing.
    const parsed = OrderView.safeParse(JSON.parse(JSON.stringify(await presentOrder({ db, order: row, viewer }))));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // not found: the page says so itself
  }
}

/** The page for its requester: the data blocks before #root, and the first frame inside it. */
export function signedInPage(html: string, data: SignedInData, pathname: string): string {
  const blocks = [
    `<script type="application/json" id="${INLINED_SESSION_ID}">${scriptJson(data.me)}</script>`,
    data.order ? `<script type="application/json" id="${INLINED_ORDER_ID}">${scriptJson(data.order)}</script>` : '',
  ].join('');
  return html.replace('<div id="root"></div>', `${blocks}<div id="root">${signedInFrame(data, pathname)}</div>`);
}

/**
 * /onboarding's card for a customer still to complete the profile, /account's greeting, the tracked order's
 * status, the confirmed order's header, a payment return page's header from the stored payment status.
 */
function signedInFrame({ me, order }: SignedInData, pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/onboarding' && me.user && me.needsOnboarding) return authCardShell(AUTH_PAGE_TEXTS.onboarding);
  if (path === '/account' && me.user && me.customer && !me.needsOnboarding) return accountShell(me.customer.prenom, me.user.email);
  if (order && TRACKING.test(path)) return orderStatusShell(order.statut_commande, order.type_commande);
  if (order && SUCCESS.test(path)) return orderSuccessShell(order);
  const payment = PAYMENT.exec(path)?.[1];
  if (order && payment) return paymentOutcomeShell(payment === 'success' ? 'success' : 'failed', order.payment_status);
  return '';
}
