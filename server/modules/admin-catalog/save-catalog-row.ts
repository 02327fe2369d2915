/**
 * The create-or-update shared by categories, products and accompaniments, inside the caller's transaction:
 * insert, or lock the live row (404 when missing or archived), update it with a fresh updated_at, and
 * record `admin.<entity>.created|updated` with the values before and after. Returns the row's id.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accompagnements, categories, produits } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';

const tables = { category: categories, product: produits, accompaniment: accompagnements } as const;
const notFound = { category: 'CATEGORY_NOT_FOUND', product: 'PRODUCT_NOT_FOUND', accompaniment: 'ACCOMPANIMENT_NOT_FOUND' } as const;
export type CatalogEntity = keyof typeof tables;

/** What saveCategory, saveProduct and saveAccompaniment take. */
export interface SaveCatalogRowOptions<Input> {
  db: Db;
  /** null creates */
  id: number | null;
  input: Input;
  userId: string;
}

/** The row's live version, locked for the transaction (archived products and accompaniments count as gone). */
export async function lockCatalogRow(tx: Tx, entity: CatalogEntity, id: number): Promise<Record<string, unknown>> {
  const table = tables[entity];
  const live = 'archive' in table ? and(eq(table.id, id), eq(table.archive, false)) : eq(table.id, id);
  const [before] = await tx.select().from(table).where(live).for('update');
  if (!before) throw new AppError(notFound[entity]);
  return before;
}

/** Updates the listed columns of a locked row and records the change with the values before and after. */
export async function updateCatalogRow(
  tx: Tx,
  { entity, id, before, changes, userId }: { entity: CatalogEntity; id: number; before: Record<string, unknown>; changes: object; userId: string },
): Promise<void> {
  const table = tables[entity];
  await tx
    .update(table)
    .set({ ...changes, updated_at: new Date() } as never)
    .where(eq(table.id, id));
  await recordAppEvent(tx, { event: `admin.${entity}.updated`, userId, context: { id, before: pick(before, Object.keys(changes)), after: changes } });
}

export async function saveCatalogRow(
  tx: Tx,
  { entity, id, input, userId }: { entity: CatalogEntity; id: number | null; input: object; userId: string },
): Promise<number> {
  const table = tables[entity];
  if (id === null) {
    const [row] = await tx
      .insert(table)
      .values(input as never)
      .returning({ id: table.id });
    await recordAppEvent(tx, { event: `admin.${entity}.created`, userId, context: { id: row!.id, after: input } });
    return row!.id;
  }
  const before = await lockCatalogRow(tx, entity, id);
  await updateCatalogRow(tx, { entity, id, before, changes: input, userId });
  return id;
}

function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row[key]]));
}
