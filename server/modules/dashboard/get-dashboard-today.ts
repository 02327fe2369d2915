/**
 * Today at a glance: today's figures up to now against the same weekday last week up to the same time
 * of day, the orders waiting to be accepted right now, and both days hour by hour.
 */
import { sql } from 'drizzle-orm';
import { todayWindows, dayStart, addDays } from '@core/dashboard';
import type { DashboardTodayView } from '@core/schemas/dashboard';
import type { DbOrTx } from '../../db/client';
import { COUNTED, selectRows } from './dashboard-sql';
import { getDashboardFigures } from './get-dashboard-figures';
import { bucketKeys, listOrderBuckets } from './list-order-buckets';

/** Orders Recu now, whenever placed (an order left from yesterday still waits), and the oldest one's time. */
async function getWaitingOrders(db: DbOrTx): Promise<DashboardTodayView['waiting']> {
  const [row] = await selectRows<{ count: number; oldest_at: Date | string | null }>(
    db,
    sql`select count(*)::int as count, min(o.created_at) as oldest_at from orders o where o.statut_commande = 'Recu' and ${COUNTED}`,
  );
  return { count: Number(row?.count ?? 0), oldest_at: row?.oldest_at ? new Date(row.oldest_at).toISOString() : null };
}

async function hourly(db: DbOrTx, day: string) {
  return listOrderBuckets({ db, startsAt: dayStart(day), endsAt: dayStart(addDays(day, 1)), keys: bucketKeys(day, day, 'hour'), granularity: 'hour' });
}

export async function getDashboardToday({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<DashboardTodayView> {
  const windows = todayWindows(now);
  const [today, lastWeek, waiting, todayHours, lastWeekHours] = await Promise.all([
    getDashboardFigures({ db, ...windows.today, now }),
    getDashboardFigures({ db, ...windows.lastWeek, now }),
    getWaitingOrders(db),
    hourly(db, windows.todayDay),
    hourly(db, windows.lastWeekDay),
  ]);
  return {
    day: windows.todayDay,
    last_week_day: windows.lastWeekDay,
    today,
    last_week: lastWeek,
    waiting,
    hours: todayHours.map((bucket, hour) => ({
      hour,
      orders: bucket.orders,
      revenue: bucket.revenue,
      last_week_orders: lastWeekHours[hour]!.orders,
      last_week_revenue: lastWeekHours[hour]!.revenue,
    })),
    generated_at: now.toISOString(),
  };
}
