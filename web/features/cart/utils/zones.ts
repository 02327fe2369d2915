import type { PublicCatalog, ZoneLivraison } from '@core/catalog';

/** The zones a customer may pick: active ones, in display order. */
export function activeZones(catalog: Pick<PublicCatalog, 'zones_livraison'> | undefined): ZoneLivraison[] {
  if (!catalog) return [];
  return catalog.zones_livraison.filter((zone) => zone.actif).sort((a, b) => a.ordre_affichage - b.ordre_affichage || a.id - b.id);
}
