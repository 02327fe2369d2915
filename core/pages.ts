/**
 * The pages the web app answers, for the server: a known path is answered 200 with the app, any other
 * path 404 with the app's not-found page (no soft 404); only the home page is meant for search engines.
 * The patterns are web/config/paths.ts's (a server test checks that every one of them is known here).
 * Also the one title rule of every page, used by index.html's head and by the document title in the browser.
 */
import type { AddressView } from './api-views';
import { MAGIC_LINK_EXPIRY_H } from './limits';
import type { LoyaltySummaryView, VoucherView } from './schemas/loyalty';
import { MESSAGES } from './messages';

const PAGE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/auth\/(magic|client|magic-link-sent|signup-confirmation|email-verification|forgot-password|reset-password)$/,
  /^\/onboarding$/,
  /^\/account$/,
  /^\/desabonnement$/,
  /^\/order-success(\/[^/]+)?$/,
  /^\/order-tracking(\/[^/]+)?$/,
  /^\/payment-(success|failed)\/[^/]+$/,
  // The back-office answers every path under /admin (unknown ones go to its dashboard).
  /^\/admin(\/.*)?$/,
  // A rider's own page.
  /^\/livreur$/,
];

/** Whether `pathname` (no query string, decoded or not, with or without a trailing slash) is a page of the app. */
export function isPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/** Only the home page is indexed; account, order, payment, sign-in and back-office pages are not. */
export function isIndexablePath(pathname: string): boolean {
  return pathname === '/' || pathname === '';
}

/** A page's title: "Mon compte | Sakura Sushi"; the home page's says what the restaurant is. */
export function pageTitle(siteName: string, title?: string): string {
  return title ? `${title} | ${siteName}` : `${siteName} | Restaurant japonais, sushis en livraison et à emporter`;
}

/**
 * Shop pages the service worker may answer from its cache when there is no network. Never the
 * back-office, the rider's page, the payment pages (a payment's state must be the server's) or the sign-in link page.
 */
export function isOfflinePage(pathname: string): boolean {
  return isPagePath(pathname) && !/^\/(admin|livreur|payment-|auth\/magic)/.test(pathname);
}

/**
 * The module of web/ that draws each customer page, as Vite's build manifest names it (relative to web/):
 * the server preloads that page's lazy chunk (and its CSS) from the HTML it sends for the path, so the
 * chunk downloads beside the entry script instead of after it (docs/performance.md). The home page is in
 * the entry chunk; the back-office is left to load on demand.
 */
const PAGE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/auth\/magic$/, 'app/routes/auth/magic.tsx'],
  [/^\/auth\/client$/, 'app/routes/auth/client.tsx'],
  [/^\/auth\/magic-link-sent$/, 'app/routes/auth/magic-link-sent.tsx'],
  [/^\/auth\/signup-confirmation$/, 'app/routes/auth/signup-confirmation.tsx'],
  [/^\/auth\/email-verification$/, 'app/routes/auth/email-verification.tsx'],
  [/^\/auth\/forgot-password$/, 'app/routes/auth/forgot-password.tsx'],
  [/^\/auth\/reset-password$/, 'app/routes/auth/reset-password.tsx'],
  [/^\/onboarding$/, 'app/routes/onboarding.tsx'],
  [/^\/account$/, 'app/routes/account.tsx'],
  [/^\/desabonnement$/, 'app/routes/unsubscribe.tsx'],
  [/^\/order-success(\/[^/]+)?$/, 'app/routes/orders/order-success.tsx'],
  [/^\/order-tracking(\/[^/]+)?$/, 'app/routes/orders/order-tracking.tsx'],
  [/^\/payment-success\/[^/]+$/, 'app/routes/orders/payment-success.tsx'],
  [/^\/payment-failed\/[^/]+$/, 'app/routes/orders/payment-failed.tsx'],
];

/** The web module of the customer page at `pathname` (see PAGE_MODULES), or undefined (home, back-office, unknown). */
export function pageModule(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
}

/** Every module of PAGE_MODULES (the server resolves them all once against the build manifest). */
export const PAGE_MODULE_NAMES: readonly string[] = [...new Set(PAGE_MODULES.map(([, module]) => module))];

