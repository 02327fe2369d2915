import { ShoppingBag } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const BADGE_CAP = 99;

export interface CartButtonProps {
  /** Number of items in the cart; the cart itself arrives with the cart feature. */
  count?: number;
  onClick?: () => void;
}

export function CartButton({ count = 0, onClick }: CartButtonProps) {
  const label = count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
  return (
    <Button
      variant="outline"
      size="icon"
      onClick={onClick}
      aria-label={`Panier, ${count} article${count > 1 ? 's' : ''}`}
      className="relative"
    >
      <ShoppingBag aria-hidden="true" />
      <span
        aria-hidden="true"
        className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-shu px-1 text-[0.68rem] font-bold text-paper tabular-nums ring-2 ring-ink"
      >
        {label}
      </span>
    </Button>
  );
}
