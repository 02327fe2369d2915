/**
 * Staff alerts of the built-in E2E checks: to the staff only (STAFF_ALERT_EMAIL, else the admins;
 * TELEGRAM_STAFF_CHAT_ID, else no Telegram), never to the kitchen's order chat; after two failed runs in
 * a row, and when a scheduled run cannot start (at most once an hour per suite).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loadConfig } from '../../config';
import { appEvents, e2eTestRuns, e2eTestSuites, notificationOutbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs } from '../../test/auth';
import { TELEGRAM_RESTAURANT } from '../../jobs/notification-worker';
import { alertFailedRuns, alertUnstartedRun } from './alert-failed-runs';
import { startDueE2eSchedules } from './start-due-schedules';

let t: TestApp;
let suiteId: number;
let adminEmail: string;
const PUBLIC_URL = 'https://shop.test';

beforeAll(async () => {
  t = await createTestApp();
  adminEmail = (await signInAs(t.app, { role: 'admin' })).email;
  const [suite] = await t.database.db.insert(e2eTestSuites).values({ name: 'Parcours API (alertes)', schedule_enabled: true, schedule_minutes: 5 }).returning();
  suiteId = suite!.id;
}, 60_000);
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.database.db.delete(notificationOutbox);
  await t.database.db.delete(e2eTestRuns);
  await t.database.db.delete(appEvents);
});

async function failTwice() {
  for (let i = 0; i < 2; i += 1)
    await t.database.db
      .insert(e2eTestRuns)
      .values({ test_suite_id: suiteId, status: 'failed', environment: 'schedule', error_message: 'Prix incohérent', completed_at: new Date() });
}

const outbox = () => t.database.db.select().from(notificationOutbox).orderBy(notificationOutbox.id);

describe('E2E alerts', () => {
  it('go to STAFF_ALERT_EMAIL and TELEGRAM_STAFF_CHAT_ID, never to the kitchen’s order chat', async () => {
    await failTwice();
    const staff = { email: 'equipe@sakura.tn', telegramChatId: '-100999' };
    expect(await alertFailedRuns({ db: t.database.db, suiteId, publicUrl: PUBLIC_URL, staff })).toBe(true);
    const rows = await outbox();
    expect(rows.map((r) => [r.type, r.recipient])).toEqual([
      ['telegram', '-100999'],
      ['email', 'equipe@sakura.tn'],
    ]);
    expect(rows[0]!.content).toContain('2 exécutions échouées de suite pour « Parcours API (alertes) »');
    expect(rows.some((r) => r.recipient === TELEGRAM_RESTAURANT)).toBe(false);
    // Told once per streak: a third failure in a row tells nobody again.
    await t.database.db.insert(e2eTestRuns).values({ test_suite_id: suiteId, status: 'failed', environment: 'schedule', completed_at: new Date() });
    expect(await alertFailedRuns({ db: t.database.db, suiteId, publicUrl: PUBLIC_URL, staff })).toBe(false);
  });

  it('without a staff chat: no Telegram at all, and the e-mail goes to the admins', async () => {
    await failTwice();
    expect(await alertFailedRuns({ db: t.database.db, suiteId, publicUrl: PUBLIC_URL, staff: {} })).toBe(true);
    const rows = await outbox();
    expect(rows.map((r) => r.type)).toEqual(['email']);
    expect(rows.map((r) => r.recipient)).toContain(adminEmail);
  });

  it('tell staff when a scheduled run cannot start, at most once an hour per suite; a run already going is no failure', async () => {
    const { db } = t.database;
    // The database refuses to write the run (an outage at the wrong moment).
    const broken = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'transaction') return () => Promise.reject(new Error('base injoignable'));
        return Reflect.get(target, key, receiver);
      },
    }) as Db;
    const failures: string[] = [];
    const staff = { email: 'equipe@sakura.tn' };
    const onStartFailed = async (id: number, error: string) => {
      failures.push(error);
      await alertUnstartedRun({ db, suiteId: id, error, publicUrl: PUBLIC_URL, staff });
    };
    expect(await startDueE2eSchedules({ db: broken, onStartFailed })).toEqual([]);
    expect(await startDueE2eSchedules({ db: broken, onStartFailed })).toEqual([]);
    expect(failures).toEqual(['base injoignable', 'base injoignable']);
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'email', recipient: 'equipe@sakura.tn', subject: 'Tests E2E en échec' });
    expect(rows[0]!.content).toContain("l'exécution programmée de « Parcours API (alertes) » n'a pas pu démarrer");

    // One run going: the next start is refused quietly, nobody is told.
    failures.length = 0;
    const [running] = await db.insert(e2eTestRuns).values({ test_suite_id: suiteId, status: 'running', environment: 'production' }).returning();
    await db
      .update(e2eTestRuns)
      .set({ started_at: new Date(Date.now() - 3_600_000) })
      .where(eq(e2eTestRuns.id, running!.id));
    expect(await startDueE2eSchedules({ db, onStartFailed })).toEqual([]);
    expect(failures).toEqual([]);
  });
});

describe('staff alert settings', () => {
  it('read STAFF_ALERT_EMAIL and TELEGRAM_STAFF_CHAT_ID, none by default, and refuse an invalid address', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).staffAlerts).toEqual({ email: undefined, telegramChatId: undefined });
    expect(loadConfig({ NODE_ENV: 'test', STAFF_ALERT_EMAIL: 'equipe@sakura.tn', TELEGRAM_STAFF_CHAT_ID: '-100999' }).staffAlerts).toEqual({
      email: 'equipe@sakura.tn',
      telegramChatId: '-100999',
    });
    expect(() => loadConfig({ NODE_ENV: 'test', STAFF_ALERT_EMAIL: 'pas-une-adresse' })).toThrow(/STAFF_ALERT_EMAIL: adresse e-mail invalide/);
  });
});