/**
 * The sign-in pages' card: its seal, title and description. Drawn by the web app's AuthCard, and by the
 * server as the page's first frame, before any script has run (the same words, so nothing changes when
 * React takes over).
 */
export interface AuthCardFrame {
  title: string;
  description?: string;
  /** The onboarding card is wider. */
  wide?: boolean;
  /** A notice in the card's body (web/app/routes/auth/reset-password.tsx without a token: the link is invalid). */
  notice?: string;
  /** The numbered steps in the card's body (AuthSteps), when they are the same for every visitor. */
  steps?: readonly string[];
  /**
   * /auth/magic-link-sent: the body depends on the address the link went to, kept in the browser's session
   * storage (SENT_LINK_EMAIL_KEY), which the server never sees: the frame carries both bodies and a small
   * inline script shows the right one before the first paint (server/modules/web/first-frames.ts).
   */
  sentLink?: { sentTo: string; steps: readonly string[]; noEmail: string; noEmailHint: string };
}

/** The session-storage key of the address the last sign-in link was sent to (customer-shop §2, §9). */
export const SENT_LINK_EMAIL_KEY = 'magic_link_email';

export const AUTH_PAGE_TEXTS = {
  magic: { title: 'Connexion', description: 'Connectez-vous ou créez votre compte avec un lien magique.' },
  client: { title: 'Espace client', description: 'Connectez-vous pour commander, suivre vos commandes et cumuler des points.' },
  magicLinkSent: {
    title: 'Vérifiez votre boîte mail',
    sentLink: {
      sentTo: 'Un lien a été envoyé à ',
      steps: [
        'Ouvrez l’e-mail que nous venons de vous envoyer.',
        `Cliquez sur le lien : il est valable ${MAGIC_LINK_EXPIRY_H} heures et ne sert qu’une fois.`,
        'Complétez votre profil et recevez 100 points de bienvenue.',
      ],
      noEmail: MESSAGES.auth.noStoredEmail,
      noEmailHint: MESSAGES.auth.storedEmailNotFound,
    },
  },
  signupConfirmation: {
    title: 'Inscription réussie !',
    description: 'Votre compte est presque prêt.',
    steps: [
      'Ouvrez l’e-mail de confirmation que nous vous avons envoyé.',
      `Cliquez sur le lien, valable ${MAGIC_LINK_EXPIRY_H} heures.`,
      'Complétez votre profil pour recevoir 100 points de bienvenue.',
    ],
  },
  emailVerification: { title: 'Vérification de l’e-mail' },
  forgotPassword: { title: 'Mot de passe oublié', description: 'Recevez un lien pour choisir un nouveau mot de passe.' },
  resetPassword: { title: 'Nouveau mot de passe' },
  /** /onboarding's card, for a signed-in customer whose profile is still to be completed. */
  onboarding: { title: 'Complétez votre profil', wide: true },
} as const satisfies Record<string, AuthCardFrame>;

/**
 * /auth/reset-password without a token: the spec's words (customer-shop §2), and what happens next, as the
 * page's success state says it ('Redirection vers la connexion…'): it goes to /auth/forgot-password in 3 s.
 */
export const RESET_LINK_INVALID_NOTICE = `${MESSAGES.auth.resetLinkInvalid}. Vous allez être redirigé pour demander un nouveau lien…`;

const AUTH_FRAMES: Record<string, AuthCardFrame> = {
  '/auth/magic': AUTH_PAGE_TEXTS.magic,
  '/auth/client': AUTH_PAGE_TEXTS.client,
  '/auth/magic-link-sent': AUTH_PAGE_TEXTS.magicLinkSent,
  '/auth/signup-confirmation': AUTH_PAGE_TEXTS.signupConfirmation,
  '/auth/email-verification': AUTH_PAGE_TEXTS.emailVerification,
  '/auth/forgot-password': AUTH_PAGE_TEXTS.forgotPassword,
  // Only ever drawn without a token (web-plugin.ts): the page then says the link is invalid, its largest text.
  '/auth/reset-password': { ...AUTH_PAGE_TEXTS.resetPassword, notice: RESET_LINK_INVALID_NOTICE },
};

/**
 * With a token in the link, the card shows the link being spent (/auth/magic, /auth/client: 'Connexion', then
 * the page goes on) or the new-password form under its title (/auth/reset-password, as the e-mail opens it).
 */
