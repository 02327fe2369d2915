/**
 * Loyalty rules (customer-shop §4-5): points earned by an order, voucher value and exchange
 * conditions, mission and voucher states. Points are integers; the rates (points per TND, VIP
 * multiplier) may be decimals, so they are read as exact decimal fractions and the product is
 * computed with BigInt before flooring, never with floating-point multiplication.
 */
import { multiplyMillimes, type Millimes } from './money';
import { countLabel } from './plural';

export const WELCOME_BONUS_POINTS = 100;
export const DEFAULT_MIN_REDEMPTION_POINTS = 100;
/** 0.01 TND per point. */
export const DEFAULT_POINTS_VALUE: Millimes = 10;

export const VOUCHER_EXCHANGE_MESSAGES = {
  minimum: (points: number) => `Minimum ${countLabel(points, 'point')} requis`,
  insufficientBalance: 'Solde insuffisant',
  conditionsNotMet: "Conditions d'échange non remplies",
} as const;

/** A non-negative decimal number as numerator / 10^scale, from its shortest decimal text. */
function toFraction(rate: number): { numerator: bigint; scale: number } {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`Taux invalide: ${rate}`);
  const text = /e/i.test(String(rate)) ? rate.toFixed(20) : String(rate);
  if (/e/i.test(text)) throw new RangeError(`Taux invalide: ${rate}`);
  const [whole = '0', fraction = ''] = text.split('.');
  return { numerator: BigInt(whole + fraction), scale: fraction.length };
}

/** floor(total TND × points_per_tnd × VIP multiplier); 0 for a zero or negative total. */
export function pointsForOrder(totalMillimes: Millimes, pointsPerTnd: number, multiplier = 1): number {
  if (!Number.isSafeInteger(totalMillimes)) throw new RangeError(`Montant invalide: ${totalMillimes}`);
  if (totalMillimes <= 0) return 0;
  const rate = toFraction(pointsPerTnd);
  const factor = toFraction(multiplier);
  const numerator = BigInt(totalMillimes) * rate.numerator * factor.numerator;
  const denominator = 1000n * 10n ** BigInt(rate.scale + factor.scale);
  return Number(numerator / denominator);
}

/** Value of a voucher bought with `points` points. */
export function voucherValue(points: number, pointsValue: Millimes = DEFAULT_POINTS_VALUE): Millimes {
  return multiplyMillimes(pointsValue, points);
}

export type ExchangeCheck = { ok: true } | { ok: false; message: string };

/** Points must be a positive integer, at least the minimum and at most the balance. */
export function checkVoucherExchange(args: { points: number; minimum?: number; balance: number }): ExchangeCheck {
  const minimum = args.minimum ?? DEFAULT_MIN_REDEMPTION_POINTS;
  if (!Number.isSafeInteger(args.points) || args.points <= 0) return { ok: false, message: VOUCHER_EXCHANGE_MESSAGES.conditionsNotMet };
  if (args.points < minimum) return { ok: false, message: VOUCHER_EXCHANGE_MESSAGES.minimum(minimum) };
  if (args.points > args.balance) return { ok: false, message: VOUCHER_EXCHANGE_MESSAGES.insufficientBalance };
  return { ok: true };
}

export const MISSION_RESET_PERIODS = ['daily', 'weekly', 'monthly', 'none'] as const;
export type MissionResetPeriod = (typeof MISSION_RESET_PERIODS)[number];

export type MissionState = 'active' | 'completed' | 'claimed' | 'expired';

export interface MissionProgressLike {
  is_completed: boolean;
  reward_claimed: boolean;
  expires_at: string | Date | null;
}

/**
 * claimed > completed (reward waiting) > expired > active. A reward earned before the deadline
 * stays claimable after it: the customer did the work in time.
 */
export function missionState(progress: MissionProgressLike, now: Date = new Date()): MissionState {
  if (progress.is_completed && progress.reward_claimed) return 'claimed';
  if (progress.is_completed) return 'completed';
  if (progress.expires_at !== null && new Date(progress.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** Progress bar percent, 0..100, whole numbers. */
export function missionProgressPercent(current: number, target: number): number {
  if (!(target > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((current / target) * 100)));
}

export const VOUCHER_STATUSES = ['active', 'used', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export const VOUCHER_STATUS_LABELS: Readonly<Record<VoucherStatus, string>> = {
  active: 'Actif',
  used: 'Utilisé',
  expired: 'Expiré',
};

/** The stored status, except that an active voucher past its expiry date reads as expired; an unknown status is unusable (expired). */
export function voucherStatus(voucher: { status: string; expires_at: string | Date | null }, now: Date = new Date()): VoucherStatus {
  const status: VoucherStatus = (VOUCHER_STATUSES as readonly string[]).includes(voucher.status) ? (voucher.status as VoucherStatus) : 'expired';
  if (status !== 'active' || voucher.expires_at === null) return status;
  return new Date(voucher.expires_at).getTime() <= now.getTime() ? 'expired' : 'active';
}

/** Why a voucher cannot pay an order, as an error code of the catalogue (core/errors/loyalty.ts). */
export type VoucherRefusal = 'VOUCHER_UNKNOWN' | 'VOUCHER_EXPIRED' | 'VOUCHER_NOT_USABLE';

/**
 * Why the customer's `voucher` cannot pay an order now, or null when it can: not theirs (undefined),
 * expired, used, or held by another order waiting for its payment. The checkout says it as the code is
 * typed; the server decides with the same rule when the order is placed.
 */
export function voucherRefusal(
  voucher: { status: string; expires_at: string | Date | null; held?: boolean } | undefined,
  now: Date = new Date(),
): VoucherRefusal | null {
  if (!voucher) return 'VOUCHER_UNKNOWN';
  const status = voucherStatus(voucher, now);
  if (status === 'expired') return 'VOUCHER_EXPIRED';
  if (status !== 'active' || voucher.held) return 'VOUCHER_NOT_USABLE';
  return null;
}

export const VOUCHER_MESSAGES = {
  created: (code: string) => `Bon d'achat ${code} créé avec succès!`,
  createFailed: "Impossible de créer le bon d'achat",
  createError: "Erreur lors de la création du bon d'achat",
  voucherFailed: 'Échec de la création du voucher',
  loadDataFailed: 'Impossible de charger vos données',
  loadFailed: "Impossible de charger vos bons d'achat",
  copied: 'Code copié dans le presse-papiers',
  noCustomer: 'Données client non disponibles. Veuillez vous reconnecter.',
} as const;

/** Voucher codes: 'SUSHI-' and 10 characters of an alphabet without look-alikes (0/O, 1/I/L). */
export const VOUCHER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VOUCHER_CODE_PATTERN = /^SUSHI-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/;

/** Typed codes are compared upper-cased without spaces. */
export function normalizeVoucherCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** The discount a voucher gives on an order: its amount, capped at the subtotal. */
export function voucherDiscount(amount: Millimes, subtotal: Millimes): Millimes {
  return Math.max(0, Math.min(amount, subtotal));
}

/** When a voucher created at `now` stops being usable. */
export function voucherExpiry(now: Date, validityDays: number): Date {
  return new Date(now.getTime() + validityDays * 86_400_000);
}
