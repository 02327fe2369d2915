/**
 * The claim the job tables share (the notification outbox, the image variations): up to `limit` due rows,
 * highest priority first (when the table has a priority column), then oldest due first, taken with FOR UPDATE SKIP LOCKED so two instances never take the same row, and leased:
 * marked 'processing' with one more attempt and their due time `leaseMs` ahead, so a worker that dies
 * mid-job leaves them to be taken again when the lease runs out.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

export interface JobColumns {
  table: PgTable;
  /** 'pending' | 'processing' | …: only the first two are claimed. */
  status: PgColumn;
  attempts: PgColumn;
  /** When the row is due (again). */
  dueAt: PgColumn;
  /** Higher is claimed first (jobs/job-priority.ts); absent: due time only. */
  priority?: PgColumn;
}

export interface ClaimedRow {
  id: number;
  /** The status before this claim: 'processing' means another worker's lease ran out. */
  previous: string;
  /** Attempts counted with this claim. */
  attempts: number;
  /** The columns asked for with `also`, by name, as the claim's own statement read them. */
  also: Record<string, unknown>;
}

export async function claimDueRows(
  db: Db,
  { table, status, attempts, dueAt, priority }: JobColumns,
  {
    limit,
    leaseMs,
    where = sql`true`,
    also = [],
    now,
  }: { limit: number; leaseMs: number; where?: SQL; also?: PgColumn[]; /** An injected clock (tests); the database's now() when absent. */ now?: Date },
): Promise<ClaimedRow[]> {
  const [statusCol, attemptsCol, dueCol] = [status, attempts, dueAt].map((column) => sql.identifier(column.name));
  const nowSql = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const result = await db.execute(sql`
    with due as (
      select id, ${statusCol} as previous from ${table}
      where ${statusCol} in ('pending', 'processing') and ${dueCol} <= ${nowSql} and ${where}
      order by ${priority ? sql`${sql.identifier(priority.name)} desc, ` : sql``}${dueCol}, id
      limit ${limit}
      for update skip locked
    )
    update ${table} claimed set ${statusCol} = 'processing', ${attemptsCol} = claimed.${attemptsCol} + 1,
      ${dueCol} = ${nowSql} + ${`${leaseMs} milliseconds`}::interval
    from due where claimed.id = due.id
    returning claimed.id, due.previous, claimed.${attemptsCol} as attempts${sql.join(
      also.map((column) => sql`, claimed.${sql.identifier(column.name)}`),
      sql``,
    )}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    previous: String(row.previous),
    attempts: Number(row.attempts),
    also: Object.fromEntries(also.map((column) => [column.name, row[column.name]])),
  }));
}
