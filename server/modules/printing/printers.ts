/**
 * The printers of Paramètres › Imprimantes: listed in their order, saved as a list like the delivery
 * zones (rows with an id updated, without created). A printer left out of the list is deleted with its
 * print jobs still waiting: it no longer exists to print them. A printer given another address, or turned
 * off, drops its alert: the next print tells whether the new one answers.
 */
import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { PrinterInput, PrinterView } from '@core/schemas/printers';
import type { DbOrTx, Tx } from '../../db/client';
import { imprimantes } from '../../db/schema/index';

export type PrinterRow = typeof imprimantes.$inferSelect;

function printerView(row: PrinterRow): PrinterView {
  return {
    id: row.id,
    nom: row.nom,
    role: row.role,
    connexion: row.connexion,
    hote: row.hote,
    port: row.port,
    code_page: row.code_page,
    largeur_papier: row.largeur_papier,
    actif: row.actif,
  };
}

export async function listPrinterRows({ db }: { db: DbOrTx }): Promise<PrinterRow[]> {
  return db.select().from(imprimantes).orderBy(asc(imprimantes.ordre_affichage), asc(imprimantes.id));
}

export async function listPrinters({ db }: { db: DbOrTx }): Promise<PrinterView[]> {
  return (await listPrinterRows({ db })).map(printerView);
}

export async function savePrinters(tx: Tx, list: readonly PrinterInput[]): Promise<void> {
  const kept: number[] = [];
  for (const [ordre_affichage, { id, ...input }] of list.entries()) {
    // A browser printer keeps no address.
    const values = { ...input, hote: input.connexion === 'reseau' ? input.hote : null, ordre_affichage };
    if (id !== undefined) {
      // A printer moved to another address (or turned off) loses the alert of the old one until it prints.
      const moved = sql`${imprimantes.connexion} <> ${values.connexion} OR ${imprimantes.hote} IS DISTINCT FROM ${values.hote} OR ${imprimantes.port} <> ${values.port} OR NOT ${values.actif}`;
      const alert = {
        erreur: sql`CASE WHEN ${moved} THEN NULL ELSE ${imprimantes.erreur} END`,
        erreur_depuis: sql`CASE WHEN ${moved} THEN NULL ELSE ${imprimantes.erreur_depuis} END`,
      };
      const [updated] = await tx
        .update(imprimantes)
        .set({ ...values, ...alert })
        .where(eq(imprimantes.id, id))
        .returning({ id: imprimantes.id });
      if (updated) {
        kept.push(updated.id);
        continue;
      }
    }
    const [created] = await tx.insert(imprimantes).values(values).returning({ id: imprimantes.id });
    kept.push(created!.id);
  }
  await tx.delete(imprimantes).where(kept.length ? notInArray(imprimantes.id, kept) : undefined);
}
