/**
 * What the menu shows: active categories by ordre_affichage, each with its products that are active and
 * visible in the shop, by ordre_affichage. The first section is the #menu anchor, the others use code_interne.
 */
import type { Categorie, Produit, PublicCatalog } from '@core/catalog';

export interface MenuSection {
  anchorId: string;
  categorie: Categorie;
  produits: Produit[];
}

const byOrder = (a: { ordre_affichage: number; id: number }, b: { ordre_affichage: number; id: number }) =>
  a.ordre_affichage - b.ordre_affichage || a.id - b.id;

export function buildMenuSections(catalog: Pick<PublicCatalog, 'categories' | 'produits'>): MenuSection[] {
  const visible = new Map<number, Produit[]>();
  for (const produit of catalog.produits) {
    if (!produit.actif || !produit.visible_dans_shop) continue;
    const list = visible.get(produit.category_id) ?? [];
    list.push(produit);
    visible.set(produit.category_id, list);
  }
  return catalog.categories
    .filter((categorie) => categorie.actif)
    .sort(byOrder)
    .map((categorie, index) => ({
      anchorId: index === 0 ? 'menu' : categorie.code_interne,
      categorie,
      produits: (visible.get(categorie.id) ?? []).sort(byOrder),
    }));
}
