/**
 * The accompaniments a product can be ordered with: the active accompagnements linked to it in
 * produits_accompagnements, in display order. A product "has accompaniments" (and so opens the picker)
 * when it is flagged a_des_accompagnements and has at least one link.
 */
import type { Accompagnement, Produit, PublicCatalog } from '@core/catalog';
import { isSoldOut } from '@core/sold-out';

type SideRows = Pick<PublicCatalog, 'accompagnements' | 'produits_accompagnements'>;

function linkedIds(produitId: number, catalog: SideRows): Set<number> {
  return new Set(catalog.produits_accompagnements.filter((l) => l.produit_id === produitId).map((l) => l.accompagnement_id));
}

export function hasAccompaniments(produit: Pick<Produit, 'id' | 'a_des_accompagnements'>, catalog: SideRows): boolean {
  return produit.a_des_accompagnements && linkedIds(produit.id, catalog).size > 0;
}

export function accompanimentsOf(produitId: number, catalog: SideRows): Accompagnement[] {
  const ids = linkedIds(produitId, catalog);
  return (
    catalog.accompagnements
      // A sold-out accompaniment is not offered.
      .filter((a) => a.actif && ids.has(a.id) && !isSoldOut(a))
      .sort((a, b) => a.ordre_affichage - b.ordre_affichage || a.id - b.id)
  );
}
