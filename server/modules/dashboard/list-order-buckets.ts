/** Counted orders and revenue per hour or per day of the restaurant's clock, every bucket present. */
import { sql } from 'drizzle-orm';
import { addDays, spanDays } from '@core/dashboard';
import type { DbOrTx } from '../../db/client';
import { COUNTED, localTime, millimesOf, placedBetween, selectRows } from './dashboard-sql';

export type Granularity = 'hour' | 'day';

export interface Bucket {
  /** 'YYYY-MM-DD' per day, 'YYYY-MM-DDTHH' per hour */
  key: string;
  orders: number;
  revenue: number;
}

/** The bucket keys of the days from..to, in order: 24 per day per hour, one per day otherwise. */
export function bucketKeys(from: string, to: string, granularity: Granularity): string[] {
  const days = Array.from({ length: spanDays(from, to) }, (_, i) => addDays(from, i));
  if (granularity === 'day') return days;
  return days.flatMap((day) => Array.from({ length: 24 }, (_, h) => `${day}T${String(h).padStart(2, '0')}`));
}

export async function listOrderBuckets({
  db,
  startsAt,
  endsAt,
  keys,
  granularity,
}: {
  db: DbOrTx;
  startsAt: Date;
  endsAt: Date;
  keys: readonly string[];
  granularity: Granularity;
}): Promise<Bucket[]> {
  const key = localTime(granularity === 'hour' ? 'YYYY-MM-DD"T"HH24' : 'YYYY-MM-DD');
  const rows = await selectRows<{ key: string; orders: number; revenue: string | null }>(
    db,
    sql`select ${key} as key, count(*)::int as orders, sum(o.total_ttc)::text as revenue
      from orders o
      where ${COUNTED} and ${placedBetween(startsAt, endsAt)}
      group by 1`,
  );
  const found = new Map(rows.map((row) => [row.key, row]));
  return keys.map((k) => ({ key: k, orders: Number(found.get(k)?.orders ?? 0), revenue: millimesOf(found.get(k)?.revenue) }));
}
