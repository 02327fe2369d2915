/**
 * Marketing: the customers' consent per channel (an append-only list, the latest row per channel in
 * force, each with its date and source) and the marketing messages' queue, one row per (customer,
 * campaign, key): the unique key that keeps a campaign's message from going twice to one customer, even
 * across restarts and instances.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MarketingChannel, MarketingConsentSource } from '../../../core/marketing';
import { createdAt, timestamptz } from '../columns';
import { customers } from './customers';

export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    canal: text('canal').$type<MarketingChannel>().notNull(),
    accorde: boolean('accorde').notNull(),
    source: text('source').$type<MarketingConsentSource>().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('marketing_consents_customer_idx').on(t.customer_id, t.canal, t.id.desc()),
    check('marketing_consents_canal', sql`${t.canal} IN ('email', 'whatsapp', 'sms')`),
    check('marketing_consents_source', sql`${t.source} IN ('profil', 'suivi', 'lien', 'stop_whatsapp', 'stop_sms')`),
  ],
);

export type MarketingMessageStatus = 'pending' | 'processing' | 'sent' | 'failed' | 'skipped';

export const marketingMessages = pgTable(
  'marketing_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    canal: text('canal').$type<MarketingChannel>().notNull(),
    /** The campaign or broadcast it belongs to ('bienvenue', 'diffusion:12', …). */
    campagne: text('campagne').notNull(),
    /** What tells two messages of one campaign to one customer apart ('' : once ever; a year for a birthday). */
    cle: text('cle').notNull().default(''),
    /** The e-mail's subject (e-mail only). */
    sujet: text('sujet'),
    /** The text as written by the campaign (the STOP line and the unsubscribe link are added when sent). */
    texte: text('texte').notNull(),
    /** The single-use promotion code it carries, if any. */
    code: text('code'),
    /** 'pending' (due at next_attempt_at), 'processing' (leased), 'sent', 'failed', 'skipped' (see skip_reason). */
    status: text('status').$type<MarketingMessageStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** Set when the frequency cap let it go (before sending): counts for the cap of the customer's next ones. */
    reserved_at: timestamptz('reserved_at'),
    sent_at: timestamptz('sent_at'),
    skip_reason: text('skip_reason'),
    last_error: text('last_error'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('marketing_messages_campaign_key').on(t.customer_id, t.campagne, t.cle),
    index('marketing_messages_due_idx')
      .on(t.next_attempt_at, t.id)
      .where(sql`${t.status} IN ('pending', 'processing')`),
    index('marketing_messages_customer_reserved_idx').on(t.customer_id, t.reserved_at),
    check('marketing_messages_canal', sql`${t.canal} IN ('email', 'whatsapp', 'sms')`),
    check('marketing_messages_status', sql`${t.status} IN ('pending', 'processing', 'sent', 'failed', 'skipped')`),
    check('marketing_messages_attempts', sql`${t.attempts} >= 0`),
  ],
);
