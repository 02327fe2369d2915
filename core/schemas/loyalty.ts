/**
 * Loyalty payloads: the customer's summary, ledger page, missions and vouchers, and the
 * admin's inputs. Dates travel as ISO strings, money as integer millimes. The web's types are z.infer
 * of these, never written by hand.
 */
import { z } from 'zod';
import { MISSION_RESET_PERIODS, VOUCHER_STATUSES } from '../loyalty';
import { MISSION_TYPES } from '../loyalty-missions';
import { parseTndInput } from '../money';
import { numberText, textNumber, tndText } from './fields';
import { PageNumber, pageEnvelope } from './page';
import { isoDateTime, emailView } from './view-fields';

export const VipLevelView = z.object({
  id: z.number(),
  level_name: z.string(),
  points_multiplier: z.number(),
  min_spent: z.number(),
  description: z.string().nullable(),
});
export type VipLevelView = z.infer<typeof VipLevelView>;

export const LoyaltySummaryView = z.object({
  enabled: z.boolean(),
  balance: z.number(),
  pending_points: z.number(),
  total_points_earned: z.number(),
  total_points_redeemed: z.number(),
  montant_total_depense: z.number(),
  points_per_tnd: z.number(),
  min_redemption_points: z.number(),
  points_value_tnd: z.number(),
  voucher_validity_days: z.number(),
  vip: z.object({
    current: VipLevelView.nullable(),
    next: VipLevelView.nullable(),
    remaining: z.number(),
    percent: z.number(),
  }),
});
export type LoyaltySummaryView = z.infer<typeof LoyaltySummaryView>;

export const LoyaltyTransactionView = z.object({
  id: z.number(),
  transaction_type: z.string(),
  description: z.string().nullable(),
  points_earned: z.number(),
  points_redeemed: z.number(),
  points_balance: z.number(),
  created_at: isoDateTime,
});
export type LoyaltyTransactionView = z.infer<typeof LoyaltyTransactionView>;

export const LOYALTY_PAGE_SIZE = 20;
export const LoyaltyTransactionsPage = pageEnvelope('items', LoyaltyTransactionView, 'pageSize');
export type LoyaltyTransactionsPage = z.infer<typeof LoyaltyTransactionsPage>;

const MissionConditions = z.object({ min_amount: z.number().optional(), min_rating: z.number().optional() });

const MissionView = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  mission_type: z.enum(MISSION_TYPES),
  target_value: z.number(),
  reward_points: z.number(),
  reset_period: z.enum(MISSION_RESET_PERIODS),
  conditions: MissionConditions,
  starts_at: isoDateTime.nullable(),
  ends_at: isoDateTime.nullable(),
});

export const CustomerMissionView = z.object({
  mission: MissionView,
  /** null while the customer has not moved it yet in this period */
  progress_id: z.number().nullable(),
  current_progress: z.number(),
  is_completed: z.boolean(),
  reward_claimed: z.boolean(),
  expires_at: isoDateTime.nullable(),
  state: z.enum(['active', 'completed', 'claimed', 'expired']),
});
export type CustomerMissionView = z.infer<typeof CustomerMissionView>;

export const ClaimParams = z.object({ id: z.coerce.number({ error: 'Mission introuvable' }).int('Mission introuvable').positive('Mission introuvable') });
export const ClaimResult = z.object({ pointsAwarded: z.number(), missionTitle: z.string(), balance: z.number(), message: z.string() });
export type ClaimResult = z.infer<typeof ClaimResult>;

