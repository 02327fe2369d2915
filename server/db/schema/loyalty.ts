/**
 * Loyalty: settings (one row, id 1), the points ledger (loyalty_transactions, with loyalty_points as a
 * read-only view of it), missions and their per-period progress, vouchers bought with points.
 * Partial unique indexes make the welcome bonus, an order's points and a mission reward count once.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, pgView, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, moneyDefault, sqlStringList, ratio, timestamptz, updatedAt } from '../columns';
import { customers } from './customers';
import { orders } from './orders';

export const loyaltyTransactionTypes = ['welcome_bonus', 'order_earn', 'order_reversal', 'mission_reward', 'voucher_redeem', 'adjustment'] as const;
export type LoyaltyTransactionType = (typeof loyaltyTransactionTypes)[number];

export const missionTypes = ['first_order', 'order_count', 'order_amount', 'review', 'amount_spent'] as const;
export type MissionType = (typeof missionTypes)[number];
export const resetPeriods = ['daily', 'weekly', 'monthly', 'none'] as const;
export type ResetPeriod = (typeof resetPeriods)[number];
export const voucherStatuses = ['active', 'used', 'expired'] as const;
export type VoucherStatus = (typeof voucherStatuses)[number];
export const orderPointsStatuses = ['pending', 'earned', 'lost', 'reversed'] as const;
export type OrderPointsStatus = (typeof orderPointsStatuses)[number];

/** min_amount in millimes; min_rating 1..5 */
export interface MissionConditions {
  min_amount?: number;
  min_rating?: number;
}

export const loyaltySettings = pgTable(
  'loyalty_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    welcome_bonus_points: integer('welcome_bonus_points').notNull().default(100),
    points_per_tnd: ratio('points_per_tnd', 6, 2).notNull().default(1),
    min_redemption_points: integer('min_redemption_points').notNull().default(100),
    /** value of one point */
    points_value_tnd: money('points_value_tnd').notNull().default(moneyDefault(10)),
    /** days a voucher stays usable after its creation */
    voucher_validity_days: integer('voucher_validity_days').notNull().default(90),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('loyalty_settings_ligne_unique', sql`${t.id} = 1`),
    check('loyalty_settings_welcome_positif', sql`${t.welcome_bonus_points} >= 0`),
    check('loyalty_settings_points_per_tnd_positif', sql`${t.points_per_tnd} >= 0`),
    check('loyalty_settings_min_redemption_positif', sql`${t.min_redemption_points} > 0`),
    check('loyalty_settings_points_value_positif', sql`${t.points_value_tnd} >= 0`),
    check('loyalty_settings_voucher_validity_positif', sql`${t.voucher_validity_days} > 0`),
  ],
);

export const missions = pgTable(
  'missions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    mission_type: text('mission_type').$type<MissionType>().notNull(),
    target_value: integer('target_value').notNull().default(1),
    reward_points: integer('reward_points').notNull(),
    reset_period: text('reset_period').$type<ResetPeriod>().notNull().default('none'),
    conditions: jsonb('conditions').$type<MissionConditions>().notNull().default({}),
    starts_at: timestamptz('starts_at'),
    ends_at: timestamptz('ends_at'),
    actif: boolean('actif').notNull().default(true),
    ordre_affichage: integer('ordre_affichage').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('missions_type', sql`${t.mission_type} IN (${sqlStringList(missionTypes)})`),
    check('missions_reset_period', sql`${t.reset_period} IN (${sqlStringList(resetPeriods)})`),
    check('missions_target_positif', sql`${t.target_value} > 0`),
    check('missions_reward_positif', sql`${t.reward_points} >= 0`),
    check('missions_conditions_objet', sql`jsonb_typeof(${t.conditions}) = 'object'`),
    check('missions_periode', sql`${t.starts_at} IS NULL OR ${t.ends_at} IS NULL OR ${t.ends_at} > ${t.starts_at}`),
  ],
);

