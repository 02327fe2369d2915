/**
 * /account (protected): breadcrumb, summary cards and the five tabs. An incomplete profile goes to
 * /onboarding first, remembering /account (customer-shop §2).
 */
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { paths } from '../../config/paths';
import { STORAGE_KEYS, writeStored } from '../../lib/auth-storage';
import { useSession } from '../../lib/session';
import { ProtectedRoute } from '../../features/auth/components/protected-route';
import { AccountSummary } from '../../features/account/components/account-summary';
import { AccountTabs } from './account-tabs';
import { useCatalog } from '../../features/catalog/api/get-catalog';

const PROFILE_TOAST_ID = 'account-profile-incomplete';

function AccountContent() {
  const { me } = useSession();
  const zones = useCatalog().data?.zones_livraison.filter((zone) => zone.actif) ?? [];
  const incomplete = Boolean(me?.needsOnboarding && me.userType !== 'admin_user');

  useEffect(() => {
    if (!incomplete) return;
    writeStored(STORAGE_KEYS.redirectAfterOnboarding, paths.account.getHref());
    toast.info(MESSAGES.profile.completeForAllFeatures, { id: PROFILE_TOAST_ID });
  }, [incomplete]);

  if (incomplete) return <Navigate to={paths.onboarding.getHref()} replace />;
  const customer = me?.customer;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-8 sm:py-12">
      <nav aria-label="Fil d’Ariane" className="text-sm text-paper-400">
        <ol className="flex items-center gap-2">
          <li>
            <Link to={paths.home.getHref()} className="rounded-xs hover:text-paper">
              Accueil
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-paper">
            Mon compte
          </li>
        </ol>
      </nav>
      <header>
        <p className="text-xs tracking-[0.24em] text-kin uppercase">Espace client</p>
        <h1 className="mt-1 text-4xl font-semibold sm:text-5xl">{customer?.prenom ? `Bonjour, ${customer.prenom}` : 'Mon compte'}</h1>
        <p className="mt-1 text-paper-400">{me?.user?.email}</p>
      </header>
      {customer ? (
        <>
          <AccountSummary customer={customer} />
          <AccountTabs customer={customer} accountEmail={me?.user?.email ?? ''} zones={zones.map((z) => ({ code: z.code, nom: z.nom }))} />
        </>
      ) : (
        <p className="text-paper-400">Espace réservé aux clients.</p>
      )}
    </div>
  );
}

export function Component() {
  return (
    <ProtectedRoute>
      <AccountContent />
    </ProtectedRoute>
  );
}
