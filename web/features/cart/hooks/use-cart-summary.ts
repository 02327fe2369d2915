/** What the drawer shows besides the lines, all from core's rules: button label, hint, zone, points. */
import { useMemo } from 'react';
import { deliveryHint, findZone, orderButtonLabel, type OrderContext } from '@core/delivery';
import { pointsForOrder } from '@core/loyalty';
import { useCart } from './use-cart';

export function useCartSummary() {
  const { state, catalog } = useCart();
  return useMemo(() => {
    const context: OrderContext = {
      typeCommande: state.typeCommande,
      zoneCode: state.zoneSelectionnee,
      zones: state.zones,
      subtotal: state.totalPrice,
    };
    const loyalty = catalog?.loyalty;
    return {
      orderLabel: orderButtonLabel({ ...context, itemCount: state.totalItems, total: state.totalAvecFrais }),
      canOrder: state.items.length > 0 && state.peutCommander,
      hint: deliveryHint(context),
      zone: findZone(state.zones, state.zoneSelectionnee),
      /** Points a Standard member earns with this order; null when the programme is off or the cart empty. */
      points:
        loyalty?.enabled && state.items.length > 0
          ? pointsForOrder(state.totalAvecFrais, loyalty.points_per_tnd, catalog?.vip_standard.points_multiplier ?? 1)
          : null,
    };
  }, [state, catalog]);
}