export const customerMissionProgress = pgTable(
  'customer_mission_progress',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    mission_id: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    current_progress: integer('current_progress').notNull().default(0),
    is_completed: boolean('is_completed').notNull().default(false),
    reward_claimed: boolean('reward_claimed').notNull().default(false),
    completed_at: timestamptz('completed_at'),
    claimed_at: timestamptz('claimed_at'),
    expires_at: timestamptz('expires_at'),
    /** 'none' for a one-off mission, else the period: '2025-06-14' (daily), '2025-W24' (weekly), '2025-06' (monthly) */
    period_key: text('period_key').notNull().default('none'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('customer_mission_progress_periode_key').on(t.customer_id, t.mission_id, t.period_key),
    check('customer_mission_progress_positif', sql`${t.current_progress} >= 0`),
    check('customer_mission_progress_claim', sql`NOT ${t.reward_claimed} OR ${t.is_completed}`),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    points_used: integer('points_used').notNull().default(0),
    status: text('status').$type<VoucherStatus>().notNull().default('active'),
    expires_at: timestamptz('expires_at'),
    used_at: timestamptz('used_at'),
    /** the order that used it, or holds it while its payment is pending (status still active, held_at set) */
    order_id: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    held_at: timestamptz('held_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('vouchers_order_once').on(t.order_id),
    index('vouchers_customer_idx').on(t.customer_id, t.created_at),
    check('vouchers_status', sql`${t.status} IN (${sqlStringList(voucherStatuses)})`),
    check('vouchers_amount_positif', sql`${t.amount} > 0`),
    check('vouchers_points_positif', sql`${t.points_used} >= 0`),
    check('vouchers_used_at', sql`${t.status} <> 'used' OR ${t.used_at} IS NOT NULL`),
  ],
);

export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    order_id: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    mission_progress_id: integer('mission_progress_id').references(() => customerMissionProgress.id, {
      onDelete: 'set null',
    }),
    voucher_id: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    transaction_type: text('transaction_type').$type<LoyaltyTransactionType>().notNull(),
    description: text('description'),
    points_earned: integer('points_earned').notNull().default(0),
    points_redeemed: integer('points_redeemed').notNull().default(0),
    /** the customer's balance after this transaction */
    points_balance: integer('points_balance').notNull(),
    /** user.id of the admin behind a manual adjustment */
    created_by: text('created_by'),
    created_at: createdAt(),
  },
  (t) => [
    index('loyalty_transactions_customer_idx').on(t.customer_id, t.created_at),
    uniqueIndex('loyalty_transactions_welcome_once')
      .on(t.customer_id)
      .where(sql`${t.transaction_type} = 'welcome_bonus'`),
    uniqueIndex('loyalty_transactions_order_earn_once')
      .on(t.order_id)
      .where(sql`${t.transaction_type} = 'order_earn'`),
    uniqueIndex('loyalty_transactions_order_reversal_once')
      .on(t.order_id)
      .where(sql`${t.transaction_type} = 'order_reversal'`),
    uniqueIndex('loyalty_transactions_mission_once')
      .on(t.mission_progress_id)
      .where(sql`${t.transaction_type} = 'mission_reward'`),
    check('loyalty_transactions_type', sql`${t.transaction_type} IN (${sqlStringList(loyaltyTransactionTypes)})`),
    check('loyalty_transactions_points_positifs', sql`${t.points_earned} >= 0 AND ${t.points_redeemed} >= 0 AND ${t.points_balance} >= 0`),
  ],
);

/**
 * The points an order carries (one row per order): pending from placement, earned on delivery (Livre),
 * lost when cancelled (Annule), reversed when refunded after delivery. Status changes are conditional
 * UPDATEs, so two racing status changes move it once.
 */
export const loyaltyOrderPoints = pgTable(
  'loyalty_order_points',
  {
    order_id: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    status: text('status').$type<OrderPointsStatus>().notNull().default('pending'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('loyalty_order_points_customer_idx').on(t.customer_id),
    check('loyalty_order_points_status', sql`${t.status} IN (${sqlStringList(orderPointsStatuses)})`),
    check('loyalty_order_points_positif', sql`${t.points} >= 0`),
  ],
);

/** The spec's loyalty_points, read as the ledger itself (no second copy to keep in step). */
export const loyaltyPoints = pgView('loyalty_points').as((qb) =>
  qb
    .select({
      id: loyaltyTransactions.id,
      customer_id: loyaltyTransactions.customer_id,
      order_id: loyaltyTransactions.order_id,
      transaction_type: loyaltyTransactions.transaction_type,
      description: loyaltyTransactions.description,
      points_earned: loyaltyTransactions.points_earned,
      points_redeemed: loyaltyTransactions.points_redeemed,
      points_balance: loyaltyTransactions.points_balance,
      created_at: loyaltyTransactions.created_at,
    })
    .from(loyaltyTransactions),
);
