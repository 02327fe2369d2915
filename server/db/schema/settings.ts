/**
 * restaurant_settings: one row (id 1) holding the public site settings and the private ones (access
 * password, provider secrets). restaurant_settings_public is a view of the public columns only, the one
 * anonymous reads go through.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, pgView, text } from 'drizzle-orm/pg-core';
import type { FermetureTemporaire, HeroAnimation, HeroMode, HeroPosition, HorairesReguliers, JourFerie, ModesPaiement } from '../../../core/catalog';
import { createdAt, money, moneyDefault, timestamptz, updatedAt } from '../columns';
import type { MessagingConfigs } from './messages';
import type { CapacitySettings } from '../../../core/slots';
import type { TaxRates } from '../../../core/tax';

const ouvert = { ouvert: true, ouverture: '11:00', fermeture: '23:00' };
const horairesParDefaut: HorairesReguliers = {
  lundi: ouvert,
  mardi: ouvert,
  mercredi: ouvert,
  jeudi: ouvert,
  vendredi: ouvert,
  samedi: ouvert,
  dimanche: ouvert,
};
const modesPaiementParDefaut: ModesPaiement = {
  konnect: { description: 'Paiement en ligne par carte (Konnect)', actif: true },
  especes: { description: 'Espèces à la livraison', actif: true },
  carte: { description: 'Carte bancaire sur place', actif: true },
};

export interface EmailProviderConfig {
  host?: string;
  port?: number;
  ssl?: boolean;
  user?: string;
  from?: string;
  [key: string]: unknown;
}

export const restaurantSettings = pgTable(
  'restaurant_settings',
  {
    id: integer('id').primaryKey().default(1),
    // public
    nom_restaurant: text('nom_restaurant').notNull().default('Sakura Sushi'),
    slogan: text('slogan'),
    description_site: text('description_site'),
    telephone: text('telephone'),
    whatsapp: text('whatsapp'),
    adresse: text('adresse'),
    ville: text('ville'),
    /** The restaurant's Google review page, offered after a rating of 4 or 5 stars (https only). */
    lien_avis_google: text('lien_avis_google'),
    logo_url: text('logo_url'),
    favicon_url: text('favicon_url'),
    og_image_url: text('og_image_url'),
    /** The installed app's colours (manifest theme_color / background_color, the page's theme-color, the icons' ground). */
    couleur_theme: text('couleur_theme').notNull().default('#0f0f10'),
    couleur_fond: text('couleur_fond').notNull().default('#0f0f10'),
    hero_mode: text('hero_mode').$type<HeroMode>().notNull().default('image_unique'),
    hero_images: jsonb('hero_images').$type<string[]>().notNull().default([]),
    hero_couleur_texte: text('hero_couleur_texte').notNull().default('#ffffff'),
    hero_opacite_overlay: integer('hero_opacite_overlay').notNull().default(40),
    hero_position_texte: text('hero_position_texte').$type<HeroPosition>().notNull().default('centre'),
    hero_animation: text('hero_animation').$type<HeroAnimation>().notNull().default('fade'),
    hero_cta_actif: boolean('hero_cta_actif').notNull().default(true),
    hero_cta_texte: text('hero_cta_texte'),
    hero_titre_principal: text('hero_titre_principal'),
    hero_sous_titre: text('hero_sous_titre'),
    hero_video_url: text('hero_video_url'),
    horaires_reguliers: jsonb('horaires_reguliers').$type<HorairesReguliers>().notNull().default(horairesParDefaut),
    derniere_cmd_livraison: integer('derniere_cmd_livraison').notNull().default(30),
    derniere_cmd_emporter: integer('derniere_cmd_emporter').notNull().default(15),
    jours_feries: jsonb('jours_feries').$type<JourFerie[]>().notNull().default([]),
    fermetures_temporaires: jsonb('fermetures_temporaires').$type<FermetureTemporaire[]>().notNull().default([]),
    service_livraison_actif: boolean('service_livraison_actif').notNull().default(true),
    delai_preparation_base: integer('delai_preparation_base').notNull().default(15),
    nombre_livreurs_actifs: integer('nombre_livreurs_actifs').notNull().default(2),
    commandes_simultanees_max: integer('commandes_simultanees_max').notNull().default(10),
    paiement_obligatoire: boolean('paiement_obligatoire').notNull().default(false),
    delai_annulation: integer('delai_annulation').notNull().default(5),
    modes_paiement: jsonb('modes_paiement').$type<ModesPaiement>().notNull().default(modesPaiementParDefaut),
    /** Cash on delivery: the most a customer's first cash order may total (millimes); null, no ceiling. */
    especes_plafond_premiere_commande: money('especes_plafond_premiere_commande'),
    /** Cash is refused for a phone number with this many refused deliveries; null, never. */
    especes_refus_max: integer('especes_refus_max'),
    /** A first cash order waits in 'Attente_verif' until the customer types the code sent to them. */
    especes_code_premiere_commande: boolean('especes_code_premiere_commande').notNull().default(false),
    acces_protege_actif: boolean('acces_protege_actif').notNull().default(false),
    message_bientot_disponible: text('message_bientot_disponible').notNull().default('Notre site sera bientôt en ligne !'),
    /** Service control: ordering paused by staff; with no end (null) it lasts until resumed. */
    commandes_en_pause: boolean('commandes_en_pause').notNull().default(false),
    commandes_reprise_a: timestamptz('commandes_reprise_a'),
    /** Minutes after which an order still Recu is highlighted on the board and chimes again. */
    delai_alerte_recu: integer('delai_alerte_recu').notNull().default(5),
    /** Kitchen display: a ticket's age turns orange, then red, after these many minutes. */
    cuisine_alerte_orange: integer('cuisine_alerte_orange').notNull().default(10),
    cuisine_alerte_rouge: integer('cuisine_alerte_rouge').notNull().default(20),
    /** Order ahead: slots today and this many days after. */
    jours_commande_avance: integer('jours_commande_avance').notNull().default(6),
    /** Kitchen capacity per 15 minutes, per service (core/slots.ts CapacitySettings); null = no limit. */
    capacite_creneaux: jsonb('capacite_creneaux')
      .$type<CapacitySettings>()
      .notNull()
      .default({ midi: { commandes: null, pieces: null }, soir: { commandes: null, pieces: null } }),
    /** Categories whose lines never count against the capacity (drinks). */
    categories_hors_capacite: jsonb('categories_hors_capacite').$type<number[]>().notNull().default([]),
    /** Acceptance promise: new orders go straight to En_preparation; else the thresholds below (null = off). */
    acceptation_auto: boolean('acceptation_auto').notNull().default(false),
    relance_acceptation_minutes: integer('relance_acceptation_minutes').default(3),
    pause_acceptation_minutes: integer('pause_acceptation_minutes').default(8),
    annulation_acceptation_minutes: integer('annulation_acceptation_minutes').default(15),
    // private: never selected for anonymous readers
    /** Access-gate grants carry this number; changing the password or turning the gate on bumps it, revoking every grant. */
    acces_epoque: integer('acces_epoque').notNull().default(0),
    /** Access-gate password as written by the settings service (a hash, never the clear text). */
    mot_de_passe_acces: text('mot_de_passe_acces'),
    /** 'smtp' | 'brevo' | 'outbox' */
    email_provider_active: text('email_provider_active'),
    email_provider_test_mode: boolean('email_provider_test_mode').notNull().default(false),
    email_provider_configs: jsonb('email_provider_configs').$type<Record<string, EmailProviderConfig>>().notNull().default({}),
    konnect_api_key: text('konnect_api_key'),
    konnect_wallet_id: text('konnect_wallet_id'),
    konnect_base_url: text('konnect_base_url').default('https://api.sandbox.konnect.network/api/v2'),
    telegram_bot_token: text('telegram_bot_token'),
    telegram_chat_id: text('telegram_chat_id'),
    /** WhatsApp Cloud API and SMS gateway; the secrets inside are sealed (settings-secrets.ts). */
    messaging_configs: jsonb('messaging_configs').$type<MessagingConfigs>().notNull().default({}),
    /** Diagnostics: app_logs older than this many days are pruned. */
    retention_logs_jours: integer('retention_logs_jours').notNull().default(30),
    /** Diagnostics: app_events, user_events and email_history older than this many days are pruned. */
    retention_evenements_jours: integer('retention_evenements_jours').notNull().default(90),
    /** Marketing: at most one marketing message per customer per this many days (0: no cap). */
    marketing_plafond_jours: integer('marketing_plafond_jours').notNull().default(7),
    /** Fiscalité: who invoices, the TVA rates (core/tax.ts; none assumed) and the invoices' stamp duty. */
    fiscal_raison_sociale: text('fiscal_raison_sociale'),
    fiscal_adresse: text('fiscal_adresse'),
    fiscal_matricule: text('fiscal_matricule'),
    droit_timbre: money('droit_timbre').notNull().default(moneyDefault(1000)),
    taux_tva: jsonb('taux_tva').$type<TaxRates>().notNull().default({ categories: {}, produits: {} }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('restaurant_settings_ligne_unique', sql`${t.id} = 1`),
    check('restaurant_settings_hero_mode', sql`${t.hero_mode} IN ('carrousel', 'video', 'mosaique', 'gif', 'image_unique')`),
    check('restaurant_settings_hero_position', sql`${t.hero_position_texte} IN ('gauche', 'droite', 'centre')`),
    check('restaurant_settings_hero_animation', sql`${t.hero_animation} IN ('fade', 'slide', 'bounce', 'none')`),
    check('restaurant_settings_couleurs_app', sql`${t.couleur_theme} ~ '^#[0-9a-fA-F]{6}$' AND ${t.couleur_fond} ~ '^#[0-9a-fA-F]{6}$'`),
    check('restaurant_settings_hero_opacite', sql`${t.hero_opacite_overlay} BETWEEN 0 AND 100`),
    check('restaurant_settings_hero_images_liste', sql`jsonb_typeof(${t.hero_images}) = 'array'`),
    check('restaurant_settings_horaires_objet', sql`jsonb_typeof(${t.horaires_reguliers}) = 'object'`),
    check('restaurant_settings_modes_paiement_objet', sql`jsonb_typeof(${t.modes_paiement}) = 'object'`),
    check('restaurant_settings_retention', sql`${t.retention_logs_jours} BETWEEN 1 AND 3650 AND ${t.retention_evenements_jours} BETWEEN 1 AND 3650`),
    check(
      'restaurant_settings_delais_positifs',
      sql`${t.derniere_cmd_livraison} >= 0 AND ${t.derniere_cmd_emporter} >= 0 AND ${t.delai_preparation_base} >= 0 AND ${t.delai_annulation} >= 0`,
    ),
    check('restaurant_settings_capacite_positive', sql`${t.nombre_livreurs_actifs} >= 0 AND ${t.commandes_simultanees_max} > 0`),
    check('restaurant_settings_delai_alerte_recu', sql`${t.delai_alerte_recu} > 0`),
    check('restaurant_settings_cuisine_alertes', sql`${t.cuisine_alerte_orange} > 0 AND ${t.cuisine_alerte_rouge} > ${t.cuisine_alerte_orange}`),
    check('restaurant_settings_jours_commande_avance', sql`${t.jours_commande_avance} BETWEEN 0 AND 30`),
    check('restaurant_settings_capacite_objet', sql`jsonb_typeof(${t.capacite_creneaux}) = 'object'`),
  ],
);

