/**
 * The public catalogue as the API and the inlined bootstrap carry it.
 * Money fields are integer millimes (1 TND = 1000 millimes); the spec's French field names are kept.
 */
import type { Millimes } from './money';

export type JourSemaine = 'lundi' | 'mardi' | 'mercredi' | 'jeudi' | 'vendredi' | 'samedi' | 'dimanche';

export interface HoraireJour {
  ouvert: boolean;
  /** 'HH:MM', local time of the restaurant (Africa/Tunis). */
  ouverture: string;
  fermeture: string;
}
export type HorairesReguliers = Record<JourSemaine, HoraireJour>;

export interface JourFerie {
  /** 'YYYY-MM-DD' */
  date: string;
  nom: string;
}

export interface FermetureTemporaire {
  /** ISO date-times */
  debut: string;
  fin: string;
  motif: string;
}

export type HeroMode = 'carrousel' | 'video' | 'mosaique' | 'gif' | 'image_unique';
export type HeroPosition = 'gauche' | 'droite' | 'centre';
export type HeroAnimation = 'fade' | 'slide' | 'bounce' | 'none';

export type ModePaiement = 'konnect' | 'especes' | 'carte';
export type ModesPaiement = Record<ModePaiement, { description: string; actif: boolean }>;

/** restaurant_settings_public: what an anonymous visitor may read (no access password, no provider secrets). */
export interface PublicSettings {
  nom_restaurant: string;
  slogan: string | null;
  description_site: string | null;
  telephone: string | null;
  whatsapp: string | null;
  adresse: string | null;
  ville: string | null;
  logo_url: string | null;
  favicon_url: string | null;
  og_image_url: string | null;
  hero_mode: HeroMode;
  hero_images: string[];
  hero_couleur_texte: string;
  /** 0..100, percent */
  hero_opacite_overlay: number;
  hero_position_texte: HeroPosition;
  hero_animation: HeroAnimation;
  hero_cta_actif: boolean;
  hero_cta_texte: string | null;
  hero_titre_principal: string | null;
  hero_sous_titre: string | null;
  hero_video_url: string | null;
  horaires_reguliers: HorairesReguliers;
  /** minutes before closing */
  derniere_cmd_livraison: number;
  derniere_cmd_emporter: number;
  jours_feries: JourFerie[];
  fermetures_temporaires: FermetureTemporaire[];
  service_livraison_actif: boolean;
  delai_preparation_base: number;
  nombre_livreurs_actifs: number;
  commandes_simultanees_max: number;
  paiement_obligatoire: boolean;
  delai_annulation: number;
  modes_paiement: ModesPaiement;
  acces_protege_actif: boolean;
  message_bientot_disponible: string;
}

export interface Categorie {
  id: number;
  code_interne: string;
  nom_fr: string;
  description_fr: string | null;
  actif: boolean;
  ordre_affichage: number;
}

export interface ImageVariation {
  size: 'small' | 'medium' | 'large';
  width: number;
  height: number;
  url: string;
}

export interface Produit {
  id: number;
  category_id: number;
  nom_fr: string;
  description_fr: string | null;
  prix: Millimes;
  image_url: string | null;
  /** Responsive variants of image_url, smallest first (from images_metadata); empty when unknown. */
  image_variations: ImageVariation[];
  nombre_pieces: number | null;
  comptabiliser_pieces: boolean;
  kcal: number | null;
  afficher_kcal: boolean;
  a_des_accompagnements: boolean;
  /** Codes of core/allergens.ts, shown in the product dialog. */
  allergenes: string[];
  actif: boolean;
  visible_dans_shop: boolean;
  ordre_affichage: number;
  /** Sold out (core/sold-out.ts isSoldOut): the end is checked by the reader, so it lifts itself. */
  rupture: boolean;
  /** ISO date-time, null until further notice */
  rupture_jusqu_a: string | null;
}

export interface Accompagnement {
  id: number;
  nom_fr: string;
  prix: Millimes;
  description_fr: string | null;
  gratuit: boolean;
  actif: boolean;
  ordre_affichage: number;
  rupture: boolean;
  rupture_jusqu_a: string | null;
}

export interface ProduitAccompagnement {
  produit_id: number;
  accompagnement_id: number;
}

export interface ZoneLivraison {
  id: number;
  code: string;
  nom: string;
  frais_livraison: Millimes;
  minimum_commande: Millimes;
  minimum_gratuite: Millimes;
  /** minutes, for display */
  temps_livraison: number | null;
  actif: boolean;
  ordre_affichage: number;
}

export interface VipLevelPublic {
  level_name: string;
  points_multiplier: number;
}

export interface LoyaltySettingsPublic {
  enabled: boolean;
  welcome_bonus_points: number;
  /** points earned per TND spent */
  points_per_tnd: number;
  min_redemption_points: number;
  /** value of one point, millimes */
  points_value: Millimes;
}

/** Everything the shop front needs to paint the menu; inlined into index.html as window.__BOOTSTRAP__. */
export interface PublicCatalog {
  settings: PublicSettings;
  categories: Categorie[];
  produits: Produit[];
  accompagnements: Accompagnement[];
  produits_accompagnements: ProduitAccompagnement[];
  zones_livraison: ZoneLivraison[];
  loyalty: LoyaltySettingsPublic;
  vip_standard: VipLevelPublic;
}
