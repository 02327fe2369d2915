/**
 * The SQL pieces every dashboard figure shares: which orders count (docs/decisions.md, "what the
 * dashboard counts"), the restaurant's clock for day and hour buckets, and reading rows back.
 * Test orders (is_test) never count anywhere.
 */
import { sql, type SQL } from 'drizzle-orm';
import { RESTAURANT_TIME_ZONE } from '@core/opening-hours';
import { toMillimes, type Millimes } from '@core/money';

/** An order that counts as an order and as revenue: not a test, not cancelled, and paid when paid online. */
export const COUNTED = sql.raw(`(o.is_test = false and o.statut_commande <> 'Annule' and (o.mode_paiement <> 'konnect' or o.payment_status = 'paye'))`);

export const CANCELLED = sql.raw(`(o.is_test = false and o.statut_commande = 'Annule')`);

/**
 * A failed online payment: Konnect said so, or the payment outlived its lifespan unpaid (read as 'echoue'
 * everywhere, see order-view.ts effectivePaymentStatus). An unpaid order the customer cancelled is a
 * cancellation, not a failure.
 */
export function failedPayment(now: Date): SQL {
  return sql`(o.is_test = false and o.mode_paiement = 'konnect' and (o.payment_status = 'echoue' or (o.payment_status = 'en_attente' and o.statut_commande <> 'Annule' and o.payment_expires_at < ${now.toISOString()}::timestamptz)))`;
}

/** Orders placed in [startsAt, endsAt). */
export function placedBetween(startsAt: Date, endsAt: Date): SQL {
  return sql`(o.created_at >= ${startsAt.toISOString()}::timestamptz and o.created_at < ${endsAt.toISOString()}::timestamptz)`;
}

/** The order's time on the restaurant's clock formatted by `pattern` (to_char), for buckets. */
export function localTime(pattern: 'YYYY-MM-DD' | 'YYYY-MM-DD"T"HH24'): SQL {
  return sql`to_char(o.created_at at time zone ${RESTAURANT_TIME_ZONE}, ${pattern})`;
}

/** A numeric(12,3) sum read as text, in millimes (digit by digit, no float). */
export function millimesOf(value: unknown): Millimes {
  return value === null || value === undefined ? 0 : toMillimes(String(value));
}

export { selectRows } from '../../db/select-rows';
