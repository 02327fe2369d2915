/**
 * After two failed runs of a suite in a row, the restaurant is told once (the first time the streak
 * reaches two) by Telegram and by e-mail to its admins, through the notification outbox.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { e2eTestRuns, e2eTestSuites, notificationOutbox, user, userRoles } from '../../db/schema/index';
import { TELEGRAM_RESTAURANT } from '../orders/order-notifications';
import { recordAppEvent } from '../events/record-app-event';

export const FAILURES_BEFORE_ALERT = 2;

export async function alertFailedRuns({ db, suiteId, publicUrl }: { db: Db; suiteId: number; publicUrl: string }): Promise<boolean> {
  const recent = await db
    .select({
      id: e2eTestRuns.id,
      status: e2eTestRuns.status,
      error: e2eTestRuns.error_message,
    })
    .from(e2eTestRuns)
    .where(and(eq(e2eTestRuns.test_suite_id, suiteId), inArray(e2eTestRuns.status, ['completed', 'failed'])))
    .orderBy(desc(e2eTestRuns.started_at), desc(e2eTestRuns.id))
    .limit(FAILURES_BEFORE_ALERT + 1);
  const streak = recent.slice(0, FAILURES_BEFORE_ALERT);
  if (streak.length < FAILURES_BEFORE_ALERT || streak.some((r) => r.status !== 'failed')) return false;
  if (recent[FAILURES_BEFORE_ALERT]?.status === 'failed') return false; // already told for this streak
  const [suite] = await db.select({ name: e2eTestSuites.name }).from(e2eTestSuites).where(eq(e2eTestSuites.id, suiteId));
  const admins = await db.select({ email: user.email }).from(userRoles).innerJoin(user, eq(user.id, userRoles.user_id)).where(eq(userRoles.role, 'admin'));
  const text = `⚠️ Tests E2E : ${FAILURES_BEFORE_ALERT} exécutions échouées de suite pour « ${suite?.name ?? suiteId} ».\nDernière erreur : ${streak[0]!.error ?? 'inconnue'}\n${publicUrl}/admin/e2e-tests`;
  await db.transaction(async (tx) => {
    await tx.insert(notificationOutbox).values([
      { type: 'telegram', recipient: TELEGRAM_RESTAURANT, content: text },
      ...admins.map((a) => ({
        type: 'email' as const,
        recipient: a.email,
        subject: 'Tests E2E en échec',
        content: text,
        template_data: { kind: 'e2e_alert' },
      })),
    ]);
    await recordAppEvent(tx, {
      event: 'e2e.alert_sent',
      context: {
        suite_id: suiteId,
        run_ids: streak.map((r) => r.id),
        recipients: admins.length,
      },
    });
  });
  return true;
}
