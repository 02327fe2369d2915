/** The menu: categories, produits, accompagnements and the delivery zones (spec "customer-shop" §3). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, money, moneyDefault, timestamptz, updatedAt } from '../columns';
import type { JourSemaine } from '../../../core/catalog';
import type { ServiceName } from '../../../core/slots';
import { user } from './auth';

/**
 * Sold out ("Rupture"): set by staff with an optional end; null end means until further
 * notice. Who set it and when are kept. core/sold-out.ts decides whether it is in force at a moment.
 */
function soldOutColumns() {
  return {
    rupture: boolean('rupture').notNull().default(false),
    rupture_jusqu_a: timestamptz('rupture_jusqu_a'),
    rupture_par: text('rupture_par').references(() => user.id, { onDelete: 'set null' }),
    rupture_le: timestamptz('rupture_le'),
  };
}

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // Also the HTML id of the menu section, hence no spaces.
    code_interne: text('code_interne').notNull().unique(),
    nom_fr: text('nom_fr').notNull(),
    description_fr: text('description_fr'),
    actif: boolean('actif').notNull().default(true),
    ordre_affichage: integer('ordre_affichage').notNull().default(0),
    /** Menus by time of day (core/slots.ts isOnMenuAt): services and weekdays; empty = always. */
    services_disponibles: text('services_disponibles')
      .array()
      .$type<ServiceName[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    jours_disponibles: text('jours_disponibles')
      .array()
      .$type<JourSemaine[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('categories_code_interne_format', sql`${t.code_interne} ~ '^[A-Za-z0-9_-]+$'`),
    check('categories_nom_fr_non_vide', sql`length(btrim(${t.nom_fr})) > 0`),
  ],
);

export const produits = pgTable(
  'produits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // restrict: a category that still has products cannot be deleted (back-office §5).
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    nom_fr: text('nom_fr').notNull(),
    description_fr: text('description_fr'),
    prix: money('prix').notNull(),
    image_url: text('image_url'),
    nombre_pieces: integer('nombre_pieces'),
    comptabiliser_pieces: boolean('comptabiliser_pieces').notNull().default(false),
    kcal: integer('kcal'),
    afficher_kcal: boolean('afficher_kcal').notNull().default(false),
    a_des_accompagnements: boolean('a_des_accompagnements').notNull().default(false),
    /** Codes of core/allergens.ts (the 14 EU allergens and poisson_cru). */
    allergenes: text('allergenes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    actif: boolean('actif').notNull().default(true),
    visible_dans_shop: boolean('visible_dans_shop').notNull().default(true),
    ordre_affichage: integer('ordre_affichage').notNull().default(0),
    /** Kept because past orders name it; never shown in the shop nor in the back-office lists. */
    archive: boolean('archive').notNull().default(false),
    /** Menus by time of day (core/slots.ts isOnMenuAt): services and weekdays; empty = always. */
    services_disponibles: text('services_disponibles')
      .array()
      .$type<ServiceName[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    jours_disponibles: text('jours_disponibles')
      .array()
      .$type<JourSemaine[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...soldOutColumns(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('produits_category_id_idx').on(t.category_id, t.ordre_affichage),
    check('produits_prix_positif', sql`${t.prix} >= 0`),
    check('produits_nombre_pieces_positif', sql`${t.nombre_pieces} IS NULL OR ${t.nombre_pieces} > 0`),
    check('produits_kcal_positif', sql`${t.kcal} IS NULL OR ${t.kcal} >= 0`),
    check('produits_nom_fr_non_vide', sql`length(btrim(${t.nom_fr})) > 0`),
  ],
);

export const accompagnements = pgTable(
  'accompagnements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nom_fr: text('nom_fr').notNull(),
    prix: money('prix').notNull().default(moneyDefault(0)),
    description_fr: text('description_fr'),
    gratuit: boolean('gratuit').notNull().default(false),
    actif: boolean('actif').notNull().default(true),
    ordre_affichage: integer('ordre_affichage').notNull().default(0),
    archive: boolean('archive').notNull().default(false),
    ...soldOutColumns(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('accompagnements_prix_positif', sql`${t.prix} >= 0`),
    // A free accompaniment costs nothing: the order total can never charge for it.
    check('accompagnements_gratuit_sans_prix', sql`NOT ${t.gratuit} OR ${t.prix} = 0`),
  ],
);

export const produitsAccompagnements = pgTable(
  'produits_accompagnements',
  {
    produit_id: integer('produit_id')
      .notNull()
      .references(() => produits.id, { onDelete: 'cascade' }),
    accompagnement_id: integer('accompagnement_id')
      .notNull()
      .references(() => accompagnements.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.produit_id, t.accompagnement_id] }), index('produits_accompagnements_accompagnement_idx').on(t.accompagnement_id)],
);

/**
 * Option groups of a product: "Sauce : 1 au choix", "Suppléments : 0 à 3". A required group
 * asks for at least max(1, min_choix) options; an optional one for none up to max_choix
 * (core/product-options.ts decides). Deleted with the product; past orders keep their snapshot.
 */
export const groupesOptions = pgTable(
  'groupes_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    produit_id: integer('produit_id')
      .notNull()
      .references(() => produits.id, { onDelete: 'cascade' }),
    nom_fr: text('nom_fr').notNull(),
    obligatoire: boolean('obligatoire').notNull().default(false),
    min_choix: integer('min_choix').notNull().default(0),
    max_choix: integer('max_choix').notNull().default(1),
    ordre_affichage: integer('ordre_affichage').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('groupes_options_produit_idx').on(t.produit_id, t.ordre_affichage),
    check('groupes_options_nom_fr_non_vide', sql`length(btrim(${t.nom_fr})) > 0`),
    check('groupes_options_bornes', sql`${t.min_choix} >= 0 AND ${t.max_choix} >= 1 AND ${t.max_choix} >= ${t.min_choix}`),
  ],
);

