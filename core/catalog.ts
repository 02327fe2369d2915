/**
 * The public catalogue as the API and the inlined bootstrap carry it, as zod schemas: the catalogue routes
 * declare them as their answers (and the OpenAPI document shows them); the web app takes its types from
 * them with `import type`, so no zod reaches the shop's entry chunk.
 * Money fields are integer millimes (1 TND = 1000 millimes); the spec's French field names are kept.
 */
import { z } from 'zod';
import { pageEnvelope } from './schemas/page';
import { PromotionRuleView } from './schemas/promotions';
import { JOURS_SEMAINE, type JourSemaine } from './week-days';
import { PAYMENT_MODES } from './payment-mode';

export { JOURS_SEMAINE, type JourSemaine };

const millimes = z.number().int();

export const HoraireJour = z.object({
  ouvert: z.boolean(),
  /** 'HH:MM', local time of the restaurant (Africa/Tunis). */
  ouverture: z.string(),
  fermeture: z.string(),
  /**
   * The day's second service (dinner after lunch), 'HH:MM' both; absent or null = one service. Rows stored
   * before the second service existed have neither field and stay valid (docs/decisions.md).
   */
  ouverture_2: z.string().nullable().optional(),
  fermeture_2: z.string().nullable().optional(),
});
export type HoraireJour = z.infer<typeof HoraireJour>;
export const HorairesReguliers = z.record(z.enum(JOURS_SEMAINE), HoraireJour);
export type HorairesReguliers = z.infer<typeof HorairesReguliers>;

/** The same hours on each day of the week. */
export function sameHoursEveryDay(day: HoraireJour): HorairesReguliers {
  return Object.fromEntries(JOURS_SEMAINE.map((jour) => [jour, day])) as HorairesReguliers;
}

export const JourFerie = z.object({
  /** 'YYYY-MM-DD' */
  date: z.string(),
  nom: z.string(),
});
export type JourFerie = z.infer<typeof JourFerie>;

export const FermetureTemporaire = z.object({
  /** ISO date-times */
  debut: z.string(),
  fin: z.string(),
  motif: z.string(),
});
export type FermetureTemporaire = z.infer<typeof FermetureTemporaire>;

const HERO_MODES = ['carrousel', 'video', 'mosaique', 'gif', 'image_unique'] as const;
export type HeroMode = (typeof HERO_MODES)[number];
const HERO_POSITIONS = ['gauche', 'droite', 'centre'] as const;
export type HeroPosition = (typeof HERO_POSITIONS)[number];
const HERO_ANIMATIONS = ['fade', 'slide', 'bounce', 'none'] as const;
export type HeroAnimation = (typeof HERO_ANIMATIONS)[number];

const ModePaiementSetting = z.object({ description: z.string(), actif: z.boolean() });
export const ModesPaiement = z.object({ konnect: ModePaiementSetting, especes: ModePaiementSetting, carte: ModePaiementSetting });
export type ModesPaiement = z.infer<typeof ModesPaiement>;

/** restaurant_settings_public: what an anonymous visitor may read (no access password, no provider secrets). */
export const PublicSettings = z.object({
  nom_restaurant: z.string(),
  slogan: z.string().nullable(),
  description_site: z.string().nullable(),
  telephone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  adresse: z.string().nullable(),
  ville: z.string().nullable(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  og_image_url: z.string().nullable(),
  /** The installed app's colours (#RRGGBB): theme_color and the page's theme-color; background_color and the icons. */
  couleur_theme: z.string(),
  couleur_fond: z.string(),
  hero_mode: z.enum(HERO_MODES),
  hero_images: z.array(z.string()),
  hero_couleur_texte: z.string(),
  /** 0..100, percent */
  hero_opacite_overlay: z.number(),
  hero_position_texte: z.enum(HERO_POSITIONS),
  hero_animation: z.enum(HERO_ANIMATIONS),
  hero_cta_actif: z.boolean(),
  hero_cta_texte: z.string().nullable(),
  hero_titre_principal: z.string().nullable(),
  hero_sous_titre: z.string().nullable(),
  hero_video_url: z.string().nullable(),
  horaires_reguliers: HorairesReguliers,
  /** minutes before closing */
  derniere_cmd_livraison: z.number(),
  derniere_cmd_emporter: z.number(),
  jours_feries: z.array(JourFerie),
  fermetures_temporaires: z.array(FermetureTemporaire),
  service_livraison_actif: z.boolean(),
  delai_preparation_base: z.number(),
  nombre_livreurs_actifs: z.number(),
  commandes_simultanees_max: z.number(),
  paiement_obligatoire: z.boolean(),
  delai_annulation: z.number(),
  modes_paiement: ModesPaiement,
  acces_protege_actif: z.boolean(),
  message_bientot_disponible: z.string(),
  /** Ordering paused by staff (core/service.ts); commandes_reprise_a (ISO) null = until resumed. */
  commandes_en_pause: z.boolean(),
  commandes_reprise_a: z.string().nullable(),
  /** Minutes after which an order still Recu is highlighted and chimes again on the board. */
  delai_alerte_recu: z.number(),
});
export type PublicSettings = z.infer<typeof PublicSettings>;

export const Categorie = z.object({
  id: z.number().int(),
  code_interne: z.string(),
  nom_fr: z.string(),
  description_fr: z.string().nullable(),
  actif: z.boolean(),
  ordre_affichage: z.number(),
  /** Menus by time of day (core/slots.ts isOnMenuAt): 'midi' / 'soir' and weekdays; absent or empty = always. */
  services_disponibles: z.array(z.string()).optional(),
  jours_disponibles: z.array(z.string()).optional(),
});
export type Categorie = z.infer<typeof Categorie>;

/** One rendered variation of a library image (server/jobs/image-variations.ts): AVIF and WebP per width. */
export const ImageVariation = z.object({
  width: z.number(),
  height: z.number(),
  format: z.enum(['avif', 'webp']),
  url: z.string(),
});
export type ImageVariation = z.infer<typeof ImageVariation>;

export const Produit = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  nom_fr: z.string(),
  description_fr: z.string().nullable(),
  prix: millimes,
  image_url: z.string().nullable(),
  /** Responsive variants of image_url, smallest first (from images_metadata); empty when unknown. */
  image_variations: z.array(ImageVariation),
  nombre_pieces: z.number().nullable(),
  comptabiliser_pieces: z.boolean(),
  kcal: z.number().nullable(),
  afficher_kcal: z.boolean(),
  a_des_accompagnements: z.boolean(),
  /** Codes of core/allergens.ts, shown in the product dialog. */
  allergenes: z.array(z.string()),
  actif: z.boolean(),
  visible_dans_shop: z.boolean(),
  ordre_affichage: z.number(),
  /** Sold out (core/sold-out.ts isSoldOut): the end is checked by the reader, so it lifts itself. */
  rupture: z.boolean(),
  /** ISO date-time, null until further notice */
  rupture_jusqu_a: z.string().nullable(),
  /** Menus by time of day (core/slots.ts isOnMenuAt): 'midi' / 'soir' and weekdays; absent or empty = always. */
  services_disponibles: z.array(z.string()).optional(),
  jours_disponibles: z.array(z.string()).optional(),
});
export type Produit = z.infer<typeof Produit>;

