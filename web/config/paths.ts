/**
 * Every route of the shop and the back-office, in one place. `path` is the router pattern; `getHref`
 * builds a link (params encoded). Nothing else in web/ writes a URL path by hand.
 */
const enc = encodeURIComponent;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  menu: { getHref: () => '/#menu' },

  auth: {
    magic: { path: '/auth/magic', getHref: (redirect?: string) => withQuery('/auth/magic', { redirect }) },
    client: { path: '/auth/client', getHref: (redirect?: string) => withQuery('/auth/client', { redirect }) },
    magicLinkSent: { path: '/auth/magic-link-sent', getHref: () => '/auth/magic-link-sent' },
    signupConfirmation: { path: '/auth/signup-confirmation', getHref: () => '/auth/signup-confirmation' },
    emailVerification: { path: '/auth/email-verification', getHref: () => '/auth/email-verification' },
    forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
    resetPassword: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
  },

  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  account: { path: '/account', getHref: () => '/account' },
  unsubscribe: { path: '/desabonnement', getHref: (token: string) => withQuery('/desabonnement', { t: token }) },

  orderSuccess: {
    /** Legacy form `/order-success?orderId=` (checkout redirect); same page as the param form. */
    path: '/order-success',
    paramPath: '/order-success/:orderId',
    getHref: (orderId: string | number) => `/order-success/${enc(String(orderId))}`,
  },
  orderTracking: {
    /** Legacy form `/order-tracking?order=` (account orders tab). */
    path: '/order-tracking',
    paramPath: '/order-tracking/:orderNumber',
    getHref: (orderNumber: string) => `/order-tracking/${enc(orderNumber)}`,
    getQueryHref: (orderNumber: string) => withQuery('/order-tracking', { order: orderNumber }),
  },
  paymentSuccess: {
    path: '/payment-success/:orderId',
    getHref: (orderId: string | number) => `/payment-success/${enc(String(orderId))}`,
  },
  paymentFailed: {
    path: '/payment-failed/:orderId',
    getHref: (orderId: string | number) => `/payment-failed/${enc(String(orderId))}`,
  },

  /** A rider's own page (a 'livreur' account). */
  rider: { path: '/livreur', getHref: () => '/livreur' },
  admin: {
    login: { path: '/admin/login', getHref: () => '/admin/login' },
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    categories: { path: '/admin/categories', getHref: () => '/admin/categories' },
    products: { path: '/admin/products', getHref: () => '/admin/products' },
    accompagnements: { path: '/admin/accompagnements', getHref: () => '/admin/accompagnements' },
    orders: { path: '/admin/orders', getHref: () => '/admin/orders' },
    orderTicket: { path: '/admin/orders/:id/ticket', getHref: (id: string) => `/admin/orders/${encodeURIComponent(id)}/ticket` },
    kitchen: { path: '/admin/kitchen', getHref: () => '/admin/kitchen' },
    images: { path: '/admin/images', getHref: () => '/admin/images' },
    loyalty: { path: '/admin/loyalty', getHref: () => '/admin/loyalty' },
    promotions: { path: '/admin/promotions', getHref: () => '/admin/promotions' },
    reviews: { path: '/admin/reviews', getHref: () => '/admin/reviews' },
    closing: { path: '/admin/cloture', getHref: () => '/admin/cloture' },
    riders: { path: '/admin/livreurs', getHref: () => '/admin/livreurs' },
    events: { path: '/admin/events', getHref: () => '/admin/events' },
    e2eTests: { path: '/admin/e2e-tests', getHref: () => '/admin/e2e-tests' },
    emailTest: { path: '/admin/email-test', getHref: () => '/admin/email-test' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    authTest: { path: '/admin/supabase-auth-test', getHref: () => '/admin/supabase-auth-test' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
  },
} as const;
