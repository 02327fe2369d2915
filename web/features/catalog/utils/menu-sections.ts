/**
 * What the menu shows: active categories by ordre_affichage, each with its products that are active and
 * visible in the shop, by ordre_affichage. The first section is the #menu anchor, the others use code_interne.
 * Menus by time of day: at `at`, a category or a product outside its services and weekdays is
 * left out (core's isOnMenuAt), and so is a category whose every product is.
 */
import type { Categorie, Produit, PublicCatalog } from '@core/catalog';
import { optionGroupNames } from '@core/product-options';
import { isOnMenuAt } from '@core/slots';

export interface MenuSection {
  anchorId: string;
  categorie: Categorie;
  produits: Produit[];
  /** The names of each product's option groups (by product id; none: absent). */
  options: Readonly<Record<number, readonly string[]>>;
}

const byOrder = (a: { ordre_affichage: number; id: number }, b: { ordre_affichage: number; id: number }) =>
  a.ordre_affichage - b.ordre_affichage || a.id - b.id;

export function buildMenuSections(catalog: Pick<PublicCatalog, 'categories' | 'produits' | 'groupes_options'>, at: Date): MenuSection[] {
  const visible = new Map<number, Produit[]>();
  const limited = new Set<number>();
  for (const produit of catalog.produits) {
    if (!produit.actif || !produit.visible_dans_shop) continue;
    if (!isOnMenuAt(produit, at)) {
      limited.add(produit.category_id);
      continue;
    }
    const list = visible.get(produit.category_id) ?? [];
    list.push(produit);
    visible.set(produit.category_id, list);
  }
  return [...catalog.categories]
    .filter((categorie) => categorie.actif && isOnMenuAt(categorie, at) && (visible.has(categorie.id) || !limited.has(categorie.id)))
    .sort(byOrder)
    .map((categorie, index) => ({
      anchorId: index === 0 ? 'menu' : categorie.code_interne,
      categorie,
      produits: (visible.get(categorie.id) ?? []).sort(byOrder),
      options: optionsOf(visible.get(categorie.id) ?? [], catalog.groupes_options),
    }));
}

function optionsOf(produits: readonly Produit[], groups: PublicCatalog['groupes_options']): Record<number, string[]> {
  const options: Record<number, string[]> = {};
  for (const produit of produits) {
    const names = optionGroupNames(groups, produit.id);
    if (names.length > 0) options[produit.id] = names;
  }
  return options;
}
