/**
 * Invoices and credit notes: issued once, never updated or deleted (no route or service writes them
 * after the insert), numbered without gaps per kind and calendar year from a counter row locked for the issuing
 * transaction ('FA-2026-000001', 'AV-2026-000001'). Each keeps a copy of everything it prints: who invoiced,
 * who was invoiced, the lines, the TVA per rate, the stamp duty and the totals.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TaxPart, TaxRate } from '../../../core/tax';
import { createdAt, money, moneyDefault, sqlStringList, timestamptz } from '../columns';
import { orders } from './orders';
import { paymentRefunds } from './payments';

export const invoiceKinds = ['facture', 'avoir'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
/** Why a credit note was issued: a refund (its payment_refunds row) or a correction of the order. */
export const creditReasons = ['remboursement', 'correction'] as const;
export type CreditReason = (typeof creditReasons)[number];

export interface InvoiceParty {
  raison_sociale: string;
  matricule_fiscal: string | null;
  adresse: string | null;
}
export interface InvoiceLine {
  designation: string;
  quantite: number;
  prix_unitaire_ttc: number;
  /** What the offers took off the line. */
  remise: number;
  total_ttc: number;
  taux: TaxRate | null;
}

/** The last number given per kind and year: its row is locked by the issuing transaction, so numbers follow without gaps. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind').$type<InvoiceKind>().notNull(),
    annee: integer('annee').notNull(),
    dernier: integer('dernier').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.annee] }), check('invoice_counters_kind', sql`${t.kind} IN (${sqlStringList(invoiceKinds)})`)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    numero: text('numero').notNull().unique(),
    annee: integer('annee').notNull(),
    sequence: integer('sequence').notNull(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    facture_id: uuid('facture_id'),
    motif: text('motif').$type<CreditReason>(),
    /** The refund a credit note gives back (one credit note per refund). */
    refund_id: integer('refund_id').references(() => paymentRefunds.id, { onDelete: 'restrict' }),
    vendeur: jsonb('vendeur').$type<InvoiceParty & { nom_commercial: string; telephone: string | null }>().notNull(),
    client: jsonb('client').$type<InvoiceParty & { email: string | null }>().notNull(),
    lignes: jsonb('lignes').$type<InvoiceLine[]>().notNull(),
    tva: jsonb('tva').$type<TaxPart[]>().notNull(),
    total_ttc: money('total_ttc').notNull(),
    droit_timbre: money('droit_timbre').notNull().default(moneyDefault(0)),
    /** total_ttc + droit_timbre */
    net_a_payer: money('net_a_payer').notNull(),
    /** user.id of the staff member, or 'customer' */
    issued_by: text('issued_by').notNull(),
    issued_at: timestamptz('issued_at').notNull().defaultNow(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_kind_annee_sequence').on(t.kind, t.annee, t.sequence),
    uniqueIndex('invoices_refund_key')
      .on(t.refund_id)
      .where(sql`${t.refund_id} IS NOT NULL`),
    index('invoices_order_idx').on(t.order_id, t.issued_at),
    check('invoices_kind', sql`${t.kind} IN (${sqlStringList(invoiceKinds)})`),
    check('invoices_avoir_facture', sql`(${t.kind} = 'avoir') = (${t.facture_id} IS NOT NULL AND ${t.motif} IS NOT NULL)`),
    check('invoices_totaux', sql`${t.total_ttc} >= 0 AND ${t.droit_timbre} >= 0 AND ${t.net_a_payer} = ${t.total_ttc} + ${t.droit_timbre}`),
  ],
);
