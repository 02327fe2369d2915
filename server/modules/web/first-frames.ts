/**
 * The first frames the server writes into #root: static markup of the page's first screen in the classes
 * of the React components that draw it, so the page's largest element paints from the HTML and the
 * styles before any script has run, and nothing moves when React's first render replaces it
 * (docs/performance.md, Lighthouse section). `aria-hidden`: the page itself, once rendered, is what
 * assistive technology reads.
 */
import { createHash } from 'node:crypto';
import type { CustomerView, OrderView } from '@core/api-views';
import { vipLevelLabel } from '@core/loyalty-levels';
import { formatTND } from '@core/money';
import {
  ACCOUNT_TAB_TEXTS,
  ACCOUNT_TABS,
  ORDER_HELP_TEXTS,
  PAYMENT_PAGE_TEXTS,
  SENT_LINK_EMAIL_KEY,
  type AuthCardFrame,
  type InlinedAccountTab,
} from '@core/pages';
import { formatOrderDate } from '@core/order-display';
import { normalizeStatus, statusDescription, statusLabel } from '@core/order-status';
import { orderTypeLabel, type TypeCommande } from '@core/order-type';
import { countLabel } from '@core/plural';
import { escapeHtml } from '../../lib/escape-html';

/** The shop layout around a first frame: the header bar's box, then the page's (web/app/layouts/shop-layout.tsx). */
function shopFrame(kind: string, content: string): string {
  return (
    `<div class="flex min-h-dvh flex-col" data-first-frame="${kind}" aria-hidden="true"><div class="app-shell-header"></div>` +
    `<div class="min-h-[calc(100dvh-4rem)] flex-1">${content}</div></div>`
  );
}

/**
 * /account's first paint: the breadcrumb, the greeting (its h1, the page's LCP element on most tabs), the
 * summary cards, the tab list and, on the vouchers and addresses tabs, the top of the open tab (their largest
 * text), in the classes of web/app/routes/account.tsx, AccountSummary, the Tabs and the tabs themselves, so
 * they paint from the HTML and React's first render puts the same boxes in the same place. Icons are left
 * out; their boxes are kept.
 */
export function accountShell(customer: AccountCustomer, email: string, tabContent: string): string {
  const title = customer.prenom ? `Bonjour, ${customer.prenom}` : 'Mon compte';
  const card = (label: string, value: string) =>
    '<div class="rounded-md border border-ink-600 bg-ink-800 p-4 shadow-card sm:p-5">' +
    `<p class="flex items-center gap-2 text-[0.7rem] tracking-[0.14em] text-paper-400 uppercase"><span class="size-4 shrink-0"></span>${escapeHtml(label)}</p>` +
    `<p class="mt-2 font-display text-2xl font-semibold text-paper tabular-nums sm:text-3xl">${escapeHtml(value)}</p></div>`;
  return shopFrame(
    'account',
    '<div class="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-8 sm:py-12">' +
      '<div class="text-sm text-paper-400"><ol class="flex items-center gap-2"><li><span class="rounded-xs">Accueil</span></li><li>/</li>' +
      '<li class="text-paper">Mon compte</li></ol></div>' +
      '<div><p class="text-xs tracking-[0.24em] text-kin uppercase">Espace client</p>' +
      `<h1 class="mt-1 text-4xl font-semibold sm:text-5xl">${escapeHtml(title)}</h1><p class="mt-1 text-paper-400">${escapeHtml(email)}</p></div>` +
      '<div class="grid grid-cols-2 gap-3 lg:grid-cols-4">' +
      card('Points fidélité', String(customer.current_points_balance)) +
      card('Niveau VIP', vipLevelLabel(customer.vip_level)) +
      card('Commandes', String(customer.nombre_commandes)) +
      card('Total dépensé', formatTND(customer.montant_total_depense)) +
      `</div>${tabContent}</div>`,
  );
}

type AccountCustomer = Pick<CustomerView, 'prenom' | 'current_points_balance' | 'vip_level' | 'nombre_commandes' | 'montant_total_depense'>;

const TAB_TRIGGER =
  'inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-xs px-4 text-sm font-medium whitespace-nowrap text-paper-400 ' +
  'data-[state=active]:bg-ink-600 data-[state=active]:text-paper data-[state=active]:shadow-[inset_0_-2px_0_var(--color-shu)]';

