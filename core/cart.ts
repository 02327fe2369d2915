/**
 * The cart of customer-shop §3-4 as a pure reducer: the web's cart provider dispatches these
 * actions and persists the result; totals, fee and "can order" are recomputed on every change from
 * the delivery rules, so nothing stored can drift from them.
 */
import type { ZoneLivraison } from './catalog';
import { buildCartLine, clampQuantity, lineTotal, linePieces, type CartAccompaniment, type CartLine, type CartOption, type CartProduct } from './cart-line';
import { DEFAULT_ZONE, canOrder, orderDeliveryFee } from './delivery';
import { BADGE_CAP } from './limits';
import { sumMillimes, type Millimes } from './money';
import type { TypeCommande } from './order-type';

export interface CartTotals {
  totalItems: number;
  totalPieces: number;
  /** Subtotal of the lines. */
  totalPrice: Millimes;
  fraisLivraison: Millimes;
  totalAvecFrais: Millimes;
  peutCommander: boolean;
}

export interface CartState extends CartTotals {
  items: CartLine[];
  typeCommande: TypeCommande;
  /** Code of the selected delivery zone. */
  zoneSelectionnee: string;
  zones: ZoneLivraison[];
  showZoneModal: boolean;
  isFirstAddition: boolean;
}

/** What is written to browser storage: the choices, not the derived totals nor the zone list. */
export interface SavedCart {
  items: CartLine[];
  typeCommande: TypeCommande;
  zoneSelectionnee: string;
}

export type CartAction =
  | { type: 'ADD_ITEM'; product: CartProduct; accompaniment?: CartAccompaniment | null; options?: CartOption[] }
  /** Several lines at once ('Commander à nouveau'): merged into the cart, no zone modal (the drawer opens instead). */
  | { type: 'ADD_LINES'; lines: CartLine[] }
  | { type: 'REMOVE_ITEM'; lineId: string }
  | { type: 'UPDATE_QUANTITY'; lineId: string; quantity: number }
  | { type: 'SET_ORDER_TYPE'; typeCommande: TypeCommande }
  | { type: 'SET_ZONE'; zone: string }
  | { type: 'SET_ZONES'; zones: ZoneLivraison[] }
  | { type: 'SHOW_ZONE_MODAL' }
  | { type: 'HIDE_ZONE_MODAL' }
  | { type: 'CLEAR_CART' }
  | { type: 'LOAD_CART'; saved: SavedCart };

type CartChoices = Pick<CartState, 'items' | 'typeCommande' | 'zoneSelectionnee' | 'zones'>;

/** Totals of a cart. An empty cart has no delivery fee (nothing is delivered). */
export function computeCartTotals(cart: CartChoices): CartTotals {
  const totalPrice = sumMillimes(cart.items.map(lineTotal));
  const context = { typeCommande: cart.typeCommande, zoneCode: cart.zoneSelectionnee, zones: cart.zones, subtotal: totalPrice };
  const fraisLivraison = cart.items.length === 0 ? 0 : orderDeliveryFee(context);
  return {
    totalItems: cart.items.reduce((sum, line) => sum + line.quantity, 0),
    totalPieces: cart.items.reduce((sum, line) => sum + linePieces(line), 0),
    totalPrice,
    fraisLivraison,
    totalAvecFrais: sumMillimes([totalPrice, fraisLivraison]),
    peutCommander: canOrder(context),
  };
}

/** Empty cart: pickup, zone 'centre', ordering allowed; the next addition opens the zone modal. */
export function initialCartState(zones: ZoneLivraison[] = []): CartState {
  const choices: CartChoices = { items: [], typeCommande: 'A_emporter', zoneSelectionnee: DEFAULT_ZONE, zones };
  return { ...choices, ...computeCartTotals(choices), showZoneModal: false, isFirstAddition: true };
}

function withTotals(state: CartState, changes: Partial<CartState>): CartState {
  const next = { ...state, ...changes };
  return { ...next, ...computeCartTotals(next) };
}