export const VoucherView = z.object({
  id: z.number(),
  code: z.string(),
  amount: z.number(),
  points_used: z.number(),
  status: z.enum(VOUCHER_STATUSES),
  /** held by an order whose payment is pending */
  held: z.boolean(),
  expires_at: isoDateTime.nullable(),
  used_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type VoucherView = z.infer<typeof VoucherView>;

export const VoucherExchangeResult = z.object({ message: z.string(), voucher: VoucherView, balance: z.number() });
export type VoucherExchangeResult = z.infer<typeof VoucherExchangeResult>;

// ---- Admin (/api/admin/loyalty, admins only) ----

const intField = (message: string, min: number, max: number) => z.int({ error: message }).min(min, message).max(max, message);
const moneyField = (message: string) => z.int({ error: message }).min(0, message).max(1_000_000_000, message);
const rateField = (message: string, min: number, max: number) => z.number({ error: message }).min(min, message).max(max, message).multipleOf(0.01, message);

export const LOYALTY_ADMIN_MESSAGES = {
  welcome: 'Le bonus de bienvenue doit être un nombre entier de points entre 0 et 100000',
  pointsPerTnd: 'Les points par TND doivent être entre 0 et 1000 (deux décimales au plus)',
  minRedemption: 'Le minimum d’échange doit être un nombre entier de points entre 1 et 1000000',
  pointsValue: 'La valeur d’un point doit être un montant positif',
  validity: 'La validité des bons doit être un nombre de jours entre 1 et 3650',
  levelName: 'Le nom du niveau est obligatoire (60 caractères au plus)',
  multiplier: 'Le multiplicateur doit être entre 0.01 et 99.99 (deux décimales au plus)',
  threshold: 'Le seuil de dépense doit être un montant positif',
  title: 'Le titre de la mission est obligatoire (120 caractères au plus)',
  missionType: 'Type de mission invalide',
  target: 'L’objectif doit être un nombre entier entre 1 et 1000000',
  reward: 'La récompense doit être un nombre entier de points entre 0 et 1000000',
  resetPeriod: 'Période invalide',
  minRating: 'La note minimale doit être entre 1 et 5',
  window: 'La date de fin doit être après la date de début',
  adjustmentPoints: 'L’ajustement doit être un nombre entier de points non nul',
  reason: 'Le motif de l’ajustement est obligatoire',
  date: 'Date invalide',
} as const;

export const LoyaltySettingsView = z.object({
  enabled: z.boolean(),
  welcome_bonus_points: z.number(),
  points_per_tnd: z.number(),
  min_redemption_points: z.number(),
  points_value_tnd: z.number(),
  voucher_validity_days: z.number(),
});
export type LoyaltySettingsView = z.infer<typeof LoyaltySettingsView>;

export const LoyaltySettingsInput = z.object({
  enabled: z.boolean({ error: 'Valeur invalide' }),
  welcome_bonus_points: intField(LOYALTY_ADMIN_MESSAGES.welcome, 0, 100_000),
  points_per_tnd: rateField(LOYALTY_ADMIN_MESSAGES.pointsPerTnd, 0, 1000),
  min_redemption_points: intField(LOYALTY_ADMIN_MESSAGES.minRedemption, 1, 1_000_000),
  points_value_tnd: moneyField(LOYALTY_ADMIN_MESSAGES.pointsValue),
  voucher_validity_days: intField(LOYALTY_ADMIN_MESSAGES.validity, 1, 3650),
});
export type LoyaltySettingsInput = z.infer<typeof LoyaltySettingsInput>;
/** The back-office form of the settings: numbers typed as text, the value of a point in TND; the server's rules. */
export const LoyaltySettingsForm = LoyaltySettingsInput.extend({
  welcome_bonus_points: numberText(LoyaltySettingsInput.shape.welcome_bonus_points),
  points_per_tnd: numberText(LoyaltySettingsInput.shape.points_per_tnd),
  min_redemption_points: numberText(LoyaltySettingsInput.shape.min_redemption_points),
  points_value_tnd: tndText(LoyaltySettingsInput.shape.points_value_tnd),
  voucher_validity_days: numberText(LoyaltySettingsInput.shape.voucher_validity_days),
});

export const VipLevelInput = z.object({
  level_name: z.string({ error: LOYALTY_ADMIN_MESSAGES.levelName }).trim().min(1, LOYALTY_ADMIN_MESSAGES.levelName).max(60, LOYALTY_ADMIN_MESSAGES.levelName),
  points_multiplier: rateField(LOYALTY_ADMIN_MESSAGES.multiplier, 0.01, 99.99),
  min_spent: moneyField(LOYALTY_ADMIN_MESSAGES.threshold),
  description: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((v) => v || null),
});
export type VipLevelInput = z.infer<typeof VipLevelInput>;
/** The back-office form of a level: the threshold typed in TND, the multiplier as text; the server's rules. */
export const VipLevelForm = VipLevelInput.extend({
  points_multiplier: numberText(VipLevelInput.shape.points_multiplier),
  min_spent: tndText(VipLevelInput.shape.min_spent),
});

const optionalDate = z
  .string({ error: LOYALTY_ADMIN_MESSAGES.date })
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: LOYALTY_ADMIN_MESSAGES.date });
      return z.NEVER;
    }
    return d.toISOString();
  });

export const MissionInput = z
  .object({
    title: z.string({ error: LOYALTY_ADMIN_MESSAGES.title }).trim().min(1, LOYALTY_ADMIN_MESSAGES.title).max(120, LOYALTY_ADMIN_MESSAGES.title),
    description: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((v) => v || null),
    mission_type: z.enum(MISSION_TYPES, { error: LOYALTY_ADMIN_MESSAGES.missionType }),
    target_value: intField(LOYALTY_ADMIN_MESSAGES.target, 1, 1_000_000),
    reward_points: intField(LOYALTY_ADMIN_MESSAGES.reward, 0, 1_000_000),
    reset_period: z.enum(MISSION_RESET_PERIODS, { error: LOYALTY_ADMIN_MESSAGES.resetPeriod }),
    conditions: z
      .object({
        min_amount: moneyField(LOYALTY_ADMIN_MESSAGES.threshold).optional(),
        min_rating: intField(LOYALTY_ADMIN_MESSAGES.minRating, 1, 5).optional(),
      })
      .default({}),
    starts_at: optionalDate,
    ends_at: optionalDate,
    actif: z.boolean({ error: 'Valeur invalide' }).default(true),
  })
  .superRefine((m, ctx) => {
    if (m.starts_at && m.ends_at && m.ends_at <= m.starts_at) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: LOYALTY_ADMIN_MESSAGES.window });
  });