/** /account's tab list with `data.tab` selected, and the top of that tab when it is drawn from the inlined answers (web/app/routes/account-tabs.tsx). */
export function accountTabFrame(data: InlinedAccountTab): string {
  const triggers = ACCOUNT_TABS.map(
    ({ value, label }) => `<span class="${TAB_TRIGGER}" data-state="${value === data.tab ? 'active' : 'inactive'}">${escapeHtml(label)}</span>`,
  ).join('');
  return (
    '<div><div class="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">' +
    `<div class="inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-sm border border-ink-600 bg-ink-800 p-1 [scrollbar-width:none]">${triggers}</div></div>` +
    // The open tab's name as the page's second heading level, as React draws it (account-tabs.tsx TabHeading): the tab's own headings are h3.
    `<div class="mt-4"><h2 class="sr-only">${escapeHtml(ACCOUNT_TABS.find((tab) => tab.value === data.tab)!.label)}</h2>${tabTop(data)}</div></div>`
  );
}

function tabTop({ tab, loyaltySummary, addresses }: InlinedAccountTab): string {
  // VoucherExchangeForm's title and balance line (web/features/loyalty/components/voucher-exchange-form.tsx)
  if (tab === 'vouchers' && loyaltySummary) {
    const { balance, min_redemption_points: minimum, points_value_tnd: pointValue } = loyaltySummary;
    return (
      '<div class="flex flex-col gap-6"><div class="flex flex-col gap-3 rounded-sm border border-ink-600 bg-ink-800 p-4">' +
      `<h3 class="font-display text-xl font-semibold">${escapeHtml(ACCOUNT_TAB_TEXTS.exchangeTitle)}</h3>` +
      `<p class="text-sm text-paper-400">Solde : <strong class="text-paper tabular-nums">${countLabel(balance, 'point')}</strong> · minimum ${countLabel(minimum, 'point')} · 1 point = ${escapeHtml(formatTND(pointValue))}</p>` +
      '</div></div>'
    );
  }
  // AddressesTab's heading row (its button's box kept) and, with no address yet, its EmptyState (web/features/account/components/addresses-tab.tsx)
  if (tab === 'addresses' && addresses) {
    const empty =
      addresses.length === 0
        ? '<div class="flex flex-col items-center gap-3 rounded-md border border-dashed border-ink-500 bg-ink-800/60 px-6 py-12 text-center"><span class="size-10"></span>' +
          `<h3 class="font-display text-2xl font-semibold text-paper">${escapeHtml(ACCOUNT_TAB_TEXTS.noAddressTitle)}</h3>` +
          `<div class="max-w-md text-sm text-paper-400">${escapeHtml(ACCOUNT_TAB_TEXTS.noAddressHint)}</div></div>`
        : '';
    return (
      '<div class="flex flex-col gap-4"><div class="flex items-center justify-between gap-3">' +
      `<h2 class="font-display text-2xl font-semibold">${escapeHtml(ACCOUNT_TAB_TEXTS.addressesTitle)}</h2><span class="h-9"></span></div>${empty}</div>`
    );
  }
  return '';
}

/**
 * A sign-in page's first paint, before any script has run: the header bar and the page's card with its
 * seal, title and description, in the classes of the shop layout and of AuthCard
 * (web/features/auth/components/auth-card.tsx), so the title and description (the page's LCP element)
 * paint as soon as the styles arrive and nothing moves when React's first render replaces them.
 */
export function authCardShell(frame: AuthCardFrame): string {
  const width = frame.wide ? 'max-w-lg' : 'max-w-md';
  const description = frame.description ? `<p class="mt-2 text-center text-paper-400">${escapeHtml(frame.description)}</p>` : '';
  const notice = frame.notice ? `<div class="mt-7"><p class="text-center text-shu-300">${escapeHtml(frame.notice)}</p></div>` : '';
  const steps = frame.steps ? `<div class="mt-7">${authSteps(frame.steps)}</div>` : '';
  return shopFrame(
    'auth',
    '<div class="bg-seigaiha px-4 py-10 sm:py-16">' +
      `<div class="mx-auto w-full ${width} rounded-lg border border-ink-600 bg-ink-800/95 p-6 shadow-glow sm:p-8">` +
      '<span class="mx-auto flex size-12 items-center justify-center rounded-sm bg-shu text-paper shadow-[0_10px_30px_-12px_rgb(200_16_46/0.9)]"></span>' +
      `<h1 class="mt-5 text-center text-3xl leading-tight font-semibold text-paper sm:text-4xl">${escapeHtml(frame.title)}</h1>${description}${notice}${steps}` +
      (frame.sentLink ? sentLinkBodies(frame.sentLink) : '') +
      '</div></div>',
  );
}

/** AuthSteps' markup (web/features/auth/components/auth-card.tsx). */
function authSteps(steps: readonly string[], attributes = ''): string {
  return (
    `<ol class="flex flex-col gap-3"${attributes}>` +
    steps
      .map(
        (step, index) =>
          '<li class="flex gap-3 text-sm text-paper-200"><span class="flex size-7 shrink-0 items-center justify-center rounded-full border border-kin/50 font-display text-base text-kin-300">' +
          `${index + 1}</span><span class="pt-1">${escapeHtml(step)}</span></li>`,
      )
      .join('') +
    '</ol>'
  );
}

