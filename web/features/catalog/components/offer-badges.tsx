/** The running offers' badges on a product card, a category tab or a section heading ('-20 %', '-20 % · mardi'). */
import type { ReactNode } from 'react';
import type { MenuBadge } from '@core/promotion-badges';
import { cn } from '../../../lib/cn';

/** One offer's pill, in the shop's red; its text keeps its case ('2e à -50 %', '· mardi') inside an upper-cased tab. */
export function OfferPill({ children, title, small = false }: { children: ReactNode; title?: string; small?: boolean }) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex items-center rounded-xs bg-shu font-semibold tracking-[0.04em] whitespace-nowrap text-paper normal-case tabular-nums shadow-sm',
        small ? 'px-1.5 py-0 text-[0.65rem]' : 'px-2 py-0.5 text-[0.7rem]',
      )}
    >
      {children}
    </span>
  );
}

export function OfferBadges({
  badges,
  className,
  size = 'md',
  named = true,
}: {
  badges: readonly MenuBadge[] | undefined;
  className?: string;
  size?: 'sm' | 'md';
  /** Whether a screen reader hears the offer's name with the badge (not where the name is written beside it). */
  named?: boolean;
}) {
  if (!badges?.length) return null;
  return (
    <span className={cn('flex flex-wrap gap-1', className)} data-testid="offer-badges">
      {badges.map((badge) => (
        <OfferPill key={badge.id} title={badge.nom} small={size === 'sm'}>
          {named && <span className="sr-only">Offre « {badge.nom} » : </span>}
          {badge.text}
        </OfferPill>
      ))}
    </span>
  );
}
