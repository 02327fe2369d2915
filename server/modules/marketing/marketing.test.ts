/**
 * Marketing consent and the marketing queue end to end: consent per channel (off by default, date and
 * source kept, the question after a delivery asked once), the unsubscribe link signed out and the mail
 * clients' one-click POST, 'STOP' by WhatsApp and SMS through the stand-ins, order messages untouched;
 * the one sending rule (no consent, quiet hours, frequency cap) across campaigns, once per customer and
 * campaign, and two workers never passing the cap. The clock is injected: nothing waits.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingConsents, marketingMessages, messageConsents, restaurantSettings } from '../../db/schema/index';
import { signInAs, expectRefused, type SignedIn } from '../../test/auth';
import type { TestApp } from '../../test/app';
import { createShopTestApp } from '../../test/orders';
import type { MailMessage } from '../../integrations/mail/index';
import { readSettingsRow } from '../../db/settings-row';
import { drainMarketingMessages, queueMarketingMessage, unsubscribeUrls, type MarketingQueueOptions } from './marketing-queue';
import { marketingQueueOptions } from './marketing-plugin';
import { unsubscribeToken } from './consent';
import { authSecret } from '../auth/better-auth';
import type { StandInWhatsAppMessage } from '../messages/whatsapp-standin';
import type { StandInSms } from '../messages/sms-standin';

let t: TestApp;
let admin: SignedIn;
let operator: SignedIn;
const mails: MailMessage[] = [];

beforeAll(async () => {
  ({ t } = await createShopTestApp({ listen: true }));
  admin = await signInAs(t.app, { role: 'admin' });
  operator = await signInAs(t.app, { role: 'operator' });
  await readSettingsRow({ db: t.database.db });
});
afterAll(() => t.close());

/** 14:00 in Tunis (UTC+1) on a given day. */
const afternoon = new Date('2027-06-10T13:00:00Z');
const at = (iso: string) => () => new Date(iso);

function drain(clock: () => Date = () => afternoon, extra: Partial<MarketingQueueOptions> = {}) {
  return drainMarketingMessages(
    marketingQueueOptions(t.app, {
      clock,
      sendMail: async (message) => {
        mails.push(message);
        return { ok: true, id: mails.length, provider: 'outbox' };
      },
      ...extra,
    }),
  );
}

let phoneSeq = 30;
async function client(): Promise<SignedIn> {
  phoneSeq += 1;
  return signInAs(t.app, { withCustomer: { telephone: `220000${phoneSeq}`, prenom: 'Amira' } });
}
const put = (who: SignedIn, payload: object) => t.app.inject({ method: 'PUT', url: '/api/me/marketing-consent', headers: who.headers, payload });
const get = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/me/marketing-consent', headers: who.headers });
const offer = (who: SignedIn, campagne: string, canal: 'email' | 'whatsapp' | 'sms' = 'email') =>
  queueMarketingMessage(t.database.db, { customerId: who.customerId!, canal, campagne, sujet: 'Une offre', texte: 'Bonjour, -10 % avec le code ABC.' });
const rowsOf = (who: SignedIn) =>
  t.database.db.select().from(marketingMessages).where(eq(marketingMessages.customer_id, who.customerId!)).orderBy(marketingMessages.id);

describe('consent per channel', () => {
  it('is off by default on the three channels, and the question after a delivery is still to ask', async () => {
    const who = await client();
    const res = await get(who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: { accorde: false, depuis: null, source: null },
      whatsapp: { accorde: false, depuis: null, source: null },
      sms: { accorde: false, depuis: null, source: null },
      deja_demande: false,
    });
  });

  it('keeps the date and the source of each choice; the same choice again records nothing', async () => {
    const who = await client();
    const first = (await put(who, { email: true, sms: true, source: 'profil' })).json();
    expect(first.email).toMatchObject({ accorde: true, source: 'profil' });
    expect(first.sms).toMatchObject({ accorde: true, source: 'profil' });
    expect(first.whatsapp.accorde).toBe(false);
    await put(who, { email: true, source: 'profil' });
    await put(who, { sms: false, source: 'profil' });
    const rows = await t.database.db.select().from(marketingConsents).where(eq(marketingConsents.customer_id, who.customerId!)).orderBy(marketingConsents.id);
    expect(rows.map((r) => [r.canal, r.accorde, r.source])).toEqual([
      ['email', true, 'profil'],
      ['sms', true, 'profil'],
      ['sms', false, 'profil'],
    ]);
  });

  it("records a 'non merci' after a delivery so that the question is asked once", async () => {
    const who = await client();
    const res = await put(who, { source: 'suivi' });
    expect(res.json()).toMatchObject({ deja_demande: true, email: { accorde: false, source: 'suivi' } });
  });

  it('never touches the order messages’ channel', async () => {
    const who = await client();
    await t.app.inject({ method: 'PUT', url: '/api/me/message-consent', headers: who.headers, payload: { canal: 'whatsapp', source: 'profil' } });
    await put(who, { whatsapp: true, source: 'profil' });
    await put(who, { whatsapp: false, source: 'profil' });
    const order = await t.app.inject({ method: 'GET', url: '/api/me/message-consent', headers: who.headers });
    expect(order.json().canal).toBe('whatsapp');
  });

  it('is each customer’s own: anonymous 401, staff without a customer row 403, another client sees only theirs', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/marketing-consent' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/me/marketing-consent', headers: { origin: t.config.publicUrl }, payload: { email: true } })).statusCode,
    ).toBe(401);
    const staffOnly = await signInAs(t.app, { role: 'operator', withCustomer: false });
    expect((await get(staffOnly)).statusCode).toBe(403);
    const [a, b] = [await client(), await client()];
    await put(a, { email: true, source: 'profil' });
    expect((await get(b)).json().email.accorde).toBe(false);
    expect((await get(a)).json().email.accorde).toBe(true);
  });
});

