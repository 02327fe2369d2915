/**
 * The home page's strip of automatic offers, below the hero: each offer's badge (unless its name says it),
 * name and description.
 * Dismissible; the dismissal is remembered in this browser for these offers, so a new offer shows it again.
 */
import { useState, useSyncExternalStore } from 'react';
import { BadgePercent, X } from 'lucide-react';
import type { PromotionRuleView } from '@core/schemas/promotions';
import { readStored, writeStored } from '../../../lib/auth-storage';
import { OfferPill } from './offer-badges';

export const PROMOTION_STRIP_KEY = 'promotions:strip_dismissed';

/** The offers the strip was closed for, as one key: closing it covers these offers, not the next one. */
const noSubscription = () => () => {};
const readDismissal = () => readStored(PROMOTION_STRIP_KEY, 'local');

const offersKey = (offers: readonly { id: number }[]) => offers.map((o) => o.id).join(',');

export function PromotionStrip({ offers }: { offers: readonly PromotionRuleView[] }) {
  const key = offersKey(offers);
  // The server's page (the same for everyone) shows the strip; the browser's dismissal is read once hydrated.
  const stored = useSyncExternalStore(noSubscription, readDismissal, () => null);
  const [closed, setClosed] = useState<string | null>(null);
  const dismissed = closed ?? stored;
  if (offers.length === 0 || dismissed === key) return null;
  return (
    <section aria-labelledby="offres-du-moment" className="border-b border-kin/30 bg-ink-700" data-testid="promotion-strip">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-5 py-3 sm:items-center sm:px-8">
        <BadgePercent aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-kin sm:mt-0" />
        <div className="min-w-0 flex-1">
          <h2 id="offres-du-moment" className="sr-only">
            Offres du moment
          </h2>
          <ul className="flex flex-col gap-1.5 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
            {offers.map((offer) => (
              <li key={offer.id} className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5">
                {/* '-20 % sur les Makis le mardi' says its badge already */}
                {!offer.nom.includes(offer.badge) && <OfferPill>{offer.badge}</OfferPill>}
                <span className="font-semibold text-paper">{offer.nom}</span>
                {offer.description && <span className="text-paper-400">{offer.description}</span>}
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          aria-label="Masquer les offres"
          onClick={() => {
            writeStored(PROMOTION_STRIP_KEY, key, 'local');
            setClosed(key);
          }}
          className="-m-1.5 flex size-9 shrink-0 items-center justify-center rounded-full text-paper-400 transition-colors hover:bg-ink-600 hover:text-paper"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
