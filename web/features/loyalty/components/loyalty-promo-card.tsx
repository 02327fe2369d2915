import { Link } from 'react-router';
import { Crown, Gift, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export interface LoyaltyPromoCardProps {
  nomRestaurant: string;
}

/** Invitation to the loyalty club, for visitors who are not signed in (customer-shop §2, Home: the page decides). */
export function LoyaltyPromoCard({ nomRestaurant }: LoyaltyPromoCardProps) {
  return (
    <aside
      aria-labelledby="club-titre"
      className="relative isolate overflow-hidden rounded-lg border border-kin/35 bg-ink-800 px-6 py-8 shadow-glow sm:px-10 sm:py-10"
    >
      <div
        className="absolute inset-y-0 right-0 -z-10 w-1/2 bg-seigaiha opacity-70 [mask-image:linear-gradient(to_left,black,transparent)]"
        aria-hidden="true"
      />
      <div className="flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-5">
          <span
            aria-hidden="true"
            className="hidden size-16 shrink-0 items-center justify-center rounded-sm bg-shu text-paper shadow-[0_10px_30px_-12px_rgb(200_16_46/0.9)] sm:flex"
          >
            <Crown className="size-8" strokeWidth={1.5} />
          </span>
          <div className="max-w-xl">
            <h2 id="club-titre" className="text-3xl leading-tight font-semibold text-paper sm:text-4xl">
              Rejoignez le Club {nomRestaurant}
            </h2>
            <p className="mt-2 text-paper-400">Gagnez des points à chaque commande et débloquez des récompenses exclusives</p>
            <ul className="mt-5 flex flex-col gap-2.5 text-sm font-medium text-paper-200 sm:flex-row sm:gap-6">
              <li className="flex items-center gap-2">
                <Gift className="size-4 text-kin" aria-hidden="true" />
                100 points offerts
              </li>
              <li className="flex items-center gap-2">
                <Sparkles className="size-4 text-kin" aria-hidden="true" />
                Récompenses exclusives
              </li>
            </ul>
          </div>
        </div>
        <Button asChild size="lg" className="self-start md:self-center">
          <Link to={paths.auth.client.getHref()}>Commencer maintenant</Link>
        </Button>
      </div>
    </aside>
  );
}
