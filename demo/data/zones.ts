/** Delivery zones around the restaurant (Les Berges du Lac). 'centre' is the cart's default zone. */
import type { zonesLivraison } from '../../server/db/schema';

export type ZoneSeed = Omit<typeof zonesLivraison.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

export const zonesSeed: ZoneSeed[] = [
  {
    code: 'centre',
    nom: 'Tunis Centre',
    frais_livraison: 5_000,
    minimum_commande: 15_000,
    minimum_gratuite: 50_000,
    temps_livraison: 35,
    ordre_affichage: 1,
  },
  {
    code: 'lac',
    nom: 'Les Berges du Lac',
    frais_livraison: 4_000,
    minimum_commande: 15_000,
    minimum_gratuite: 50_000,
    temps_livraison: 25,
    ordre_affichage: 2,
  },
  {
    code: 'menzah',
    nom: 'El Menzah & Ennasr',
    frais_livraison: 6_000,
    minimum_commande: 20_000,
    minimum_gratuite: 60_000,
    temps_livraison: 40,
    ordre_affichage: 3,
  },
  {
    code: 'marsa',
    nom: 'La Marsa & Gammarth',
    frais_livraison: 8_000,
    minimum_commande: 30_000,
    minimum_gratuite: 80_000,
    temps_livraison: 45,
    ordre_affichage: 4,
  },
];
