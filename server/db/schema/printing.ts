/**
 * Printers (Paramètres › Imprimantes) and their print jobs. A print job is one ticket set for
 * one printer, written in the transaction of the change that causes it (an order accepted, a reprint
 * asked for) and unique on (order, event, printer): a retry, a second worker or a restart never queues
 * the same print twice. The job queue (server/modules/printing/print-queue.ts) claims them like the notification outbox.
 * A printer keeps its last error (and since when): the board's alert.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CodePage, PrinterConnection, PrinterRole } from '../../../core/schemas/printers';
import { createdAt, sqlStringList, timestamptz, updatedAt } from '../columns';
import { orders } from './orders';

export const printerRoles = ['cuisine', 'caisse', 'les_deux'] as const satisfies readonly PrinterRole[];
export const printerConnections = ['reseau', 'navigateur'] as const satisfies readonly PrinterConnection[];
export const printJobStatuses = ['pending', 'processing', 'done', 'failed', 'cancelled'] as const;
export type PrintJobStatus = (typeof printJobStatuses)[number];

export const imprimantes = pgTable(
  'imprimantes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nom: text('nom').notNull(),
    role: text('role').$type<PrinterRole>().notNull(),
    connexion: text('connexion').$type<PrinterConnection>().notNull(),
    hote: text('hote'),
    port: integer('port').notNull().default(9100),
    code_page: text('code_page').$type<CodePage>().notNull().default('cp858'),
    largeur_papier: integer('largeur_papier').$type<58 | 80>().notNull().default(80),
    actif: boolean('actif').notNull().default(true),
    ordre_affichage: integer('ordre_affichage').notNull().default(0),
    /** The last attempt's error, null once it printed again. */
    erreur: text('erreur'),
    erreur_depuis: timestamptz('erreur_depuis'),
    dernier_succes_at: timestamptz('dernier_succes_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('imprimantes_role', sql`${t.role} IN (${sqlStringList(printerRoles)})`),
    check('imprimantes_connexion', sql`${t.connexion} IN (${sqlStringList(printerConnections)})`),
    check('imprimantes_reseau_hote', sql`${t.connexion} <> 'reseau' OR ${t.hote} IS NOT NULL`),
    check('imprimantes_port', sql`${t.port} BETWEEN 1 AND 65535`),
    check('imprimantes_largeur', sql`${t.largeur_papier} IN (58, 80)`),
  ],
);

export const printJobs = pgTable(
  'print_jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Null only for a test ticket (Paramètres › Imprimantes) and a day's closing, which print no order. */
    order_id: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    printer_id: integer('printer_id')
      .notNull()
      .references(() => imprimantes.id, { onDelete: 'cascade' }),
    /** 'acceptation' (the order went En_preparation), 'reimpression:<demande_id>', 'test:<demande_id>' or 'cloture:<jour>:<demande_id>'. */
    event: text('event').notNull(),
    status: text('status').$type<PrintJobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    /** user.id of who asked for it, or 'system' */
    requested_by: text('requested_by'),
    printed_at: timestamptz('printed_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('print_jobs_order_event_printer').on(t.order_id, t.event, t.printer_id),
    // A test ticket or a closing has no order: its request (demande_id in the event) prints once per printer all the same.
    uniqueIndex('print_jobs_test_event_printer')
      .on(t.event, t.printer_id)
      .where(sql`${t.order_id} IS NULL`),
    check('print_jobs_order_unless_test', sql`${t.order_id} IS NOT NULL OR ${t.event} LIKE 'test:%' OR ${t.event} LIKE 'cloture:%'`),
    index('print_jobs_due_idx').on(t.status, t.next_attempt_at),
    check('print_jobs_status', sql`${t.status} IN (${sqlStringList(printJobStatuses)})`),
  ],
);
