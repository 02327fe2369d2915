/**
 * Back-office frame (lazy chunk, never downloaded by shop visitors), back-office §2 Admin layout and
 * §6 guards: no session → /admin/login; a customer → the shop; no staff role → the access-denied
 * text. Header with the e-mail and the role badge, sidebar menu per role with sign-out, bottom
 * navigation below 768 px. An operator on an admin-only page sees the access-denied text.
 */
import { Link, Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { Store } from 'lucide-react';
import { staffAccess } from '@core/auth-routing';
import { Badge } from '../../components/ui/badge';
import { paths } from '../../config/paths';
import { useSession, type StaffRole } from '../../lib/session';
import { AccessDenied } from '../../features/admin-shell/components/access-denied';
import { AdminMobileNav, AdminSidebarNav, adminNavItemClass } from '../../features/admin-shell/components/admin-nav';
import { AdminSignOut } from '../../features/admin-shell/components/admin-sign-out';
import { canOpenAdminPath, navFor, ROLE_LABELS } from '../../features/admin-shell/nav';
import { SessionCheck } from '../../features/auth/components/protected-route';
import { useSettings } from '../../features/catalog/api/get-catalog';
import { AccountOverlays } from '../../features/onboarding/components/account-overlays';
import { useRouteTitle } from '../../lib/document-title';
import { RestaurantMark } from './restaurant-mark';

function AdminFrame({ email, role }: { email: string; role: StaffRole }) {
  const { pathname } = useLocation();
  const items = navFor(role);
  const settings = useSettings();
  useRouteTitle(settings?.nom_restaurant, 'admin');
  const shopAndSignOut = (
    <>
      <Link to={paths.home.getHref()} className={adminNavItemClass({ isActive: false })}>
        <Store aria-hidden="true" />
        Voir la boutique
      </Link>
      <AdminSignOut />
    </>
  );
  return (
    <div className="min-h-dvh bg-ink md:grid md:grid-cols-[15rem_1fr]">
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-ink-600 bg-ink-800 md:flex">
        <div className="flex h-16 items-center gap-3 border-b border-ink-600 px-4">
          <RestaurantMark logoUrl={settings?.logo_url} className="size-8 text-base" />
          <span className="font-display text-xl font-semibold">Administration</span>
        </div>
        <AdminSidebarNav items={items} />
        <div className="flex flex-col gap-0.5 border-t border-ink-600 p-3">{shopAndSignOut}</div>
      </aside>

      <div className="flex min-w-0 flex-col pb-20 md:pb-0">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-ink-600 bg-ink/90 px-4 backdrop-blur-md sm:px-8">
          <span className="font-display text-xl font-semibold md:hidden">Administration</span>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <span className="hidden truncate text-sm text-paper-200 sm:inline" data-testid="admin-email">
              {email}
            </span>
            <Badge variant={role === 'admin' ? 'accent' : 'gold'}>{ROLE_LABELS[role]}</Badge>
          </div>
        </header>
        <main id="contenu" className="flex-1 px-4 py-6 sm:px-8">
          {canOpenAdminPath(role, pathname) ? <Outlet /> : <AccessDenied />}
        </main>
      </div>

      <AdminMobileNav items={items} extra={shopAndSignOut} />
      <AccountOverlays />
      <ScrollRestoration />
    </div>
  );
}

/** A page whose route handle says `bare` (the kitchen's wall screen) fills the screen without the menus. */
function BareFrame() {
  const settings = useSettings();
  useRouteTitle(settings?.nom_restaurant, 'admin');
  return <Outlet />;
}

export function Component() {
  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare);
  const { me, signedIn } = useSession();
  const access = staffAccess(me && { userType: me.userType, role: me.role, signedIn, livreur: me.livreur });
  if (access === 'loading') return <SessionCheck />;
  if (access === 'sign-in') return <Navigate to={paths.admin.login.getHref()} replace />;
  if (access === 'shop') return <Navigate to={paths.home.getHref()} replace />;
  if (access === 'rider') return <Navigate to={paths.rider.getHref()} replace />;
  if (access === 'denied' || !me?.user || !me.role) return <AccessDenied fullPage />;
  if (bare) return <BareFrame />;
  return <AdminFrame email={me.user.email} role={me.role} />;
}
