/** Header cart button: item and piece badges (capped at '99+'), opens the drawer. */
import { ShoppingBag } from 'lucide-react';
import { formatBadgeCount } from '@core/cart';
import { countLabel } from '@core/plural';
import { Button } from '../../../components/ui/button';
import { useCart, useCartActions } from '../hooks/use-cart';
import { loadCartSheet } from './cart-drawer';

export function CartButton() {
  const { state, isDrawerOpen } = useCart();
  const { setDrawerOpen, cartButtonRef } = useCartActions();
  const { totalItems, totalPieces } = state;
  const preload = () => void loadCartSheet();

  return (
    <Button
      ref={cartButtonRef}
      variant="outline"
      onClick={() => setDrawerOpen(true)}
      onPointerEnter={preload}
      onFocus={preload}
      aria-haspopup="dialog"
      aria-expanded={isDrawerOpen}
      className="relative h-11 gap-2.5 px-3"
      data-testid="cart-button"
    >
      <ShoppingBag aria-hidden="true" />
      {/* The name comes from this text, not an aria-label: the badges' visible "pcs" is not in the spoken name (axe's label-content-name-mismatch). */}
      <span className="sr-only">{`Panier : ${countLabel(totalItems, 'article')}, ${countLabel(totalPieces, 'pièce')}`}</span>
      {totalItems > 0 && (
        <>
          <span
            aria-hidden="true"
            data-testid="cart-items-badge"
            className="absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-shu px-1 text-[0.68rem] font-bold text-paper tabular-nums ring-2 ring-ink"
          >
            {formatBadgeCount(totalItems)}
          </span>
          <span
            aria-hidden="true"
            data-testid="cart-pieces-badge"
            className="rounded-xs border border-kin/40 px-1.5 py-0.5 text-[0.68rem] font-semibold tracking-wide text-kin-300 tabular-nums"
          >
            {formatBadgeCount(totalPieces)} pcs
          </span>
        </>
      )}
    </Button>
  );
}
