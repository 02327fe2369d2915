/**
 * The estimated ready or delivery time of orders not yet finished (core/service.ts orderEstimate), for
 * the order views: two small queries whatever the number of orders (for each order, how many are ahead of
 * it in the kitchen and out for delivery, counted in SQL; the zones' temps_livraison), none when every
 * order is finished.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '@core/order-status';
import { KITCHEN_STATUSES, orderEstimate } from '@core/service';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { orders, zonesLivraison } from '../../db/schema/index';
import type { SettingsRow } from '../../db/settings-row';

type OrderRow = typeof orders.$inferSelect;
export type Estimation = { at: string; texte: string } | null;
type EstimateSettings = Pick<SettingsRow, 'delai_preparation_base' | 'commandes_simultanees_max' | 'nombre_livreurs_actifs'>;
/** For each order, how many are ahead of it in the kitchen and how many are out for delivery. */
export interface EstimateCounts {
  in_kitchen: number;
  en_livraison: number;
}

const inKitchenStatuses = () =>
  sql.join(
    KITCHEN_STATUSES.map((statut) => sql`${statut}`),
    sql`, `,
  );

/**
 * The same two counts for an order about to be written, as columns of the first statement of its
 * transaction (place-order.ts): its created_at is the transaction's now(), so "ahead of it" is the same
 * set, read a few milliseconds before its commit instead of just after. No round trip of their own.
 */
export function newOrderEstimateCounts(): Record<keyof EstimateCounts, SQL> {
  return {
    in_kitchen: sql`(select count(*)::int from ${orders} o where o.statut_commande in (${inKitchenStatuses()}) and o.created_at < now())`,
    en_livraison: sql`(select count(*)::int from ${orders} o where o.statut_commande = 'En_livraison')`,
  };
}

export async function loadOrderEstimates({
  db,
  rows,
  settings,
  now,
}: {
  db: DbOrTx;
  rows: readonly OrderRow[];
  settings: EstimateSettings;
  now: Date;
}): Promise<Map<string, Estimation>> {
  const active = rows.filter((row) => (ACTIVE_STATUSES as readonly string[]).includes(row.statut_commande));
  if (active.length === 0) return new Map();
  const zoneCodes = [...new Set(active.map((row) => row.zone_livraison).filter((code): code is string => Boolean(code)))];
  // Counted by PostgreSQL for each order: the orders ahead of it in the kitchen and the orders out for
  // delivery, never the rows themselves (however many orders are open, one small answer per order).
  const ordersToEstimate = sql.join(
    active.map((row) => sql`(${row.id}::uuid, ${row.created_at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const [counts, zones] = await Promise.all([
    selectRows<{ id: string; in_kitchen: number; en_livraison: number }>(
      db,
      sql`select r.id::text as id,
        (select count(*)::int from ${orders} o where o.statut_commande in (${inKitchenStatuses()}) and o.created_at < r.created_at and o.id <> r.id) as in_kitchen,
        (select count(*)::int from ${orders} o where o.statut_commande = 'En_livraison' and o.id <> r.id) as en_livraison
        from (values ${ordersToEstimate}) as r(id, created_at)`,
    ),
    zoneCodes.length
      ? db
          .select({ code: zonesLivraison.code, temps_livraison: zonesLivraison.temps_livraison })
          .from(zonesLivraison)
          .where(inArray(zonesLivraison.code, zoneCodes))
      : Promise.resolve([]),
  ]);
  return estimatesFrom({
    rows: active,
    counts: new Map(counts.map((c) => [c.id, c])),
    travel: new Map(zones.map((z) => [z.code, z.temps_livraison])),
    settings,
    now,
  });
}

/** The estimates of these orders from their counts and the zones' travel times (minutes, by zone code). */
export function estimatesFrom({
  rows,
  counts: countsOf,
  travel,
  settings,
  now,
}: {
  rows: readonly OrderRow[];
  counts: ReadonlyMap<string, EstimateCounts>;
  travel: ReadonlyMap<string, number | null>;
  settings: EstimateSettings;
  now: Date;
}): Map<string, Estimation> {
  const estimates = new Map<string, Estimation>();
  for (const row of rows.filter((r) => (ACTIVE_STATUSES as readonly string[]).includes(r.statut_commande))) {
    const estimate = orderEstimate({
      typeCommande: row.type_commande,
      statut: row.statut_commande,
      createdAt: row.created_at,
      now,
      inKitchen: Number(countsOf.get(row.id)?.in_kitchen ?? 0),
      enLivraison: Number(countsOf.get(row.id)?.en_livraison ?? 0),
      delaiPreparationBase: settings.delai_preparation_base,
      commandesSimultaneesMax: settings.commandes_simultanees_max,
      nombreLivreursActifs: settings.nombre_livreurs_actifs,
      tempsLivraison: row.zone_livraison ? (travel.get(row.zone_livraison) ?? null) : null,
    });
    estimates.set(row.id, estimate && { at: estimate.at.toISOString(), texte: estimate.texte });
  }
  return estimates;
}
