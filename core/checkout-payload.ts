/**
 * The body of POST /api/orders built from the cart and the checkout form: choices only (product,
 * accompaniment, quantity, type, zone, address, instructions, payment mode), never a price, since the
 * server recomputes every amount (design.md, trust boundaries).
 */
import type { z } from 'zod';
import type { CartLine } from './cart-line';
import type { ModePaiement } from './payment-mode';
import type { TypeCommande } from './order-type';
import type { PlaceOrderInput } from './schemas/place-order';

export type PlaceOrderBody = z.input<typeof PlaceOrderInput>;

/** The form's fields the body reads (core/schemas/checkout-form.ts checks them first). */
export interface CheckoutFields {
  adresse: string;
  ville: string;
  instructionsLivraison: string;
  instructionsSpeciales: string;
  modePaiement: ModePaiement | null;
}

export interface CheckoutCart {
  items: readonly CartLine[];
  typeCommande: TypeCommande;
  zoneSelectionnee: string;
}

export function toPlaceOrderBody(cart: CheckoutCart, form: CheckoutFields): PlaceOrderBody {
  const delivery = cart.typeCommande === 'Livraison';
  return {
    type_commande: cart.typeCommande,
    zone_livraison: delivery ? cart.zoneSelectionnee : null,
    adresse_livraison: delivery ? form.adresse.trim() : null,
    ville_livraison: delivery ? form.ville.trim() : null,
    instructions_livraison: delivery ? form.instructionsLivraison.trim() || null : null,
    instructions_speciales: form.instructionsSpeciales.trim() || null,
    mode_paiement: form.modePaiement,
    items: cart.items.map((line) => ({
      product_id: line.product.id,
      quantity: line.quantity,
      accompaniment_id: line.accompaniment?.id ?? null,
      ...(line.options?.length ? { options: line.options.map((o) => o.option_id) } : {}),
    })),
  };
}
