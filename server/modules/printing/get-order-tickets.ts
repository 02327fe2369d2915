/**
 * The printable ticket of the board's browser printers: the tickets their roles print (both when no
 * browser printer is set: the fallback of a shop without printers), at their paper width.
 */
import { and, eq } from 'drizzle-orm';
import type { TicketsView } from '@core/print/ticket';
import type { PaperWidth, PrinterRole } from '@core/schemas/printers';
import type { Db } from '../../db/client';
import { imprimantes } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findOrderById } from '../../db/find-order';
import { loadTicketOrder } from './ticket-data';
import { ticketDocuments } from './ticket-documents';

export async function getOrderTickets({ db, orderId, printerId }: { db: Db; orderId: string; printerId?: number }): Promise<TicketsView> {
  await findOrderById({ db, orderId });
  const data = (await loadTicketOrder({ db, orderId }))!;
  const printers = await db
    .select({ role: imprimantes.role, largeur_papier: imprimantes.largeur_papier })
    .from(imprimantes)
    .where(and(eq(imprimantes.actif, true), eq(imprimantes.connexion, 'navigateur'), printerId === undefined ? undefined : eq(imprimantes.id, printerId)));
  if (printerId !== undefined && printers.length === 0) throw new AppError('PRINTER_NOT_FOUND');
  const roles = new Set<PrinterRole>(printers.map((p) => p.role));
  const role: PrinterRole = roles.size === 0 || roles.has('les_deux') || roles.size > 1 ? 'les_deux' : [...roles][0]!;
  const paperWidth: PaperWidth = printers[0]?.largeur_papier ?? 80;
  return { numero_commande: data.order.numero_commande, documents: ticketDocuments(data, { role, paperWidth }) };
}
