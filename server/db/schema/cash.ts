/**
 * Cash orders that arrive: the deliveries staff marked refused (counted per phone number,
 * across accounts), the blacklisted phone numbers (a blacklisted number orders under no account) and
 * the confirmation codes of first cash orders. Phone numbers are core/phone.ts's 8 digits.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { customers } from './customers';
import { orders } from './orders';

export const livraisonsRefusees = pgTable(
  'livraisons_refusees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** One refusal per order: marking it twice changes nothing. */
    order_id: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The customer's phone when the delivery was refused: the count follows the number, not the account. */
    telephone: text('telephone').notNull(),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    motif: text('motif'),
    /** user.id of the staff member */
    marked_by: text('marked_by'),
    created_at: createdAt(),
  },
  (t) => [index('livraisons_refusees_telephone_idx').on(t.telephone), check('livraisons_refusees_telephone', sql`${t.telephone} ~ '^[0-9]{8}$'`)],
);

export const telephonesBlacklistes = pgTable(
  'telephones_blacklistes',
  {
    telephone: text('telephone').primaryKey(),
    motif: text('motif').notNull(),
    /** The account it was set from (null once that account is gone). */
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    created_by: text('created_by'),
    created_at: createdAt(),
  },
  (t) => [check('telephones_blacklistes_telephone', sql`${t.telephone} ~ '^[0-9]{8}$'`)],
);

export const codesConfirmationCommande = pgTable(
  'codes_confirmation_commande',
  {
    order_id: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** sha-256 of the code: the code itself is only in the message sent to the customer. */
    code_hash: text('code_hash').notNull(),
    tentatives: integer('tentatives').notNull().default(0),
    expires_at: timestamptz('expires_at').notNull(),
    confirmed_at: timestamptz('confirmed_at'),
    /** How the code was sent: 'email', 'whatsapp' (SMS if WhatsApp fails) or 'sms': what the tracking page tells. */
    canal: text('canal').$type<'email' | 'whatsapp' | 'sms'>().notNull().default('email'),
    created_at: createdAt(),
  },
  (t) => [check('codes_confirmation_tentatives', sql`${t.tentatives} >= 0`)],
);
