/** Says the shop is offline and what still works: shown under the header while there is no network. */
import { WifiOff } from 'lucide-react';
import { MESSAGES } from '@core/messages';
import { useOnline } from '../lib/use-online';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="border-b border-kin/30 bg-ink-700" data-testid="offline-banner">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-5 py-2.5 text-sm text-paper-200 sm:px-8">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-kin" />
        <span>
          <strong className="font-semibold text-paper">{MESSAGES.offline.title}</strong> {MESSAGES.offline.whatWorks}
        </span>
      </p>
    </div>
  );
}
