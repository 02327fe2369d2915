/**
 * 'Commander à nouveau': a past order's lines become cart lines again, priced from today's
 * catalogue (never the order's old prices), with the same availability rules as the cart and the server
 * (resolveOrderLine: active, shown in the shop, not sold out, accompaniment active and linked). A line whose
 * dish or accompaniment is no longer available is left out and named, so the customer is told what is missing.
 *
 * The options a line was ordered with (`choix`) are ordered again at today's prices when today's groups
 * still offer them (checkSelection, the picker's and the server's rule); an option gone or sold out, or a
 * group the dish asks for since, leaves the line out, named. The line itself comes back as `source`.
 */
import { buildCartLine, clampQuantity, type CartLine } from './cart-line';
import { resolveOrderLine, type CatalogRows, type ResolvedLine } from './cart-reconcile';
import { checkSelection, groupsOfProduct } from './product-options';
import { countLabel } from './plural';

/** What a past order's line must say for it to be ordered again (OrderItemView has it all). */
export interface ReorderSourceLine {
  /** null once the product was deleted: the line cannot be ordered again. */
  product_id: number | null;
  product_name: string;
  quantity: number;
  /** null with a name: the accompaniment was deleted since; null without a name: no accompaniment. */
  accompaniment_id: number | null;
  accompaniment_name: string | null;
  /** The options chosen (order_items.choix): ordered again when today's groups still offer them. */
  choix?: readonly { option_id: number }[] | null;
}

/** 'options_unavailable': an option chosen is gone or sold out, or the dish now asks for a choice the order did not make. */
type ReorderUnavailableReason = Extract<ResolvedLine, { ok: false }>['reason'] | 'options_unavailable';

interface ReorderedLine<T extends ReorderSourceLine> {
  line: CartLine;
  source: T;
}

interface ReorderUnavailable<T extends ReorderSourceLine> {
  /** What the customer is told is missing: the dish, or the accompaniment and the dish it went with. */
  name: string;
  reason: ReorderUnavailableReason;
  source: T;
}

export interface ReorderResult<T extends ReorderSourceLine> {
  /** Cart lines at today's prices, in the order's order; lines the order repeats are merged. */
  lines: ReorderedLine<T>[];
  unavailable: ReorderUnavailable<T>[];
}

export const REORDER_MESSAGES = {
  button: 'Commander à nouveau',
  sideOf: (side: string, product: string) => `${side} (accompagnement de ${product})`,
  /** The notice of what was left out: « Plus disponible : Maki saumon, Soupe miso ». */
  unavailable: (names: readonly string[]) => `Plus disponible : ${names.join(', ')}`,
  addedTitle: 'Panier rempli',
  added: (count: number) => `${countLabel(count, 'article ajouté', 'articles ajoutés')} au panier, aux prix du jour`,
  nothingAvailable: 'Aucun plat de cette commande n’est disponible aujourd’hui',
} as const;

function unavailableName(source: ReorderSourceLine, reason: ReorderUnavailableReason): string {
  const side = reason === 'accompaniment_unavailable' || reason === 'accompaniment_sold_out';
  return side && source.accompaniment_name ? REORDER_MESSAGES.sideOf(source.accompaniment_name, source.product_name) : source.product_name;
}

/** The order's lines as cart lines at today's prices, and what is no longer available. */
export function reorderLines<T extends ReorderSourceLine>(sources: readonly T[], catalog: CatalogRows): ReorderResult<T> {
  const lines: ReorderedLine<T>[] = [];
  const unavailable: ReorderUnavailable<T>[] = [];
  const leaveOut = (source: T, reason: ReorderUnavailableReason) => {
    const name = unavailableName(source, reason);
    if (!unavailable.some((u) => u.name === name)) unavailable.push({ name, reason, source });
  };
  for (const source of sources) {
    const quantity = clampQuantity(source.quantity);
    if (quantity === 0) continue;
    if (source.product_id === null) {
      leaveOut(source, 'product_unavailable');
      continue;
    }
    // The accompaniment was deleted since the order: its id is gone but its name stayed on the line.
    if (source.accompaniment_id === null && source.accompaniment_name) {
      const product = resolveOrderLine(source.product_id, null, catalog);
      leaveOut(source, product.ok ? 'accompaniment_unavailable' : product.reason);
      continue;
    }
    const resolved = resolveOrderLine(source.product_id, source.accompaniment_id, catalog);
    if (!resolved.ok) {
      leaveOut(source, resolved.reason);
      continue;
    }
    const selection = checkSelection({
      productName: resolved.product.nom_fr,
      groups: groupsOfProduct(catalog.groupes_options, resolved.product.id),
      optionIds: (source.choix ?? []).map((c) => c.option_id),
    });
    if (!selection.ok) {
      leaveOut(source, 'options_unavailable');
      continue;
    }
    const line = buildCartLine(resolved.product, resolved.accompaniment, quantity, selection.choices);
    const same = lines.find((l) => l.line.id === line.id);
    if (same) same.line = { ...same.line, quantity: clampQuantity(same.line.quantity + line.quantity) };
    else lines.push({ line, source });
  }
  return { lines, unavailable };
}
