/**
 * Builders of catalogue rows with sensible defaults, for tests only: `sampleZone({ code: 'nord' })`.
 * Pure data, so server and e2e tests can reuse them too.
 */
import {
  sameHoursEveryDay,
  type Accompagnement,
  type GroupeOptions,
  type OptionProduit,
  type Produit,
  type PublicCatalog,
  type PublicSettings,
  type ZoneLivraison,
} from '../catalog';
import type { PromotionConditions, PromotionRule } from '../promotions';
import { NO_CONDITIONS } from '../schemas/promotions';

export function sampleZone(overrides: Partial<ZoneLivraison> = {}): ZoneLivraison {
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

export function sampleProduit(overrides: Partial<Produit> = {}): Produit {
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

export function sampleAccompagnement(overrides: Partial<Accompagnement> = {}): Accompagnement {
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

export function sampleOption(overrides: Partial<OptionProduit> = {}): OptionProduit {
  return { id: 1, groupe_id: 1, nom_fr: 'Sauce soja sucrée', prix: 0, gratuit: true, rupture: false, ordre_affichage: 1, ...overrides };
}

/** A product's option group: by default 'Sauce', required, exactly one choice, no option unless given. */
export function sampleGroupeOptions(overrides: Partial<GroupeOptions> = {}): GroupeOptions {
  return { id: 1, produit_id: 1, nom_fr: 'Sauce', obligatoire: true, min_choix: 1, max_choix: 1, ordre_affichage: 1, options: [], ...overrides };
}

/** The public settings: open around the clock, no last-order margin, every payment mode on. */
export function samplePublicSettings(overrides: Partial<PublicSettings> = {}): PublicSettings {
  return {
    nom_restaurant: 'Sakura Sushi',
    slogan: null,
    description_site: null,
    telephone: '71123456',
    whatsapp: null,
    adresse: null,
    ville: null,
    logo_url: null,
    favicon_url: null,
    og_image_url: null,
    couleur_theme: '#0f0f10',
    couleur_fond: '#0f0f10',
    hero_mode: 'image_unique',
    hero_images: [],
    hero_couleur_texte: '#ffffff',
    hero_opacite_overlay: 40,
    hero_position_texte: 'centre',
    hero_animation: 'none',
    hero_cta_actif: false,
    hero_cta_texte: null,
    hero_titre_principal: null,
    hero_sous_titre: null,
    hero_video_url: null,
    horaires_reguliers: sameHoursEveryDay({ ouvert: true, ouverture: '00:00', fermeture: '00:00' }),
    derniere_cmd_livraison: 0,
    derniere_cmd_emporter: 0,
    jours_feries: [],
    fermetures_temporaires: [],
    service_livraison_actif: true,
    delai_preparation_base: 20,
    nombre_livreurs_actifs: 2,
    commandes_simultanees_max: 1000,
    paiement_obligatoire: false,
    delai_annulation: 5,
    modes_paiement: {
      konnect: { description: 'Paiement en ligne par carte (Konnect)', actif: true },
      especes: { description: 'Espèces à la livraison', actif: true },
      carte: { description: 'Carte bancaire sur place', actif: true },
    },
    acces_protege_actif: false,
    message_bientot_disponible: 'Bientôt disponible',
    commandes_en_pause: false,
    commandes_reprise_a: null,
    delai_alerte_recu: 10,
    ...overrides,
  };
}

/** The catalogue the shop front reads: one category, one zone, loyalty off, nothing else unless given. */
export function samplePublicCatalog(overrides: Partial<PublicCatalog> = {}): PublicCatalog {
  return {
    settings: samplePublicSettings(),
    categories: [{ id: 1, code_interne: 'makis', nom_fr: 'Makis', description_fr: null, actif: true, ordre_affichage: 1 }],
    produits: [],
    accompagnements: [],
    produits_accompagnements: [],
    zones_livraison: [sampleZone()],
    loyalty: { enabled: false, welcome_bonus_points: 0, points_per_tnd: 1, min_redemption_points: 100, points_value: 10 },
    vip_standard: { level_name: 'Standard', points_multiplier: 1 },
    hero_variations: {},
    ...overrides,
  };
}

/** An automatic offer of 10 % on the order, no condition: override what a test is about. */
export function samplePromotion(overrides: Omit<Partial<PromotionRule>, 'conditions'> & { conditions?: Partial<PromotionConditions> } = {}): PromotionRule {
  const { conditions, ...rest } = overrides;
  const { niveau_vip_id: _vip, ...openConditions } = NO_CONDITIONS;
  return {
    id: 1,
    nom: 'Offre',
    kind: 'order_percent',
    percent: 10,
    amount: null,
    cible: { categories: [], produits: [] },
    offert: null,
    achete: null,
    offre: null,
    repeter: false,
    zones: [],
    automatique: true,
    cumulable: false,
    ...rest,
    conditions: { ...openConditions, niveau_vip: null, ...conditions },
  };
}
