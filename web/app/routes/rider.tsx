/**
 * /livreur: a rider's own page (a 'livreur' account), on a phone, without the back office's menus. Signed out →
 * the staff sign-in; staff → the back office; anyone else → the access-denied text.
 */
import { Navigate, useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { MESSAGES } from '@core/messages';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useRouteTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../lib/sign-out';
import { SessionCheck } from '../../features/auth/components/protected-route';
import { useSettings } from '../../features/catalog/api/get-catalog';
import { RiderHome } from '../../features/riders/components/rider-home';
import { RestaurantMark } from '../layouts/restaurant-mark';

export function Component() {
  const { me, signedIn, isPending } = useSession();
  const settings = useSettings();
  const signOut = useSignOut();
  const navigate = useNavigate();
  useRouteTitle(settings?.nom_restaurant);
  if (isPending || !me) return <SessionCheck />;
  if (!signedIn) return <Navigate to={paths.admin.login.getHref()} replace />;
  if (me.userType === 'admin_user') return <Navigate to={paths.admin.orders.getHref()} replace />;
  if (!me.livreur)
    return (
      <main id="contenu" className="flex min-h-dvh items-center justify-center px-5 text-center">
        <p role="alert">{MESSAGES.guard.accessDenied}</p>
      </main>
    );
  return (
    <div className="min-h-dvh bg-ink">
      <header className="flex items-center justify-between gap-3 border-b border-ink-600 px-4 py-3">
        <span className="flex min-w-0 items-center gap-2">
          <RestaurantMark logoUrl={settings?.logo_url} className="size-9 text-base" />
          <span className="truncate font-semibold">{settings?.nom_restaurant ?? ''}</span>
        </span>
        <Button
          variant="ghost"
          size="sm"
          disabled={signOut.isPending}
          onClick={() => void signOut.mutateAsync().finally(() => void navigate(paths.admin.login.getHref(), { replace: true }))}
        >
          <LogOut aria-hidden="true" />
          Se déconnecter
        </Button>
      </header>
      <main id="contenu" className="mx-auto grid max-w-xl gap-4 p-4">
        <RiderHome />
      </main>
    </div>
  );
}
