/**
 * The home page's profile-incomplete banner (customer-shop §2, first on the page): a signed-in customer
 * whose profile lacks a name or the phone is asked to complete it, whether they snoozed the modal or not.
 */
import { Link } from 'react-router';
import { UserRoundPen } from 'lucide-react';
import { MESSAGES } from '@core/messages';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

export function ProfileIncompleteBanner() {
  const { me, signedIn } = useSession();
  if (!signedIn || me?.userType === 'admin_user' || !me?.needsOnboarding) return null;
  return (
    <section aria-labelledby="profil-incomplet" className="border-b border-kin/30 bg-ink-700" data-testid="profile-incomplete-banner">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-5 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <div className="flex items-start gap-2.5">
          <UserRoundPen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-kin" />
          <div>
            <h2 id="profil-incomplet" className="font-semibold text-paper">
              {MESSAGES.profile.incompleteBannerTitle}
            </h2>
            <p className="text-paper-300">{MESSAGES.profile.incompleteBannerText}</p>
          </div>
        </div>
        <Button asChild size="sm" className="self-start sm:self-center">
          <Link to={paths.onboarding.getHref()}>Compléter mon profil</Link>
        </Button>
      </div>
    </section>
  );
}
