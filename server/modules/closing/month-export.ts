/**
 * The accountant's month: the closings of its service days and the invoices and credit notes issued in it
 * (Africa/Tunis), as three CSV files or one .xlsx workbook (exceljs) with one sheet each (core/accounting-export.ts).
 */
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountingSheets, sheetCsv, type Sheet } from '@core/accounting-export';
import { fromLocalMs } from '@core/opening-hours';
import type { DbOrTx } from '../../db/client';
import { closings, invoices, orders } from '../../db/schema/index';

const factures = alias(invoices, 'factures');

function monthSpan(mois: string): { first: string; next: string; from: Date; to: Date } {
  const start = new Date(`${mois}-01T00:00:00Z`);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return { first: `${mois}-01`, next: end.toISOString().slice(0, 10), from: fromLocalMs(start.getTime()), to: fromLocalMs(end.getTime()) };
}

async function monthSheets(db: DbOrTx, mois: string): Promise<Sheet[]> {
  const { first, next, from, to } = monthSpan(mois);
  const [closed, issued] = await Promise.all([
    db
      .select()
      .from(closings)
      .where(and(gte(closings.jour, first), lt(closings.jour, next)))
      .orderBy(asc(closings.jour)),
    db
      .select({
        numero: invoices.numero,
        kind: invoices.kind,
        issued_at: invoices.issued_at,
        numero_commande: orders.numero_commande,
        facture_numero: factures.numero,
        client: invoices.client,
        tva: invoices.tva,
        total_ttc: invoices.total_ttc,
        droit_timbre: invoices.droit_timbre,
        net_a_payer: invoices.net_a_payer,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.order_id))
      .leftJoin(factures, eq(factures.id, invoices.facture_id))
      .where(and(gte(invoices.issued_at, from), lt(invoices.issued_at, to)))
      .orderBy(asc(invoices.kind), asc(invoices.annee), asc(invoices.sequence)),
  ]);
  return accountingSheets({ closings: closed, invoices: issued });
}

const FILE_NAMES: Record<string, string> = { Clôtures: 'clotures', Factures: 'factures', Avoirs: 'avoirs' };

export async function monthCsv(db: DbOrTx, mois: string): Promise<{ files: { filename: string; csv: string }[] }> {
  const sheets = await monthSheets(db, mois);
  return { files: sheets.map((sheet) => ({ filename: `${FILE_NAMES[sheet.name] ?? sheet.name}-${mois}.csv`, csv: sheetCsv(sheet) })) };
}

async function monthXlsx(db: DbOrTx, mois: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  for (const sheet of await monthSheets(db, mois)) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.columns = sheet.columns.map((column) => ({
      header: column.header,
      width: Math.max(12, column.header.length + 2),
      ...(column.money ? { style: { numFmt: '0.000' } } : {}),
    }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) worksheet.addRow(row.map((cell, i) => (sheet.columns[i]!.money && typeof cell === 'number' ? cell / 1000 : cell)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function sendMonthXlsx(db: DbOrTx, reply: FastifyReply, mois: string) {
  const workbook = await monthXlsx(db, mois);
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="compta-${mois}.xlsx"`)
    .header('cache-control', 'private, no-store');
  return reply.send(workbook);
}
