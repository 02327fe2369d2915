/** The cart priced with the running offers and the promo code (web/lib/promo-quote.ts), asked while the drawer is open. */
import { usePromoQuote } from '../../../lib/promo-quote';
import { useCart } from './use-cart';

export function useCartPromotions() {
  const { state, catalog, isDrawerOpen } = useCart();
  return usePromoQuote({
    items: state.items,
    typeCommande: state.typeCommande,
    zone: state.zoneSelectionnee,
    deliveryFee: state.typeCommande === 'Livraison' ? state.fraisLivraison : 0,
    catalog,
    enabled: isDrawerOpen,
  });
}
