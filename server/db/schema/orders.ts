/**
 * Orders, their lines, their status history, reviews and the notification outbox.
 * Lines keep a copy of names and prices: a later menu change never rewrites a past order.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, moneyDefault, sqlStringList, timestamptz, updatedAt } from '../columns';
import { accompagnements, produits } from './catalog';
import { customers } from './customers';
import { riders } from './riders';
import type { ChoixLigne } from '../../../core/product-options';
import type { AppliedPromotionView } from '../../../core/schemas/promotions';
import type { OrderTax } from '../../../core/tax';

export const typesCommande = ['Livraison', 'A_emporter', 'Sur_place'] as const;
export const modesPaiement = ['konnect', 'especes', 'carte'] as const;
export const statutsCommande = ['Recu', 'En_preparation', 'Pret', 'En_livraison', 'Livre', 'Annule', 'Attente_verif'] as const;
/** rembourse: the restaurant gave the money back after delivery or payment (a refund row of payment_refunds). */
export const paymentStatuses = ['en_attente', 'paye', 'echoue', 'non_requis', 'rembourse'] as const;
/** boutique: placed by the customer in the shop; telephone: taken by staff (phone or counter). */
export const orderSources = ['boutique', 'telephone'] as const;

export type TypeCommande = (typeof typesCommande)[number];
export type ModePaiementCommande = (typeof modesPaiement)[number];
export type StatutCommande = (typeof statutsCommande)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];
export type OrderSource = (typeof orderSources)[number];

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    numero_commande: text('numero_commande').notNull().unique(),
    total_ttc: money('total_ttc').notNull(),
    type_commande: text('type_commande').$type<TypeCommande>().notNull(),
    mode_paiement: text('mode_paiement').$type<ModePaiementCommande>().notNull().default('konnect'),
    adresse_livraison: text('adresse_livraison'),
    ville_livraison: text('ville_livraison'),
    /** zones_livraison.code at the time of the order */
    zone_livraison: text('zone_livraison'),
    frais_livraison: money('frais_livraison').notNull().default(moneyDefault(0)),
    /** voucher discount already taken off total_ttc */
    montant_remise: money('montant_remise').notNull().default(moneyDefault(0)),
    /** Offers' discounts (lines and delivery) already taken off total_ttc. */
    montant_promotions: money('montant_promotions').notNull().default(moneyDefault(0)),
    /** Snapshot of every offer applied: name, kind, amount, as they were when ordered. */
    promotions: jsonb('promotions').$type<AppliedPromotionView[]>().notNull().default([]),
    /** 'Je paierai avec' (cash on delivery): the note the rider brings change for, at least total_ttc; null, none given. */
    paiera_avec: money('paiera_avec'),
    /** The rider a delivery is assigned to (riders.ts); null while none. */
    rider_id: integer('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    instructions_livraison: text('instructions_livraison'),
    instructions_speciales: text('instructions_speciales'),
    statut_commande: text('statut_commande').$type<StatutCommande>().notNull().default('Recu'),
    verification_notes: text('verification_notes'),
    payment_status: text('payment_status').$type<PaymentStatus>().notNull().default('en_attente'),
    payment_ref: text('payment_ref'),
    paid_at: timestamptz('paid_at'),
    payment_expires_at: timestamptz('payment_expires_at'),
    /** The current Konnect payment's link (with payment_ref): what staff show, copy or send to a phone order's customer. */
    payment_url: text('payment_url'),
    /** Idempotency-Key of the checkout request, scoped to the customer */
    idempotency_key: text('idempotency_key'),
    /** hash of the request payload, to answer 422 when a key is reused with another payload */
    idempotency_fingerprint: text('idempotency_fingerprint'),
    cancelled_at: timestamptz('cancelled_at'),
    /** Order ahead (core/slots.ts): the chosen slot; null = 'Dès que possible'. */
    scheduled_for: timestamptz('scheduled_for'),
    /** When the kitchen must start: the slot minus preparation (and travel); for ASAP the creation time. */
    fire_at: timestamptz('fire_at').notNull().defaultNow(),
    /** When a scheduled order reached the kitchen's queue (the fire job, once); null while it waits. */
    fired_at: timestamptz('fired_at'),
    /** Kitchen capacity: whether the order counts (not drinks only) and its pieces, as placed. */
    compte_capacite: boolean('compte_capacite').notNull().default(true),
    pieces_cuisine: integer('pieces_cuisine').notNull().default(0),
    /** Acceptance promise (manual mode): when the reminder went out for this order still Recu. */
    relance_acceptation_at: timestamptz('relance_acceptation_at'),
    /** placed by a tester behind the access gate or by the built-in E2E runner: left out of dashboards and loyalty */
    is_test: boolean('is_test').notNull().default(false),
    /** Who placed it: the customer in the shop, or staff for a phone or counter order. */
    source: text('source').$type<OrderSource>().notNull().default('boutique'),
    /** TVA per rate as placed (core/tax.ts); corrections recompute it. Null on orders placed before it was stored. */
    tva: jsonb('tva').$type<OrderTax>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('orders_customer_id_idx').on(t.customer_id, t.created_at),
    index('orders_created_at_idx').on(t.created_at),
    index('orders_statut_idx').on(t.statut_commande),
    index('orders_rider_idx')
      .on(t.rider_id)
      .where(sql`${t.rider_id} IS NOT NULL`),
    index('orders_fire_at_idx').on(t.fire_at),
    index('orders_a_declencher_idx')
      .on(t.fire_at)
      .where(sql`${t.scheduled_for} IS NOT NULL AND ${t.fired_at} IS NULL`),
    uniqueIndex('orders_customer_idempotency_key').on(t.customer_id, t.idempotency_key),
    uniqueIndex('orders_payment_ref_key')
      .on(t.payment_ref)
      .where(sql`${t.payment_ref} IS NOT NULL`),
    check('orders_type_commande', sql`${t.type_commande} IN (${sqlStringList(typesCommande)})`),
    check('orders_mode_paiement', sql`${t.mode_paiement} IN (${sqlStringList(modesPaiement)})`),
    check('orders_statut_commande', sql`${t.statut_commande} IN (${sqlStringList(statutsCommande)})`),
    check('orders_payment_status', sql`${t.payment_status} IN (${sqlStringList(paymentStatuses)})`),
    check('orders_source', sql`${t.source} IN (${sqlStringList(orderSources)})`),
    check('orders_total_positif', sql`${t.total_ttc} >= 0`),
    check('orders_frais_positif', sql`${t.frais_livraison} >= 0`),
    check('orders_remise_positive', sql`${t.montant_remise} >= 0`),
    check('orders_promotions_positive', sql`${t.montant_promotions} >= 0`),
    check('orders_paiera_avec_especes', sql`${t.paiera_avec} IS NULL OR (${t.mode_paiement} = 'especes' AND ${t.paiera_avec} >= 0)`),
    check('orders_numero_non_vide', sql`length(${t.numero_commande}) >= 6`),
    check(
      'orders_livraison_adresse',
      sql`${t.type_commande} <> 'Livraison' OR (${t.adresse_livraison} IS NOT NULL AND ${t.ville_livraison} IS NOT NULL AND ${t.zone_livraison} IS NOT NULL)`,
    ),
    check('orders_paye_date', sql`${t.payment_status} <> 'paye' OR ${t.paid_at} IS NOT NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => produits.id, { onDelete: 'set null' }),
    product_name: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** product price plus accompaniment price plus the chosen options' prices */
    unit_price: money('unit_price').notNull(),
    accompaniment_id: integer('accompaniment_id').references(() => accompagnements.id, { onDelete: 'set null' }),
    accompaniment_name: text('accompaniment_name'),
    accompaniment_price: money('accompaniment_price').notNull().default(moneyDefault(0)),
    /** The options chosen, as they were when ordered: group, option and price in millimes. */
    choix: jsonb('choix').$type<ChoixLigne[]>().notNull().default([]),
    total_price: money('total_price').notNull(),
    /** What the offers took off this line (its share of an order-wide one): a refund of the line gives back the rest. */
    remise: money('remise').notNull().default(moneyDefault(0)),
    /** Kitchen display: when the line was ticked as made (null while still to make). */
    done_at: timestamptz('done_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.order_id),
    check('order_items_quantity', sql`${t.quantity} BETWEEN 1 AND 99`),
    check('order_items_prix_positifs', sql`${t.unit_price} >= 0 AND ${t.accompaniment_price} >= 0`),
    check('order_items_total', sql`${t.total_price} = ${t.unit_price} * ${t.quantity}`),
    check('order_items_remise', sql`${t.remise} >= 0 AND ${t.remise} <= ${t.total_price}`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    statut: text('statut').$type<StatutCommande>().notNull(),
    /** user.id of the staff member, or 'system' / 'customer' */
    changed_by: text('changed_by'),
    created_at: createdAt(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.order_id, t.created_at),
    check('order_status_history_statut', sql`${t.statut} IN (${sqlStringList(statutsCommande)})`),
  ],
);

export const customerReviews = pgTable(
  'customer_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    order_id: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    note: integer('note').notNull().default(5),
    commentaire: text('commentaire'),
    created_at: createdAt(),
    /** The staff's answer, e-mailed to the customer: its text, who wrote it (user id) and when. */
    reponse: text('reponse'),
    repondu_par: text('repondu_par'),
    repondu_le: timestamptz('repondu_le'),
  },
  (t) => [index('customer_reviews_customer_idx').on(t.customer_id), check('customer_reviews_note', sql`${t.note} BETWEEN 1 AND 5`)],
);

export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    order_id: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    type: text('type').$type<'email' | 'telegram'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    content: text('content').notNull(),
    template_data: jsonb('template_data').$type<Record<string, unknown>>(),
    /** Claimed highest first (jobs/job-priority.ts): sign-in links before order mails before bulk. */
    priority: integer('priority').notNull().default(0),
    /** 'failed' is the dead state: out of attempts, listed in Diagnostics with last_error until retried. */
    status: text('status').$type<'pending' | 'processing' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: timestamptz('sent_at'),
  },
  (t) => [
    index('notification_outbox_due_idx')
      .on(t.priority.desc(), t.next_attempt_at, t.id)
      .where(sql`${t.status} IN ('pending', 'processing')`),
    index('notification_outbox_sent_idx')
      .on(t.sent_at)
      .where(sql`${t.status} = 'sent'`),
    index('notification_outbox_order_idx').on(t.order_id),
    check('notification_outbox_type', sql`${t.type} IN ('email', 'telegram')`),
    check('notification_outbox_status', sql`${t.status} IN ('pending', 'processing', 'sent', 'failed')`),
    check('notification_outbox_attempts', sql`${t.attempts} >= 0`),
  ],
);
