/** The welcome texts shared by the onboarding page and the profile dialog (customer-shop §2). */
import { Gift } from 'lucide-react';
import { WELCOME_BONUS_POINTS } from '@core/loyalty';
import { AUTH_PAGE_TEXTS } from '@core/pages';

export const ONBOARDING_TEXTS = {
  /** Also the server's first frame of /onboarding. */
  title: AUTH_PAGE_TEXTS.onboarding.title,
  welcome: 'Bienvenue dans notre programme de fidélité !',
  bonus: `Complétez votre profil et gagnez ${WELCOME_BONUS_POINTS} points de bienvenue`,
  footer: 'Votre profil doit être complété pour utiliser notre service',
  submit: 'Compléter',
  saving: 'Sauvegarde...',
} as const;

export function OnboardingIntro() {
  return (
    <div className="flex items-start gap-3 rounded-sm border border-kin/30 bg-kin/5 px-4 py-3">
      <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-kin" />
      <div className="text-sm">
        <p className="font-semibold text-paper">{ONBOARDING_TEXTS.welcome}</p>
        <p className="text-paper-400">{ONBOARDING_TEXTS.bonus}</p>
      </div>
    </div>
  );
}

export function emailLabel(locked: boolean): string {
  return locked ? 'Email (automatique)' : 'Email (optionnel)';
}
