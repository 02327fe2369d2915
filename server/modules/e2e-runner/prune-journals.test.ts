/**
 * Retention of the diagnostics journals: the days are admin settings (Paramètres →
 * Diagnostics, defaults 30 and 90), validated, recorded as an admin event, and the prune job reads them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, inArray } from 'drizzle-orm';
import { appEvents, appLogs, emailHistory, userEvents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { pruneJournals } from './prune-journals';

let t: TestApp;
let admin: SignedIn;
let operator: SignedIn;
let client: SignedIn;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, { role: 'admin' });
  operator = await signInAs(t.app, { role: 'operator' });
  client = await signInAs(t.app);
});
afterAll(async () => t?.close());

const put = (payload: object, who?: SignedIn) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings/diagnostics', payload, headers: who ? who.headers : { origin: t.config.publicUrl } });
const settings = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers })).json();
const DAY = 86_400_000;

describe('retention of the journals', () => {
  it('is an admin setting: defaults 30 and 90 days, validated in French, recorded with before and after', async () => {
    expect((await settings()).diagnostics).toEqual({ retention_logs_jours: 30, retention_evenements_jours: 90 });
    expect((await put({ retention_logs_jours: 10, retention_evenements_jours: 20 })).statusCode).toBe(401);
    expect((await put({ retention_logs_jours: 10, retention_evenements_jours: 20 }, client)).statusCode).toBe(403);
    expect((await put({ retention_logs_jours: 10, retention_evenements_jours: 20 }, operator)).statusCode).toBe(403);

    for (const bad of [0, 3651, 1.5]) {
      const res = await put({ retention_logs_jours: bad, retention_evenements_jours: 20 }, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('La durée de conservation doit être un nombre de jours entre 1 et 3650');
    }
    expect((await settings()).diagnostics).toEqual({ retention_logs_jours: 30, retention_evenements_jours: 90 });

    const saved = await put({ retention_logs_jours: 7, retention_evenements_jours: 60 }, admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().diagnostics).toEqual({ retention_logs_jours: 7, retention_evenements_jours: 60 });
    const [event] = await db().select().from(appEvents).where(eq(appEvents.event, 'admin.settings.diagnostics.updated')).orderBy(desc(appEvents.id)).limit(1);
    expect(event!.user_id).toBe(admin.userId);
    expect(event!.context).toMatchObject({
      section: 'diagnostics',
      before: { retention_logs_jours: 30, retention_evenements_jours: 90 },
      after: { retention_logs_jours: 7, retention_evenements_jours: 60 },
    });
  });

  it('the prune job keeps what the settings say and deletes what is older', async () => {
    await put({ retention_logs_jours: 7, retention_evenements_jours: 60 }, admin);
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const logs = await db()
      .insert(appLogs)
      .values([
        { level: 'WARN', message: 'vieux', timestamp: ago(8) },
        { level: 'WARN', message: 'récent', timestamp: ago(6) },
      ])
      .returning({ id: appLogs.id });
    const events = await db()
      .insert(appEvents)
      .values([
        { event: 'test.vieux', created_at: ago(61) },
        { event: 'test.recent', created_at: ago(59) },
      ])
      .returning({ id: appEvents.id });
    const users = await db()
      .insert(userEvents)
      .values([
        { event_type: 'sign_in', user_id: client.userId, created_at: ago(61) },
        { event_type: 'sign_in', user_id: client.userId, created_at: ago(59) },
      ])
      .returning({ id: userEvents.id });
    const mails = await db()
      .insert(emailHistory)
      .values([
        { to_email: 'a@example.tn', subject: 'vieux', status: 'sent', created_at: ago(61) },
        { to_email: 'b@example.tn', subject: 'récent', status: 'sent', created_at: ago(59) },
      ])
      .returning({ id: emailHistory.id });

    const pruned = await pruneJournals({ db: db(), now });
    expect(pruned.logs).toBeGreaterThanOrEqual(1);
    expect(pruned.emails).toBeGreaterThanOrEqual(1);
    const left = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
    expect(
      await left(
        db()
          .select({ id: appLogs.id })
          .from(appLogs)
          .where(
            inArray(
              appLogs.id,
              logs.map((r) => r.id),
            ),
          ),
      ),
    ).toEqual([logs[1]!.id]);
    expect(
      await left(
        db()
          .select({ id: appEvents.id })
          .from(appEvents)
          .where(
            inArray(
              appEvents.id,
              events.map((r) => r.id),
            ),
          ),
      ),
    ).toEqual([events[1]!.id]);
    expect(
      await left(
        db()
          .select({ id: userEvents.id })
          .from(userEvents)
          .where(
            inArray(
              userEvents.id,
              users.map((r) => r.id),
            ),
          ),
      ),
    ).toEqual([users[1]!.id]);
    expect(
      await left(
        db()
          .select({ id: emailHistory.id })
          .from(emailHistory)
          .where(
            inArray(
              emailHistory.id,
              mails.map((r) => r.id),
            ),
          ),
      ),
    ).toEqual([mails[1]!.id]);
  });
});