const AUTH_TOKEN_FRAMES: Record<string, AuthCardFrame> = {
  '/auth/magic': { title: AUTH_PAGE_TEXTS.magic.title },
  '/auth/client': { title: AUTH_PAGE_TEXTS.magic.title },
  '/auth/reset-password': AUTH_PAGE_TEXTS.resetPassword,
};

/** The card the sign-in page at `pathname` opens with (`token`: its link carries one), when it is known before any script runs. */
export function authCardFrame(pathname: string, { token = false }: { token?: boolean } = {}): AuthCardFrame | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const frames = token ? AUTH_TOKEN_FRAMES : AUTH_FRAMES;
  return Object.hasOwn(frames, path) ? frames[path] : undefined;
}

/**
 * The pages drawn from the signed-in customer's own data (the session, their orders): the server inlines
 * the requester's GET /api/me answer into their HTML, never cached (`no-store`), and draws their first
 * frame from it (server/modules/web/requester-page.ts); the app reads those blocks once, before its first
 * render (web/app/providers.tsx).
 */
export const INLINED_SESSION_ID = '__ME__';
/** /account's five tabs, loyalty first by default (web/app/routes/account-tabs.tsx, and the server's first frame). */
export const ACCOUNT_TABS = [
  { value: 'profile', label: 'Profil' },
  { value: 'loyalty', label: 'Fidélité' },
  { value: 'vouchers', label: 'Bons d’achat' },
  { value: 'orders', label: 'Commandes' },
  { value: 'addresses', label: 'Adresses' },
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number]['value'];
const DEFAULT_ACCOUNT_TAB: AccountTab = 'loyalty';

/** The tab `value` names, or the default one (an unknown or missing ?tab=). */
export function accountTab(value: string | null | undefined): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_ACCOUNT_TAB;
}

/** Texts of /account's tabs that the server's first frame draws too (the same words). */
export const ACCOUNT_TAB_TEXTS = {
  exchangeTitle: 'Échanger mes points',
  addressesTitle: 'Mes adresses',
  addAddress: 'Ajouter une adresse',
  noAddressTitle: 'Aucune adresse enregistrée',
  noAddressHint: 'Ajoutez une adresse pour commander plus vite en livraison.',
} as const;

/**
 * Where /account inlines its open tab and, for the vouchers and addresses tabs, the API answers they draw from
 * (GET /api/me/loyalty, /api/me/vouchers, /api/me/addresses), so the page renders them without asking.
 */
export const INLINED_ACCOUNT_TAB_ID = '__ACCOUNT_TAB__';
export interface InlinedAccountTab {
  tab: AccountTab;
  loyaltySummary?: LoyaltySummaryView;
  vouchers?: VoucherView[];
  addresses?: AddressView[];
}
/** Where the order a signed-in order page shows is inlined, when it is the requester's own (GET /api/orders/… answer's `order`). */
export const INLINED_ORDER_ID = '__ORDER__';

/** The tracking page's help card 'Besoin d'aide ?' (customer-shop §2), drawn by HelpCard and by the server's first frame of a cancelled order. */
export const ORDER_HELP_TEXTS = {
  title: "Besoin d'aide ?",
  description: 'Notre équipe répond à vos questions sur cette commande.',
  call: 'Appeler le restaurant',
  chat: 'WhatsApp',
} as const;

/**
 * The payment return pages' headers (customer-shop §2), drawn by web/features/orders/components/payment-*.tsx
 * and, from the order's stored payment status, by the server as the page's first frame (the same words).
 */
export const PAYMENT_PAGE_TEXTS = {
  paid: { title: 'Paiement confirmé !', description: 'Merci, votre paiement a bien été reçu.' },
  pending: { title: 'Paiement en cours de vérification', description: "Le paiement n'est pas encore confirmé par notre prestataire." },
  failed: { title: 'Paiement échoué', description: 'Votre commande est bien enregistrée : vous pouvez réessayer le paiement à tout moment.' },
} as const;

export function isSignedInPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return /^\/(onboarding|account|order-success(\/[^/]+)?|order-tracking(\/[^/]+)?|payment-(success|failed)\/[^/]+)$/.test(path);
}
