/**
 * Marks a product or an accompaniment sold out until tonight's closing (from the restaurant's hours), a date
 * or further notice, or lifts the mark; keeps who set it and when; an app event.
 */
import { and, eq } from 'drizzle-orm';
import type { HorairesReguliers } from '@core/catalog';
import { soldOutEnd } from '@core/sold-out';
import type { RuptureInput } from '@core/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { accompagnements, produits, restaurantSettings } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { readSettingsColumns } from '../../db/settings-row';

/** Without a settings row, "tonight" ends at midnight. */
const NO_HOURS = {} as HorairesReguliers;

export async function setSoldOut({
  db,
  kind,
  id,
  input,
  userId,
  now = new Date(),
}: {
  db: Db;
  kind: 'produit' | 'accompagnement';
  id: number;
  input: RuptureInput;
  userId: string;
  now?: Date;
}): Promise<void> {
  const table = kind === 'produit' ? produits : accompagnements;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rupture: table.rupture, rupture_jusqu_a: table.rupture_jusqu_a, rupture_par: table.rupture_par, rupture_le: table.rupture_le })
      .from(table)
      .where(and(eq(table.id, id), eq(table.archive, false)))
      .for('update');
    if (!before) throw new AppError(kind === 'produit' ? 'PRODUCT_NOT_FOUND' : 'ACCOMPANIMENT_NOT_FOUND');
    let after: { rupture: boolean; rupture_jusqu_a: Date | null; rupture_par: string | null; rupture_le: Date | null };
    if (!input.rupture) {
      after = { rupture: false, rupture_jusqu_a: null, rupture_par: userId, rupture_le: now };
    } else {
      const settings = await readSettingsColumns(tx, { horaires: restaurantSettings.horaires_reguliers });
      const end = soldOutEnd({ duree: input.duree, jusqu_a: input.jusqu_a ?? null, horaires: settings?.horaires ?? NO_HOURS, now });
      if (!end.ok) throw new AppError('RUPTURE_INVALID', { message: end.message });
      after = { rupture: true, rupture_jusqu_a: end.end, rupture_par: userId, rupture_le: now };
    }
    await tx
      .update(table)
      .set({ ...after, updated_at: now })
      .where(eq(table.id, id));
    await recordAppEvent(tx, { event: `admin.${kind === 'produit' ? 'product' : 'accompaniment'}.rupture`, userId, context: { id, before, after } });
  });
}