export const Accompagnement = z.object({
  id: z.number().int(),
  nom_fr: z.string(),
  prix: millimes,
  description_fr: z.string().nullable(),
  gratuit: z.boolean(),
  actif: z.boolean(),
  ordre_affichage: z.number(),
  rupture: z.boolean(),
  rupture_jusqu_a: z.string().nullable(),
});
export type Accompagnement = z.infer<typeof Accompagnement>;

export const ProduitAccompagnement = z.object({ produit_id: z.number().int(), accompagnement_id: z.number().int() });
export type ProduitAccompagnement = z.infer<typeof ProduitAccompagnement>;

/** One option of a product's option group: its own price (0 when gratuit) and sold-out switch. */
export const OptionProduit = z.object({
  id: z.number().int(),
  groupe_id: z.number().int(),
  nom_fr: z.string(),
  prix: millimes,
  gratuit: z.boolean(),
  rupture: z.boolean(),
  ordre_affichage: z.number(),
});
export type OptionProduit = z.infer<typeof OptionProduit>;

/** A product's option group ("Sauce : 1 au choix"): the rules are core/product-options.ts. */
export const GroupeOptions = z.object({
  id: z.number().int(),
  produit_id: z.number().int(),
  nom_fr: z.string(),
  obligatoire: z.boolean(),
  min_choix: z.number().int(),
  max_choix: z.number().int(),
  ordre_affichage: z.number(),
  /** Active options only, in display order (sold-out ones included, shown as such). */
  options: z.array(OptionProduit),
});
export type GroupeOptions = z.infer<typeof GroupeOptions>;

export const ZoneLivraison = z.object({
  id: z.number().int(),
  code: z.string(),
  nom: z.string(),
  frais_livraison: millimes,
  minimum_commande: millimes,
  minimum_gratuite: millimes,
  /** minutes, for display */
  temps_livraison: z.number().nullable(),
  actif: z.boolean(),
  ordre_affichage: z.number(),
});
export type ZoneLivraison = z.infer<typeof ZoneLivraison>;

const VipLevelPublic = z.object({ level_name: z.string(), points_multiplier: z.number() });
type VipLevelPublic = z.infer<typeof VipLevelPublic>;

export const LoyaltySettingsPublic = z.object({
  enabled: z.boolean(),
  welcome_bonus_points: z.number().int(),
  /** points earned per TND spent */
  points_per_tnd: z.number(),
  min_redemption_points: z.number().int(),
  /** value of one point, millimes */
  points_value: millimes,
});
export type LoyaltySettingsPublic = z.infer<typeof LoyaltySettingsPublic>;

/** Everything the shop front needs to paint the menu; inlined into index.html as window.__BOOTSTRAP__. */
export const PublicCatalog = z.object({
  settings: PublicSettings,
  categories: z.array(Categorie),
  produits: z.array(Produit),
  accompagnements: z.array(Accompagnement),
  produits_accompagnements: z.array(ProduitAccompagnement),
  /** Option groups of the listed products, in display order; absent = none. */
  groupes_options: z.array(GroupeOptions).optional(),
  zones_livraison: z.array(ZoneLivraison),
  loyalty: LoyaltySettingsPublic,
  vip_standard: VipLevelPublic,
  /** Responsive variants of each hero image of the settings (by URL), smallest first; absent when unknown. */
  hero_variations: z.record(z.string(), z.array(ImageVariation)),
  /** The automatic offers running now: the menu's badges and the home page's strip; absent = none. */
  promotions: z.array(PromotionRuleView).optional(),
});
export type PublicCatalog = z.infer<typeof PublicCatalog>;

/** GET /api/produits: one page of the shop's products. */
export const ProduitsPage = pageEnvelope('items', Produit, 'per_page');
export type ProduitsPage = z.infer<typeof ProduitsPage>;

/** GET /api/payment-modes: the active payment modes, in display order. */
export const PaymentModeOption = z.object({ key: z.enum(PAYMENT_MODES), label: z.string(), description: z.string() });
export type PaymentModeOption = z.infer<typeof PaymentModeOption>;
