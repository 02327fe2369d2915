/**
 * The account popover (customer-shop §2 Header): e-mail, Administrateur label, VIP tier, points,
 * order count, the current order (none until ordering exists), 'Mon compte', 'Nouvelle commande'
 * and 'Se déconnecter'. Lazy: loaded the first time the account button opens it.
 */
import { Link, useLocation, useNavigate } from 'react-router';
import { Crown, LogOut, ShoppingBag, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { vipLevelLabel } from '@core/loyalty-levels';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import type { Me } from '../../../lib/session';
import { useSignOut } from '../../../lib/sign-out';
import { CurrentOrder } from './current-order';

export interface AccountPanelProps {
  id: string;
  me: Me;
  onClose: () => void;
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-sm border border-ink-600 bg-ink-700/60 px-2 py-2.5 text-center">
      <dt className="text-[0.68rem] tracking-[0.12em] text-paper-500 uppercase">{label}</dt>
      <dd className="mt-1 font-display text-xl font-semibold text-paper tabular-nums">{value}</dd>
    </div>
  );
}

export default function AccountPanel({ id, me, onClose }: AccountPanelProps) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const customer = me.customer;
  const vip = vipLevelLabel(customer?.vip_level);

  // mutateAsync, not mutate(..., callbacks): the panel unmounts as soon as the session is gone, and
  // per-call callbacks of an unmounted component never run.
  async function handleSignOut() {
    const leave = pathname.startsWith(paths.admin.root.path) || pathname.startsWith(paths.account.path);
    try {
      await signOut.mutateAsync();
      toast.success(MESSAGES.auth.signedOut);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    onClose();
    // Private pages have nothing left to show once signed out (customer-shop §2).
    if (leave) void navigate(paths.home.getHref());
  }

  return (
    <div
      id={id}
      role="region"
      aria-label="Mon compte"
      data-testid="account-panel"
      className="fixed inset-x-4 top-16 z-50 rounded-md border border-ink-600 bg-ink-800 p-4 text-paper shadow-glow sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-[22rem]"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 truncate text-sm text-paper-200">{me.user?.email}</p>
        {me.role === 'admin' && <Badge variant="accent">Administrateur</Badge>}
      </div>
      {customer && (
        <>
          <p className="mt-2 flex items-center gap-1.5 text-sm text-kin-300">
            <Crown aria-hidden="true" className="size-4" />
            Niveau {vip}
          </p>
          <dl className="mt-4 grid grid-cols-3 gap-2">
            <Stat label="Points" value={customer.current_points_balance} />
            <Stat label="Niveau VIP" value={vip} />
            <Stat label="Commandes" value={customer.nombre_commandes} />
          </dl>
          <CurrentOrder onNavigate={onClose} />
        </>
      )}
      <nav aria-label="Compte" className="mt-4 flex flex-col gap-1">
        <Link to={paths.account.getHref()} onClick={onClose} className="flex items-center gap-2 rounded-sm px-2 py-2 text-sm hover:bg-ink-700 [&_svg]:size-4">
          <UserRound aria-hidden="true" />
          Mon compte
        </Link>
        {me.userType === 'admin_user' && (
          <Link
            to={paths.admin.dashboard.getHref()}
            onClick={onClose}
            className="flex items-center gap-2 rounded-sm px-2 py-2 text-sm hover:bg-ink-700 [&_svg]:size-4"
          >
            <Crown aria-hidden="true" />
            Administration
          </Link>
        )}
        <Link to={paths.menu.getHref()} onClick={onClose} className="flex items-center gap-2 rounded-sm px-2 py-2 text-sm hover:bg-ink-700 [&_svg]:size-4">
          <ShoppingBag aria-hidden="true" />
          Nouvelle commande
        </Link>
      </nav>
      <Button variant="outline" size="sm" className="mt-3 w-full" onClick={() => void handleSignOut()} isLoading={signOut.isPending}>
        <LogOut aria-hidden="true" />
        Se déconnecter
      </Button>
    </div>
  );
}
