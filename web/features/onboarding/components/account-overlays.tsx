/**
 * Global account overlays of every page (back-office §2, §4): the redirect-loop guard, the profile
 * repair of an orphaned user, the 'Complétez votre profil' modal shortly after arrival, and the
 * light-mode banner while failed repairs keep the profile out of sync, and the info toast 'Complétez votre
 * profil pour une meilleure expérience !' once per visit when a name or the phone is missing and the modal
 * stays closed. The modal and the banner are lazy chunks, fetched only
 * by users who see them.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { missesNameOrPhone, shouldOpenOnboardingModal } from '@core/onboarding';
import { useSession } from '../../../lib/session';
import { useProfileRepair } from '../hooks/use-profile-repair';
import { useRouteLoopGuard } from '../hooks/use-route-loop-guard';
import { isLightMode, markModalShown, markToastShown, readSkipFlags, wasModalShown, wasToastShown } from '../utils/skip-flags';

const ProfileDialog = lazy(() => import('./profile-dialog'));
const LightModeBanner = lazy(() => import('./light-mode-banner'));

/** "Appears after a short delay": the page paints and settles first. */
const MODAL_DELAY_MS = 1500;

export function AccountOverlays() {
  const { me, signedIn } = useSession();
  const { pathname } = useLocation();
  const [modalOpen, setModalOpen] = useState(false);
  const [lightMode, setLightMode] = useState(isLightMode);
  useRouteLoopGuard();
  useProfileRepair(me);

  const isCustomerSide = signedIn && me?.userType !== 'admin_user';
  const needs = Boolean(isCustomerSide && me?.needsOnboarding);
  const missing = needs && missesNameOrPhone(me?.customer);

  useEffect(() => {
    if (!needs || modalOpen) return;
    const timer = window.setTimeout(() => {
      const open = shouldOpenOnboardingModal({
        signedIn: true,
        needsOnboarding: true,
        pathname: window.location.pathname,
        alreadyShownThisSession: wasModalShown(),
        flags: readSkipFlags(),
        now: Date.now(),
      });
      if (open) {
        markModalShown();
        setModalOpen(true);
      } else if (missing && !wasToastShown() && !window.location.pathname.startsWith('/admin')) {
        // The modal stays closed (snoozed, declined, already shown): a gentler word, once per visit.
        markToastShown();
        toast.info(MESSAGES.profile.completeForBetterExperience);
      }
    }, MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [needs, missing, modalOpen, pathname]);

  const showBanner = needs && !modalOpen && lightMode;
  return (
    <Suspense fallback={null}>
      {showBanner && <LightModeBanner />}
      {modalOpen && me && needs && (
        <ProfileDialog
          me={me}
          onClose={() => {
            setModalOpen(false);
            setLightMode(isLightMode());
          }}
        />
      )}
    </Suspense>
  );
}
