/**
 * Messages to customers by WhatsApp and SMS: the customer's choice of channel (an append-only
 * list of consents, the latest one counts) and the messages of their orders, one row per (order, event):
 * the unique key that keeps a message from going twice, even across restarts and instances.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CanalMessages, MessageEvent } from '../../../core/customer-messages';
import { createdAt, timestamptz } from '../columns';
import { customers } from './customers';
import { orders } from './orders';

/** Every choice of the customer, with its date and where it was made; the latest row is the one in force. */
export const messageConsents = pgTable(
  'message_consents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    canal: text('canal').$type<CanalMessages>().notNull(),
    /** 'checkout' | 'profil' | 'stop_whatsapp' | 'stop_sms' */
    source: text('source').notNull(),
    /** Language of the messages: Arabic where the template exists, else French. */
    langue: text('langue').$type<'fr' | 'ar'>().notNull().default('fr'),
    created_at: createdAt(),
  },
  (t) => [
    index('message_consents_customer_idx').on(t.customer_id, t.id.desc()),
    check('message_consents_canal', sql`${t.canal} IN ('whatsapp', 'sms', 'email')`),
  ],
);

export type CustomerMessageStatus = 'pending' | 'processing' | 'sent' | 'failed' | 'skipped';
/** What the provider last said of a message it accepted. */
export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export const customerMessages = pgTable(
  'customer_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').$type<MessageEvent>().notNull(),
    /**
     * What tells two messages of one event apart: '' for an order's status messages (once per order and
     * event), the payment and channel for a payment link staff send ('<payment_ref>:whatsapp').
     */
    cle: text('cle').notNull().default(''),
    /** The channel asked for this message (a code, a link staff send), in place of the customer's current choice. */
    canal_demande: text('canal_demande').$type<'whatsapp' | 'sms'>(),
    /** The template's parameters, fixed when the event happened (names, links, the slot). */
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /**
     * The job: 'pending' (due at next_attempt_at: to send, or a WhatsApp message to check for delivery),
     * 'processing' (leased), 'sent' (done: delivered by WhatsApp, or handed to the SMS gateway), 'failed'
     * (no channel took it), 'skipped' (no consent at sending time, or no phone).
     */
    status: text('status').$type<CustomerMessageStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    /** The channel the message went out on last ('whatsapp', then 'sms' when it fell back). */
    channel: text('channel').$type<'whatsapp' | 'sms'>(),
    whatsapp_id: text('whatsapp_id'),
    whatsapp_status: text('whatsapp_status').$type<DeliveryStatus>(),
    whatsapp_sent_at: timestamptz('whatsapp_sent_at'),
    sms_id: text('sms_id'),
    sms_status: text('sms_status').$type<DeliveryStatus>(),
    sms_sent_at: timestamptz('sms_sent_at'),
    created_at: createdAt(),
    updated_at: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('customer_messages_order_event_key').on(t.order_id, t.event, t.cle),
    index('customer_messages_due_idx')
      .on(t.next_attempt_at, t.id)
      .where(sql`${t.status} IN ('pending', 'processing')`),
    index('customer_messages_whatsapp_idx').on(t.whatsapp_id),
    index('customer_messages_sms_idx').on(t.sms_id),
    check('customer_messages_status', sql`${t.status} IN ('pending', 'processing', 'sent', 'failed', 'skipped')`),
    check('customer_messages_attempts', sql`${t.attempts} >= 0`),
  ],
);

/** restaurant_settings.messaging_configs: the sealed fields are secret-box strings (never clear once SECRETS_KEY is set). */
export interface MessagingConfigs {
  whatsapp?: {
    actif?: boolean;
    phone_number_id?: string | null;
    /** Graph API base, e.g. https://graph.facebook.com/v21.0 */
    api_url?: string | null;
    access_token?: string | null;
    app_secret?: string | null;
    verify_token?: string | null;
    /** Approved template names by message event; `ar` lists the events whose template exists in Arabic. */
    templates?: Partial<Record<MessageEvent, string>>;
    ar?: MessageEvent[];
  };
  sms?: {
    actif?: boolean;
    url?: string | null;
    method?: 'POST' | 'GET';
    format?: 'json' | 'form';
    auth_header?: string | null;
    auth_token?: string | null;
    sender?: string | null;
    body_template?: string | null;
    /** The JSON path of the message id in the gateway's answer, e.g. messages.0.messageId */
    id_path?: string | null;
    report_token?: string | null;
  };
}
