/** Everything /admin/settings shows: the settings row by section, every zone (active or not) and the printers. */
import { asc } from 'drizzle-orm';
import type { AdminSettingsView } from '@core/schemas/settings';
import type { DbOrTx } from '../../db/client';
import { zonesLivraison } from '../../db/schema/index';
import { listPrinters } from '../printing/printers';
import { toAdminSettingsView } from './admin-settings-view';
import { readSettingsRow } from '../../db/settings-row';

export async function getAdminSettings({ db }: { db: DbOrTx }): Promise<AdminSettingsView> {
  const row = await readSettingsRow({ db });
  const zones = await db.select().from(zonesLivraison).orderBy(asc(zonesLivraison.ordre_affichage), asc(zonesLivraison.id));
  return { ...toAdminSettingsView(row, zones), imprimantes: { imprimantes: await listPrinters({ db }) } };
}
