/** Customers with their points (admin), searched by e-mail or name, biggest balance first. */
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import { pageFields, pageOffset } from '@core/page';
import { LOYALTY_PAGE_SIZE } from '@core/schemas/loyalty';
import type { DbOrTx } from '../../db/client';
import { customers, vipLevels } from '../../db/schema/index';

export async function listLoyaltyCustomers({ db, q, page }: { db: DbOrTx; q?: string; page: number }) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern ? or(ilike(customers.email, pattern), ilike(customers.nom, pattern), ilike(customers.prenom, pattern)) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: customers.id,
        email: customers.email,
        nom: customers.nom,
        prenom: customers.prenom,
        current_points_balance: customers.current_points_balance,
        pending_points: customers.pending_points,
        total_points_earned: customers.total_points_earned,
        total_points_redeemed: customers.total_points_redeemed,
        montant_total_depense: customers.montant_total_depense,
        level_name: vipLevels.level_name,
      })
      .from(customers)
      .leftJoin(vipLevels, eq(vipLevels.id, customers.vip_level_id))
      .where(where)
      .orderBy(desc(customers.current_points_balance), desc(customers.id))
      .limit(LOYALTY_PAGE_SIZE)
      .offset(pageOffset(page, LOYALTY_PAGE_SIZE)),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { items, ...pageFields('pageSize', page, LOYALTY_PAGE_SIZE, total?.n ?? 0) };
}
