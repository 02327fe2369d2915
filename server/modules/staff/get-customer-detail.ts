/** A customer's detail page: profile, points balance, saved addresses and orders (newest first). */
import { desc, eq } from 'drizzle-orm';
import type { CustomerDetailView } from '@core/schemas/staff';
import type { DbOrTx } from '../../db/client';
import { customerAddresses, customers, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { toCustomerSummary } from './search-customers';

export async function getCustomerDetail({ db, customerId }: { db: DbOrTx; customerId: number }): Promise<CustomerDetailView> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND');
  const [addresses, orderRows] = await Promise.all([
    db.select().from(customerAddresses).where(eq(customerAddresses.customer_id, customerId)),
    db.select().from(orders).where(eq(orders.customer_id, customerId)).orderBy(desc(orders.created_at)).limit(100),
  ]);
  return {
    customer: toCustomerSummary(row),
    points: row.current_points_balance,
    addresses: addresses.map((a) => ({ id: a.id, adresse: a.adresse, ville: a.ville })),
    orders: orderRows.map((o) => ({
      id: o.id,
      numero_commande: o.numero_commande,
      created_at: new Date(o.created_at).toISOString(),
      statut_commande: o.statut_commande,
      total_ttc: o.total_ttc,
      type_commande: o.type_commande,
      is_test: o.is_test,
    })),
  };
}
