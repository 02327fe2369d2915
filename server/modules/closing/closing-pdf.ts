/**
 * A service day's closing as a PDF (the shared page writer ../../lib/pdf-writer.ts): the restaurant, then
 * the same report as the printed ticket (core/closing-report.ts), each section a titled table of amounts.
 */
import type { FastifyReply } from 'fastify';
import { closingReport } from '@core/closing-report';
import type { ClosingDayView } from '@core/schemas/closing';
import type { DbOrTx } from '../../db/client';
import { readSettingsRow } from '../../db/settings-row';
import { PDF_COLORS, PdfWriter } from '../../lib/pdf-writer';
import { closingDayView } from './closing-view';

async function renderClosingPdf(view: ClosingDayView, { restaurant, printedAt }: { restaurant: string; printedAt: Date }): Promise<Buffer> {
  const report = closingReport(view, { printedAt });
  const doc = await PdfWriter.create({ title: report.title, author: restaurant, date: view.cloture ? new Date(view.cloture.closed_at) : printedAt });
  const { left, right, bold } = doc;
  doc.write(restaurant, left, { font: bold, size: 16 });
  doc.line(28);
  doc.write(report.title, left, { font: bold, size: 14 });
  doc.line(16);
  doc.write(report.status, left, { color: PDF_COLORS.muted });
  for (const section of report.sections) {
    doc.line(30);
    doc.write(section.title, left, { font: bold, size: 11 });
    doc.rule();
    doc.line(4);
    for (const row of section.rows) {
      doc.line(16);
      const font = row.strong ? bold : doc.regular;
      doc.write(row.label, left, { font });
      doc.write(row.value, right, { font, right: true });
    }
    for (const note of section.notes ?? [])
      for (const text of doc.wrap(note, right - left, { size: 9 })) {
        doc.line(14);
        doc.write(text, left, { size: 9, color: PDF_COLORS.muted });
      }
  }
  return doc.save();
}

export async function sendClosingPdf(db: DbOrTx, reply: FastifyReply, jour: string) {
  const [settings, view] = await Promise.all([readSettingsRow({ db }), closingDayView(db, jour)]);
  const pdf = await renderClosingPdf(view, { restaurant: settings.nom_restaurant, printedAt: new Date() });
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="cloture-${jour}.pdf"`)
    .header('cache-control', 'private, no-store');
  return reply.send(pdf);
}
