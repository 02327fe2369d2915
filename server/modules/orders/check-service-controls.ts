/**
 * The service controls of issue 12, checked when an order is placed: ordering paused by staff, the
 * kitchen full (commandes_simultanees_max orders Recu or En_preparation), and paiement_obligatoire
 * (online payment only). Each refusal says in French what to do.
 */
import { inArray, sql } from 'drizzle-orm';
import type { ModePaiement } from '@core/payment-mode';
import { KITCHEN_STATUSES, isKitchenFull, kitchenRetryMinutes, pauseMessage } from '@core/service';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { SettingsRow } from '../settings/settings-row';

export async function checkServiceControls({
  db,
  settings,
  modePaiement,
  now,
}: {
  db: DbOrTx;
  settings: SettingsRow;
  modePaiement: ModePaiement;
  now: Date;
}): Promise<void> {
  const paused = pauseMessage(settings, now);
  if (paused) throw new AppError('ORDERING_PAUSED', { message: paused });
  if (settings.paiement_obligatoire && modePaiement !== 'konnect') throw new AppError('ONLINE_PAYMENT_REQUIRED');
  // "Full" only needs to know whether the cap is reached: count at most that many rows, however many are open.
  const inKitchen = db
    .select({ one: sql`1`.as('one') })
    .from(orders)
    .where(inArray(orders.statut_commande, [...KITCHEN_STATUSES]))
    .limit(settings.commandes_simultanees_max)
    .as('in_kitchen');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(inKitchen);
  const load = {
    inKitchen: Number(row?.count ?? 0),
    commandesSimultaneesMax: settings.commandes_simultanees_max,
    delaiPreparationBase: settings.delai_preparation_base,
  };
  if (isKitchenFull(load)) throw new AppError('KITCHEN_FULL', { minutes: kitchenRetryMinutes(load) });
}
