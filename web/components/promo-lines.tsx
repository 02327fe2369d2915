/**
 * The offers' part of a cart's totals: each discount on its own line with the offer's name, what the
 * customer saves, the offers that stopped applying (with why) and the hint of one the cart nearly reaches. Rows of
 * the caller's <dl>; the notices go beside it.
 */
import { Sparkles } from 'lucide-react';
import { formatTND } from '@core/money';
import { PROMOTION_MESSAGES } from '@core/promotions';
import type { PromoQuote } from '../lib/promo-quote';

export function PromoDiscountRows({ quote }: { quote: Pick<PromoQuote, 'applied' | 'saved'> }) {
  return (
    <>
      {quote.applied.map((offer) => (
        <div key={offer.promotion_id} className="flex items-baseline justify-between gap-4 text-kin-300" data-testid="promo-line">
          <dt className="min-w-0">{offer.nom}</dt>
          <dd className="shrink-0 tabular-nums">-{formatTND(offer.amount)}</dd>
        </div>
      ))}
    </>
  );
}

/** 'Vous économisez 4.800 TND' under the total, when the offers save anything. */
export function PromoSaved({ saved }: { saved: number }) {
  if (saved <= 0) return null;
  return (
    <p className="flex items-center justify-end gap-1.5 text-xs font-semibold text-kin-300" data-testid="promo-saved">
      <Sparkles aria-hidden="true" className="size-3.5" />
      {PROMOTION_MESSAGES.saved(saved)}
    </p>
  );
}

/** An offer that stopped applying (never silently) and the hint of the nearest one. */
export function PromoNotices({ quote }: { quote: Pick<PromoQuote, 'removed' | 'hint'> }) {
  if (quote.removed.length === 0 && !quote.hint) return null;
  return (
    <div className="grid gap-2">
      {quote.removed.map((text) => (
        <p key={text} role="status" className="rounded-md border border-shu/40 bg-shu/10 px-3.5 py-2.5 text-sm text-paper-200" data-testid="promo-removed">
          {text}
        </p>
      ))}
      {quote.hint && (
        <p className="rounded-md border border-kin/30 bg-ink px-3.5 py-2.5 text-sm text-paper-200" aria-live="polite" data-testid="promo-hint">
          {quote.hint}
        </p>
      )}
    </div>
  );
}