function addItem(state: CartState, product: CartProduct, accompaniment: CartAccompaniment | null, options: CartOption[]): CartState {
  const line = buildCartLine(product, accompaniment, 1, options);
  const existing = state.items.find((item) => item.id === line.id);
  const items = existing
    ? state.items.map((item) => (item.id === line.id ? { ...item, quantity: clampQuantity(item.quantity + 1) } : item))
    : [...state.items, line];
  const opensZoneModal = state.items.length === 0 && state.isFirstAddition;
  return withTotals(state, { items, showZoneModal: opensZoneModal || state.showZoneModal, isFirstAddition: false });
}

/**
 * Adds whole lines (a past order's, core/reorder.ts): a line already in the cart gets the quantities added
 * (capped at 99), the others are appended. What the customer had in the cart stays.
 */
function addLines(state: CartState, lines: readonly CartLine[]): CartState {
  let items = state.items;
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const existing = items.find((item) => item.id === line.id);
    items = existing
      ? items.map((item) => (item.id === line.id ? { ...item, quantity: clampQuantity(item.quantity + line.quantity) } : item))
      : [...items, line];
  }
  if (items === state.items) return state;
  return withTotals(state, { items, isFirstAddition: false });
}

function updateQuantity(state: CartState, lineId: string, quantity: number): CartState {
  if (Number.isNaN(quantity)) return state;
  const next = clampQuantity(quantity);
  const items =
    next === 0 ? state.items.filter((item) => item.id !== lineId) : state.items.map((item) => (item.id === lineId ? { ...item, quantity: next } : item));
  return withTotals(state, { items });
}

/** Rebuilds saved lines from their parts: ids, unit prices and quantities are re-derived. */
function loadCart(state: CartState, saved: SavedCart): CartState {
  const items = saved.items
    .map((line) => buildCartLine(line.product, line.accompaniment, line.quantity, line.options ?? []))
    .filter((line) => line.quantity > 0);
  return withTotals(state, {
    items,
    typeCommande: saved.typeCommande,
    zoneSelectionnee: saved.zoneSelectionnee || DEFAULT_ZONE,
    showZoneModal: false,
    isFirstAddition: state.isFirstAddition && items.length === 0,
  });
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'ADD_ITEM':
      return addItem(state, action.product, action.accompaniment ?? null, action.options ?? []);
    case 'ADD_LINES':
      return addLines(state, action.lines);
    case 'REMOVE_ITEM':
      return withTotals(state, { items: state.items.filter((item) => item.id !== action.lineId) });
    case 'UPDATE_QUANTITY':
      return updateQuantity(state, action.lineId, action.quantity);
    case 'SET_ORDER_TYPE':
      return withTotals(state, { typeCommande: action.typeCommande });
    case 'SET_ZONE':
      return withTotals(state, { zoneSelectionnee: action.zone });
    case 'SET_ZONES':
      return withTotals(state, { zones: action.zones });
    case 'SHOW_ZONE_MODAL':
      return { ...state, showZoneModal: true };
    case 'HIDE_ZONE_MODAL':
      return { ...state, showZoneModal: false };
    case 'CLEAR_CART':
      return initialCartState(state.zones);
    case 'LOAD_CART':
      return loadCart(state, action.saved);
  }
}

export function toSavedCart(state: CartState): SavedCart {
  return { items: state.items, typeCommande: state.typeCommande, zoneSelectionnee: state.zoneSelectionnee };
}

/** Badge text: the count, or '99+' above 99. */
export function formatBadgeCount(count: number): string {
  const n = Math.max(0, Math.floor(count));
  return n > BADGE_CAP ? `${BADGE_CAP}+` : String(n);
}

/** Browser-storage key of the cart, named after the shop so two shops on one host never mix carts. */
export function cartStorageKey(restaurantSlug: string): string {
  const slug = restaurantSlug
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'shop'}-cart`;
}
