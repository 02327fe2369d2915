/**
 * Sends several writes of one transaction as a single statement: each becomes a data-modifying CTE
 * (PostgreSQL runs every one of them exactly once, referenced or not), and `select` is the statement's
 * final SELECT, which may read the CTEs by name (w0, w1, …, in the order given). One round trip instead
 * of one per write; drizzle still builds each write, so column types and parameters are its own.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { selectRows } from '../../db/select-rows';

export function cteName(index: number): SQL {
  // sql`` around it: a bare identifier is a Name, not an SQL fragment.
  return sql`${sql.identifier(`w${index}`)}`;
}

export async function writeTogether<Row extends Record<string, unknown>>(tx: Tx, writes: SQLWrapper[], select: SQL): Promise<Row> {
  // drizzle puts an embedded query in parentheses itself, as a CTE needs.
  const ctes = writes.map((write, i) => sql`${cteName(i)} as ${write}`);
  const [row] = await selectRows<Row>(tx, sql`with ${sql.join(ctes, sql`, `)} ${select}`);
  return row!;
}
