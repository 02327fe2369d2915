/**
 * Promotions: the offers an owner runs, their single-use codes and every use by an order.
 * The offer's rule (kind, amounts, targets, conditions) is core/promotions.ts's; its counters
 * (utilisations, budget_utilise) move in the transaction of the order that uses it, by one conditional
 * UPDATE, so caps and budget hold under concurrency; a cancelled or refunded order gives them back.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PromotionKind, PromotionTarget } from '../../../core/promotions';
import type { PromotionConditionsInput } from '../../../core/schemas/promotions';
import { createdAt, money, moneyDefault, sqlStringList, timestamptz, updatedAt } from '../columns';
import { customers } from './customers';
import { orders } from './orders';
import { PROMOTION_KINDS } from '../../../core/promotions';

export const promotionEtats = ['brouillon', 'publiee', 'en_pause', 'terminee'] as const;
export type PromotionEtat = (typeof promotionEtats)[number];

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nom: text('nom').notNull(),
    description: text('description'),
    kind: text('kind').$type<PromotionKind>().notNull(),
    percent: integer('percent'),
    amount: money('amount'),
    cible: jsonb('cible').$type<PromotionTarget>().notNull().default({ categories: [], produits: [] }),
    offert: jsonb('offert').$type<PromotionTarget | null>(),
    achete: integer('achete'),
    offre: integer('offre'),
    repeter: boolean('repeter').notNull().default(true),
    zones: jsonb('zones').$type<string[]>().notNull().default([]),
    conditions: jsonb('conditions').$type<PromotionConditionsInput>().notNull(),
    automatique: boolean('automatique').notNull().default(true),
    /** The public code, upper-cased; unique among offers. */
    code: text('code'),
    codes_uniques: boolean('codes_uniques').notNull().default(false),
    cumulable: boolean('cumulable').notNull().default(false),
    max_utilisations: integer('max_utilisations'),
    max_par_client: integer('max_par_client'),
    budget: money('budget'),
    etat: text('etat').$type<PromotionEtat>().notNull().default('brouillon'),
    utilisations: integer('utilisations').notNull().default(0),
    budget_utilise: money('budget_utilise').notNull().default(moneyDefault(0)),
    /** user.id of the admin who created it */
    created_by: text('created_by'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_key')
      .on(t.code)
      .where(sql`${t.code} IS NOT NULL`),
    index('promotions_etat_idx').on(t.etat),
    check('promotions_kind', sql`${t.kind} IN (${sqlStringList(PROMOTION_KINDS)})`),
    check('promotions_etat', sql`${t.etat} IN (${sqlStringList(promotionEtats)})`),
    check('promotions_percent', sql`${t.percent} IS NULL OR ${t.percent} BETWEEN 1 AND 100`),
    check('promotions_compteurs', sql`${t.utilisations} >= 0 AND ${t.budget_utilise} >= 0`),
  ],
);

/** A batch of single-use codes of an offer (flyers, partners): each usable by one order. */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    promotion_id: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    /** The order that used it; null while unused, and again when that order was cancelled. */
    order_id: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('promotion_codes_promotion_idx').on(t.promotion_id)],
);

/** Every use of an offer by an order, with what it took off; released_at when the order gave it back. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    promotion_id: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    code_id: integer('code_id').references(() => promotionCodes.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    released_at: timestamptz('released_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('promotion_redemptions_order_key').on(t.promotion_id, t.order_id),
    index('promotion_redemptions_customer_idx').on(t.promotion_id, t.customer_id),
    index('promotion_redemptions_order_idx').on(t.order_id),
    check('promotion_redemptions_amount', sql`${t.amount} >= 0`),
  ],
);