export type MissionInput = z.infer<typeof MissionInput>;
/**
 * The back-office form of a mission: numbers and the minimum amount typed as text, the end as a day (the
 * mission ends that evening, Tunis time); only the condition of the chosen type is sent; the server's rules.
 */
export const MissionForm = z
  .object({
    title: z.string(),
    description: z.string(),
    mission_type: z.enum(MISSION_TYPES, { error: LOYALTY_ADMIN_MESSAGES.missionType }),
    reset_period: z.enum(MISSION_RESET_PERIODS, { error: LOYALTY_ADMIN_MESSAGES.resetPeriod }),
    target_value: z.string(),
    reward_points: z.string(),
    min_amount: z.string(),
    min_rating: z.string(),
    ends_on: z.string(),
    starts_at: z.string().nullable(),
    actif: z.boolean(),
  })
  .transform((f): z.input<typeof MissionInput> => ({
    title: f.title,
    description: f.description,
    mission_type: f.mission_type,
    target_value: textNumber(f.target_value),
    reward_points: textNumber(f.reward_points),
    reset_period: f.reset_period,
    conditions:
      f.mission_type === 'order_amount'
        ? { min_amount: parseTndInput(f.min_amount) ?? Number.NaN }
        : f.mission_type === 'review'
          ? { min_rating: textNumber(f.min_rating) }
          : {},
    starts_at: f.starts_at,
    ends_at: f.ends_on ? `${f.ends_on}T23:59:59+01:00` : null,
    actif: f.actif,
  }))
  .pipe(MissionInput);

export const MissionPatch = z.object({ actif: z.boolean({ error: 'Valeur invalide' }) });

export const AdminMissionView = MissionView.extend({
  actif: z.boolean(),
  ordre_affichage: z.number(),
  /** customers at 50 % or more of the target, not completed, in the current period */
  close_to_completion: z.number(),
  completed: z.number(),
});
export type AdminMissionView = z.infer<typeof AdminMissionView>;

export const IdParams = z.object({ id: z.coerce.number({ error: 'Identifiant invalide' }).int('Identifiant invalide').positive('Identifiant invalide') });

export const LoyaltyCustomersQuery = z.object({ q: z.string().trim().max(100).optional(), page: PageNumber });
const LoyaltyCustomerView = z.object({
  id: z.number(),
  email: emailView.nullable(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  current_points_balance: z.number(),
  pending_points: z.number(),
  total_points_earned: z.number(),
  total_points_redeemed: z.number(),
  montant_total_depense: z.number(),
  level_name: z.string().nullable(),
});
type LoyaltyCustomerView = z.infer<typeof LoyaltyCustomerView>;
export const LoyaltyCustomersPage = pageEnvelope('items', LoyaltyCustomerView, 'pageSize');

export const AdjustmentInput = z.object({
  points: z
    .int({ error: LOYALTY_ADMIN_MESSAGES.adjustmentPoints })
    .min(-1_000_000, LOYALTY_ADMIN_MESSAGES.adjustmentPoints)
    .max(1_000_000, LOYALTY_ADMIN_MESSAGES.adjustmentPoints)
    .refine((n) => n !== 0, LOYALTY_ADMIN_MESSAGES.adjustmentPoints),
  reason: z.string({ error: LOYALTY_ADMIN_MESSAGES.reason }).trim().min(3, LOYALTY_ADMIN_MESSAGES.reason).max(300, LOYALTY_ADMIN_MESSAGES.reason),
});
export type AdjustmentInput = z.infer<typeof AdjustmentInput>;
/** The back-office form of an adjustment: the points typed as text ('-20'); the server's rules. */
export const AdjustmentForm = AdjustmentInput.extend({ points: numberText(AdjustmentInput.shape.points) });
/** POST /api/admin/loyalty/customers/:id/adjustments: the customer's balance after the adjustment. */
export const AdjustmentResultView = z.object({ balance: z.number() });
export type AdjustmentResultView = z.infer<typeof AdjustmentResultView>;

export const AdminVouchersQuery = z.object({
  status: z.enum(VOUCHER_STATUSES, { error: 'Statut invalide' }).optional(),
  q: z.string().trim().max(100).optional(),
});
export const AdminVoucherView = VoucherView.extend({ customer_id: z.number(), customer_email: emailView.nullable(), order_id: z.string().nullable() });
export type AdminVoucherView = z.infer<typeof AdminVoucherView>;

export const LoyaltyLiabilityView = z.object({
  unspent_points: z.number(),
  points_value: z.number(),
  active_vouchers: z.number(),
  active_vouchers_amount: z.number(),
  total: z.number(),
});
export type LoyaltyLiabilityView = z.infer<typeof LoyaltyLiabilityView>;
