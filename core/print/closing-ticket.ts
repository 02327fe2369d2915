/** The daily closing on the thermal printer: the restaurant, then the report's sections (core/closing-report.ts). */
import type { ClosingReport } from '../closing-report';
import type { PaperWidth } from '../schemas/printers';
import { columnsFor, TicketBuilder, type TicketDocument } from './ticket';

export function buildClosingTicket(restaurantName: string, report: ClosingReport, { paperWidth }: { paperWidth: PaperWidth }): TicketDocument {
  const t = new TicketBuilder(columnsFor(paperWidth));
  t.text(restaurantName, { align: 'center', bold: true, size: 'double' });
  t.text(report.title, { align: 'center', bold: true, size: 'tall' });
  t.text(report.status, { align: 'center' });
  for (const section of report.sections) {
    t.rule();
    t.text(section.title, { bold: true });
    for (const row of section.rows) t.columns2(row.label, row.value, { bold: row.strong ?? false });
    for (const note of section.notes ?? []) t.text(note);
  }
  t.feed();
  return { kind: 'cloture', columns: t.columns, lines: t.lines };
}