describe('the unsubscribe link', () => {
  const secret = () => authSecret(t.config);

  it('shows the channel and the masked address signed out, and the page’s POST turns e-mail offers off (source: the link)', async () => {
    const who = await client();
    await put(who, { email: true, whatsapp: true, source: 'profil' });
    const token = encodeURIComponent(unsubscribeToken(secret(), who.customerId!, 'email'));
    const view = await t.app.inject({ method: 'GET', url: `/api/marketing/unsubscribe?t=${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ canal: 'email', accorde: true });
    expect(view.json().destinataire).toMatch(/^.•••@/);
    const done = await t.app.inject({ method: 'POST', url: `/api/marketing/unsubscribe?t=${token}`, headers: { origin: t.config.publicUrl }, payload: {} });
    expect(done.json()).toMatchObject({ canal: 'email', accorde: false });
    const after = (await get(who)).json();
    expect(after.email).toMatchObject({ accorde: false, source: 'lien' });
    expect(after.whatsapp.accorde).toBe(true);
  });

  it('takes the mail clients’ one-click POST (a form, no origin, no cookie)', async () => {
    const who = await client();
    await put(who, { email: true, source: 'profil' });
    const { oneClick } = unsubscribeUrls({ secret: secret(), publicUrl: '' }, who.customerId!, 'email');
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await get(who)).json().email.accorde).toBe(false);
  });

  it('refuses a forged or truncated token', async () => {
    const who = await client();
    const token = unsubscribeToken(secret(), who.customerId!, 'email');
    for (const bad of [token.replace(`${who.customerId}.`, `${who.customerId! + 1}.`), token.slice(0, -3), 'x', `${who.customerId}.sms.abc`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/marketing/unsubscribe?t=${encodeURIComponent(bad)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
  });
});

describe('the sending rule, for every campaign', () => {
  it('sends nothing without consent on the channel', async () => {
    const who = await client();
    await put(who, { sms: true, source: 'profil' });
    await offer(who, 'bienvenue', 'email');
    expect(await drain()).toEqual(['skipped']);
    expect((await rowsOf(who))[0]).toMatchObject({ status: 'skipped', skip_reason: 'sans_consentement' });
  });

  it('sends an e-mail with the one-click unsubscribe headers’ URL and the link in the body', async () => {
    const who = await client();
    await put(who, { email: true, source: 'profil' });
    await offer(who, 'bienvenue');
    const before = mails.length;
    expect(await drain()).toEqual(['sent']);
    const mail = mails[before]!;
    expect(mail.listUnsubscribe).toMatch(/\/api\/marketing\/unsubscribe\?t=/);
    expect(mail.text).toContain('/desabonnement?t=');
    expect(mail.html).toContain('Ne plus recevoir nos offres par e-mail');
  });

  it('holds a message due in the quiet hours until 10:00 in Tunis, then sends it', async () => {
    const who = await client();
    await put(who, { email: true, source: 'profil' });
    await offer(who, 'relance');
    expect(await drain(at('2027-06-10T21:30:00Z'))).toEqual(['waiting']);
    expect((await rowsOf(who))[0]!.next_attempt_at.toISOString()).toBe('2027-06-11T09:00:00.000Z');
    expect(await drain(at('2027-06-11T08:59:00Z'))).toEqual([]);
    expect(await drain(at('2027-06-11T09:00:00Z'))).toEqual(['sent']);
  });

  it('lets one marketing message per customer through in the cap, whatever the campaign; 0 days lifts it', async () => {
    const who = await client();
    await put(who, { email: true, sms: true, source: 'profil' });
    await offer(who, 'bienvenue');
    await offer(who, 'anniversaire', 'sms');
    expect(await drain()).toEqual(['sent', 'skipped']);
    expect((await rowsOf(who)).map((r) => r.skip_reason)).toEqual([null, 'plafond']);
    await offer(who, 'reconquete');
    expect(await drain(at('2027-06-17T13:00:00Z'))).toEqual(['sent']);

    await t.database.db.update(restaurantSettings).set({ marketing_plafond_jours: 0 });
    try {
      const other = await client();
      await put(other, { email: true, source: 'profil' });
      await offer(other, 'bienvenue');
      await offer(other, 'reconquete');
      expect(await drain()).toEqual(['sent', 'sent']);
    } finally {
      await t.database.db.update(restaurantSettings).set({ marketing_plafond_jours: 7 });
    }
  });

  it('queues a campaign’s message once per customer, and two workers never pass the cap', async () => {
    const who = await client();
    await put(who, { email: true, source: 'profil' });
    expect(await offer(who, 'bienvenue')).toBe(true);
    expect(await offer(who, 'bienvenue')).toBe(false);
    await offer(who, 'deuxieme');
    await offer(who, 'reconquete');
    const outcomes = (await Promise.all([drain(), drain()])).flat();
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'skipped')).toHaveLength(2);
  });

  it('retries a failed send and does not count a message that never left for the cap', async () => {
    const who = await client();
    await put(who, { email: true, source: 'profil' });
    await offer(who, 'bienvenue');
    const failing = { sendMail: async () => ({ ok: false, id: 0, provider: 'outbox' as const, error: 'down' }), random: () => 0 };
    expect(await drain(() => afternoon, failing)).toEqual(['retry']);
    const [row] = await rowsOf(who);
    expect(row).toMatchObject({ status: 'pending', last_error: 'down' });
    expect(await drain(() => new Date(afternoon.getTime() + 3600_000))).toEqual(['sent']);
  });
});

describe("WhatsApp and SMS offers and 'STOP'", () => {
  const whatsAppSent = async (): Promise<StandInWhatsAppMessage[]> =>
    (await t.app.inject({ method: 'GET', url: '/dev/whatsapp/api/messages' })).json().messages;
  const smsSent = async (): Promise<StandInSms[]> => (await t.app.inject({ method: 'GET', url: '/dev/sms/api/messages' })).json().messages;

  it('ends the text with how to stop; a STOP answering it ends the WhatsApp offers, not the order messages', async () => {
    const who = await client();
    const phone = `220000${phoneSeq}`;
    await t.app.inject({ method: 'PUT', url: '/api/me/message-consent', headers: who.headers, payload: { canal: 'whatsapp', source: 'profil' } });
    await put(who, { whatsapp: true, source: 'profil' });
    await offer(who, 'bienvenue', 'whatsapp');
    expect(await drain()).toEqual(['sent']);
    const sent = (await whatsAppSent()).filter((m) => m.to === `216${phone}`).at(-1)!;
    expect(sent.parameters[0]).toMatch(/Répondez STOP pour ne plus recevoir nos offres\.$/);
    const reply = await t.app.inject({ method: 'POST', url: '/dev/whatsapp/reply', payload: { from: `216${phone}`, text: 'STOP' } });
    expect(reply.json()).toEqual({ ok: true, webhook: 200 });
    const view = (await get(who)).json();
    expect(view.whatsapp).toMatchObject({ accorde: false, source: 'stop_whatsapp' });
    const orderChoice = await t.database.db.select().from(messageConsents).where(eq(messageConsents.customer_id, who.customerId!));
    expect(orderChoice.map((c) => c.canal)).toEqual(['whatsapp']);
    await offer(who, 'reconquete', 'whatsapp');
    expect(await drain(at('2027-07-10T13:00:00Z'))).toEqual(['skipped']);
  });

  it('an SMS STOP ends the SMS offers', async () => {
    const who = await client();
    const phone = `220000${phoneSeq}`;
    await put(who, { sms: true, source: 'profil' });
    await offer(who, 'bienvenue', 'sms');
    expect(await drain()).toEqual(['sent']);
    expect((await smsSent()).filter((m) => m.to === `216${phone}`).at(-1)!.text).toContain('Répondez STOP');
    const reply = await t.app.inject({ method: 'POST', url: '/dev/sms/reply', payload: { from: `216${phone}`, text: 'stop' } });
    expect(reply.json()).toEqual({ ok: true, webhook: 200 });
    const rows = await t.database.db
      .select()
      .from(marketingConsents)
      .where(and(eq(marketingConsents.customer_id, who.customerId!), eq(marketingConsents.canal, 'sms')))
      .orderBy(marketingConsents.id);
    expect(rows.at(-1)).toMatchObject({ accorde: false, source: 'stop_sms' });
  });
});

describe('the frequency cap setting', () => {
  const read = (who?: SignedIn) =>
    t.app.inject({ method: 'GET', url: '/api/admin/marketing/settings', headers: who ? who.headers : { origin: t.config.publicUrl } });
  const save = (who?: SignedIn, plafond_jours = 5) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/marketing/settings',
      headers: who ? who.headers : { origin: t.config.publicUrl },
      payload: { plafond_jours },
    });

  it('is read by staff and changed by an admin only', async () => {
    const [a, b] = [await client(), await client()];
    await expectRefused(read, [a, b]);
    await expectRefused(save, [a, b, operator]);
    expect((await read(operator)).json()).toEqual({ plafond_jours: 7 });
    expect((await save(admin, 5)).json()).toEqual({ plafond_jours: 5 });
    expect((await read(admin)).json()).toEqual({ plafond_jours: 5 });
    expect((await save(admin, -1)).statusCode).toBe(400);
    await save(admin, 7);
  });
});
