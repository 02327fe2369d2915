/**
 * Queues the prints of an order event on the active network printers, inside the caller's transaction.
 * One row per (order, event, printer), inserted only if absent: an order accepted once prints once, a
 * reprint request sent twice (same demande_id) prints once. Browser printers get no job: the board
 * opens the printable ticket for them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { imprimantes, printJobs } from '../../db/schema/index';

export const ACCEPTANCE_EVENT = 'acceptation';
/** NOTIFY print_jobs (delivered at commit) wakes the print queue of every instance at once. */
export const PRINT_CHANNEL = 'print_jobs';
export const reprintEvent = (demandeId: string) => `reimpression:${demandeId}`;

export interface QueuedPrints {
  /** Network printers a job was queued for (0 when they all had one already). */
  queued: number;
  /** An active browser printer is set (among `printerId` when given). */
  navigateur: boolean;
  /** Active printers considered. */
  printers: number;
}

export async function queuePrints(
  tx: DbOrTx,
  { orderId, event, requestedBy, printerId }: { orderId: string; event: string; requestedBy: string; printerId?: number },
): Promise<QueuedPrints> {
  const printers = await tx
    .select({ id: imprimantes.id, connexion: imprimantes.connexion })
    .from(imprimantes)
    .where(and(eq(imprimantes.actif, true), printerId === undefined ? undefined : eq(imprimantes.id, printerId)));
  const network = printers.filter((p) => p.connexion === 'reseau');
  const inserted = network.length
    ? await tx
        .insert(printJobs)
        .values(network.map((p) => ({ order_id: orderId, printer_id: p.id, event, requested_by: requestedBy })))
        .onConflictDoNothing()
        .returning({ id: printJobs.id })
    : [];
  if (inserted.length) await tx.execute(sql`select pg_notify(${PRINT_CHANNEL}, '')`);
  return { queued: inserted.length, navigateur: printers.some((p) => p.connexion === 'navigateur'), printers: printers.length };
}
