/**
 * The customer lookup of a phone order: by mobile number (any part of its 8 digits, as typed
 * with or without spaces or +216) or by e-mail, ten at most, the most regular first, each with their
 * saved addresses (most used first) so a delivery to a known address is one tap.
 */
import { asc, desc, ilike, inArray, or } from 'drizzle-orm';
import type { StaffCustomerView } from '@core/schemas/staff-orders';
import type { DbOrTx } from '../../db/client';
import { customerAddresses, customers } from '../../db/schema/index';

const LIMIT = 10;

export async function findPhoneCustomers({ db, q }: { db: DbOrTx; q: string }): Promise<StaffCustomerView[]> {
  const text = q.trim();
  let digits = text.replace(/\D/g, '');
  // The country code as typed (+216 22 123 …, 00216…, or 216 before 8 digits) is not part of the number.
  if (/^\s*(\+|00)\s*216/.test(text) || (digits.length > 8 && digits.startsWith('216'))) digits = digits.replace(/^(00)?216/, '');
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byPhone = digits.length >= 3 && !text.includes('@') ? [ilike(customers.telephone, `%${digits}%`)] : [];
  const rows = await db
    .select()
    .from(customers)
    .where(or(ilike(customers.email, pattern), ...byPhone))
    .orderBy(desc(customers.nombre_commandes), desc(customers.id))
    .limit(LIMIT);
  if (rows.length === 0) return [];
  const addresses = await db
    .select()
    .from(customerAddresses)
    .where(
      inArray(
        customerAddresses.customer_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(customerAddresses.usage_count), asc(customerAddresses.id));
  return rows.map((row) =>
    toStaffCustomer(
      row,
      addresses.filter((a) => a.customer_id === row.id),
    ),
  );
}

function toStaffCustomer(row: typeof customers.$inferSelect, addresses: (typeof customerAddresses.$inferSelect)[]): StaffCustomerView {
  return {
    id: row.id,
    prenom: row.prenom,
    nom: row.nom,
    telephone: row.telephone,
    email: row.email,
    has_account: row.auth_user_id !== null,
    is_blacklisted: row.is_blacklisted,
    nombre_commandes: row.nombre_commandes,
    current_points_balance: row.current_points_balance,
    adresses: addresses.slice(0, 5).map((a) => ({
      adresse: a.adresse,
      ville: a.ville,
      zone_livraison: a.zone_livraison,
      instructions_livraison: a.instructions_livraison,
    })),
  };
}
