/**
 * The CustomerView of docs/api.md: the customer's own row with its VIP level, never internal columns
 * (auth_user_id, blacklist flag); its shape is core/api-views.ts.
 */
import { eq } from 'drizzle-orm';
import type { CustomerView } from '@core/api-views';
import type { DbOrTx } from '../../db/client';
import { customers, vipLevels } from '../../db/schema/index';

export type { CustomerView };

export async function getCustomerView({ db, customerId }: { db: DbOrTx; customerId: number }): Promise<CustomerView | null> {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      nom: customers.nom,
      prenom: customers.prenom,
      telephone: customers.telephone,
      onboarding_completed: customers.onboarding_completed,
      preferred_delivery_zone: customers.preferred_delivery_zone,
      nombre_commandes: customers.nombre_commandes,
      current_points_balance: customers.current_points_balance,
      total_points_earned: customers.total_points_earned,
      total_points_redeemed: customers.total_points_redeemed,
      montant_total_depense: customers.montant_total_depense,
      level_name: vipLevels.level_name,
      points_multiplier: vipLevels.points_multiplier,
    })
    .from(customers)
    .leftJoin(vipLevels, eq(vipLevels.id, customers.vip_level_id))
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) return null;
  const { level_name, points_multiplier, ...rest } = row;
  return { ...rest, vip_level: level_name === null ? null : { level_name, points_multiplier: Number(points_multiplier) } };
}
