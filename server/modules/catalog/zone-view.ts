/** A delivery zone as the shop's catalogue and the settings screen show it (core/catalog.ts ZoneLivraison). */
import type { ZoneLivraison } from '@core/catalog';
import type { zonesLivraison } from '../../db/schema/index';

export function zoneView(z: typeof zonesLivraison.$inferSelect): ZoneLivraison {
  return {
    id: z.id,
    code: z.code,
    nom: z.nom,
    frais_livraison: z.frais_livraison,
    minimum_commande: z.minimum_commande,
    minimum_gratuite: z.minimum_gratuite,
    temps_livraison: z.temps_livraison,
    actif: z.actif,
    ordre_affichage: z.ordre_affichage,
  };
}
