/**
 * Every route of the shop (customer-shop §2) and the back-office (back-office §2). Only the home page is
 * in the entry chunk; every other page, and the whole admin area, is fetched on demand.
 */
import { useState } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { ShopLayout } from './layouts/shop-layout';
import { HomeRoute } from './routes/home';

/** A page's French name, read by the document title. */
interface RouteHandle {
  title: string;
  /** Shown without the back-office's menus (the kitchen's wall screen). */
  bare?: boolean;
}

const orderSuccess = () => import('./routes/orders/order-success');
const orderTracking = () => import('./routes/orders/order-tracking');

function page(path: string, title: string, lazy: RouteObject['lazy']): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy };
}

const shopRoutes: RouteObject[] = [
  { index: true, Component: HomeRoute },
  page(paths.auth.magic.path, 'Connexion', () => import('./routes/auth/magic')),
  page(paths.auth.client.path, 'Espace client', () => import('./routes/auth/client')),
  page(paths.auth.magicLinkSent.path, 'Lien envoyé', () => import('./routes/auth/magic-link-sent')),
  page(paths.auth.signupConfirmation.path, 'Inscription réussie', () => import('./routes/auth/signup-confirmation')),
  page(paths.auth.emailVerification.path, 'Vérification de l’e-mail', () => import('./routes/auth/email-verification')),
  page(paths.auth.forgotPassword.path, 'Mot de passe oublié', () => import('./routes/auth/forgot-password')),
  page(paths.auth.resetPassword.path, 'Nouveau mot de passe', () => import('./routes/auth/reset-password')),
  page(paths.onboarding.path, 'Complétez votre profil', () => import('./routes/onboarding')),
  page(paths.account.path, 'Mon compte', () => import('./routes/account')),
  page(paths.unsubscribe.path, 'Désabonnement', () => import('./routes/unsubscribe')),
  page(paths.orderSuccess.path, 'Commande confirmée', orderSuccess),
  page(paths.orderSuccess.paramPath, 'Commande confirmée', orderSuccess),
  page(paths.orderTracking.path, 'Suivi de commande', orderTracking),
  page(paths.orderTracking.paramPath, 'Suivi de commande', orderTracking),
  page(paths.paymentSuccess.path, 'Paiement confirmé', () => import('./routes/orders/payment-success')),
  page(paths.paymentFailed.path, 'Paiement échoué', () => import('./routes/orders/payment-failed')),
  { path: '*', handle: { title: 'Page introuvable' } satisfies RouteHandle, lazy: () => import('./routes/not-found') },
];

const toDashboard = <Navigate to={paths.admin.dashboard.getHref()} replace />;

const adminRoutes: RouteObject[] = [
  { index: true, element: toDashboard },
  page(paths.admin.dashboard.path, 'Tableau de bord', () => import('./routes/admin/dashboard')),
  page(paths.admin.categories.path, 'Catégories', () => import('./routes/admin/categories')),
  page(paths.admin.products.path, 'Produits', () => import('./routes/admin/products')),
  page(paths.admin.accompagnements.path, 'Accompagnements', () => import('./routes/admin/accompagnements')),
  page(paths.admin.orders.path, 'Commandes', () => import('./routes/admin/orders')),
  { path: paths.admin.kitchen.path, handle: { title: 'Cuisine', bare: true } satisfies RouteHandle, lazy: () => import('./routes/admin/kitchen') },
  page(paths.admin.images.path, 'Images', () => import('./routes/admin/images')),
  page(paths.admin.loyalty.path, 'Fidélité', () => import('./routes/admin/loyalty')),
  page(paths.admin.promotions.path, 'Promotions', () => import('./routes/admin/promotions')),
  page(paths.admin.reviews.path, 'Avis', () => import('./routes/admin/reviews')),
  page(paths.admin.closing.path, 'Clôture', () => import('./routes/admin/closing')),
  page(paths.admin.riders.path, 'Livreurs', () => import('./routes/admin/riders')),
  page(paths.admin.events.path, 'App Events (24h)', () => import('./routes/admin/events')),
  page(paths.admin.e2eTests.path, 'Tests End-to-End (E2E)', () => import('./routes/admin/e2e-tests')),
  page(paths.admin.emailTest.path, 'Test Email', () => import('./routes/admin/email-test')),
  page(paths.admin.users.path, 'Utilisateurs', () => import('./routes/admin/users')),
  page(paths.admin.authTest.path, 'Test des e-mails d’authentification', () => import('./routes/admin/auth-test')),
  page(paths.admin.settings.path, 'Paramètres', () => import('./routes/admin/settings')),
  { path: '*', element: toDashboard },
];

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: ShopLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: shopRoutes,
  },
  {
    path: paths.admin.login.path,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    lazy: () => import('./routes/admin/login'),
  },
  {
    // A rider's own page: its deliveries, on a phone, no back-office frame.
    path: paths.rider.path,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    handle: { title: 'Mes livraisons' } satisfies RouteHandle,
    lazy: () => import('./routes/rider'),
  },
  {
    // Printed on its own: no admin frame around the ticket.
    path: paths.admin.orderTicket.path,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    handle: { title: 'Ticket' } satisfies RouteHandle,
    lazy: () => import('./routes/admin/order-ticket'),
  },
  {
    path: paths.admin.root.path,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    lazy: () => import('./layouts/admin-layout'),
    children: adminRoutes,
  },
];

/**
 * Loads the lazy modules of the routes matching `pathname` and writes them into the route objects, so the
 * router starts with the page ready: its first render is the page itself, never the spinner between the
 * server's first frame (or a blank screen) and the page. The server already preloads the page's chunk
 * (core/pages.ts), so this waits for little. A module that fails to load is left lazy: the router
 * tries again and shows its error page.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const loaded = await route.lazy();
        Object.assign(route, loaded);
        route.lazy = undefined;
      } catch {
        // the router's own lazy loading reports it
      }
    }),
  );
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
