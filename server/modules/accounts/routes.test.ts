import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@core/address';
import { EMAIL_MESSAGES } from '@core/email';
import { MESSAGES } from '@core/messages';
import { PHONE_MESSAGES } from '@core/phone';
import { PROFILE_MESSAGES } from '@core/schemas/profile';
import { customerAddresses, customers, emailHistory, loyaltyTransactions, userEvents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { testsUsePostgres } from '../../test/db';
import { buildLoyaltySettings, buildRestaurantSettings, buildZone } from '../../test/factories';
import { errorMessage } from '@core/errors/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // mail goes to the local outbox
  const { db } = t.database;
  await buildRestaurantSettings(db);
  await buildLoyaltySettings(db, { welcome_bonus_points: 100 });
  await buildZone(db, { code: 'centre' });
  await buildZone(db, { code: 'lac' });
});
afterAll(async () => t?.close());

const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, who: SignedIn | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: who ? who.headers : { origin: t.config.publicUrl }, ...(payload === undefined ? {} : { payload: payload as object }) });

const newClient = () => signInAs(t.app, { withCustomer: { prenom: null, nom: null, telephone: null, onboarding_completed: false } });
const onboarding = { prenom: 'Amira', nom: 'Ben Salah', telephone: '22 123 456', preferred_delivery_zone: 'lac' };

async function customerRow(id: number) {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
  return row!;
}

describe('GET /api/me and profile repair', () => {
  it('answers anonymous callers with no user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.json()).toEqual({ user: null, userType: 'none', role: null, customer: null, needsOnboarding: false });
  });

  it('repairs an orphaned user (no customer row) with ensure-profile', async () => {
    const orphan = await signInAs(t.app, { withCustomer: false });
    expect((await send('GET', '/api/me', orphan)).json()).toMatchObject({ userType: 'none', customer: null, needsOnboarding: true });
    const repaired = await send('POST', '/api/me/ensure-profile', orphan, {});
    expect(repaired.statusCode).toBe(200);
    expect(repaired.json().customer).toMatchObject({ email: orphan.email, onboarding_completed: false });
    const again = await send('POST', '/api/me/ensure-profile', orphan, {});
    expect(again.json().customer.id).toBe(repaired.json().customer.id);
    expect((await send('GET', '/api/me', orphan)).json()).toMatchObject({ userType: 'client', needsOnboarding: true });
  });

  it.runIf(testsUsePostgres)('creates one customer row when repairs race (PostgreSQL)', async () => {
    const orphan = await signInAs(t.app, { withCustomer: false });
    const answers = await Promise.all(Array.from({ length: 6 }, () => send('POST', '/api/me/ensure-profile', orphan, {})));
    expect(new Set(answers.map((a) => a.json().customer.id)).size).toBe(1);
    expect(await t.database.db.select().from(customers).where(eq(customers.auth_user_id, orphan.userId))).toHaveLength(1);
  });

  it('gives a staff account no customer row', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const res = await send('POST', '/api/me/ensure-profile', admin, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(MESSAGES.profile.setupError);
  });
});

