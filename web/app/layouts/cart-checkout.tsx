/**
 * The cart drawer's checkout slot, composed by the app shell: the checkout feature's flow behind the order
 * button and, beside the drawer, its dialog (lazy, with loyalty's voucher field; outside the sheet's content,
 * which unmounts when the drawer is closed). The cart and the checkout do not import each other.
 */
import { lazy, Suspense } from 'react';
import type { CartCheckoutProps } from '../../features/cart/components/cart-sheet';
import { useCheckoutFlow } from '../../features/checkout/hooks/use-checkout-flow';

const CheckoutDialog = lazy(() => import('./checkout-dialog'));

export function CartCheckout({ setDrawerOpen, cart, dispatch, settings, menu, children }: CartCheckoutProps) {
  const checkout = useCheckoutFlow({ setDrawerOpen });
  return (
    <>
      {children(checkout.start)}
      {checkout.mounted && (
        <Suspense fallback={null}>
          <CheckoutDialog flow={checkout} cart={cart} dispatch={dispatch} settings={settings} menu={menu} />
        </Suspense>
      )}
    </>
  );
}
