/**
 * A reprint asked from the board (operator or admin): the order's tickets queued again on every active
 * network printer (or the one named). `demandeId` is made once per click by the board, so a request sent
 * twice prints once. With a browser printer, or no printer at all, the board opens the printable ticket.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ReprintAnswer } from '@core/schemas/printers';
import type { Db } from '../../db/client';
import { printJobs } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { findOrderById } from '../../db/find-order';
import { queuePrints, reprintEvent } from './queue-prints';

export interface ReprintOrderOptions {
  db: Db;
  orderId: string;
  demandeId: string;
  printerId?: number;
  userId: string;
}

export async function reprintOrder({ db, orderId, demandeId, printerId, userId }: ReprintOrderOptions): Promise<ReprintAnswer> {
  const order = await findOrderById({ db, orderId });
  const event = reprintEvent(demandeId);
  return db.transaction(async (tx) => {
    const queued = await queuePrints(tx, { orderId, event, requestedBy: userId, printerId });
    if (printerId !== undefined && queued.printers === 0) throw new AppError('PRINTER_NOT_FOUND');
    const [jobs] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(printJobs)
      .where(and(eq(printJobs.order_id, orderId), eq(printJobs.event, event)));
    if (queued.queued > 0 || queued.navigateur) {
      await recordAppEvent(tx, {
        event: 'order.reprint_requested',
        userId,
        context: { order_id: orderId, numero_commande: order.numero_commande, imprimante_id: printerId ?? null, jobs: queued.queued },
      });
    }
    return { envoyes: jobs?.n ?? 0, navigateur: queued.navigateur || queued.printers === 0 };
  });
}
