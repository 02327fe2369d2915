/** The drawer's code is fetched the first time it opens (or when the cart button is hovered). */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useCart } from '../hooks/use-cart';
import type { CartCheckout } from './cart-sheet';
import { hasCheckoutIntent } from '../../../lib/checkout-intent';

const noSubscription = () => () => {};

export const loadCartSheet = () => import('./cart-sheet');
const CartSheet = lazy(loadCartSheet);

/** `checkout`: what the order button opens, composed by the app shell (web/app/layouts/cart-checkout.tsx). */
export function CartDrawer({ checkout }: { checkout: CartCheckout }) {
  const { isDrawerOpen } = useCart();
  // Stays mounted after the first opening so Radix can close it and return focus to the button.
  // Also mounted at once when a checkout interrupted for sign-in waits to be resumed (the sheet reopens it).
  // (Read once hydrated: the server's page, the same for everyone, knows no interrupted checkout.)
  const resuming = useSyncExternalStore(noSubscription, hasCheckoutIntent, () => false);
  const [opened, setOpened] = useState(false);
  // Kept mounted once mounted, even when the intent is then cleared.
  if ((isDrawerOpen || resuming) && !opened) setOpened(true);
  if (!opened && !resuming) return null;
  return (
    <Suspense fallback={null}>
      <CartSheet checkout={checkout} />
    </Suspense>
  );
}
