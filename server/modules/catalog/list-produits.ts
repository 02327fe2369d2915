import type { Produit, ProduitsPage } from '@core/catalog';
import { pageFields, pageOffset } from '@core/page';

export type { ProduitsPage };

/** Products a visitor may see (actif and visible_dans_shop, already ordered), optionally by category, paged. */
export function listProduits(produits: Produit[], query: { category_id?: number; page: number }, perPage: number): ProduitsPage {
  const visible = produits.filter((p) => p.actif && p.visible_dans_shop && (query.category_id === undefined || p.category_id === query.category_id));
  const start = pageOffset(query.page, perPage);
  return { items: visible.slice(start, start + perPage), ...pageFields('per_page', query.page, perPage, visible.length) };
}
