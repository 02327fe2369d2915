/**
 * The rows of a raw SQL statement, whichever driver runs it: node-postgres answers `{ rows }`, PGlite
 * through drizzle an array.
 */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

export async function selectRows<Row extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = await db.execute<Row>(query);
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}
