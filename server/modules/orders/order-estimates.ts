/**
 * The estimated ready or delivery time of orders not yet finished (core/service.ts orderEstimate), for
 * the order views: two small queries whatever the number of orders (the orders in the kitchen or out for
 * delivery, and the zones' temps_livraison), none when every order is finished.
 */
import { inArray } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '@core/order-status';
import { KITCHEN_STATUSES, orderEstimate } from '@core/service';
import type { DbOrTx } from '../../db/client';
import { orders, zonesLivraison } from '../../db/schema/index';
import type { RestaurantSettingsRow } from './get-restaurant-settings';

type OrderRow = typeof orders.$inferSelect;
export type Estimation = { at: string; texte: string } | null;

export async function loadOrderEstimates({
  db,
  rows,
  settings,
  now,
}: {
  db: DbOrTx;
  rows: readonly OrderRow[];
  settings: Pick<RestaurantSettingsRow, 'delai_preparation_base' | 'commandes_simultanees_max' | 'nombre_livreurs_actifs'>;
  now: Date;
}): Promise<Map<string, Estimation>> {
  const estimates = new Map<string, Estimation>();
  const active = rows.filter((row) => (ACTIVE_STATUSES as readonly string[]).includes(row.statut_commande));
  if (active.length === 0) return estimates;
  const zoneCodes = [...new Set(active.map((row) => row.zone_livraison).filter((code): code is string => Boolean(code)))];
  const [inProgress, zones] = await Promise.all([
    db
      .select({ id: orders.id, created_at: orders.created_at, statut_commande: orders.statut_commande })
      .from(orders)
      .where(inArray(orders.statut_commande, [...KITCHEN_STATUSES, 'En_livraison'])),
    zoneCodes.length
      ? db
          .select({ code: zonesLivraison.code, temps_livraison: zonesLivraison.temps_livraison })
          .from(zonesLivraison)
          .where(inArray(zonesLivraison.code, zoneCodes))
      : Promise.resolve([]),
  ]);
  const kitchen = inProgress.filter((o) => (KITCHEN_STATUSES as readonly string[]).includes(o.statut_commande));
  const travel = new Map(zones.map((z) => [z.code, z.temps_livraison]));
  for (const row of active) {
    const estimate = orderEstimate({
      typeCommande: row.type_commande,
      statut: row.statut_commande,
      createdAt: row.created_at,
      now,
      inKitchen: kitchen.filter((o) => o.id !== row.id && o.created_at.getTime() < row.created_at.getTime()).length,
      enLivraison: inProgress.filter((o) => o.id !== row.id && o.statut_commande === 'En_livraison').length,
      delaiPreparationBase: settings.delai_preparation_base,
      commandesSimultaneesMax: settings.commandes_simultanees_max,
      nombreLivreursActifs: settings.nombre_livreurs_actifs,
      tempsLivraison: row.zone_livraison ? (travel.get(row.zone_livraison) ?? null) : null,
    });
    estimates.set(row.id, estimate && { at: estimate.at.toISOString(), texte: estimate.texte });
  }
  return estimates;
}
