/**
 * The print queue of the job runner (jobs/job-runner.ts): print_jobs rows, claimed like the notification
 * outbox (claim-due-rows.ts: FOR UPDATE SKIP LOCKED, leased), one at a time. A job builds its printer's
 * tickets from the order as it is now, encodes them (escpos) and sends them over TCP outside any
 * transaction. A failure is retried with the runner's backoff (10 s, 20 s, 40 s… capped at 5 min) up to
 * MAX_ATTEMPTS, then the job is dead ('failed'). Either way the printer keeps the error: the board shows
 * the alert until a print goes through, and app events record when it went away and came back. A
 * printer's trouble never touches the orders: their transactions only insert the job rows.
 *
 * A test ticket (Paramètres › Imprimantes) is a job without an order: it prints the fixed test document; so is
 * a day's closing (print-closing.ts), which prints the closing ticket of its day.
 *
 * Printed once: a job is unique on (order, event, printer) and done jobs are never claimed again. The
 * one gap is a worker that dies between the send and the mark: its lease runs out and the ticket prints
 * again (logged through onDuplicateRisk), which a kitchen prefers to a ticket never printed.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imprimantes, printJobs } from '../../db/schema/index';
import { printerAlert } from '@core/schemas/printers';
import { buildTestTicket } from '@core/print/test-ticket';
import type { TicketDocument } from '@core/print/ticket';
import { PrinterError, sendToPrinter } from '../../integrations/printer-client';
import { recordAppEvent } from '../events/record-app-event';
import { loadTicketOrder } from './ticket-data';
import { readSettingsRow } from '../../db/settings-row';
import { encodeDocuments, ticketDocuments } from './ticket-documents';
import { claimDueRows } from '../../jobs/claim-due-rows';
import { closingJobDay, closingTicket } from './print-closing';
import { retryDelayMs, type JobQueue } from '../../jobs/job-runner';

export const PRINT_QUEUE = 'print';
const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;
const RETRY_DELAYS = { baseMs: 10_000, maxMs: 5 * 60_000 };

type PrintOutcome = 'printed' | 'retried' | 'failed' | 'cancelled';

export interface PrintQueueOptions {
  db: Db;
  send?: typeof sendToPrinter;
  /** A job taken over from a worker whose lease ran out: it may print a second time. */
  onDuplicateRisk?: (jobId: number) => void;
}

/** Claims one due print job and runs it; null when none was due. */
async function processNextPrintJob({ db, send = sendToPrinter, onDuplicateRisk }: PrintQueueOptions): Promise<PrintOutcome | null> {
  const [claimed] = await claimDueRows(
    db,
    { table: printJobs, status: printJobs.status, attempts: printJobs.attempts, dueAt: printJobs.next_attempt_at },
    { limit: 1, leaseMs: LEASE_MS },
  );
  if (!claimed) return null;
  if (claimed.previous === 'processing') onDuplicateRisk?.(claimed.id);
  const [job] = await db.select().from(printJobs).where(eq(printJobs.id, claimed.id));
  const [printer] = job ? await db.select().from(imprimantes).where(eq(imprimantes.id, job.printer_id)) : [];
  const documents = job && printer ? await jobDocuments(db, job, printer) : null;
  if (!job || !printer || !documents || !printer.actif || printer.connexion !== 'reseau' || !printer.hote) {
    await db.update(printJobs).set({ status: 'cancelled', last_error: 'imprimante désactivée' }).where(eq(printJobs.id, claimed.id));
    return 'cancelled';
  }
  const context = {
    order_id: job.order_id,
    numero_commande: documents.numeroCommande,
    imprimante: printer.nom,
    print_event: job.event,
    attempt: claimed.attempts,
  };
  try {
    const bytes = await encodeDocuments(documents.tickets, { codePage: printer.code_page, paperWidth: printer.largeur_papier });
    await send({ host: printer.hote, port: printer.port, bytes });
  } catch (error) {
    const reason = error instanceof PrinterError ? error.reason : error instanceof Error ? error.message : String(error);
    return recordFailure(db, { jobId: job.id, printer, attempts: claimed.attempts, reason, context });
  }
  await db.transaction(async (tx) => {
    // the printer's row first, then its job's, as a printer's deletion takes them (its jobs go with it): no deadlock
    const [before] = await tx.select({ erreur: imprimantes.erreur }).from(imprimantes).where(eq(imprimantes.id, printer.id)).for('update');
    await tx.update(printJobs).set({ status: 'done', printed_at: new Date(), last_error: null }).where(eq(printJobs.id, job.id));
    await tx.update(imprimantes).set({ erreur: null, erreur_depuis: null, dernier_succes_at: new Date() }).where(eq(imprimantes.id, printer.id));
    if (before?.erreur) await recordAppEvent(tx, { event: 'printer.recovered', context: { imprimante: printer.nom } });
    await recordAppEvent(tx, { event: 'print.printed', context });
  });
  return 'printed';
}

