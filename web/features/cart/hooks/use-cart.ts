/** The cart's React context: state from core's cartReducer, the drawer and the side-dish picker. */
import { createContext, useContext, type Dispatch } from 'react';
import type { CartAction, CartState } from '@core/cart';
import type { PublicCatalog } from '@core/catalog';

export interface CartContextValue {
  state: CartState;
  dispatch: Dispatch<CartAction>;
  /** The catalogue the cart is priced against; undefined while it loads (Vite dev). */
  catalog: PublicCatalog | undefined;
  isDrawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart doit être utilisé dans un CartProvider');
  return value;
}
