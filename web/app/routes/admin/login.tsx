import { Link } from 'react-router';
import { RestaurantMark } from '../../layouts/restaurant-mark';
import { paths } from '../../../config/paths';

/** Staff sign-in (e-mail and password): built with the admin auth issue. */
export function Component() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-seigaiha px-5">
      <div className="w-full max-w-sm rounded-lg border border-ink-600 bg-ink-800 p-8 text-center shadow-glow">
        <RestaurantMark logoUrl={null} className="mx-auto size-14 text-2xl" />
        <h1 className="mt-5 text-3xl font-semibold">Connexion administrateur</h1>
        <p className="mt-2 text-paper-400">Cette page arrive bientôt.</p>
        <Link to={paths.home.getHref()} className="mt-6 inline-block rounded-xs text-sm text-kin-300 underline-offset-4 hover:underline">
          Retour à la boutique
        </Link>
      </div>
    </main>
  );
}
