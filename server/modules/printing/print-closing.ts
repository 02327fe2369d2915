/**
 * A day's closing on the thermal printer, asked from the Clôture page: one print job without an order, on
 * one active network printer (the cash desk's first: role 'caisse', then 'les_deux', then the kitchen's),
 * printed by the queue like any ticket; the ticket is made when the job runs, from the day's view (a closed
 * day's kept figures, else the figures of that moment). `demandeId` is made once per click, so a request
 * sent twice prints once.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { closingReport } from '@core/closing-report';
import { buildClosingTicket } from '@core/print/closing-ticket';
import type { TicketDocument } from '@core/print/ticket';
import type { PrinterRole } from '@core/schemas/printers';
import type { Db } from '../../db/client';
import { imprimantes, printJobs } from '../../db/schema/index';
import { readSettingsRow } from '../../db/settings-row';
import { AppError } from '../../errors';
import { closingDayView } from '../closing/closing-view';
import { PRINT_CHANNEL } from './queue-prints';

const CLOSING_EVENT_PREFIX = 'cloture:';
const ROLE_ORDER: readonly PrinterRole[] = ['caisse', 'les_deux', 'cuisine'];

/** The service day a closing job prints; null for any other job. */
export function closingJobDay(event: string): string | null {
  return event.startsWith(CLOSING_EVENT_PREFIX) ? event.slice(CLOSING_EVENT_PREFIX.length, CLOSING_EVENT_PREFIX.length + 10) : null;
}

export async function printClosing({ db, jour, demandeId, userId }: { db: Db; jour: string; demandeId: string; userId: string }): Promise<{ envoyes: number }> {
  return db.transaction(async (tx) => {
    const printers = await tx
      .select({ id: imprimantes.id, role: imprimantes.role })
      .from(imprimantes)
      .where(and(eq(imprimantes.actif, true), eq(imprimantes.connexion, 'reseau')))
      .orderBy(asc(imprimantes.id));
    const [printer] = printers.sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
    if (!printer) throw new AppError('NO_NETWORK_PRINTER');
    const inserted = await tx
      .insert(printJobs)
      .values({ order_id: null, printer_id: printer.id, event: `${CLOSING_EVENT_PREFIX}${jour}:${demandeId}`, requested_by: userId })
      .onConflictDoNothing()
      .returning({ id: printJobs.id });
    if (inserted.length) await tx.execute(sql`select pg_notify(${PRINT_CHANNEL}, '')`);
    return { envoyes: 1 };
  });
}

export async function closingTicket(db: Db, jour: string, printer: typeof imprimantes.$inferSelect): Promise<TicketDocument> {
  const [settings, view] = await Promise.all([readSettingsRow({ db }), closingDayView(db, jour)]);
  return buildClosingTicket(settings.nom_restaurant, closingReport(view, { printedAt: new Date() }), { paperWidth: printer.largeur_papier });
}
