/**
 * The next number of an invoice or a credit note, without gaps per kind and calendar year (Africa/Tunis):
 * the counter row is created at the year's first number and moved by one UPDATE, which locks it until the issuing
 * transaction ends, so two issues at once take consecutive numbers and a rolled-back one gives its number back.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoiceCounters, type InvoiceKind } from '../../db/schema/index';
import { selectRows } from '../../db/select-rows';

const PREFIX: Record<InvoiceKind, string> = { facture: 'FA', avoir: 'AV' };

/** The calendar year of `now` in Tunisia. */
function tunisYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Africa/Tunis', year: 'numeric' }).format(now));
}

function invoiceNumber(kind: InvoiceKind, annee: number, sequence: number): string {
  return `${PREFIX[kind]}-${annee}-${String(sequence).padStart(6, '0')}`;
}

export async function nextInvoiceNumber(tx: Tx, kind: InvoiceKind, now: Date) {
  const annee = tunisYear(now);
  const [row] = await selectRows<{ dernier: number }>(
    tx,
    sql`insert into ${invoiceCounters} (kind, annee, dernier) values (${kind}, ${annee}, 1)
        on conflict (kind, annee) do update set dernier = ${invoiceCounters}.dernier + 1
        returning dernier`,
  );
  const sequence = Number(row!.dernier);
  return { annee, sequence, numero: invoiceNumber(kind, annee, sequence) };
}
