/**
 * The cart drawer (customer-shop §2): order type, zone, lines, totals, points, hint and the order
 * button. Every amount, label and rule comes from core through the reducer and useCartSummary.
 * The order button hands over to the checkout slot the app shell passes in (web/app/layouts/cart-checkout.tsx:
 * the checkout feature's flow and dialog, the unauthenticated checkout of §4, the checkout reopened after
 * sign-in or the profile form): the cart does not import the checkout.
 */
import type { ComponentType, Dispatch, ReactNode } from 'react';
import { Clock, ShoppingBag } from 'lucide-react';
import type { CartAction, CartState } from '@core/cart';
import type { PublicCatalog, PublicSettings } from '@core/catalog';
import type { MenuCatalog } from '@core/menu-hours';
import { MESSAGES } from '@core/messages';
import { countLabel } from '@core/plural';
import { PromoCodeField } from '../../../components/promo-code-field';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetBody, SheetContent, SheetFooter, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { useCart, useCartActions } from '../hooks/use-cart';
import { useCartPromotions } from '../hooks/use-cart-promotions';
import { useCartSummary } from '../hooks/use-cart-summary';
import { CartLineItem } from './cart-line-item';
import { CartTotals } from './cart-totals';
import { OrderTypeToggle } from './order-type-toggle';
import { ZoneSelect } from './zone-select';

/**
 * The checkout behind the order button: renders `children(start)` (the drawer, whose order button calls
 * `start`) and, beside it, whatever the checkout shows (its dialog).
 */
export interface CartCheckoutProps {
  setDrawerOpen: (open: boolean) => void;
  cart: CartState;
  dispatch: Dispatch<CartAction>;
  settings: PublicSettings | undefined;
  /**
   * The live catalogue's menus by time of day (the checkout says which lines its chosen time does not serve) and its
   * running offers (the checkout prices the cart with them).
   */
  menu: (MenuCatalog & Pick<PublicCatalog, 'promotions'>) | undefined;
  children: (start: () => void) => ReactNode;
}

export type CartCheckout = ComponentType<CartCheckoutProps>;

function EmptyCart() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full border border-kin/30 bg-seigaiha text-kin">
        <ShoppingBag aria-hidden="true" className="size-7" strokeWidth={1.25} />
      </span>
      <p className="font-display text-2xl text-paper-200">{MESSAGES.checkout.cartEmpty}</p>
    </div>
  );
}

export default function CartSheet({ checkout: Checkout }: { checkout: CartCheckout }) {
  const { state, catalog, isDrawerOpen } = useCart();
  const { dispatch, setDrawerOpen, cartButtonRef } = useCartActions();
  const promo = useCartPromotions();
  const summary = useCartSummary(promo.saved);

  return (
    <Checkout setDrawerOpen={setDrawerOpen} cart={state} dispatch={dispatch} settings={catalog?.settings} menu={catalog}>
      {(start) => (
        <Sheet open={isDrawerOpen} onOpenChange={setDrawerOpen}>
          <SheetContent
            side="right"
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              cartButtonRef.current?.focus();
            }}
          >
            <SheetHeader className="gap-4 pr-5! pb-4">
              <SheetTitle className="pr-10">Panier ({countLabel(state.totalPieces, 'pièce')})</SheetTitle>
              <OrderTypeToggle value={state.typeCommande} onChange={(type) => dispatch({ type: 'SET_ORDER_TYPE', typeCommande: type })} />
              {state.typeCommande === 'Livraison' && (
                <ZoneSelect
                  zones={state.zones}
                  loading={catalog === undefined}
                  value={state.zoneSelectionnee}
                  onChange={(zone) => dispatch({ type: 'SET_ZONE', zone })}
                />
              )}
            </SheetHeader>

            <SheetBody className="py-0">
              {state.items.length === 0 ? (
                <EmptyCart />
              ) : (
                <ul className="divide-y divide-ink-600/70" aria-label="Articles du panier">
                  {state.items.map((line) => (
                    <CartLineItem
                      key={line.id}
                      line={line}
                      onQuantityChange={(quantity) => dispatch({ type: 'UPDATE_QUANTITY', lineId: line.id, quantity })}
                      onRemove={() => dispatch({ type: 'REMOVE_ITEM', lineId: line.id })}
                    />
                  ))}
                </ul>
              )}
              {state.items.length > 0 && <PromoCodeField quote={promo} className="border-t border-ink-600/70 py-4" />}
            </SheetBody>

            <SheetFooter className="flex flex-col gap-4 bg-ink-800 shadow-[0_-12px_24px_-16px_rgb(0_0_0/0.8)]">
              {summary.closedMessage && (
                <p
                  role="status"
                  data-testid="ordering-closed"
                  className="flex items-center gap-2.5 rounded-md border border-shu/40 bg-shu/10 px-3.5 py-3 text-sm text-paper-200"
                >
                  <Clock aria-hidden="true" className="size-4 shrink-0 text-shu-300" />
                  {summary.closedMessage}
                </p>
              )}
              {summary.laterMessage && (
                <p data-testid="ordering-later" className="-mt-2 text-sm text-paper-200">
                  {summary.laterMessage}
                </p>
              )}
              {summary.estimate && (
                <p data-testid="order-estimate" className="flex items-center gap-2 text-sm text-paper-400">
                  <Clock aria-hidden="true" className="size-4 shrink-0 text-kin" />
                  {summary.estimate}
                </p>
              )}
              {state.items.length > 0 && <CartTotals state={state} zone={summary.zone} hint={summary.hint} points={summary.points} promo={promo} />}
              <Button size="lg" className="w-full" disabled={!summary.canOrder} onClick={start} data-testid="order-button">
                {summary.orderLabel}
              </Button>
            </SheetFooter>
          </SheetContent>
        </Sheet>
      )}
    </Checkout>
  );
}
