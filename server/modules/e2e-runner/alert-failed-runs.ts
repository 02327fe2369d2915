/**
 * Staff are told when the built-in E2E checks fail: after two failed runs of a suite in a row (once, the
 * first time the streak reaches two), and when a scheduled run cannot start (at most once an hour per
 * suite). Through the notification outbox, to the staff only, never to the kitchen's order chat: by
 * e-mail to STAFF_ALERT_EMAIL (else to every admin) and by Telegram to TELEGRAM_STAFF_CHAT_ID (else none).
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appEvents, e2eTestRuns, e2eTestSuites, notificationOutbox, user, userRoles } from '../../db/schema/index';
import { recordAppEvent, type AppEventInput } from '../events/record-app-event';

const FAILURES_BEFORE_ALERT = 2;
const UNSTARTED_ALERT_EVERY_MS = 3_600_000;

type StaffAlerts = Config['staffAlerts'];

/** The outbox rows of one alert, and how many addresses it goes to. */
async function queueStaffAlert(db: Db, staff: StaffAlerts, text: string, event: AppEventInput): Promise<void> {
  const emails = staff.email
    ? [staff.email]
    : (await db.select({ email: user.email }).from(userRoles).innerJoin(user, eq(user.id, userRoles.user_id)).where(eq(userRoles.role, 'admin'))).map(
        (a) => a.email,
      );
  await db.transaction(async (tx) => {
    const rows = [
      ...(staff.telegramChatId ? [{ type: 'telegram' as const, recipient: staff.telegramChatId, content: text }] : []),
      ...emails.map((email) => ({
        type: 'email' as const,
        recipient: email,
        subject: 'Tests E2E en échec',
        content: text,
        template_data: { kind: 'e2e_alert' },
      })),
    ];
    if (rows.length) await tx.insert(notificationOutbox).values(rows);
    await recordAppEvent(tx, { ...event, context: { ...event.context, recipients: rows.length } });
  });
}

/** A scheduled run that could not start (other than "one is already going"): staff are told, at most once an hour per suite. */
export async function alertUnstartedRun({
  db,
  suiteId,
  error,
  publicUrl,
  staff,
}: {
  db: Db;
  suiteId: number;
  error: string;
  publicUrl: string;
  staff: StaffAlerts;
}): Promise<boolean> {
  const [recent] = await db
    .select({ id: appEvents.id })
    .from(appEvents)
    .where(
      and(
        eq(appEvents.event, 'e2e.start_failed_alert_sent'),
        sql`${appEvents.context}->>'suite_id' = ${String(suiteId)}`,
        gt(appEvents.created_at, new Date(Date.now() - UNSTARTED_ALERT_EVERY_MS)),
      ),
    )
    .limit(1);
  if (recent) return false;
  const [suite] = await db.select({ name: e2eTestSuites.name }).from(e2eTestSuites).where(eq(e2eTestSuites.id, suiteId));
  const text = `⚠️ Tests E2E : l'exécution programmée de « ${suite?.name ?? suiteId} » n'a pas pu démarrer.\nErreur : ${error}\n${publicUrl}/admin/e2e-tests`;
  await queueStaffAlert(db, staff, text, { event: 'e2e.start_failed_alert_sent', context: { suite_id: String(suiteId), error } });
  return true;
}

export async function alertFailedRuns({ db, suiteId, publicUrl, staff }: { db: Db; suiteId: number; publicUrl: string; staff: StaffAlerts }): Promise<boolean> {
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
  const text = `⚠️ Tests E2E : ${FAILURES_BEFORE_ALERT} exécutions échouées de suite pour « ${suite?.name ?? suiteId} ».\nDernière erreur : ${streak[0]!.error ?? 'inconnue'}\n${publicUrl}/admin/e2e-tests`;
  await queueStaffAlert(db, staff, text, { event: 'e2e.alert_sent', context: { suite_id: suiteId, run_ids: streak.map((r) => r.id) } });
  return true;
}