/** The public columns (core/catalog.ts PublicSettings), in one place for the view and the presenters. */
export const restaurantSettingsPublic = pgView('restaurant_settings_public').as((qb) =>
  qb
    .select({
      nom_restaurant: restaurantSettings.nom_restaurant,
      slogan: restaurantSettings.slogan,
      description_site: restaurantSettings.description_site,
      telephone: restaurantSettings.telephone,
      whatsapp: restaurantSettings.whatsapp,
      adresse: restaurantSettings.adresse,
      ville: restaurantSettings.ville,
      logo_url: restaurantSettings.logo_url,
      favicon_url: restaurantSettings.favicon_url,
      og_image_url: restaurantSettings.og_image_url,
      couleur_theme: restaurantSettings.couleur_theme,
      couleur_fond: restaurantSettings.couleur_fond,
      hero_mode: restaurantSettings.hero_mode,
      hero_images: restaurantSettings.hero_images,
      hero_couleur_texte: restaurantSettings.hero_couleur_texte,
      hero_opacite_overlay: restaurantSettings.hero_opacite_overlay,
      hero_position_texte: restaurantSettings.hero_position_texte,
      hero_animation: restaurantSettings.hero_animation,
      hero_cta_actif: restaurantSettings.hero_cta_actif,
      hero_cta_texte: restaurantSettings.hero_cta_texte,
      hero_titre_principal: restaurantSettings.hero_titre_principal,
      hero_sous_titre: restaurantSettings.hero_sous_titre,
      hero_video_url: restaurantSettings.hero_video_url,
      horaires_reguliers: restaurantSettings.horaires_reguliers,
      derniere_cmd_livraison: restaurantSettings.derniere_cmd_livraison,
      derniere_cmd_emporter: restaurantSettings.derniere_cmd_emporter,
      jours_feries: restaurantSettings.jours_feries,
      fermetures_temporaires: restaurantSettings.fermetures_temporaires,
      service_livraison_actif: restaurantSettings.service_livraison_actif,
      delai_preparation_base: restaurantSettings.delai_preparation_base,
      nombre_livreurs_actifs: restaurantSettings.nombre_livreurs_actifs,
      commandes_simultanees_max: restaurantSettings.commandes_simultanees_max,
      paiement_obligatoire: restaurantSettings.paiement_obligatoire,
      delai_annulation: restaurantSettings.delai_annulation,
      modes_paiement: restaurantSettings.modes_paiement,
      acces_protege_actif: restaurantSettings.acces_protege_actif,
      message_bientot_disponible: restaurantSettings.message_bientot_disponible,
      commandes_en_pause: restaurantSettings.commandes_en_pause,
      commandes_reprise_a: restaurantSettings.commandes_reprise_a,
      delai_alerte_recu: restaurantSettings.delai_alerte_recu,
    })
    .from(restaurantSettings),
);
