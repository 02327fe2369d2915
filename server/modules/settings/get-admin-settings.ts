/** Everything /admin/settings shows: the settings row by section, every zone (active or not) and the printers. */
import { asc } from 'drizzle-orm';
import type { AdminSettingsView } from '@core/schemas/settings';
import type { DbOrTx } from '../../db/client';
import { zonesLivraison } from '../../db/schema/index';
import { listPrinters } from '../printing/printers';
import { toAdminSettingsView } from './admin-settings-view';
import { readSettingsRow, type SettingsRow } from '../../db/settings-row';

/** `row`: the settings row when the caller has it already (a save, which read it locked). */
export async function getAdminSettings({ db, row: given }: { db: DbOrTx; row?: SettingsRow }): Promise<AdminSettingsView> {
  const row = given ?? (await readSettingsRow({ db }));
  const zones = await db.select().from(zonesLivraison).orderBy(asc(zonesLivraison.ordre_affichage), asc(zonesLivraison.id));
  return { ...toAdminSettingsView(row, zones), imprimantes: { imprimantes: await listPrinters({ db }) } };
}
