/**
 * /onboarding: the page form after sign-in (customer-shop §2). Saved → the stored route or home;
 * already complete → the same; no user within 5 s → /auth/client.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Gift } from 'lucide-react';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import type { OnboardingInput } from '@core/schemas/profile';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { AuthCard } from '../../features/auth/components/auth-card';
import { useCompleteOnboarding } from '../../features/onboarding/api/complete-onboarding';
import { OnboardingForm } from '../../features/onboarding/components/onboarding-form';
import { OnboardingIntro, ONBOARDING_TEXTS } from '../../features/onboarding/components/onboarding-intro';
import { takeRedirectAfterOnboarding, useFinishOnboarding } from '../../features/onboarding/hooks/use-finish-onboarding';
import { profileWriteFailure } from '../../lib/profile-errors';

const NO_USER_TIMEOUT_MS = 5000;

export function Component() {
  const { me, signedIn, isPending } = useSession();
  const zones = useCatalog().data?.zones_livraison.filter((zone) => zone.actif) ?? [];
  const complete = useCompleteOnboarding();
  const finish = useFinishOnboarding();
  const navigate = useNavigate();
  const alreadyDone = Boolean(me && signedIn && !me.needsOnboarding);

  useEffect(() => {
    if (signedIn) return;
    const timer = window.setTimeout(() => void navigate(paths.auth.client.getHref(), { replace: true }), NO_USER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, navigate]);

  useEffect(() => {
    if (alreadyDone && !complete.isSuccess) void navigate(takeRedirectAfterOnboarding(), { replace: true });
  }, [alreadyDone, complete.isSuccess, navigate]);

  async function submit(values: OnboardingInput) {
    try {
      await complete.mutateAsync(values);
    } catch (error) {
      toast.error(profileWriteFailure(error, 'create'));
      return;
    }
    finish();
  }

  if (isPending || !signedIn || !me?.user) return <PageSpinner label={MESSAGES.guard.checkingSession} />;
  const customer = me.customer;
  return (
    <AuthCard icon={Gift} title={ONBOARDING_TEXTS.title} wide>
      <div className="flex flex-col gap-6">
        <OnboardingIntro />
        <OnboardingForm
          defaults={{ prenom: customer?.prenom, nom: customer?.nom, telephone: customer?.telephone, zone: customer?.preferred_delivery_zone }}
          lockedEmail={me.user.email || null}
          zones={zones.map((zone) => ({ code: zone.code, nom: zone.nom }))}
          isSaving={complete.isPending}
          onSubmit={submit}
        />
      </div>
    </AuthCard>
  );
}