describe('POST /api/me/onboarding', () => {
  it.each([
    [{ ...onboarding, prenom: 'A' }, PROFILE_MESSAGES.prenomTooShort],
    [{ ...onboarding, nom: ' B ' }, PROFILE_MESSAGES.nomTooShort],
    [{ ...onboarding, telephone: '' }, PHONE_MESSAGES.required],
    [{ ...onboarding, telephone: '2212345' }, PHONE_MESSAGES.exactDigits],
    [{ ...onboarding, email: 'pas-valide' }, EMAIL_MESSAGES.invalid],
    [{ ...onboarding, preferred_delivery_zone: 'nulle-part' }, errorMessage('ZONE_INVALID')],
    [{ full_name: 'Al', phone: '22123456' }, PROFILE_MESSAGES.fullNameTooShort],
    [{ full_name: 'Amira', phone: '22123456' }, errorMessage('FULL_NAME_INCOMPLETE')],
  ])('refuses %j with its French message and writes nothing', async (payload, message) => {
    const client = await newClient();
    const res = await send('POST', '/api/me/onboarding', client, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    const row = await customerRow(client.customerId!);
    expect(row).toMatchObject({ prenom: null, nom: null, telephone: null, onboarding_completed: false, current_points_balance: 0 });
    expect(await t.database.db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.customer_id, client.customerId!))).toHaveLength(0);
  });

  it('completes the profile, credits 100 welcome points once and records the event', async () => {
    const client = await newClient();
    const first = await send('POST', '/api/me/onboarding', client, onboarding);
    expect(first.statusCode).toBe(200);
    expect(first.json().pointsCredited).toBe(100);
    expect(first.json().customer).toMatchObject({
      prenom: 'Amira',
      nom: 'Ben Salah',
      telephone: '22123456',
      preferred_delivery_zone: 'lac',
      onboarding_completed: true,
      current_points_balance: 100,
      total_points_earned: 100,
    });
    const second = await send('POST', '/api/me/onboarding', client, { full_name: 'Amira Ben Salah', phone: '55123456' });
    expect(second.json()).toMatchObject({ pointsCredited: 0, customer: { current_points_balance: 100, telephone: '55123456' } });

    const ledger = await t.database.db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.customer_id, client.customerId!));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ transaction_type: 'welcome_bonus', points_earned: 100, points_balance: 100 });
    const events = await t.database.db.select().from(userEvents).where(eq(userEvents.user_id, client.userId));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event_type: 'login', data: { event_description: 'onboarding_completed', completed_via: 'onboarding_page' } });
    expect((await send('GET', '/api/me', client)).json()).toMatchObject({ userType: 'client', needsOnboarding: false });
  });

  it.runIf(testsUsePostgres)('credits the welcome points exactly once under concurrent retries (PostgreSQL)', async () => {
    const client = await newClient();
    const answers = await Promise.all(Array.from({ length: 8 }, () => send('POST', '/api/me/onboarding', client, onboarding)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.reduce((sum, a) => sum + a.json().pointsCredited, 0)).toBe(100);
    expect((await customerRow(client.customerId!)).current_points_balance).toBe(100);
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.customer_id, client.customerId!))) as [{ n: number }];
    expect(n).toBe(1);
    expect(await t.database.db.select().from(userEvents).where(eq(userEvents.user_id, client.userId))).toHaveLength(1);
  });
});

