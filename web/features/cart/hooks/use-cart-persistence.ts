/**
 * Keeps the cart in localStorage under the shop's key (customer-shop §3): loaded once at start,
 * reconciled against the current catalogue (vanished products or accompaniments dropped, prices
 * refreshed, the customer told), then written back on every change. A corrupt saved cart is only
 * logged (§4) and replaced by the next change.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import { cartStorageKey, toSavedCart, type CartAction, type CartState } from '@core/cart';
import { reconcileCart } from '@core/cart-reconcile';
import type { PublicCatalog } from '@core/catalog';
import { readSavedCart, writeSavedCart } from '../utils/saved-cart';

export interface CartPersistenceOptions {
  state: CartState;
  dispatch: Dispatch<CartAction>;
  catalog: PublicCatalog | undefined;
  /** Called with the French lines of what reconciliation changed (never empty). */
  onReconciled: (changes: string[]) => void;
}

export function useCartPersistence({ state, dispatch, catalog, onReconciled }: CartPersistenceOptions): void {
  const key = catalog ? cartStorageKey(catalog.settings.nom_restaurant) : null;
  // Writes wait until the saved cart was read, or the empty start state would overwrite it.
  const loadedKey = useRef<string | null>(null);
  const startedKey = useRef<string | null>(null);

  useEffect(() => {
    if (!key || !catalog || startedKey.current === key) return;
    startedKey.current = key;
    readSavedCart(key)
      .then((read) => {
        if (read.status === 'invalid') console.warn(read.message);
        if (read.status === 'ok') {
          const { items, changed } = reconcileCart(read.saved.items, catalog);
          dispatch({ type: 'LOAD_CART', saved: { ...read.saved, items } });
          if (changed.length > 0) onReconciled(changed);
        }
      })
      .catch((error: unknown) => console.warn('Erreur lors du chargement du panier', error))
      .finally(() => {
        loadedKey.current = key;
      });
  }, [key, catalog, dispatch, onReconciled]);

  useEffect(() => {
    if (key && loadedKey.current === key) writeSavedCart(key, toSavedCart(state));
  }, [key, state]);
}
