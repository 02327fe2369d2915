/** Customers for /admin/users: search by name, e-mail or phone (newest first, 50 at most). */
import { desc, ilike, or, sql } from 'drizzle-orm';
import type { CustomerSummaryView } from '@core/schemas/staff';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/index';

const LIMIT = 50;

export function toCustomerSummary(row: typeof customers.$inferSelect): CustomerSummaryView {
  return {
    id: row.id,
    prenom: row.prenom,
    nom: row.nom,
    email: row.email,
    telephone: row.telephone,
    nombre_commandes: row.nombre_commandes,
    is_blacklisted: row.is_blacklisted,
    blacklist_motif: row.blacklist_motif,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function searchCustomers({ db, q }: { db: DbOrTx; q: string }): Promise<CustomerSummaryView[]> {
  const text = q.trim();
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = text.replace(/\D/g, '');
  const where = text
    ? or(
        ilike(customers.email, pattern),
        ilike(sql`coalesce(${customers.prenom}, '') || ' ' || coalesce(${customers.nom}, '')`, pattern),
        ilike(sql`coalesce(${customers.nom}, '') || ' ' || coalesce(${customers.prenom}, '')`, pattern),
        ...(digits.length >= 2 ? [ilike(customers.telephone, `%${digits}%`)] : []),
      )
    : undefined;
  const rows = await db.select().from(customers).where(where).orderBy(desc(customers.created_at)).limit(LIMIT);
  return rows.map(toCustomerSummary);
}