describe('PATCH /api/me/profile and the e-mail change link', () => {
  const profile = { prenom: 'Sami', nom: 'Trabelsi', telephone: '98123456' };
  it.each([
    [{ ...profile, prenom: '' }, PROFILE_MESSAGES.prenomTooShort],
    [{ ...profile, nom: 'T' }, PROFILE_MESSAGES.nomTooShort],
    [{ ...profile, telephone: '12345678' }, PHONE_MESSAGES.notMobile],
    [{ ...profile, telephone: undefined }, PHONE_MESSAGES.required],
  ])('refuses %j with its French message and writes nothing', async (payload, message) => {
    const client = await signInAs(t.app);
    const res = await send('PATCH', '/api/me/profile', client, { ...payload, email: client.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await customerRow(client.customerId!)).toMatchObject({ prenom: 'Test', nom: 'Client', telephone: '22123456' });
  });

  it('sends one confirmation per new address per 60 s (429 in French)', async () => {
    const client = await signInAs(t.app);
    const target = { ...profile, email: 'cible-unique@example.tn' };
    expect((await send('PATCH', '/api/me/profile', client, target)).statusCode).toBe(200);
    const again = await send('PATCH', '/api/me/profile', client, target);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/^Veuillez patienter \d+ secondes avant de demander un nouveau lien\.$/);
    expect(await t.database.db.select().from(emailHistory).where(eq(emailHistory.to_email, target.email))).toHaveLength(1);
    // saving without changing the e-mail is never limited
    expect((await send('PATCH', '/api/me/profile', client, { ...profile, email: client.email })).statusCode).toBe(200);
  });

  it('refuses an address another account already uses', async () => {
    const client = await signInAs(t.app);
    const other = await signInAs(t.app);
    const res = await send('PATCH', '/api/me/profile', client, { ...profile, email: other.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(errorMessage('EMAIL_TAKEN'));
    expect((await customerRow(client.customerId!)).prenom).toBe('Test');
  });

  it('saves the profile; a new e-mail waits for the link sent to it (outbox, /dev/mailbox)', async () => {
    const client = await signInAs(t.app);
    const missing = await send('PATCH', '/api/me/profile', client, { prenom: 'Sami', nom: 'Trabelsi', telephone: '98123456', email: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(EMAIL_MESSAGES.invalid);
    expect((await customerRow(client.customerId!)).prenom).toBe('Test');

    const same = await send('PATCH', '/api/me/profile', client, { prenom: 'Sami', nom: 'Trabelsi', telephone: '98123456', email: client.email });
    expect(same.json()).toMatchObject({ emailChangePending: false, customer: { prenom: 'Sami', telephone: '98123456' } });

    const newEmail = 'sami.nouveau@example.tn';
    const changed = await send('PATCH', '/api/me/profile', client, { prenom: 'Sami', nom: 'Trabelsi', telephone: '98123456', email: newEmail });
    expect(changed.json()).toMatchObject({ emailChangePending: true, customer: { email: client.email } });
    const [mail] = await t.database.db.select().from(emailHistory).where(eq(emailHistory.to_email, newEmail));
    expect(mail).toMatchObject({ provider: 'outbox', status: 'sent', email_type: 'email_change' });
    const token = /email-verification\?token=([\w-]+)/.exec(mail!.text_body!)![1]!;

    const box = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(box.headers['content-type']).toContain('text/html');
    expect(box.body).toContain(newEmail);
    expect(box.body).toContain(`/dev/mailbox/${mail!.id}`);
    const shown = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail!.id}` });
    expect(shown.body).toContain('Confirmez votre nouvelle adresse e-mail');

    const confirmed = await send('POST', '/api/me/email/confirm', null, { token });
    expect(confirmed.json()).toEqual({ ok: true, email: newEmail });
    expect((await send('GET', '/api/me', client)).json()).toMatchObject({ user: { email: newEmail }, customer: { email: newEmail } });
    const reused = await send('POST', '/api/me/email/confirm', null, { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(errorMessage('EMAIL_LINK_INVALID'));
  });
});

describe('addresses', () => {
  const home = { adresse: '12 rue de Marseille', ville: 'Tunis', zone_livraison: 'centre', label: 'Maison' };

  it('refuses anonymous (401) and staff without a customer row (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/addresses' })).statusCode).toBe(401);
    const staff = await signInAs(t.app, { role: 'operator' });
    expect((await send('GET', '/api/me/addresses', staff)).statusCode).toBe(403);
  });

  it('adds, lists most used first, edits and deletes own addresses; duplicates refused', async () => {
    const client = await signInAs(t.app);
    const created = await send('POST', '/api/me/addresses', client, home);
    expect(created.statusCode).toBe(201);
    const work = await send('POST', '/api/me/addresses', client, {
      ...home,
      adresse: '3 avenue Habib Bourguiba',
      label: 'Travail',
      instructions_livraison: '2e étage',
    });
    const dup = await send('POST', '/api/me/addresses', client, { ...home, adresse: '  12 RUE de marseille ', ville: 'tunis ' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.message).toBe(ADDRESS_MESSAGES.duplicate);

    await t.database.db.update(customerAddresses).set({ usage_count: 5 }).where(eq(customerAddresses.id, work.json().address.id));
    const list = (await send('GET', '/api/me/addresses', client)).json().addresses;
    expect(list.map((a: { label: string }) => a.label)).toEqual(['Travail', 'Maison']);

    const toDup = await send('PATCH', `/api/me/addresses/${work.json().address.id}`, client, home);
    expect(toDup.json().error.message).toBe(ADDRESS_MESSAGES.duplicate);
    const edited = await send('PATCH', `/api/me/addresses/${created.json().address.id}`, client, { ...home, label: 'Famille' });
    expect(edited.json().address).toMatchObject({ label: 'Famille', usage_count: 0 });
    expect((await send('DELETE', `/api/me/addresses/${created.json().address.id}`, client)).json()).toEqual({ ok: true });
    expect((await send('GET', '/api/me/addresses', client)).json().addresses).toHaveLength(1);
  });

  it.each([
    [{ adresse: ' ', ville: 'Tunis', zone_livraison: 'centre' }, MESSAGES.checkout.addressIncomplete],
    [{ adresse: '1 rue', ville: '', zone_livraison: 'centre' }, MESSAGES.checkout.addressIncomplete],
    [{ adresse: '1 rue', ville: 'Tunis', zone_livraison: '' }, MESSAGES.checkout.zoneRequired],
    [{ adresse: '1 rue', ville: 'Tunis', zone_livraison: 'inconnue' }, MESSAGES.checkout.zoneRequired],
    [{ adresse: '1 rue', ville: 'Tunis', zone_livraison: 'centre', label: 'Bureau' }, 'Libellé invalide'],
  ])('refuses %j with its French message and writes nothing', async (payload, message) => {
    const client = await signInAs(t.app);
    const res = await send('POST', '/api/me/addresses', client, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.customer_id, client.customerId!))).toHaveLength(0);
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const owner = await signInAs(t.app);
    const other = await signInAs(t.app);
    const { address } = (await send('POST', '/api/me/addresses', owner, home)).json();
    const edit = await send('PATCH', `/api/me/addresses/${address.id}`, other, { ...home, adresse: 'Piraté' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.message).toBe(errorMessage('ADDRESS_NOT_FOUND'));
    expect((await send('DELETE', `/api/me/addresses/${address.id}`, other)).statusCode).toBe(404);
    expect((await send('GET', '/api/me/addresses', other)).json().addresses).toEqual([]);
    expect((await send('GET', '/api/me/addresses', owner)).json().addresses).toEqual([address]);
  });
});
