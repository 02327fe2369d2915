import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForSentMail } from '../../integrations/mail/wait-for-sent-mail';
import { eq } from 'drizzle-orm';
import { userEvents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { cookieHeaderFrom, signInAs } from '../../test/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ notificationWorker: true, seed: false });
});
afterAll(async () => t?.close());

const eventsOf = async (userId: string) =>
  (await t.database.db.select().from(userEvents).where(eq(userEvents.user_id, userId)).orderBy(userEvents.id)).map((e) => ({
    type: e.event_type,
    data: e.data,
  }));

describe('user_events', () => {
  it('records sign-up by link and sign-out with the spec data fields', async () => {
    const email = 'nouvelle@example.tn';
    const origin = { origin: t.config.publicUrl };
    const link = async () => {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/magic-link',
            headers: origin,
            payload: { email, intent: 'signup' },
          })
        ).statusCode,
      ).toBe(200);
      const mail = await waitForSentMail({ db: t.database.db, to: email, since: new Date(0) });
      const token = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail!.text_body!)![1]!);
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link/verify',
        headers: origin,
        payload: { token },
      });
    };
    const first = await link();
    expect(first.statusCode).toBe(200);
    const cookie = cookieHeaderFrom(first.headers['set-cookie'] as string[]);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, ...origin },
      payload: {},
    });

    const events = await eventsOf(me.user.id);
    expect(events.map((e) => e.type)).toEqual(['sign_up', 'sign_out']);
    expect(events[0]!.data).toMatchObject({
      event_description: 'Inscription par lien',
      completed_via: 'magic_link',
    });
    expect(typeof events[0]!.data.timestamp).toBe('string');
  });

  it('records a profile change, and an e-mail change request', async () => {
    const who = await signInAs(t.app);
    const body = {
      prenom: 'Amira',
      nom: 'Ben Ali',
      telephone: '22123456',
      email: who.email,
    };
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/me/profile',
          headers: who.headers,
          payload: body,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/me/profile',
          headers: who.headers,
          payload: { ...body, email: 'autre@example.tn' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await eventsOf(who.userId)).map((e) => e.type)).toEqual(['profile_updated', 'email_change_requested']);
  });
});
