/** Which tickets a printer prints for its role, and their ESC/POS bytes (lines its code page lacks as images). */
import { encodeTicket, linesNeedingRaster, type MonoBitmap } from '@core/print/escpos';
import { buildKitchenTicket } from '@core/print/kitchen-ticket';
import { buildReceipt } from '@core/print/receipt';
import { dotsFor, type TicketDocument } from '@core/print/ticket';
import type { TicketOrder, TicketRestaurant } from '@core/print/ticket-order';
import type { CodePage, PaperWidth, PrinterRole } from '@core/schemas/printers';
import { renderTextLine } from '../../integrations/raster-text';

export function ticketDocuments(
  { order, restaurant }: { order: TicketOrder; restaurant: TicketRestaurant },
  { role, paperWidth }: { role: PrinterRole; paperWidth: PaperWidth },
): TicketDocument[] {
  const kitchen = role !== 'caisse' ? [buildKitchenTicket(order, { paperWidth })] : [];
  const receipt = role !== 'cuisine' ? [buildReceipt(order, restaurant, { paperWidth })] : [];
  return [...kitchen, ...receipt];
}

export async function encodeDocuments(documents: TicketDocument[], { codePage, paperWidth }: { codePage: CodePage; paperWidth: PaperWidth }): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for (const doc of documents) {
    const rasters = new Map<number, MonoBitmap>();
    for (const { index, line } of linesNeedingRaster(doc, codePage)) {
      rasters.set(index, await renderTextLine(line, { widthDots: dotsFor(paperWidth) }));
    }
    parts.push(encodeTicket(doc, { codePage, rasters }));
  }
  return Buffer.concat(parts);
}
