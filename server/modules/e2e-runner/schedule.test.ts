/**
 * The E2E runner's schedule: on or off, every N minutes or daily at HH:MM, which suites; the
 * next run time in the suites' view; admin only; recorded with before and after; the runner's tick
 * starts a suite that is due and leaves one that is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, ne } from 'drizzle-orm';
import { appEvents, e2eTestRuns, e2eTestSuites } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { API_SUITE } from './api-suite';
import { startDueE2eSchedules } from './start-due-schedules';

let t: TestApp;
let admin: SignedIn;
let operator: SignedIn;
let client: SignedIn;
let suiteId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await t.app.ready();
  admin = await signInAs(t.app, { role: 'admin' });
  operator = await signInAs(t.app, { role: 'operator' });
  client = await signInAs(t.app);
  const [suite] = await t.database.db.select().from(e2eTestSuites).where(eq(e2eTestSuites.name, API_SUITE.name));
  suiteId = suite!.id;
}, 60_000);
afterAll(async () => t?.close());

const put = (payload: object, who?: SignedIn, id = suiteId) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/e2e/suites/${id}/schedule`, headers: who?.headers ?? { origin: t.config.publicUrl }, payload });
const suites = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/e2e/suites', headers: admin.headers })).json().suites as {
    id: number;
    schedule_enabled: boolean;
    schedule_minutes: number | null;
    schedule_time: string | null;
    next_run_at: string | null;
    last_run_at: string | null;
  }[];
const suite = async () => (await suites()).find((s) => s.id === suiteId)!;

describe('E2E schedule', () => {
  it('is for admins only', async () => {
    const body = { schedule_enabled: true, schedule_minutes: 30, schedule_time: null };
    expect((await put(body)).statusCode).toBe(401);
    expect((await put(body, client)).statusCode).toBe(403);
    expect((await put(body, operator)).statusCode).toBe(403);
    expect((await suite()).schedule_enabled).toBe(false);
  });

  it('sets an interval or a time of day, shows the next run, and is recorded with before and after', async () => {
    const interval = await put({ schedule_enabled: true, schedule_minutes: 30, schedule_time: null }, admin);
    expect(interval.statusCode).toBe(200);
    // Never ran: due at once.
    expect(interval.json()).toMatchObject({ schedule_enabled: true, schedule_minutes: 30, schedule_time: null, last_run_at: null });
    expect(Date.parse(interval.json().next_run_at)).toBeLessThanOrEqual(Date.now());

    // A time two hours ahead on the restaurant's clock, so the answer never depends on when the test runs (a slot
    // passed by less than 30 minutes would be due at once, core/e2e-schedule.ts).
    const tunisTime = (at: Date) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Tunis', hour: '2-digit', minute: '2-digit' }).format(at);
    const slot = tunisTime(new Date(Date.now() + 2 * 3_600_000));
    const daily = await put({ schedule_enabled: true, schedule_minutes: null, schedule_time: slot }, admin);
    expect(daily.json()).toMatchObject({ schedule_enabled: true, schedule_minutes: null, schedule_time: slot });
    const next = new Date(daily.json().next_run_at);
    expect(tunisTime(next)).toBe(slot);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect((await suite()).next_run_at).toBe(daily.json().next_run_at);

    const off = await put({ schedule_enabled: false, schedule_minutes: null, schedule_time: slot }, admin);
    expect(off.json()).toMatchObject({ schedule_enabled: false, schedule_time: slot, next_run_at: null });

    const [event] = await t.database.db.select().from(appEvents).where(eq(appEvents.event, 'admin.e2e_schedule.updated')).orderBy(desc(appEvents.id)).limit(1);
    expect(event!.user_id).toBe(admin.userId);
    expect(event!.context).toEqual({
      suite_id: suiteId,
      before: { schedule_enabled: true, schedule_minutes: null, schedule_time: slot },
      after: { schedule_enabled: false, schedule_minutes: null, schedule_time: slot },
    });
  });

  it('refuses bad schedules in French and changes nothing', async () => {
    const before = await suite();
    const cases: [object, string][] = [
      [{ schedule_enabled: true, schedule_minutes: 1, schedule_time: null }, 'La fréquence minimale est de 5 minutes'],
      [{ schedule_enabled: true, schedule_minutes: null, schedule_time: '25:00' }, 'Heure invalide (HH:MM)'],
      [{ schedule_enabled: true, schedule_minutes: null, schedule_time: null }, 'Choisissez une fréquence ou une heure pour planifier la suite'],
      [{ schedule_enabled: true, schedule_minutes: 30, schedule_time: '08:00' }, 'Choisissez une fréquence ou une heure, pas les deux'],
    ];
    for (const [body, message] of cases) {
      const res = await put(body, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await suite()).toEqual(before);
    const unknown = await put({ schedule_enabled: false, schedule_minutes: null, schedule_time: null }, admin, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Suite de tests introuvable');
  });

  it('an older client sending only schedule_minutes turns the schedule on, and null turns it off', async () => {
    expect((await put({ schedule_minutes: 45 }, admin)).json()).toMatchObject({ schedule_enabled: true, schedule_minutes: 45, schedule_time: null });
    expect((await put({ schedule_minutes: null }, admin)).json()).toMatchObject({ schedule_enabled: false, schedule_minutes: null });
  });

  it('the runner starts a suite whose schedule is due, and not one that ran within its interval', async () => {
    const runsOf = () => t.database.db.select().from(e2eTestRuns).where(eq(e2eTestRuns.test_suite_id, suiteId));
    const [done] = await t.database.db
      .insert(e2eTestRuns)
      .values({ test_suite_id: suiteId, status: 'completed', environment: 'production', completed_at: new Date() })
      .returning();
    await t.database.db.update(e2eTestSuites).set({ schedule_enabled: false }).where(ne(e2eTestSuites.id, suiteId));
    await put({ schedule_enabled: true, schedule_minutes: 60, schedule_time: null }, admin);
    const view = await suite();
    expect(view.last_run_at).toBe(done!.started_at.toISOString());
    expect(Date.parse(view.next_run_at!) - Date.parse(view.last_run_at!)).toBe(60 * 60_000);
    // Not due: nothing starts.
    expect(await startDueE2eSchedules({ db: t.database.db })).toEqual([]);
    // An hour and a minute later: due, a scheduled run starts (and the next is an hour after it).
    const later = new Date(done!.started_at.getTime() + 61 * 60_000);
    const started = await startDueE2eSchedules({ db: t.database.db, now: later });
    expect(started).toHaveLength(1);
    const runs = await runsOf();
    expect(runs.find((r) => r.id === started[0])).toMatchObject({ environment: 'schedule', status: 'running' });
    // One run at a time: while it runs, a second due schedule starts nothing.
    expect(await startDueE2eSchedules({ db: t.database.db, now: new Date(later.getTime() + 2 * 3_600_000) })).toEqual([]);
    await t.database.db.update(e2eTestRuns).set({ status: 'stopped', completed_at: new Date() }).where(eq(e2eTestRuns.id, started[0]!));
  });
});
