/**
 * The test ticket of Paramètres › Imprimantes: the restaurant, when it was asked for, and the printer it
 * came out of with its paper width and code page, so the staff see at once that the right printer answers
 * and that accents print.
 */
import { formatOrderDate } from '../order-display';
import type { CodePage, PaperWidth } from '../schemas/printers';
import { columnsFor, TicketBuilder, type TicketDocument } from './ticket';

export interface TestTicketPrinter {
  nom: string;
  largeur_papier: PaperWidth;
  code_page: CodePage;
}

export function buildTestTicket(restaurantName: string, printer: TestTicketPrinter, requestedAt: Date): TicketDocument {
  const t = new TicketBuilder(columnsFor(printer.largeur_papier));
  t.text(restaurantName, { align: 'center', bold: true, size: 'double' });
  t.rule();
  t.text('Ticket de test', { align: 'center', bold: true, size: 'tall' });
  t.text(formatOrderDate(requestedAt.toISOString()), { align: 'center' });
  t.rule();
  t.text(`Imprimante : ${printer.nom}`);
  t.text(`Papier : ${printer.largeur_papier} mm (${t.columns} caractères)`);
  t.text(`Page de code : ${printer.code_page}`);
  t.text('Accents : é è à ç ô ù', { bold: true });
  t.feed();
  t.text("L'imprimante fonctionne.", { align: 'center' });
  return { kind: 'test', columns: t.columns, lines: t.lines };
}
