import { act, renderHook, waitFor } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cartReducer, cartStorageKey, initialCartState, type SavedCart } from '@core/cart';
import { buildCartLine, toCartAccompaniment, toCartProduct } from '@core/cart-line';
import { RECONCILE_MESSAGES } from '@core/cart-reconcile';
import { CART_LOAD_ERROR } from '@core/cart-storage';
import type { PublicCatalog } from '@core/catalog';
import { sampleAccompagnement, sampleProduit, samplePublicCatalog } from '@core/testing/builders';
import { useCartPersistence } from './use-cart-persistence';

const KEY = cartStorageKey('Sakura Sushi');

// What the customer put in the cart last week.
const maki = sampleProduit({ id: 1, nom_fr: 'Maki saumon', prix: 9_000 });
const roll = sampleProduit({ id: 2, nom_fr: 'California Roll', prix: 12_000 });
const plateau = sampleProduit({ id: 3, nom_fr: 'Plateau Sakura', prix: 40_000, a_des_accompagnements: true });
const gingembre = sampleAccompagnement({ id: 7, nom_fr: 'Gingembre', prix: 1_000 });
const saved: SavedCart = {
  items: [
    buildCartLine(toCartProduct(maki), null, 2),
    buildCartLine(toCartProduct(roll), null, 1),
    buildCartLine(toCartProduct(plateau), toCartAccompaniment(gingembre), 1),
  ],
  typeCommande: 'Livraison',
  zoneSelectionnee: 'centre',
};

// Today's menu: the maki is gone, the roll costs more, the plateau is still there but not its ginger.
const today = samplePublicCatalog({
  produits: [{ ...roll, prix: 13_500 }, plateau],
  accompagnements: [],
});

/** The cart provider's wiring: core's reducer in React state, persisted by the hook under test. */
function renderCart(catalog: PublicCatalog | undefined, onReconciled = vi.fn()) {
  const hook = renderHook(
    ({ catalog }) => {
      const [state, dispatch] = useReducer(cartReducer, undefined, () => initialCartState(catalog?.zones_livraison));
      useCartPersistence({ state, dispatch, catalog, onReconciled });
      return { state, dispatch };
    },
    { initialProps: { catalog } },
  );
  return { ...hook, onReconciled };
}

function stored(): SavedCart | null {
  const raw = localStorage.getItem(KEY);
  return raw === null ? null : (JSON.parse(raw) as SavedCart);
}

describe('useCartPersistence', () => {
  it('reconciles the saved cart with the live catalogue and tells the customer what changed, in French', async () => {
    localStorage.setItem(KEY, JSON.stringify(saved));
    const { result, onReconciled } = renderCart(today);

    await waitFor(() => expect(result.current.state.items).toHaveLength(1));
    const [line] = result.current.state.items;
    expect(line).toMatchObject({ id: '2-no-acc', quantity: 1, unitPrice: 13_500, product: { nom_fr: 'California Roll', prix: 13_500 } });
    expect(result.current.state).toMatchObject({ typeCommande: 'Livraison', zoneSelectionnee: 'centre', totalPrice: 13_500 });

    expect(onReconciled).toHaveBeenCalledTimes(1);
    expect(onReconciled).toHaveBeenCalledWith([
      RECONCILE_MESSAGES.productRemoved('Maki saumon'),
      RECONCILE_MESSAGES.priceChanged('California Roll', 12_000, 13_500),
      RECONCILE_MESSAGES.accompanimentRemoved('Plateau Sakura', 'Gingembre'),
    ]);
    // The French lines themselves, so a change of wording in core is seen here too.
    const [changes] = onReconciled.mock.calls[0] as [string[]];
    expect(changes[0]).toBe("« Maki saumon » n'est plus disponible et a été retiré du panier");
    expect(changes[1]).toBe('Le prix de « California Roll » est passé de 12.000 TND à 13.500 TND');
    expect(changes[2]).toBe("L'accompagnement « Gingembre » n'est plus disponible : « Plateau Sakura » a été retiré du panier");
  });

  it('writes the cart back only once the saved one was read, then on every change', async () => {
    localStorage.setItem(KEY, JSON.stringify(saved));
    const setItem = vi.spyOn(localStorage, 'setItem');
    const { result } = renderCart(today);

    // The empty start state was rendered, and its write effect ran: the saved cart is untouched.
    expect(result.current.state.items).toEqual([]);
    expect(stored()).toEqual(saved);

    await waitFor(() => expect(stored()?.items.map((l) => l.id)).toEqual(['2-no-acc']));
    expect(setItem).toHaveBeenCalled();
    for (const [, value] of setItem.mock.calls) expect((JSON.parse(value) as SavedCart).items).not.toHaveLength(0);
    expect(stored()).toMatchObject({ typeCommande: 'Livraison', zoneSelectionnee: 'centre' });

    act(() => result.current.dispatch({ type: 'UPDATE_QUANTITY', lineId: '2-no-acc', quantity: 3 }));
    expect(stored()?.items[0]).toMatchObject({ id: '2-no-acc', quantity: 3 });
    act(() => result.current.dispatch({ type: 'CLEAR_CART' }));
    expect(stored()).toEqual({ items: [], typeCommande: 'A_emporter', zoneSelectionnee: 'centre' });
  });

  it('waits for the catalogue before reading anything', async () => {
    localStorage.setItem(KEY, JSON.stringify(saved));
    const { result, rerender, onReconciled } = renderCart(undefined);
    act(() => result.current.dispatch({ type: 'SET_ORDER_TYPE', typeCommande: 'A_emporter' }));
    expect(stored()).toEqual(saved);

    rerender({ catalog: today });
    await waitFor(() => expect(result.current.state.items).toHaveLength(1));
    expect(onReconciled).toHaveBeenCalledTimes(1);
  });

  it('loads a cart that still matches the menu without a word to the customer', async () => {
    const fresh: SavedCart = { items: [buildCartLine(toCartProduct(roll), null, 4)], typeCommande: 'A_emporter', zoneSelectionnee: 'centre' };
    localStorage.setItem(KEY, JSON.stringify(fresh));
    const { result, onReconciled } = renderCart(samplePublicCatalog({ produits: [roll] }));

    await waitFor(() => expect(result.current.state.totalItems).toBe(4));
    expect(onReconciled).not.toHaveBeenCalled();
  });

  it('only warns about a corrupt saved cart, and replaces it at the next change', async () => {
    localStorage.setItem(KEY, '{"items": "pas un panier"');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, onReconciled } = renderCart(today);

    await waitFor(() => expect(warn).toHaveBeenCalledWith(CART_LOAD_ERROR));
    await act(async () => undefined); // the read's last step marks the cart as loaded
    expect(result.current.state.items).toEqual([]);
    expect(onReconciled).not.toHaveBeenCalled();
    expect(localStorage.getItem(KEY)).toBe('{"items": "pas un panier"');

    act(() => result.current.dispatch({ type: 'ADD_ITEM', product: toCartProduct(roll) }));
    expect(stored()?.items).toEqual([buildCartLine(toCartProduct(roll), null, 1)]);
  });
});