/** One option of a group, with its own price (or free) and its own sold-out switch. */
export const options = pgTable(
  'options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupe_id: integer('groupe_id')
      .notNull()
      .references(() => groupesOptions.id, { onDelete: 'cascade' }),
    nom_fr: text('nom_fr').notNull(),
    prix: money('prix').notNull().default(moneyDefault(0)),
    gratuit: boolean('gratuit').notNull().default(false),
    /** Sold out until staff switch it back (no end: an option is a small thing, toggled by hand). */
    rupture: boolean('rupture').notNull().default(false),
    actif: boolean('actif').notNull().default(true),
    ordre_affichage: integer('ordre_affichage').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('options_groupe_idx').on(t.groupe_id, t.ordre_affichage),
    check('options_nom_fr_non_vide', sql`length(btrim(${t.nom_fr})) > 0`),
    check('options_prix_positif', sql`${t.prix} >= 0`),
    check('options_gratuit_sans_prix', sql`NOT ${t.gratuit} OR ${t.prix} = 0`),
  ],
);

export const zonesLivraison = pgTable(
  'zones_livraison',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    nom: text('nom').notNull(),
    frais_livraison: money('frais_livraison').notNull().default(moneyDefault(0)),
    minimum_commande: money('minimum_commande').notNull().default(moneyDefault(15_000)),
    minimum_gratuite: money('minimum_gratuite').notNull().default(moneyDefault(50_000)),
    /** minutes */
    temps_livraison: integer('temps_livraison'),
    actif: boolean('actif').notNull().default(true),
    ordre_affichage: integer('ordre_affichage').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('zones_livraison_code_format', sql`${t.code} ~ '^[A-Za-z0-9_-]+$'`),
    check('zones_livraison_frais_positif', sql`${t.frais_livraison} >= 0`),
    check('zones_livraison_minimum_positif', sql`${t.minimum_commande} >= 0`),
    check('zones_livraison_gratuite_positif', sql`${t.minimum_gratuite} >= 0`),
    check('zones_livraison_temps_positif', sql`${t.temps_livraison} IS NULL OR ${t.temps_livraison} > 0`),
  ],
);
