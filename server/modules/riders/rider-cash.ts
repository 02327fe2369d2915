/**
 * Each rider's cash of a service day (core/closing.ts riderCash): the cash deliveries that rider delivered on the
 * day (placed by the moment they are served, like the closing), and staff's check of what the rider handed in:
 * once per rider and day, with the expected cash as it was then and the difference. The day's closing shows these
 * lines (closing/rider-cash-of-day.ts); a closed day takes no more checks.
 */
import { eq } from 'drizzle-orm';
import { cashDifference } from '@core/closing';
import type { RiderCashDayView } from '@core/schemas/riders';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { closings, riderHandovers, riders, user } from '../../db/schema/index';
import { AppError } from '../../errors';
import { riderCashOfDay } from '../closing/rider-cash-of-day';

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
