/**
 * The cart for the whole app: core's cartReducer in React state, zones from the catalogue,
 * persistence, the add-to-cart flow (accompaniment picker, toast) and the zone modal of the first
 * addition. The dialogs are fetched on first use so the home page does not pay for them up front.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { cartReducer, initialCartState } from '@core/cart';
import { toCartAccompaniment, toCartProduct, type CartOption } from '@core/cart-line';
import type { Accompagnement, Produit, PublicCatalog } from '@core/catalog';
import { CART_TOAST_MS } from '@core/limits';
import { MESSAGES } from '@core/messages';
import { hasOptionGroups } from '@core/product-options';
import { useCartPersistence } from '../hooks/use-cart-persistence';
import { CartActionsContext, CartStateContext, type CartActions, type CartStateValue } from '../hooks/use-cart';
import { hasAccompaniments } from '../utils/accompaniments';
import { activeZones } from '../utils/zones';

const ZoneModal = lazy(() => import('./zone-modal'));
const AccompanimentPicker = lazy(() => import('./accompaniment-picker'));
const OptionPicker = lazy(() => import('./option-picker'));

function notifyReconciled(changes: string[]) {
  toast.warning(
    <ul className="space-y-1">
      {changes.map((change) => (
        <li key={change}>{change}</li>
      ))}
    </ul>,
    { id: 'cart-reconciled', duration: 8000 },
  );
}

export interface CartProviderProps {
  /** The public catalogue; undefined while it is being fetched. */
  catalog: PublicCatalog | undefined;
  children: ReactNode;
}

export function CartProvider({ catalog, children }: CartProviderProps) {
  const [state, dispatch] = useReducer(cartReducer, catalog, (c) => initialCartState(activeZones(c)));
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [pickerProduct, setPickerProduct] = useState<Produit | null>(null);
  const [optionProduct, setOptionProduct] = useState<Produit | null>(null);
  // Each dialog stays mounted once shown, so Radix can restore focus when it closes.
  const [zoneModalMounted, setZoneModalMounted] = useState(false);
  const [pickerMounted, setPickerMounted] = useState(false);
  const [optionPickerMounted, setOptionPickerMounted] = useState(false);
  if (state.showZoneModal && !zoneModalMounted) setZoneModalMounted(true);
  if (pickerProduct && !pickerMounted) setPickerMounted(true);
  if (optionProduct && !optionPickerMounted) setOptionPickerMounted(true);

  const cartButtonRef = useRef<HTMLButtonElement | null>(null);
  // The dialogs open from a menu button, not a Radix trigger: focus goes back to that button on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  const restoreFocus = useCallback((event: Event) => {
    event.preventDefault();
    returnFocus.current?.focus();
  }, []);

  const zones = useMemo(() => activeZones(catalog), [catalog]);
  useEffect(() => dispatch({ type: 'SET_ZONES', zones }), [zones]);

  useCartPersistence({ state, dispatch, catalog, onReconciled: notifyReconciled });

  const addLine = useCallback((produit: Produit, side: Accompagnement | null, options: CartOption[] = []) => {
    dispatch({ type: 'ADD_ITEM', product: toCartProduct(produit), accompaniment: side ? toCartAccompaniment(side) : null, options });
    toast.success(MESSAGES.cart.productAddedTitle, {
      id: 'cart-added',
      description: side ? MESSAGES.cart.productAddedWithSide(produit.nom_fr, side.nom_fr) : MESSAGES.cart.productAdded(produit.nom_fr),
      duration: CART_TOAST_MS,
    });
  }, []);

  const actions = useMemo<CartActions>(
    () => ({
      dispatch,
      setDrawerOpen,
      cartButtonRef,
      add: (produit) => {
        if (document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
        // A product with option groups opens their picker; one with accompaniments only keeps the spec's.
        if (catalog && hasOptionGroups(catalog.groupes_options, produit.id)) setOptionProduct(produit);
        else if (catalog && hasAccompaniments(produit, catalog)) setPickerProduct(produit);
        else addLine(produit, null);
      },
    }),
    [catalog, addLine],
  );

  const value = useMemo<CartStateValue>(() => ({ state, catalog, isDrawerOpen }), [state, catalog, isDrawerOpen]);

  return (
    <CartActionsContext.Provider value={actions}>
      <CartStateContext.Provider value={value}>
        {children}
        <Suspense fallback={null}>
          {zoneModalMounted && (
            <ZoneModal
              open={state.showZoneModal}
              zones={zones}
              onCloseAutoFocus={restoreFocus}
              onClose={() => dispatch({ type: 'HIDE_ZONE_MODAL' })}
              onChooseZone={(code) => {
                dispatch({ type: 'SET_ORDER_TYPE', typeCommande: 'Livraison' });
                dispatch({ type: 'SET_ZONE', zone: code });
                dispatch({ type: 'HIDE_ZONE_MODAL' });
              }}
              onChoosePickup={() => {
                dispatch({ type: 'SET_ORDER_TYPE', typeCommande: 'A_emporter' });
                dispatch({ type: 'HIDE_ZONE_MODAL' });
              }}
            />
          )}
          {pickerMounted && catalog && (
            <AccompanimentPicker
              produit={pickerProduct}
              catalog={catalog}
              onCloseAutoFocus={restoreFocus}
              onClose={() => setPickerProduct(null)}
              onChoose={(produit, side) => {
                setPickerProduct(null);
                addLine(produit, side);
              }}
            />
          )}
          {optionPickerMounted && catalog && (
            <OptionPicker
              produit={optionProduct}
              catalog={catalog}
              onCloseAutoFocus={restoreFocus}
              onClose={() => setOptionProduct(null)}
              onChoose={(produit, side, options) => {
                setOptionProduct(null);
                addLine(produit, side, options);
              }}
            />
          )}
        </Suspense>
      </CartStateContext.Provider>
    </CartActionsContext.Provider>
  );
}
