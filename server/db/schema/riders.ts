/**
 * The riders staff keep (name, phone, active), each optionally linked to a staff account with the role
 * 'livreur' (its own page, its own deliveries), and the cash each rider hands in at the end of a service day:
 * one check per rider and day, with what was expected, what was handed in and the difference.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { money, timestamptz } from '../columns';
import { user } from './auth';

export const riders = pgTable('riders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nom: text('nom').notNull(),
  telephone: text('telephone').notNull(),
  actif: boolean('actif').notNull().default(true),
  /** The 'livreur' account of this rider, if any (one rider per account). */
  user_id: text('user_id')
    .unique('riders_user_id_key')
    .references(() => user.id, { onDelete: 'set null' }),
  created_at: timestamptz('created_at').notNull().defaultNow(),
});

export const riderHandovers = pgTable(
  'rider_handovers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rider_id: integer('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'restrict' }),
    /** The service day ('YYYY-MM-DD', Africa/Tunis). */
    jour: date('jour', { mode: 'string' }).notNull(),
    commandes: integer('commandes').notNull(),
    especes_attendues: money('especes_attendues').notNull(),
    especes_remises: money('especes_remises').notNull(),
    /** Handed in less expected: negative when the rider is short. */
    ecart: money('ecart').notNull(),
    checked_by: text('checked_by').references(() => user.id, { onDelete: 'set null' }),
    checked_by_name: text('checked_by_name').notNull(),
    checked_at: timestamptz('checked_at').notNull().defaultNow(),
  },
  (t) => [
    unique('rider_handovers_rider_jour_key').on(t.rider_id, t.jour),
    index('rider_handovers_jour_idx').on(t.jour),
    check('rider_handovers_ecart', sql`${t.ecart} = ${t.especes_remises} - ${t.especes_attendues}`),
  ],
);
