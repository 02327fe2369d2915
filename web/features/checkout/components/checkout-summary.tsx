/**
 * Subtotal, delivery fee ('Gratuit' at 0), each offer's discount on its line, the voucher and the total, as the cart
 * and the offers' quote computed them with core's rules.
 */
import type { CartState } from '@core/cart';
import { MESSAGES } from '@core/messages';
import { formatTND } from '@core/money';
import { countLabel } from '@core/plural';
import { PromoDiscountRows, PromoSaved } from '../../../components/promo-lines';
import type { PromoQuote } from '../../../lib/promo-quote';

export function CheckoutSummary({ cart, discount = 0, promo }: { cart: CartState; discount?: number; promo: Pick<PromoQuote, 'applied' | 'saved'> }) {
  const delivery = cart.typeCommande === 'Livraison';
  return (
    <div className="grid gap-1.5 rounded-md border border-ink-600 bg-ink px-4 py-3.5" data-testid="checkout-summary">
      <dl className="grid gap-1.5 text-sm text-paper-400">
        <div className="flex justify-between gap-4">
          <dt>Sous-total ({countLabel(cart.totalItems, 'article')})</dt>
          <dd className="text-paper tabular-nums">{formatTND(cart.totalPrice)}</dd>
        </div>
        {delivery && (
          <div className="flex justify-between gap-4">
            <dt>Frais de livraison</dt>
            <dd className="text-paper tabular-nums">{cart.fraisLivraison === 0 ? MESSAGES.cart.free : formatTND(cart.fraisLivraison)}</dd>
          </div>
        )}
        <PromoDiscountRows quote={promo} />
        {discount > 0 && (
          <div className="flex justify-between gap-4 text-kin-300">
            <dt>Bon d’achat</dt>
            <dd className="tabular-nums">-{formatTND(discount)}</dd>
          </div>
        )}
        <div className="mt-1 flex justify-between gap-4 border-t border-ink-600 pt-2.5 text-base font-semibold text-paper">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatTND(cart.totalAvecFrais - promo.saved - discount)}</dd>
        </div>
      </dl>
      <PromoSaved saved={promo.saved} />
    </div>
  );
}
