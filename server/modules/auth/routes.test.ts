import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@core/messages';
import { PASSWORD_MESSAGES } from '@core/schemas/auth';
import { EMAIL_MESSAGES } from '@core/email';
import { customers, emailHistory, notificationOutbox, user, verification } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { cookieHeaderFrom, signInAs } from '../../test/auth';
import { testsUsePostgres } from '../../test/db';
import { linkToken, startSmtpSink, type SmtpSink } from '../../test/mail';
import { createStaffAccount } from './create-staff-account';
import { errorMessage } from '@core/errors/index';

let t: TestApp;
let sink: SmtpSink;
const ORIGIN = 'https://shop.test';
let ipCounter = 1;
/** Each test asks from its own address so the per-IP limits of one test do not spill into another. */
const freshIp = () => `10.0.0.${ipCounter++}`;

beforeAll(async () => {
  sink = await startSmtpSink();
  // The links go through the notification outbox: its worker runs in the app, as in production.
  t = await createTestApp({
    config: { mail: { from: 'Sakura Sushi <commandes@sakura-sushi.tn>', smtpUrl: sink.url, brevoApiUrl: 'http://127.0.0.1:9' } },
    notificationWorker: true,
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

function post(url: string, payload: unknown, extra: { cookie?: string; ip?: string; origin?: string | null } = {}) {
  const headers: Record<string, string> = {};
  if (extra.origin !== null) headers.origin = extra.origin ?? ORIGIN;
  if (extra.cookie) headers.cookie = extra.cookie;
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: extra.ip ?? '10.1.0.1' });
}

async function me(cookie: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
}

describe('magic links', () => {
  it('signs up by link: the mail opens our page, the POST spends the token once and opens a session', async () => {
    const email = 'nouveau.client@example.tn';
    const ip = freshIp();
    const sent = await post('/api/auth/magic-link', { email: ' Nouveau.Client@Example.tn ', intent: 'signup', redirect: '/account' }, { ip });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true });
    const mail = await sink.waitFor(email);
    expect(mail.subject).toContain('Sakura Sushi');
    expect(mail.html).toContain('Sakura Sushi');
    expect(mail.text).toContain(`${ORIGIN}/auth/magic?token=`);
    const token = linkToken(mail, '/auth/magic');

    // the user is created only when the link is spent, and the token is stored hashed
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    const stored = await t.database.db.select().from(verification);
    expect(stored.some((v) => v.identifier.includes(token) || v.value.includes(token))).toBe(false);
    const signupRow = stored.find((v) => v.value.includes(email))!;
    const hours = (signupRow.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    // a mail scanner prefetching the link (GET) gets our page and spends nothing
    const page = await t.app.inject({ method: 'GET', url: `/auth/magic?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}` })).statusCode).toBe(404);

    const verified = await post('/api/auth/magic-link/verify', { token }, { ip });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ redirect: '/account', isNewUser: true });
    const cookie = cookieHeaderFrom(verified.headers['set-cookie'] as string[]);
    const answer = await me(cookie);
    expect(answer).toMatchObject({ user: { email }, userType: 'client', role: null, needsOnboarding: true });
    expect(answer.customer).toMatchObject({ email, current_points_balance: 0, onboarding_completed: false });

    const again = await post('/api/auth/magic-link/verify', { token }, { ip });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(errorMessage('INVALID_LINK'));

    const [history] = await t.database.db.select().from(emailHistory).where(eq(emailHistory.to_email, email));
    expect(history).toMatchObject({ status: 'sent', provider: 'smtp', email_type: 'magic_link_signup', html_body: null });
    // It went through the notification outbox, whose row keeps no live link once sent.
    const [queued] = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, email));
    expect(queued).toMatchObject({ type: 'email', status: 'sent', content: '', template_data: { kind: 'magic_link_signup' } });
  });

  it('reconciles a customers row that already had the address', async () => {
    const email = 'ancien.client@example.tn';
    const [old] = await t.database.db.insert(customers).values({ email, nom: 'Ancien', prenom: 'Client' }).returning();
    await post('/api/auth/magic-link', { email, intent: 'signup' }, { ip: freshIp() });
    const token = linkToken(await sink.waitFor(email), '/auth/magic');
    const verified = await post('/api/auth/magic-link/verify', { token });
    const answer = await me(cookieHeaderFrom(verified.headers['set-cookie'] as string[]));
    expect(answer.customer.id).toBe(old!.id);
    expect(verified.json().redirect).toBeNull();
  });

  it('login never creates an account and answers the same for an unknown address', async () => {
    const email = 'inconnu@example.tn';
    const res = await post('/api/auth/magic-link', { email, intent: 'login' }, { ip: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await t.app.settleBackground();
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    expect(await t.database.db.select().from(emailHistory).where(eq(emailHistory.to_email, email))).toHaveLength(0);
    expect(sink.messages.some((m) => m.text?.includes(email))).toBe(false);
  });

  it('sends a 15-minute sign-in link to an existing account, which expires', async () => {
    const existing = await signInAs(t.app);
    const ip = freshIp();
    await post('/api/auth/magic-link', { email: existing.email, intent: 'login', redirect: '/panier' }, { ip });
    await t.app.settleBackground();
    const mail = await sink.waitFor(existing.email);
    expect(mail.subject).toContain('connexion');
    const token = linkToken(mail, '/auth/magic');
    const [row] = await t.database.db
      .select()
      .from(verification)
      .where(sql`${verification.value} like ${`%${existing.email}%`}`);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);

    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.id, row!.id));
    const expired = await post('/api/auth/magic-link/verify', { token }, { ip });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(errorMessage('INVALID_LINK'));
  });

  it('a sign-in link signs in without creating a second user', async () => {
    const existing = await signInAs(t.app);
    await post('/api/auth/magic-link', { email: existing.email, intent: 'login' }, { ip: freshIp() });
    await t.app.settleBackground();
    const token = linkToken(await sink.waitFor(existing.email), '/auth/magic');
    const verified = await post('/api/auth/magic-link/verify', { token });
    expect(verified.json()).toEqual({ redirect: null, isNewUser: false });
    expect((await me(cookieHeaderFrom(verified.headers['set-cookie'] as string[]))).customer.id).toBe(existing.customerId);
  });

  it('refuses a second link to one address within 60 s, and too many links from one IP, in French', async () => {
    const ip = freshIp();
    const first = await post('/api/auth/magic-link', { email: 'presse@example.tn', intent: 'signup' }, { ip });
    expect(first.statusCode).toBe(200);
    const second = await post('/api/auth/magic-link', { email: 'presse@example.tn', intent: 'signup' }, { ip: freshIp() });
    expect(second.statusCode).toBe(429);
    expect(second.json().error.message).toMatch(/^Veuillez patienter \d+ secondes avant de demander un nouveau lien\.$/);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);

    const flood = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await post('/api/auth/magic-link', { email: `flood${i}@example.tn`, intent: 'login' }, { ip: flood })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    const last = await post('/api/auth/magic-link', { email: 'flood-last@example.tn', intent: 'login' }, { ip: flood });
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toBe(errorMessage('TOO_MANY_LINK_REQUESTS'));
    await t.app.settleBackground();
  });

  it.runIf(testsUsePostgres)('spends a link once when several tabs post it at the same moment (PostgreSQL)', async () => {
    const email = 'course@example.tn';
    await post('/api/auth/magic-link', { email, intent: 'signup' }, { ip: freshIp() });
    const token = linkToken(await sink.waitFor(email), '/auth/magic');
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/auth/magic-link/verify', { token })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
  });

  it('answers bad input with the French message and writes nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(verification);
    const bad = await post('/api/auth/magic-link', { email: 'pas-une-adresse', intent: 'signup' }, { ip: freshIp() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(EMAIL_MESSAGES.enterValid);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(verification);
    expect(after[0]!.n).toBe(before[0]!.n);
    const noToken = await post('/api/auth/magic-link/verify', {});
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().error.message).toBe(errorMessage('INVALID_LINK'));
  });
});

