import type { Produit } from '@core/catalog';
import { useCartActions } from './use-cart';

/** `add(produit)` for the menu: picker first when the product has accompaniments (customer-shop §4). */
export function useAddToCart(): (produit: Produit) => void {
  return useCartActions().add;
}
