/** The board's view of the printers (staff): each active printer and its alert while it fails. */
import type { PrinterStatusView } from '@core/schemas/printers';
import { printerAlert } from '@core/schemas/printers';
import type { DbOrTx } from '../../db/client';
import { listPrinterRows } from './printers';

export async function listPrinterStatus({ db }: { db: DbOrTx }): Promise<PrinterStatusView[]> {
  return (await listPrinterRows({ db }))
    .filter((row) => row.actif)
    .map((row) => ({
      id: row.id,
      nom: row.nom,
      role: row.role,
      connexion: row.connexion,
      alerte: row.erreur ? printerAlert(row.nom, row.erreur) : null,
      erreur_depuis: row.erreur_depuis?.toISOString() ?? null,
    }));
}
