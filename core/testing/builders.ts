/**
 * Builders of catalogue rows with sensible defaults, for tests only: `buildZone({ code: 'nord' })`.
 * Pure data, so server and e2e tests can reuse them too.
 */
import type { Accompagnement, Produit, ZoneLivraison } from '../catalog';

export function buildZone(overrides: Partial<ZoneLivraison> = {}): ZoneLivraison {
  return {
    id: 1,
    code: 'centre',
    nom: 'Centre-ville',
    frais_livraison: 5000,
    minimum_commande: 15000,
    minimum_gratuite: 50000,
    temps_livraison: 30,
    actif: true,
    ordre_affichage: 1,
    ...overrides,
  };
}

export function buildProduit(overrides: Partial<Produit> = {}): Produit {
  return {
    id: 1,
    category_id: 1,
    nom_fr: 'California Roll',
    description_fr: 'Saumon, avocat, concombre',
    prix: 12500,
    image_url: null,
    image_variations: [],
    nombre_pieces: 8,
    comptabiliser_pieces: true,
    kcal: null,
    afficher_kcal: false,
    a_des_accompagnements: false,
    allergenes: [],
    actif: true,
    visible_dans_shop: true,
    ordre_affichage: 1,
    rupture: false,
    rupture_jusqu_a: null,
    ...overrides,
  };
}

export function buildAccompagnement(overrides: Partial<Accompagnement> = {}): Accompagnement {
  return {
    id: 1,
    nom_fr: 'Sauce soja',
    prix: 1500,
    description_fr: null,
    gratuit: false,
    actif: true,
    ordre_affichage: 1,
    rupture: false,
    rupture_jusqu_a: null,
    ...overrides,
  };
}
