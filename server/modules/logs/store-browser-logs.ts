/**
 * The browser's log batch into app_logs: WARN and up only, texts and data masked like the server's
 * (core/log-redaction.ts), source 'web' and the browser's user agent.
 */
import { redactLogData, redactLogText, STORED_LOG_LEVELS } from '@core/log-redaction';
import type { LogBatchInput } from '@core/schemas/logs';
import type { Db } from '../../db/client';
import { appLogs } from '../../db/schema/index';

export async function storeBrowserLogs({
  db,
  input,
  userAgent,
  now = new Date(),
}: {
  db: Db;
  input: LogBatchInput;
  userAgent: string | null;
  now?: Date;
}): Promise<number> {
  const rows = input.entries
    .filter((e) => STORED_LOG_LEVELS.includes(e.level))
    .map((e) => {
      const at = e.timestamp ? new Date(e.timestamp) : now;
      return {
        level: e.level,
        category: e.category ?? 'web',
        operation: e.operation ? redactLogText(e.operation, 200) : null,
        message: redactLogText(e.message),
        data: redactLogData(e.data),
        error: e.error
          ? {
              name: e.error.name ?? 'Error',
              message: redactLogText(e.error.message ?? ''),
              ...(e.error.stack ? { stack: redactLogText(e.error.stack, 4000) } : {}),
            }
          : null,
        correlation_id: e.correlation_id ?? null,
        session_id: e.session_id ?? null,
        source: 'web',
        user_agent: userAgent ? userAgent.slice(0, 300) : null,
        // A browser clock far off is not trusted beyond a day.
        timestamp: Math.abs(at.getTime() - now.getTime()) < 86_400_000 ? at : now,
      };
    });
  if (rows.length) await db.insert(appLogs).values(rows);
  return rows.length;
}
