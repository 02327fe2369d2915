/**
 * Which (product, accompaniment) pairs can be ordered, at what unit price. The cart uses it to refresh a
 * saved cart against the current catalogue; the server can use resolveOrderLine to price an order
 * from its own rows, so the two never disagree on availability or price.
 */
import type { Accompagnement, GroupeOptions, Produit, ProduitAccompagnement } from './catalog';
import { buildCartLine, toCartAccompaniment, toCartProduct, unitPriceOf, type CartAccompaniment, type CartLine, type CartProduct } from './cart-line';
import { formatTND, type Millimes } from './money';
import { checkSelection, groupsOfProduct } from './product-options';
import { isSoldOut } from './sold-out';

export interface CatalogRows {
  produits: readonly Produit[];
  accompagnements: readonly Accompagnement[];
  /** When given, an accompaniment must be linked to the product. */
  produits_accompagnements?: readonly ProduitAccompagnement[];
  /** Option groups: a line's options are checked and repriced against them. */
  groupes_options?: readonly GroupeOptions[];
}

export type ResolvedLine =
  | { ok: true; product: CartProduct; accompaniment: CartAccompaniment | null; unitPrice: Millimes }
  | { ok: false; reason: 'product_unavailable' | 'accompaniment_unavailable' | 'product_sold_out' | 'accompaniment_sold_out' };

export const RECONCILE_MESSAGES = {
  productRemoved: (product: string) => `« ${product} » n'est plus disponible et a été retiré du panier`,
  accompanimentRemoved: (product: string, side: string) => `L'accompagnement « ${side} » n'est plus disponible : « ${product} » a été retiré du panier`,
  productSoldOut: (product: string) => `« ${product} » est épuisé pour le moment et a été retiré du panier`,
  accompanimentSoldOut: (product: string, side: string) => `L'accompagnement « ${side} » est épuisé pour le moment : « ${product} » a été retiré du panier`,
  optionsChanged: (product: string) => `Les options de « ${product} » ont changé : l'article a été retiré du panier`,
  priceChanged: (label: string, before: Millimes, after: Millimes) => `Le prix de « ${label} » est passé de ${formatTND(before)} à ${formatTND(after)}`,
} as const;

/** A product is orderable when active and shown in the shop; a side when active and linked to it. */
export function resolveOrderLine(productId: number, accompanimentId: number | null, catalog: CatalogRows): ResolvedLine {
  const produit = catalog.produits.find((p) => p.id === productId);
  if (!produit || !produit.actif || !produit.visible_dans_shop) return { ok: false, reason: 'product_unavailable' };
  // Sold out, rupture fields absent from older saved catalogues count as available.
  if (isSoldOut({ rupture: produit.rupture ?? false, rupture_jusqu_a: produit.rupture_jusqu_a ?? null })) return { ok: false, reason: 'product_sold_out' };
  const product = toCartProduct(produit);
  if (accompanimentId === null) return { ok: true, product, accompaniment: null, unitPrice: unitPriceOf(product, null) };
  const side = catalog.accompagnements.find((a) => a.id === accompanimentId);
  const links = catalog.produits_accompagnements;
  const linked = !links || links.some((l) => l.produit_id === productId && l.accompagnement_id === accompanimentId);
  if (!side || !side.actif || !linked) return { ok: false, reason: 'accompaniment_unavailable' };
  if (isSoldOut({ rupture: side.rupture ?? false, rupture_jusqu_a: side.rupture_jusqu_a ?? null })) return { ok: false, reason: 'accompaniment_sold_out' };
  const accompaniment = toCartAccompaniment(side);
  return { ok: true, product, accompaniment, unitPrice: unitPriceOf(product, accompaniment) };
}

function lineLabel(line: Pick<CartLine, 'product' | 'accompaniment'>): string {
  return line.accompaniment ? `${line.product.nom_fr} + ${line.accompaniment.nom_fr}` : line.product.nom_fr;
}

/**
 * Drops lines whose product or accompaniment vanished or was deactivated and refreshes names and prices
 * from the catalogue. `changed` lists, in French, what the customer should be told.
 */
export function reconcileCart(items: readonly CartLine[], catalog: CatalogRows): { items: CartLine[]; changed: string[] } {
  const kept: CartLine[] = [];
  const changed: string[] = [];
  for (const line of items) {
    const resolved = resolveOrderLine(line.product.id, line.accompaniment?.id ?? null, catalog);
    if (!resolved.ok) {
      const side = line.accompaniment?.nom_fr ?? '';
      const messages = {
        product_unavailable: () => RECONCILE_MESSAGES.productRemoved(line.product.nom_fr),
        accompaniment_unavailable: () => RECONCILE_MESSAGES.accompanimentRemoved(line.product.nom_fr, side),
        product_sold_out: () => RECONCILE_MESSAGES.productSoldOut(line.product.nom_fr),
        accompaniment_sold_out: () => RECONCILE_MESSAGES.accompanimentSoldOut(line.product.nom_fr, side),
      };
      changed.push(messages[resolved.reason]());
      continue;
    }
    // The line's options, checked against today's groups and repriced (a product given a required group since is dropped).
    const selection = checkSelection({
      productName: line.product.nom_fr,
      groups: groupsOfProduct(catalog.groupes_options, line.product.id),
      optionIds: (line.options ?? []).map((o) => o.option_id),
    });
    if (!selection.ok) {
      changed.push(RECONCILE_MESSAGES.optionsChanged(line.product.nom_fr));
      continue;
    }
    const fresh = buildCartLine(resolved.product, resolved.accompaniment, line.quantity, selection.choices);
    if (fresh.quantity === 0) continue;
    if (fresh.unitPrice !== line.unitPrice) changed.push(RECONCILE_MESSAGES.priceChanged(lineLabel(fresh), line.unitPrice, fresh.unitPrice));
    kept.push(fresh);
  }
  return { items: kept, changed };
}
