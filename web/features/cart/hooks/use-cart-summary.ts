/**
 * What the drawer shows besides the lines, all from core's rules: button label, hint, zone, points,
 * and whether the restaurant takes this kind of order right now (opening hours).
 */
import { useMemo } from 'react';
import { deliveryHint, findZone, orderButtonLabel, type OrderContext } from '@core/delivery';
import { pointsForOrder } from '@core/loyalty';
import { getOrderingStatus } from '@core/opening-hours';
import { SERVICE_MESSAGES, estimateText, pauseMessage } from '@core/service';
import { DEFAULT_DAYS_AHEAD, SLOT_MESSAGES, listSlots, slotLabel } from '@core/slots';
import { useSession } from '../../../lib/session';
import { useCart } from './use-cart';
import { useMinuteClock } from './use-minute-clock';

/** `saved`: what the offers take off (web/lib/promo-quote.ts); the button's total and the points follow it. */
export function useCartSummary(saved = 0) {
  const { state, catalog } = useCart();
  const now = useMinuteClock();
  const { me, signedIn } = useSession();
  // The server credits a customer with their VIP level's multiplier (1 without a level); a visitor is
  // promised what a Standard member earns.
  const customerMultiplier = me?.customer ? (me.customer.vip_level?.points_multiplier ?? 1) : undefined;
  return useMemo(() => {
    const context: OrderContext = {
      typeCommande: state.typeCommande,
      zoneCode: state.zoneSelectionnee,
      zones: state.zones,
      subtotal: state.totalPrice,
    };
    const loyalty = catalog?.loyalty;
    const ordering = catalog ? getOrderingStatus({ settings: catalog.settings, now, typeCommande: state.typeCommande }) : null;
    const hoursClosed = ordering && !ordering.open ? ordering : null;
    // Ordering paused by staff reads like a closure: the button says so, the drawer says until when.
    const paused = catalog ? pauseMessage(catalog.settings, now) : null;
    const closed = hoursClosed ?? (paused ? { reason: SERVICE_MESSAGES.paused, message: paused } : null);
    const zone = findZone(state.zones, state.zoneSelectionnee);
    const empty = state.items.length === 0;
    // Closed now: the first slot a customer may order for (core/slots.ts); the checkout offers it.
    const firstSlot =
      closed && catalog
        ? listSlots({
            settings: { ...catalog.settings, jours_commande_avance: DEFAULT_DAYS_AHEAD },
            now,
            typeCommande: state.typeCommande,
            tempsLivraison: zone?.temps_livraison ?? null,
          })[0]
        : undefined;
    const laterLabel = firstSlot ? slotLabel(firstSlot.at, now) : null;
    const label = orderButtonLabel({ ...context, itemCount: state.totalItems, total: state.totalAvecFrais - saved });
    return {
      // Closed: the button offers the first slot (once the cart may be ordered), or says why ('Panier vide' still comes first).
      orderLabel: closed && !empty ? (laterLabel ? (state.peutCommander ? `Commander pour ${laterLabel}` : label) : closed.reason) : label,
      canOrder: !empty && state.peutCommander && (!closed || laterLabel !== null),
      /** When ordering opens again, for the drawer; null while open. */
      closedMessage: closed?.message ?? null,
      /** 'Vous pouvez commander dès maintenant pour demain à 12:15.' while closed; null otherwise. */
      laterMessage: laterLabel ? SLOT_MESSAGES.closedOfferSlot(laterLabel) : null,
      hint: deliveryHint(context),
      zone,
      /** 'Prête vers 19:45' / 'Livraison estimée vers 20:10' while ordering is open (kitchen load not public: base times). */
      estimate:
        catalog && !closed && !empty
          ? estimateText({
              typeCommande: state.typeCommande === 'Livraison' ? 'Livraison' : 'Emporter',
              now,
              inKitchen: 0,
              delaiPreparationBase: catalog.settings.delai_preparation_base,
              commandesSimultaneesMax: catalog.settings.commandes_simultanees_max,
              nombreLivreursActifs: catalog.settings.nombre_livreurs_actifs,
              tempsLivraison: zone?.temps_livraison ?? null,
            })
          : null,
      /** Points this order earns the customer (a visitor: a Standard member); null when the programme is off or the cart empty. */
      points:
        loyalty?.enabled && !empty
          ? pointsForOrder(
              state.totalAvecFrais - saved,
              loyalty.points_per_tnd,
              (signedIn ? customerMultiplier : undefined) ?? catalog?.vip_standard.points_multiplier ?? 1,
            )
          : null,
    };
  }, [state, catalog, now, signedIn, customerMultiplier, saved]);
}
