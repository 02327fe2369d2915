/**
 * The riders staff keep: the list (with the 'livreur' accounts an admin may link), an added rider, a changed one.
 * A linked account must have the role 'livreur' and belong to one rider only (the unique column says so too).
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { RiderInput, RiderListView, RiderUpdateInput, RiderView } from '@core/schemas/riders';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { riders, user, userRoles } from '../../db/schema/index';
import { AppError } from '../../errors';

type RiderRow = typeof riders.$inferSelect;

async function accountEmails(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db
    .select({ userId: userRoles.user_id, email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.user_id))
    .where(eq(userRoles.role, 'livreur'))
    .orderBy(asc(user.email));
  return new Map(rows.map((r) => [r.userId, r.email]));
}

function riderView(row: RiderRow, emails: Map<string, string>): RiderView {
  return {
    id: row.id,
    nom: row.nom,
    telephone: row.telephone,
    actif: row.actif,
    user_id: row.user_id,
    compte: row.user_id ? (emails.get(row.user_id) ?? null) : null,
  };
}

export async function listRiders(db: DbOrTx): Promise<RiderListView> {
  const [rows, emails] = await Promise.all([db.select().from(riders).orderBy(asc(riders.nom), asc(riders.id)), accountEmails(db)]);
  return {
    riders: rows.map((row) => riderView(row, emails)),
    comptes: [...emails].map(([userId, email]) => ({ userId, email })),
  };
}

async function checkAccount(db: DbOrTx, userId: string | null | undefined, riderId: number | null): Promise<void> {
  if (!userId) return;
  const [role] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.user_id, userId)).limit(1);
  if (role?.role !== 'livreur') throw new AppError('RIDER_ACCOUNT_NOT_LIVREUR');
  const [taken] = await db
    .select({ id: riders.id })
    .from(riders)
    .where(riderId === null ? eq(riders.user_id, userId) : and(eq(riders.user_id, userId), ne(riders.id, riderId)))
    .limit(1);
  if (taken) throw new AppError('RIDER_ACCOUNT_TAKEN');
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('RIDER_ACCOUNT_TAKEN');
    throw error;
  }
}

export async function createRider(db: DbOrTx, input: RiderInput): Promise<RiderView> {
  await checkAccount(db, input.user_id, null);
  const [row] = await saving(() => db.insert(riders).values(input).returning());
  return riderView(row!, await accountEmails(db));
}

export async function updateRider(db: DbOrTx, riderId: number, input: RiderUpdateInput): Promise<RiderView> {
  const [found] = await db.select({ id: riders.id }).from(riders).where(eq(riders.id, riderId)).limit(1);
  if (!found) throw new AppError('RIDER_NOT_FOUND');
  await checkAccount(db, input.user_id, riderId);
  const [row] = await saving(() => db.update(riders).set(input).where(eq(riders.id, riderId)).returning());
  return riderView(row!, await accountEmails(db));
}