/**
 * Shows /auth/magic-link-sent's body for the address kept in session storage before the first paint: the
 * 'sent to' line with the address and the steps, or the notice that no address is known. Static, so the
 * page's Content-Security-Policy allows it by its hash (FIRST_FRAME_SCRIPT_HASHES); storage may be
 * unavailable (private mode): then it is the notice, as the page says.
 */
export const SENT_LINK_SCRIPT =
  '(function(){var c=document.currentScript.parentNode,e=null;try{e=sessionStorage.getItem(' +
  JSON.stringify(SENT_LINK_EMAIL_KEY) +
  ')}catch(x){}' +
  'var s=c.querySelector(e?"[data-sent]":"[data-not-sent]");if(s)s.hidden=false;' +
  'if(e){var d=c.querySelector("[data-sent-to]");d.lastChild.textContent=e;d.hidden=false}})()';

/** The hashes of the inline scripts the first frames carry, for the page's Content-Security-Policy (server/app.ts). */
export const FIRST_FRAME_SCRIPT_HASHES = [`'sha256-${createHash('sha256').update(SENT_LINK_SCRIPT).digest('base64')}'`];

/** Both bodies of /auth/magic-link-sent, hidden, in the markup of its page (web/app/routes/auth/magic-link-sent.tsx), and the script that shows one. */
function sentLinkBodies(texts: NonNullable<AuthCardFrame['sentLink']>): string {
  return (
    `<p class="mt-2 text-center text-paper-400" data-sent-to hidden>${escapeHtml(texts.sentTo)}<span></span></p>` +
    `<div class="mt-7">${authSteps(texts.steps, ' data-sent hidden')}` +
    `<div class="text-center" data-not-sent hidden><p class="font-semibold text-paper">${escapeHtml(texts.noEmail)}</p>` +
    `<p class="mt-1 text-sm text-paper-400">${escapeHtml(texts.noEmailHint)}</p></div></div>` +
    `<script>${SENT_LINK_SCRIPT}</script>`
  );
}

/**
 * /order-tracking's first paint: the status hero (icon circle, status, its description: the page's LCP
 * element) in the classes of OrderPage and OrderStatusHero (web/features/orders/components/). A cancelled
 * order's page has no progress card: the number and the help card rise into a phone's first screen, and the
 * help card's text is then the page's largest, so the frame draws them too (when nothing else comes between:
 * no estimate, no slot, no cash code).
 */
export function orderStatusShell(order: TrackedOrderFrame, contact: RestaurantContact): string {
  const normalized = normalizeStatus(order.statut_commande);
  const cancelled = normalized === 'Annule';
  const circle = cancelled
    ? 'flex size-20 items-center justify-center rounded-full border border-shu/40 bg-shu/10 text-shu-300'
    : 'flex size-20 items-center justify-center rounded-full border border-kin/40 bg-kin/10 text-kin shadow-glow';
  const hero =
    '<div class="flex flex-col items-center gap-3 text-center">' +
    `<span class="${circle}"></span><h1 class="text-4xl font-semibold text-paper sm:text-5xl">${escapeHtml(statusLabel(normalized))}</h1>` +
    `<p class="max-w-md text-paper-400">${escapeHtml(statusDescription(normalized, order.type_commande))}</p></div>`;
  const rest = cancelled && !order.estimation && !order.code_confirmation_attendu ? cancelledOrderRest(order.numero_commande, contact) : '';
  return orderPageFrame(hero + rest);
}

type TrackedOrderFrame = Pick<OrderView, 'statut_commande' | 'type_commande' | 'numero_commande' | 'estimation' | 'code_confirmation_attendu'>;
export interface RestaurantContact {
  telephone: string | null;
  whatsapp: string | null;
}

/** A Button's classes (web/components/ui/button.tsx) without its states, and its icon's box. */
const BUTTON = 'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium tracking-wide select-none rounded-sm';
const ICON = '<span style="width:1.1em;height:1.1em;flex-shrink:0"></span>';