/** The tickets of a job as its order (or its day's closing, or for a test ticket the printer) is now; null when the order is gone. */
async function jobDocuments(
  db: Db,
  job: typeof printJobs.$inferSelect,
  printer: typeof imprimantes.$inferSelect,
): Promise<{ tickets: TicketDocument[]; numeroCommande: string | null } | null> {
  const closingDay = closingJobDay(job.event);
  if (job.order_id === null && closingDay !== null) return { tickets: [await closingTicket(db, closingDay, printer)], numeroCommande: null };
  if (job.order_id === null) {
    const settings = await readSettingsRow({ db });
    return { tickets: [buildTestTicket(settings.nom_restaurant, printer, job.created_at)], numeroCommande: null };
  }
  const data = await loadTicketOrder({ db, orderId: job.order_id });
  if (!data) return null;
  return { tickets: ticketDocuments(data, { role: printer.role, paperWidth: printer.largeur_papier }), numeroCommande: data.order.numero_commande };
}

async function recordFailure(
  db: Db,
  {
    jobId,
    printer,
    attempts,
    reason,
    context,
  }: { jobId: number; printer: { id: number; nom: string }; attempts: number; reason: string; context: Record<string, unknown> },
): Promise<PrintOutcome> {
  const final = attempts >= MAX_ATTEMPTS;
  return db.transaction(async (tx) => {
    // the printer's row first, then its job's (as in processNextPrintJob)
    const [before] = await tx.select({ erreur: imprimantes.erreur }).from(imprimantes).where(eq(imprimantes.id, printer.id)).for('update');
    if (final) await tx.update(printJobs).set({ status: 'failed', last_error: reason }).where(eq(printJobs.id, jobId));
    else {
      const delay = `${retryDelayMs(attempts, RETRY_DELAYS)} milliseconds`;
      await tx
        .update(printJobs)
        .set({ status: 'pending', last_error: reason, next_attempt_at: sql`now() + ${delay}::interval` })
        .where(eq(printJobs.id, jobId));
    }
    await tx
      .update(imprimantes)
      .set({ erreur: reason, erreur_depuis: sql`coalesce(${imprimantes.erreur_depuis}, now())` })
      .where(eq(imprimantes.id, printer.id));
    if (before?.erreur !== reason) {
      await recordAppEvent(tx, { event: 'printer.unreachable', context: { imprimante: printer.nom, alerte: printerAlert(printer.nom, reason) } });
    }
    await recordAppEvent(tx, { event: final ? 'print.failed' : 'print.retried', context: { ...context, error: reason } });
    return final ? 'failed' : 'retried';
  });
}

export function printQueue(options: PrintQueueOptions): JobQueue {
  return {
    kind: PRINT_QUEUE,
    async runNext() {
      const outcome = await processNextPrintJob(options);
      return outcome === null ? null : outcome === 'printed' || outcome === 'cancelled';
    },
  };
}
