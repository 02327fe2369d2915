/**
 * Each rider's cash of a service day (core/closing.ts riderCash), a figure of the day's closing: the cash
 * deliveries each rider delivered on the day (placed by the moment they are served, like the closing's other
 * figures) and staff's check of what the rider handed in. The riders' page and the rider's own page read it too.
 */
import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { riderCash } from '@core/closing';
import { serviceDayOf, serviceDaySpan } from '@core/opening-hours';
import type { RiderCashView } from '@core/schemas/closing';
import type { DbOrTx } from '../../db/client';
import { orders, restaurantSettings, riderHandovers, riders } from '../../db/schema/index';
import { readSettingsColumns } from '../../db/settings-row';

const servedAt = sql<Date>`coalesce(${orders.scheduled_for}, ${orders.created_at})`.mapWith(orders.created_at);

/** Every rider with a delivery or a check on the day, with what to hand in and, once checked, what was. */
export async function riderCashOfDay(db: DbOrTx, jour: string): Promise<RiderCashView[]> {
  const settings = await readSettingsColumns(db, { horaires: restaurantSettings.horaires_reguliers });
  const horaires = settings?.horaires ?? {};
  const { from, to } = serviceDaySpan(jour);
  const [delivered, checks, riderRows] = await Promise.all([
    db
      .select({
        at: servedAt,
        rider_id: sql<number>`${orders.rider_id}`.mapWith(Number),
        mode_paiement: orders.mode_paiement,
        statut_commande: orders.statut_commande,
        total_ttc: orders.total_ttc,
        is_test: orders.is_test,
      })
      .from(orders)
      .where(and(isNotNull(orders.rider_id), gte(servedAt, from), lt(servedAt, to))),
    db.select().from(riderHandovers).where(eq(riderHandovers.jour, jour)),
    db.select({ id: riders.id, nom: riders.nom }).from(riders).orderBy(asc(riders.nom)),
  ]);
  const ofDay = delivered.filter((o) => serviceDayOf(horaires, o.at) === jour);
  const cash = riderCash(ofDay, [...new Set([...ofDay.map((o) => o.rider_id), ...checks.map((c) => c.rider_id)])]);
  const names = new Map(riderRows.map((r) => [r.id, r.nom]));
  return cash
    .map((line) => {
      const check = checks.find((c) => c.rider_id === line.rider_id);
      return {
        ...line,
        nom: names.get(line.rider_id) ?? '',
        pointage: check
          ? {
              especes_attendues: check.especes_attendues,
              especes_remises: check.especes_remises,
              ecart: check.ecart,
              checked_by: check.checked_by_name,
              checked_at: check.checked_at.toISOString(),
            }
          : null,
      };
    })
    .sort((a, b) => a.nom.localeCompare(b.nom, 'fr'));
}
