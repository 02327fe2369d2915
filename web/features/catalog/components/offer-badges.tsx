/** The running offers' badges on a product card, a category tab or a section heading ('-20 %', '-20 % · mardi'). */
import type { MenuBadge } from '@core/promotion-badges';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

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
        <Badge
          key={badge.id}
          variant="accent"
          title={badge.nom}
          className={cn('tracking-[0.04em] whitespace-nowrap normal-case shadow-sm', size === 'sm' && 'px-1.5 py-0 text-[0.65rem]')}
        >
          {named && <span className="sr-only">Offre « {badge.nom} » : </span>}
          {badge.text}
        </Badge>
      ))}
    </span>
  );
}
