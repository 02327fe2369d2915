/**
 * Light-mode banner (back-office §4): shown while an onboarding skip is active. 'Masquer' clears
 * the flags and reloads; 'Réessayer' re-attempts the profile repair first.
 */
import { useState } from 'react';
import { Info } from 'lucide-react';
import { MESSAGES } from '@core/messages';
import { Button } from '../../../components/ui/button';
import { ensureProfile } from '../api/complete-onboarding';
import { clearSkipFlags } from '../utils/skip-flags';

export default function LightModeBanner() {
  const [busy, setBusy] = useState(false);

  async function retry() {
    setBusy(true);
    try {
      await ensureProfile();
    } catch {
      // The reload below re-reads the session; a failure shows up again there.
    }
    clearSkipFlags();
    window.location.reload();
  }

  return (
    <div role="status" className="border-b border-kin/30 bg-ink-700">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p className="flex items-center gap-2 text-paper-200">
          <Info aria-hidden="true" className="size-4 shrink-0 text-kin" />
          {MESSAGES.profile.lightMode}
        </p>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              clearSkipFlags();
              window.location.reload();
            }}
          >
            Masquer
          </Button>
          <Button variant="outline" size="sm" isLoading={busy} onClick={() => void retry()}>
            Réessayer
          </Button>
        </div>
      </div>
    </div>
  );
}
