/** A period's figures, its chart (per hour for one day, per day otherwise) and its ten best-selling dishes. */
import { resolvePeriod } from '@core/dashboard';
import type { DashboardPeriodQuery, DashboardPeriodView } from '@core/schemas/dashboard';
import type { DbOrTx } from '../../db/client';
import { getDashboardFigures } from './get-dashboard-figures';
import { bucketKeys, listOrderBuckets } from './list-order-buckets';
import { listTopDishes } from './list-top-dishes';

export async function getDashboardPeriod({
  db,
  query,
  now = new Date(),
}: {
  db: DbOrTx;
  query: DashboardPeriodQuery;
  now?: Date;
}): Promise<DashboardPeriodView> {
  const { from, to, startsAt, endsAt } = resolvePeriod(query, now);
  const granularity = from === to ? 'hour' : 'day';
  const [figures, buckets, topDishes] = await Promise.all([
    getDashboardFigures({ db, startsAt, endsAt, now }),
    listOrderBuckets({ db, startsAt, endsAt, keys: bucketKeys(from, to, granularity), granularity }),
    listTopDishes({ db, startsAt, endsAt }),
  ]);
  return { period: query.period, from, to, figures, granularity, buckets, top_dishes: topDishes };
}
