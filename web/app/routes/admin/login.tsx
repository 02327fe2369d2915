/**
 * /admin/login: staff sign-in by e-mail and password. A staff session goes to /admin/dashboard, a rider's to
 * /livreur, a customer's to the shop (back-office §6), whether it was already open or has just been made.
 */
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import type { PasswordSignInInput } from '@core/schemas/auth';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession, type Me } from '../../../lib/session';
import { useSignInWithPassword } from '../../../features/auth/api/password';
import { StaffSignInForm } from '../../../features/auth/components/staff-sign-in-form';
import { useSettings } from '../../../features/catalog/api/get-catalog';
import { RestaurantMark } from '../../layouts/restaurant-mark';

function homeOf(me: Me): string {
  if (me.livreur) return paths.rider.getHref();
  return me.userType === 'admin_user' ? paths.admin.dashboard.getHref() : paths.home.getHref();
}

export function Component() {
  const { me, signedIn, isPending } = useSession();
  const settings = useSettings();
  const signIn = useSignInWithPassword();
  const navigate = useNavigate();

  useEffect(() => {
    if (me && signedIn && !signIn.isPending) void navigate(homeOf(me), { replace: true });
  }, [me, signedIn, signIn.isPending, navigate]);

  async function submit(values: PasswordSignInInput) {
    try {
      const fresh = await signIn.mutateAsync(values);
      toast.success(MESSAGES.auth.signedIn);
      void navigate(homeOf(fresh), { replace: true });
    } catch {
      // The message is shown in the form.
    }
  }

  if (isPending) return <PageSpinner />;
  return (
    <main id="contenu" className="flex min-h-dvh items-center justify-center bg-seigaiha px-5 py-10">
      <div className="w-full max-w-sm rounded-lg border border-ink-600 bg-ink-800 p-8 text-center shadow-glow">
        <RestaurantMark logoUrl={settings?.logo_url} className="mx-auto size-14 text-2xl" />
        <h1 className="mt-5 text-3xl font-semibold">Connexion administrateur</h1>
        <p className="mt-2 mb-6 text-sm text-paper-400">Espace réservé à l’équipe du restaurant.</p>
        <StaffSignInForm isSigningIn={signIn.isPending} error={signIn.isError ? errorMessage(signIn.error) : undefined} onSubmit={submit} />
        <div className="mt-6 flex flex-col gap-2 text-sm">
          <Link to={paths.auth.forgotPassword.getHref()} className="rounded-xs text-kin-300 underline-offset-4 hover:underline">
            Mot de passe oublié ?
          </Link>
          <Link to={paths.home.getHref()} className="rounded-xs text-paper-400 underline-offset-4 hover:underline">
            Retour à la boutique
          </Link>
        </div>
      </div>
    </main>
  );
}
