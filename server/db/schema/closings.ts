/**
 * The daily closings: one row per service day ('YYYY-MM-DD', Africa/Tunis), never updated. It keeps
 * the day's figures as they were when closed (core/closing.ts), the cash expected, counted and the difference,
 * the orders it covered (so the changes made to them afterwards can be listed as after the closing), and who
 * closed it and when.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ClosingFigures } from '../../../core/closing';
import { money, timestamptz } from '../columns';
import { user } from './auth';

export const closings = pgTable(
  'closings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The service day closed: once per day. */
    jour: date('jour', { mode: 'string' }).notNull().unique('closings_jour_key'),
    figures: jsonb('figures').$type<ClosingFigures>().notNull(),
    order_ids: uuid('order_ids').array().notNull(),
    especes_attendues: money('especes_attendues').notNull(),
    especes_comptees: money('especes_comptees').notNull(),
    /** Counted less expected: negative when the drawer is short. */
    ecart: money('ecart').notNull(),
    note: text('note'),
    closed_by: text('closed_by').references(() => user.id, { onDelete: 'set null' }),
    closed_by_name: text('closed_by_name').notNull(),
    closed_at: timestamptz('closed_at').notNull().defaultNow(),
  },
  (t) => [check('closings_ecart', sql`${t.ecart} = ${t.especes_comptees} - ${t.especes_attendues}`)],
);
