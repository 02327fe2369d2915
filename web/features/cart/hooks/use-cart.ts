/**
 * The cart's React contexts. State (core's CartState, the catalogue it is priced against, the drawer)
 * and actions are split so that components which only add to the cart (the menu) do not re-render on
 * every cart change: the actions object never changes identity.
 */
import { createContext, useContext, type Dispatch, type RefObject } from 'react';
import type { CartAction, CartState } from '@core/cart';
import type { Produit, PublicCatalog } from '@core/catalog';

export interface CartStateValue {
  state: CartState;
  /** The catalogue the cart is priced against; undefined while it loads (Vite dev). */
  catalog: PublicCatalog | undefined;
  isDrawerOpen: boolean;
}

export interface CartActions {
  dispatch: Dispatch<CartAction>;
  /** Adds a product: opens the accompaniment picker when it has accompaniments, else adds it at once. */
  add: (produit: Produit) => void;
  setDrawerOpen: (open: boolean) => void;
  /** The header's cart button: the drawer is opened without a Radix trigger, so it gives focus back here. */
  cartButtonRef: RefObject<HTMLButtonElement | null>;
}

export const CartStateContext = createContext<CartStateValue | null>(null);
export const CartActionsContext = createContext<CartActions | null>(null);

export function useCart(): CartStateValue {
  const value = useContext(CartStateContext);
  if (!value) throw new Error('useCart doit être utilisé dans un CartProvider');
  return value;
}

export function useCartActions(): CartActions {
  const value = useContext(CartActionsContext);
  if (!value) throw new Error('useCartActions doit être utilisé dans un CartProvider');
  return value;
}