/** CopyOrderNumber, the (empty) review and cancel row, and HelpCard when the restaurant has a number (web/features/orders/components/). */
function cancelledOrderRest(numero: string, { telephone, whatsapp }: RestaurantContact): string {
  const number =
    '<div class="flex flex-wrap items-center justify-center gap-3">' +
    `<p class="rounded-sm border border-kin/40 bg-ink px-4 py-2 font-mono text-lg tracking-[0.15em] text-kin-300 select-all">${escapeHtml(numero)}</p>` +
    `<span class="${BUTTON} bg-transparent text-paper h-9 px-3.5 text-sm">${ICON}Copier le numéro</span></div>` +
    '<div class="flex flex-col items-center gap-2"></div>';
  const chat = whatsapp || telephone;
  if (!telephone && !chat) return number;
  const button = (label: string) =>
    `<span class="${BUTTON} border border-kin/45 bg-transparent text-paper h-11 px-5 text-[0.95rem]">${ICON}${escapeHtml(label)}</span>`;
  return (
    number +
    '<div class="rounded-md border border-ink-600 bg-ink-800 text-paper shadow-card"><div class="flex flex-col gap-1.5 p-5 sm:p-6">' +
    `<h2 class="font-display leading-tight font-semibold text-xl">${escapeHtml(ORDER_HELP_TEXTS.title)}</h2>` +
    `<p class="text-sm text-paper-400">${escapeHtml(ORDER_HELP_TEXTS.description)}</p></div>` +
    `<div class="grid gap-2 px-5 pb-5 sm:grid-cols-2 sm:px-6 sm:pb-6">${telephone ? button(ORDER_HELP_TEXTS.call) : ''}${chat ? button(ORDER_HELP_TEXTS.chat) : ''}</div></div>`
  );
}

const BADGE = 'inline-flex items-center gap-1 rounded-xs px-2 py-0.5 text-[0.7rem] font-semibold tracking-[0.08em] uppercase tabular-nums';

/** An order page around its first frame: OrderPage's column (web/features/orders/components/order-page-states.tsx). */
function orderPageFrame(content: string): string {
  return shopFrame('order', `<div class="mx-auto grid w-full max-w-3xl gap-5 px-4 py-8 sm:px-6 md:py-14">${content}</div>`);
}

/** OrderOutcomeHeader's markup (web/features/orders/components/order-section.tsx): icon circle, h1, then `body`. */
function outcomeHeader(title: string, body: string, failed = false): string {
  const circle = failed ? 'border-shu/40 bg-shu/10 text-shu-300' : 'border-kin/40 bg-kin/10 text-kin';
  return (
    '<header class="flex flex-col items-center gap-3 text-center">' +
    `<span class="flex size-16 items-center justify-center rounded-full border ${circle}"></span>` +
    `<h1 class="text-4xl font-semibold text-paper sm:text-5xl">${escapeHtml(title)}</h1>${body}</header>`
  );
}

/**
 * /order-success/{id}'s first paint: the outcome header (icon circle, 'Commande confirmée !', the number and
 * date line, the type and status badges; the number line is the page's LCP element on a phone), in the
 * classes of OrderPage, OrderOutcomeHeader and Badge (web/features/orders/components/order-success.tsx).
 */
export function orderSuccessShell(order: { numero_commande: string; created_at: string; type_commande: TypeCommande; statut_commande: string }): string {
  return orderPageFrame(
    outcomeHeader(
      'Commande confirmée !',
      `<p class="text-paper-400">Commande <span class="font-mono text-kin-300">${escapeHtml(order.numero_commande)}</span> · ${escapeHtml(formatOrderDate(order.created_at))}</p>` +
        `<div class="flex gap-2"><span class="${BADGE} border border-kin/40 text-kin-300">${escapeHtml(orderTypeLabel(order.type_commande))}</span>` +
        `<span class="${BADGE} bg-ink-700 text-paper-200">${escapeHtml(statusLabel(order.statut_commande))}</span></div>`,
    ),
  );
}

/**
 * A payment return page's first paint, from the order's stored payment status while the page asks the server
 * to check it with Konnect (web/features/orders/components/payment-success.tsx and payment-failed.tsx, which
 * show the same state until the check answers): /payment-success says 'Paiement confirmé !' for a paid order
 * and 'Paiement en cours de vérification' otherwise; /payment-failed says 'Paiement échoué' unless the order
 * is paid (the page then goes to /payment-success: no frame).
 */
export function paymentOutcomeShell(page: 'success' | 'failed', paymentStatus: string): string {
  const paid = paymentStatus === 'paye';
  if (page === 'failed') {
    if (paid) return '';
    const { title, description } = PAYMENT_PAGE_TEXTS.failed;
    return orderPageFrame(outcomeHeader(title, `<p class="max-w-md text-paper-400">${escapeHtml(description)}</p>`, true));
  }
  if (paid) {
    const { title, description } = PAYMENT_PAGE_TEXTS.paid;
    return orderPageFrame(outcomeHeader(title, `<p class="text-paper-400">${escapeHtml(description)}</p>`));
  }
  // PendingPayment's heading and text
  const { title, description } = PAYMENT_PAGE_TEXTS.pending;
  return orderPageFrame(
    `<h1 class="text-center text-4xl font-semibold text-paper">${escapeHtml(title)}</h1><p class="text-center text-paper-400">${escapeHtml(description)}</p>`,
  );
}
