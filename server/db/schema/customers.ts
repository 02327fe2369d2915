/** Customers (one per signed-in shopper), their saved addresses and the VIP levels they belong to. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, money, moneyDefault, ratio, updatedAt } from '../columns';
import { user } from './auth';
import { zonesLivraison } from './catalog';

export const vipLevels = pgTable(
  'vip_levels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    level_name: text('level_name').notNull().unique(),
    points_multiplier: ratio('points_multiplier', 4, 2).notNull().default(1),
    /** seuil: total_points_earned from which a customer reaches the level */
    min_points: integer('min_points').notNull().default(0),
    /** spending threshold: montant_total_depense (millimes, delivered orders) from which a customer reaches the level */
    min_spent: money('min_spent').notNull().default(moneyDefault(0)),
    ordre: integer('ordre').notNull().default(0),
    description: text('description'),
    created_at: createdAt(),
  },
  (t) => [
    check('vip_levels_multiplier_positif', sql`${t.points_multiplier} > 0`),
    check('vip_levels_min_points_positif', sql`${t.min_points} >= 0`),
    check('vip_levels_min_spent_positif', sql`${t.min_spent} >= 0`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    auth_user_id: text('auth_user_id')
      .unique()
      .references(() => user.id, { onDelete: 'set null' }),
    email: text('email'),
    nom: text('nom'),
    prenom: text('prenom'),
    /** 8 digits, first 2, 4, 5 or 9 (normalised by core before writing) */
    telephone: text('telephone'),
    onboarding_completed: boolean('onboarding_completed').notNull().default(false),
    is_verified: boolean('is_verified').notNull().default(false),
    is_blacklisted: boolean('is_blacklisted').notNull().default(false),
    /** Why staff blacklisted the customer (back-office only). */
    blacklist_motif: text('blacklist_motif'),
    /** a zones_livraison.code */
    preferred_delivery_zone: text('preferred_delivery_zone').references(() => zonesLivraison.code, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    nombre_commandes: integer('nombre_commandes').notNull().default(0),
    current_points_balance: integer('current_points_balance').notNull().default(0),
    total_points_earned: integer('total_points_earned').notNull().default(0),
    total_points_redeemed: integer('total_points_redeemed').notNull().default(0),
    /** points of placed orders not yet delivered (loyalty_order_points rows in 'pending') */
    pending_points: integer('pending_points').notNull().default(0),
    montant_total_depense: money('montant_total_depense').notNull().default(moneyDefault(0)),
    vip_level_id: integer('vip_level_id').references(() => vipLevels.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('customers_email_idx').on(sql`lower(${t.email})`),
    check('customers_telephone_format', sql`${t.telephone} IS NULL OR ${t.telephone} ~ '^[2459][0-9]{7}$'`),
    check('customers_points_balance_positif', sql`${t.current_points_balance} >= 0`),
    check('customers_points_earned_positif', sql`${t.total_points_earned} >= 0`),
    check('customers_points_redeemed_positif', sql`${t.total_points_redeemed} >= 0`),
    check('customers_pending_points_positif', sql`${t.pending_points} >= 0`),
    check('customers_nombre_commandes_positif', sql`${t.nombre_commandes} >= 0`),
    check('customers_montant_depense_positif', sql`${t.montant_total_depense} >= 0`),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    adresse: text('adresse').notNull(),
    ville: text('ville').notNull(),
    /** a zones_livraison.code */
    zone_livraison: text('zone_livraison').notNull(),
    label: text('label').$type<'Maison' | 'Travail' | 'Famille' | 'Autre'>().notNull().default('Maison'),
    instructions_livraison: text('instructions_livraison'),
    usage_count: integer('usage_count').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customer_id, t.usage_count),
    check('customer_addresses_label', sql`${t.label} IN ('Maison', 'Travail', 'Famille', 'Autre')`),
    check('customer_addresses_usage_positif', sql`${t.usage_count} >= 0`),
    check('customer_addresses_non_vide', sql`length(btrim(${t.adresse})) > 0 AND length(btrim(${t.ville})) > 0 AND length(btrim(${t.zone_livraison})) > 0`),
  ],
);
