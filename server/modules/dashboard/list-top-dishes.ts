/**
 * The best-selling dishes of a period, by quantity in counted orders. Lines keep their own copy of the
 * name: a dish is its product (named as in its latest order), or its name once the product is gone.
 * Ties: the larger revenue first, then the name.
 */
import { sql } from 'drizzle-orm';
import { DASHBOARD_TOP_DISHES } from '@core/dashboard';
import type { DbOrTx } from '../../db/client';
import { COUNTED, millimesOf, placedBetween, selectRows } from './dashboard-sql';

export interface TopDish {
  product_id: number | null;
  name: string;
  quantity: number;
  revenue: number;
}

export async function listTopDishes({ db, startsAt, endsAt }: { db: DbOrTx; startsAt: Date; endsAt: Date }): Promise<TopDish[]> {
  const rows = await selectRows<{ product_id: number | null; name: string; quantity: number; revenue: string }>(
    db,
    sql`select i.product_id, (array_agg(i.product_name order by o.created_at desc, i.id desc))[1] as name,
        sum(i.quantity)::int as quantity, sum(i.total_price)::text as revenue
      from order_items i join orders o on o.id = i.order_id
      where ${COUNTED} and ${placedBetween(startsAt, endsAt)}
      group by i.product_id, case when i.product_id is null then i.product_name end
      order by quantity desc, sum(i.total_price) desc, name asc
      limit ${DASHBOARD_TOP_DISHES}`,
  );
  return rows.map((row) => ({
    product_id: row.product_id === null ? null : Number(row.product_id),
    name: row.name,
    quantity: Number(row.quantity),
    revenue: millimesOf(row.revenue),
  }));
}
