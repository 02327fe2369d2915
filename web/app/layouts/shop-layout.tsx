import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner';
import { QueuedOrders } from '../../components/queued-orders';
import { useSettings } from '../../features/catalog/api/get-catalog';
import { useCatalogLive } from '../../features/catalog/hooks/use-catalog-live';
import { useRouteTitle } from '../../lib/document-title';
import { useCustomerLive } from '../../lib/use-customer-live';
import { AccountOverlays } from '../../features/onboarding/components/account-overlays';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every customer page: skip link, header, main content, footer. */
export function ShopLayout() {
  useCatalogLive();
  useCustomerLive();
  useRouteTitle(useSettings()?.nom_restaurant);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#contenu" className="sr-only z-50 rounded-sm bg-paper px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        Aller au contenu
      </a>
      <SiteHeader />
      <OfflineBanner />
      <QueuedOrders />
      <AccountOverlays />
      <main id="contenu" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