describe('origin check', () => {
  it('refuses a state-changing request from another origin, or with a cookie and no origin, in French', async () => {
    const other = await post('/api/auth/magic-link', { email: 'a@example.tn' }, { origin: 'https://evil.example' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('Requête refusée : origine non autorisée');
    const client = await signInAs(t.app);
    const noOrigin = await post('/api/me/ensure-profile', {}, { cookie: client.cookie, origin: null });
    expect(noOrigin.statusCode).toBe(403);
    const fine = await post('/api/me/ensure-profile', {}, { cookie: client.cookie });
    expect(fine.statusCode).toBe(200);
    // a same-origin form POST under Referrer-Policy: no-referrer says Origin: null; Sec-Fetch-Site decides
    const form = (site: string) =>
      t.app.inject({ method: 'POST', url: '/api/me/ensure-profile', payload: {}, headers: { cookie: client.cookie, origin: 'null', 'sec-fetch-site': site } });
    expect((await form('same-origin')).statusCode).toBe(200);
    expect((await form('cross-site')).statusCode).toBe(403);
    expect((await form('same-site')).statusCode).toBe(403);
  });
});

describe('staff password sign-in', () => {
  const email = 'gerant@sakura-sushi.tn';
  beforeAll(async () => {
    await createStaffAccount({ auth: t.app.auth, db: t.database.db, input: { email, password: 'secret-1', role: 'admin' } });
  });

  it('signs in with every Set-Cookie header intact, and signs out', async () => {
    const res = await post('/api/auth/sign-in/password', { email: 'Gerant@Sakura-Sushi.tn', password: 'secret-1' }, { ip: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, role: 'admin' });
    const cookies = res.headers['set-cookie'] as string[];
    expect(Array.isArray(cookies)).toBe(true);
    const session = cookies.find((c) => c.startsWith('__Secure-sushi.session_token='))!;
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; Path=\//i);
    const cookie = cookieHeaderFrom(cookies);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).json()).toMatchObject({ email, role: 'admin' });
    expect(await me(cookie)).toMatchObject({ userType: 'admin_user', role: 'admin', customer: null, needsOnboarding: false });

    const out = await post('/api/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    const cleared = out.headers['set-cookie'] as string[];
    // three separate headers, none folded into another
    expect(cleared.map((line) => line.split('=')[0])).toEqual(['__Secure-sushi.session_token', '__Secure-sushi.session_data', '__Secure-sushi.dont_remember']);
    for (const line of cleared) expect(line).toMatch(/^[^,]*; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses a wrong password, then rate-limits in French', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/auth/sign-in/password', { email, password: 'mauvais' }, { ip });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(errorMessage('WRONG_CREDENTIALS'));
    }
    const limited = await post('/api/auth/sign-in/password', { email, password: 'secret-1' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(errorMessage('TOO_MANY_SIGN_INS'));
    const empty = await post('/api/auth/sign-in/password', { email, password: '' }, { ip: freshIp() });
    expect(empty.json().error.message).toBe(MESSAGES.accessGate.passwordRequired);
  });

  it('resets a forgotten password by e-mailed link, once', async () => {
    const staff = 'operateur@sakura-sushi.tn';
    await createStaffAccount({ auth: t.app.auth, db: t.database.db, input: { email: staff, password: 'ancien-1', role: 'operator' } });
    const res = await post('/api/auth/forgot-password', { email: staff }, { ip: freshIp() });
    expect(res.json()).toEqual({ ok: true });
    await t.app.settleBackground();
    const mail = await sink.waitFor(staff);
    const token = linkToken(mail, '/auth/reset-password');

    const short = await post('/api/auth/reset-password', { token, password: '12345', confirmation: '12345' });
    expect(short.json().error.message).toBe(PASSWORD_MESSAGES.tooShort);
    const mismatch = await post('/api/auth/reset-password', { token, password: 'nouveau-1', confirmation: 'nouveau-2' });
    expect(mismatch.json().error.message).toBe(PASSWORD_MESSAGES.mismatch);
    const ok = await post('/api/auth/reset-password', { token, password: 'nouveau-1', confirmation: 'nouveau-1' });
    expect(ok.statusCode).toBe(200);
    const reused = await post('/api/auth/reset-password', { token, password: 'autre-12', confirmation: 'autre-12' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(MESSAGES.auth.resetLinkInvalid);

    const ip = freshIp();
    expect((await post('/api/auth/sign-in/password', { email: staff, password: 'ancien-1' }, { ip })).statusCode).toBe(401);
    expect((await post('/api/auth/sign-in/password', { email: staff, password: 'nouveau-1' }, { ip })).json()).toEqual({ ok: true, role: 'operator' });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'personne@example.tn' }, { ip: freshIp() });
    expect(res.json()).toEqual({ ok: true });
    await t.app.settleBackground();
    expect(await t.database.db.select().from(emailHistory).where(eq(emailHistory.to_email, 'personne@example.tn'))).toHaveLength(0);
  });
});
