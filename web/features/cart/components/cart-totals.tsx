/** Subtotal, delivery fee ('Gratuit' at 0), the offers' lines, total, points to earn and the delivery and offers' hints of §9. */
import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import type { CartState } from '@core/cart';
import type { ZoneLivraison } from '@core/catalog';
import { DELIVERY_HINTS, minimumCommande, minimumGratuite } from '@core/delivery';
import { MESSAGES } from '@core/messages';
import { formatTND } from '@core/money';
import { countLabel } from '@core/plural';
import { cn } from '../../../lib/cn';
import type { PromoQuote } from '../../../lib/promo-quote';
import { PromoDiscountRows, PromoNotices, PromoSaved } from '../../../components/promo-lines';

export interface CartTotalsProps {
  state: CartState;
  zone: ZoneLivraison | undefined;
  hint: string | null;
  points: number | null;
  /** The offers that apply (each on its line), the hint of a near one, those that stopped applying. */
  promo: Pick<PromoQuote, 'applied' | 'saved' | 'hint' | 'removed'>;
}

function Row({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** Progress toward the zone's minimum, then toward free delivery; purely visual, the hint says it. */
function HintBar({ subtotal, zone, hint }: { subtotal: number; zone: ZoneLivraison; hint: string }) {
  const minimum = minimumCommande(zone);
  const free = minimumGratuite(zone);
  const reachedFree = hint === DELIVERY_HINTS.free;
  const target = subtotal < minimum ? minimum : free;
  const ratio = reachedFree || target <= 0 ? 1 : Math.min(1, subtotal / target);
  return (
    <div className="rounded-md border border-ink-600 bg-ink px-3.5 py-3" data-testid="delivery-hint">
      <p className={cn('text-sm', reachedFree ? 'text-kin-300' : 'text-paper-200')} aria-live="polite">
        {hint}
      </p>
      <div aria-hidden="true" className="mt-2 h-1 overflow-hidden rounded-full bg-ink-600">
        <div
          className={cn('h-full rounded-full transition-[width] duration-500', subtotal < minimum ? 'bg-shu' : 'bg-kin')}
          style={{ width: `${Math.round(ratio * 100)}%` }}
        />
      </div>
    </div>
  );
}

export function CartTotals({ state, zone, hint, points, promo }: CartTotalsProps) {
  const isDelivery = state.typeCommande === 'Livraison';
  return (
    <div className="flex flex-col gap-3">
      {hint && zone && <HintBar subtotal={state.totalPrice} zone={zone} hint={hint} />}
      <PromoNotices quote={promo} />
      <dl className="flex flex-col gap-1.5 text-sm text-paper-400">
        <Row label="Sous-total">
          <span className="text-paper">{formatTND(state.totalPrice)}</span>
        </Row>
        {isDelivery && (
          <Row label="Frais de livraison">
            {state.fraisLivraison === 0 ? (
              <span className="font-semibold text-kin-300">{MESSAGES.cart.free}</span>
            ) : (
              <span className="text-paper">{formatTND(state.fraisLivraison)}</span>
            )}
          </Row>
        )}
        <PromoDiscountRows quote={promo} />
        <Row label="Total" className="mt-1 border-t border-ink-600 pt-2.5 text-base font-semibold text-paper">
          {formatTND(state.totalAvecFrais - promo.saved)}
        </Row>
        {points !== null && (
          <Row label="Points fidélité à gagner" className="text-xs">
            <span className="inline-flex items-center gap-1 font-semibold text-kin-300">
              <Sparkles aria-hidden="true" className="size-3.5" />
              {countLabel(points, 'point')}
            </span>
          </Row>
        )}
      </dl>
      <PromoSaved saved={promo.saved} />
    </div>
  );
}
