/**
 * Each rider's cash of a service day (core/closing.ts riderCash): the cash deliveries that rider delivered on the
 * day (placed by the moment they are served, like the closing), and staff's check of what the rider handed in:
 * once per rider and day, with the expected cash as it was then and the difference. The day's closing shows these
 * lines (riderCashOfDay is the narrow function it reads); a closed day takes no more checks.
 */
import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { cashDifference, riderCash } from '@core/closing';
import { serviceDayOf, serviceDaySpan } from '@core/opening-hours';
import type { RiderCashDayView } from '@core/schemas/riders';
import type { RiderCashView } from '@core/schemas/closing';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { closings, orders, restaurantSettings, riderHandovers, riders, user } from '../../db/schema/index';
import { readSettingsColumns } from '../../db/settings-row';
import { AppError } from '../../errors';

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

export async function ridersCashDay(db: DbOrTx, jour: string): Promise<RiderCashDayView> {
  return { jour, livreurs: await riderCashOfDay(db, jour) };
}

/** Staff check off what a rider handed in against the cash expected now; once per rider and day. */
export async function checkRiderCash({
  db,
  riderId,
  jour,
  especesRemises,
  userId,
}: {
  db: DbOrTx;
  riderId: number;
  jour: string;
  especesRemises: number;
  userId: string;
}): Promise<void> {
  const [rider] = await db.select({ id: riders.id }).from(riders).where(eq(riders.id, riderId)).limit(1);
  if (!rider) throw new AppError('RIDER_NOT_FOUND');
  const [closed] = await db.select({ id: closings.id }).from(closings).where(eq(closings.jour, jour)).limit(1);
  if (closed) throw new AppError('DAY_ALREADY_CLOSED');
  const line = (await riderCashOfDay(db, jour)).find((l) => l.rider_id === riderId);
  if (line?.pointage) throw new AppError('RIDER_CASH_ALREADY_CHECKED');
  const expected = line?.especes_attendues ?? 0;
  const [checker] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  try {
    await db.insert(riderHandovers).values({
      rider_id: riderId,
      jour,
      commandes: line?.commandes ?? 0,
      especes_attendues: expected,
      especes_remises: especesRemises,
      ecart: cashDifference(expected, especesRemises),
      checked_by: userId,
      checked_by_name: checker?.name || checker?.email || 'Personnel',
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('RIDER_CASH_ALREADY_CHECKED');
    throw error;
  }
}
