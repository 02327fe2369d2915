/**
 * A test ticket asked from Paramètres › Imprimantes: one print job without an order on every active
 * network printer, printed by the queue like any ticket (its failure raises the printer's alert the same
 * way). `demandeId` is made once per click, so a request sent twice prints once. Browser printers get
 * nothing: the browser's own print dialog is their test.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TestTicketAnswer } from '@core/schemas/printers';
import type { Db } from '../../db/client';
import { imprimantes, printJobs } from '../../db/schema/index';
import { AppError } from '../../errors';
import { PRINT_CHANNEL } from './queue-prints';

const TEST_EVENT_PREFIX = 'test:';
const testTicketEvent = (demandeId: string) => `${TEST_EVENT_PREFIX}${demandeId}`;

export async function printTestTicket({ db, demandeId, userId }: { db: Db; demandeId: string; userId: string }): Promise<TestTicketAnswer> {
  const event = testTicketEvent(demandeId);
  return db.transaction(async (tx) => {
    const printers = await tx
      .select({ id: imprimantes.id })
      .from(imprimantes)
      .where(and(eq(imprimantes.actif, true), eq(imprimantes.connexion, 'reseau')));
    if (printers.length === 0) throw new AppError('NO_NETWORK_PRINTER');
    const inserted = await tx
      .insert(printJobs)
      .values(printers.map((p) => ({ order_id: null, printer_id: p.id, event, requested_by: userId })))
      .onConflictDoNothing()
      .returning({ id: printJobs.id });
    if (inserted.length) await tx.execute(sql`select pg_notify(${PRINT_CHANNEL}, '')`);
    return { envoyes: printers.length };
  });
}
