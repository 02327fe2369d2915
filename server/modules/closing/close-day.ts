/**
 * Closes a service day: its figures as they are now, kept with the cash expected and counted, the
 * difference, who and when. Once per day: the unique day refuses a second closing, even two at the same moment.
 * A day not yet begun cannot be closed.
 */
import { eq } from 'drizzle-orm';
import { cashDifference } from '@core/closing';
import { serviceDayOf } from '@core/opening-hours';
import type { CloseDayInput } from '@core/schemas/closing';
import { AppError } from '../../errors';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { closings, user } from '../../db/schema/index';
import { dayFigures } from './day-figures';
import { findClosing } from './closing-view';

export async function closeDay({
  db,
  jour,
  input,
  userId,
  now = new Date(),
}: {
  db: DbOrTx;
  jour: string;
  input: CloseDayInput;
  userId: string;
  now?: Date;
}): Promise<void> {
  // the restaurant's calendar date today (no hours: no service runs over)
  if (jour > serviceDayOf({}, now)) throw new AppError('DAY_NOT_OVER');
  if (await findClosing(db, jour)) throw new AppError('DAY_ALREADY_CLOSED');
  const { figures, orderIds } = await dayFigures(db, jour);
  const [closer] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  try {
    await db.insert(closings).values({
      jour,
      figures,
      order_ids: orderIds,
      especes_attendues: figures.especes_attendues,
      especes_comptees: input.especes_comptees,
      ecart: cashDifference(figures.especes_attendues, input.especes_comptees),
      note: input.note ?? null,
      closed_by: userId,
      closed_by_name: closer?.name || closer?.email || 'Personnel',
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DAY_ALREADY_CLOSED');
    throw error;
  }
}
