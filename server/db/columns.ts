/**
 * Column types shared by the schema.
 * Money is numeric(12,3) in PostgreSQL and integer millimes in code; core/money.ts converts the decimal
 * string digit by digit, so no floating-point value ever holds an amount.
 */
import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';
import { fromMillimes, toMillimes, type Millimes } from '../../core/money';

/** numeric(12,3) read and written as integer millimes. */
export const money = customType<{ data: Millimes; driverData: string }>({
  dataType: () => 'numeric(12,3)',
  toDriver: (value) => fromMillimes(value),
  fromDriver: (value) => toMillimes(value),
});

/**
 * A small numeric (multipliers, rates) read as a JS number. Only for ratios such as 1.25, never money.
 * precision/scale are fixed per use, e.g. ratio('points_multiplier', 4, 2).
 */
const ratioType = customType<{ data: number; driverData: string; config: { precision: number; scale: number } }>({
  dataType: (config) => `numeric(${config?.precision ?? 6},${config?.scale ?? 2})`,
  toDriver: (value) => String(value),
  fromDriver: (value) => Number(value),
});

export function ratio(name: string, precision: number, scale: number) {
  return ratioType(name, { precision, scale });
}

/** timestamptz as a Date. */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

export function createdAt() {
  return timestamptz('created_at').notNull().defaultNow();
}

export function updatedAt() {
  return timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
}

/** SQL default for a money column, written as the decimal literal (drizzle-kit would not convert a number). */
export function moneyDefault(millimes: number) {
  return sql.raw(fromMillimes(millimes));
}

/** `'a', 'b'` for a CHECK … IN (…) over a constant list of identifiers (never user input). */
export function sqlStringList(values: readonly string[]) {
  for (const v of values) if (!/^[A-Za-z0-9_ -]+$/.test(v)) throw new Error(`Valeur de liste invalide: ${v}`);
  return sql.raw(values.map((v) => `'${v}'`).join(', '));
}
