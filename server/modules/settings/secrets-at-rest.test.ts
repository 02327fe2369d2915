/**
 * Secrets at rest (SECRETS_KEY): every secret saved in the back-office is sealed before it reaches the
 * database (a pg_dump shows none of them), never comes back in an answer, an admin event or a log line,
 * and is opened where it is used (Telegram, Brevo, Konnect). secrets:rotate seals everything with the
 * current key, values still in clear included.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { secretsRotate } from '../../cli/secrets-rotate';
import { testConfig } from '../../config';
import { appEvents, restaurantSettings } from '../../db/schema/index';
import { createSecretBox, parseSecretsKey } from '../../lib/secret-box';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { createTestDatabase, databaseUrl, testDatabaseServerUrl, testsUsePostgres } from '../../test/db';
import { konnectConnection } from '../payments/konnect-connection';
import { readSettingsRow } from '../../db/settings-row';
import { storedSecrets } from './settings-secrets';

const SECRETS = {
  konnect: 'sk_live_konnect-cle-secrete-4242',
  telegram: '987654:telegram-jeton-secret',
  smtp: 'smtp-mot-de-passe-tres-secret',
  brevo: 'xkeysib-brevo-cle-tres-secrete',
  acces: 'mot-de-passe-des-testeurs',
  whatsappToken: 'EAAG-whatsapp-jeton-secret',
  whatsappAppSecret: 'whatsapp-secret-application',
  whatsappVerify: 'whatsapp-verification-secrete',
  smsToken: 'App sms-cle-secrete-4242',
  smsReport: 'sms-jeton-accuses-secret',
};
/** Paramètres › Messages with each of its five secrets. */
const MESSAGE_SECRETS = {
  whatsapp_access_token: SECRETS.whatsappToken,
  whatsapp_app_secret: SECRETS.whatsappAppSecret,
  whatsapp_verify_token: SECRETS.whatsappVerify,
  sms_auth_token: SECRETS.smsToken,
  sms_report_token: SECRETS.smsReport,
};
const KEY = randomBytes(32).toString('base64');
const SMTP_HOST = 'smtp.secrets-au-repos.tn';

/** A local stand-in for api.telegram.org and Brevo: records each call's path and headers. */
let provider: Server;
const calls: { url: string; headers: IncomingHttpHeaders }[] = [];
let t: TestApp;
/** The app the test talks to: built with a trace-level logger whose every line is kept. */
let app: FastifyInstance;
const logLines: string[] = [];
let admin: SignedIn, operator: SignedIn;

beforeAll(async () => {
  provider = createServer((request, response) => {
    calls.push({ url: request.url ?? '', headers: request.headers });
    request.resume();
    const brevo = request.url === '/smtp/email';
    response.writeHead(brevo ? 201 : 200, { 'content-type': 'application/json' }).end(brevo ? '{"messageId":"<x@brevo>"}' : '{"ok":true,"result":{}}');
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await createTestApp({
    config: {
      secrets: { keys: parseSecretsKey(`k1:${KEY}`) },
      telegram: { apiUrl: providerUrl },
      mail: { ...testConfig().mail, brevoApiUrl: providerUrl },
    },
  });
  app = await buildApp({
    config: t.config,
    database: t.database,
    logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
    notificationWorker: false,
    imageWorker: false,
  });
  await app.ready();
  [admin, operator] = [await signInAs(app, { role: 'admin' }), await signInAs(app, { role: 'operator' })];
  await saveEverySecret();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

const get = (url: string, who: SignedIn) => app.inject({ method: 'GET', url, headers: who.headers });
const put = async (section: string, payload: object) => {
  const res = await app.inject({ method: 'PUT', url: `/api/admin/settings/${section}`, headers: admin.headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** Each secret typed into its section of /admin/settings, through the admin routes. */
async function saveEverySecret() {
  const view = (await get('/api/admin/settings', admin)).json();
  await put('paiements', { ...view.paiements, konnect_api_key: SECRETS.konnect });
  await put('notifications', { telegram_chat_id: '-100777', telegram_bot_token: SECRETS.telegram });
  await put('email', {
    ...view.email,
    email_provider_active: 'brevo',
    smtp_host: SMTP_HOST,
    smtp_user: 'boutique',
    smtp_password: SECRETS.smtp,
    brevo_api_key: SECRETS.brevo,
  });
  await put('acces', { acces_protege_actif: false, message_bientot_disponible: 'Bientôt !', mot_de_passe_acces: SECRETS.acces });
  const { secrets: _set, ...messages } = view.messages;
  await put('messages', { ...messages, ...MESSAGE_SECRETS });
}

function expectNoSecretIn(text: string, where: string) {
  for (const secret of Object.values(SECRETS)) expect(text.includes(secret), `${where} contient ${secret}`).toBe(false);
}

describe('secrets at rest', () => {
  it('stores every secret sealed with the current key, and the app opens them where they are used', async () => {
    const row = await readSettingsRow({ db: t.database.db });
    const stored = storedSecrets(row);
    for (const value of Object.values(stored)) expect(value).toMatch(/^enc:v1:k1:/);
    expectNoSecretIn(JSON.stringify(row), 'la ligne des paramètres');

    // Konnect: the connection of a payment carries the key in clear.
    expect(konnectConnection(app, await readSettingsRow({ db: t.database.db })).apiKey).toBe(SECRETS.konnect);
    // Telegram: the Tester button calls the Bot API with the token.
    const tested = await app.inject({ method: 'POST', url: '/api/admin/settings/notifications/test', headers: admin.headers, payload: {} });
    expect(tested.json()).toEqual({ ok: true });
    expect(calls.some((c) => c.url === `/bot${SECRETS.telegram}/sendMessage`)).toBe(true);
    // Brevo: the next e-mail goes through the API with the key.
    expect(await app.sendMail({ to: 'client@example.tn', subject: 'Essai', html: '<p>Essai</p>', text: 'Essai', type: 'test' })).toMatchObject({
      ok: true,
      provider: 'brevo',
    });
    expect(calls.find((c) => c.url === '/smtp/email')?.headers['api-key']).toBe(SECRETS.brevo);
  });

  it('never answers a secret: every settings GET for the admin and the operator', async () => {
    const urls = ['/api/admin/settings', '/api/admin/service', '/api/admin/email-test/config', '/api/admin/events', '/api/settings/public', '/api/me'];
    const statuses: string[] = [];
    for (const who of [admin, operator]) {
      for (const url of urls) {
        const res = await get(url, who);
        statuses.push(`${who === admin ? 'admin' : 'operator'} ${url} ${res.statusCode}`);
        expectNoSecretIn(res.body, url);
      }
    }
    // Not vacuous: the admin reads the settings and the events, the operator the service state.
    expect(statuses).toEqual(expect.arrayContaining(['admin /api/admin/settings 200', 'admin /api/admin/events 200', 'operator /api/admin/service 200']));
    expect((await get('/api/admin/settings', admin)).json().secrets).toEqual({
      konnect_api_key: true,
      telegram_bot_token: true,
      smtp_password: true,
      brevo_api_key: true,
      mot_de_passe_acces: true,
    });
  });

  it('masks secrets in the admin events ("[modifié]" when written, "••••" when kept) and in the logs', async () => {
    const events = await t.database.db.select().from(appEvents).where(like(appEvents.event, 'admin.settings.%'));
    expectNoSecretIn(JSON.stringify(events), 'les événements');
    const saved = events.find((e) => e.event === 'admin.settings.paiements.updated')!.context as {
      before: { secrets: Record<string, string | null> };
      after: { secrets: Record<string, string | null> };
    };
    expect(saved.before.secrets.konnect_api_key).toBeNull();
    expect(saved.after.secrets.konnect_api_key).toBe('[modifié]');

    // Saving the section again with the key left blank keeps it: "••••" before and after.
    const view = (await get('/api/admin/settings', admin)).json();
    await put('paiements', { ...view.paiements, konnect_api_key: '' });
    const [kept] = await t.database.db
      .select()
      .from(appEvents)
      .where(eq(appEvents.event, 'admin.settings.paiements.updated'))
      .orderBy(sql`${appEvents.id} desc`)
      .limit(1);
    const context = kept!.context as typeof saved;
    expect(context.before.secrets).toMatchObject({ konnect_api_key: '••••', telegram_bot_token: '••••', smtp_password: '••••', mot_de_passe_acces: '••••' });
    expect(context.after.secrets).toEqual(context.before.secrets);

    expect(logLines.length).toBeGreaterThan(10);
    expectNoSecretIn(logLines.join('\n'), 'les journaux');
  });

  // PGlite has no pg_dump: on it this test is listed as skipped
  it.runIf(testsUsePostgres)('a pg_dump of the database holds no secret value, only sealed ones (PostgreSQL)', async () => {
    const { rows } = (await t.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: { name: string }[] };
    const { stdout: dump } = await promisify(execFile)('pg_dump', ['--no-owner', '--dbname', databaseUrl(testDatabaseServerUrl!, rows[0]!.name)], {
      maxBuffer: 64 * 1024 * 1024,
    });
    // The settings row is in the dump (its SMTP server in clear), its secrets only sealed.
    expect(dump).toContain(SMTP_HOST);
    expect(dump).toContain('enc:v1:k1:');
    expectNoSecretIn(dump, 'pg_dump');
  });
});

describe('production without SECRETS_KEY', () => {
  it('refuses to save a secret, in French, and writes nothing', async () => {
    const prod = await createTestApp({ config: { isProduction: true, authSecret: 'un-secret-de-production-de-32-caracteres' } });
    try {
      const who = await signInAs(prod.app, { role: 'admin' });
      const view = (await prod.app.inject({ method: 'GET', url: '/api/admin/settings', headers: who.headers })).json();
      const save = (payload: object) => prod.app.inject({ method: 'PUT', url: '/api/admin/settings/paiements', headers: who.headers, payload });
      const refused = await save({ ...view.paiements, konnect_wallet_id: 'portefeuille', konnect_api_key: SECRETS.konnect });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.message).toBe(
        "Enregistrement impossible : la clé de chiffrement des secrets (SECRETS_KEY) n'est pas configurée sur le serveur",
      );
      const row = await readSettingsRow({ db: prod.database.db });
      expect([row.konnect_api_key, row.konnect_wallet_id]).toEqual([null, null]);
      // The rest of the section still saves when no secret is typed.
      expect((await save({ ...view.paiements, konnect_wallet_id: 'portefeuille' })).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('secrets:rotate', () => {
  it('seals every secret with the new current key, clear ones included, in one go; the old key can then go', async () => {
    const database = await createTestDatabase();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const [oldKey, newKey] = [randomBytes(32).toString('base64'), randomBytes(32).toString('base64')];
      const oldBox = createSecretBox(parseSecretsKey(`ancienne:${oldKey}`));
      await readSettingsRow({ db: database.db });
      await database.db
        .update(restaurantSettings)
        .set({
          konnect_api_key: oldBox.encrypt(SECRETS.konnect),
          // Saved before SECRETS_KEY existed: still in clear.
          telegram_bot_token: SECRETS.telegram,
          email_provider_configs: { smtp: { host: SMTP_HOST, password: oldBox.encrypt(SECRETS.smtp) }, brevo: { api_key: oldBox.encrypt(SECRETS.brevo) } },
          messaging_configs: {
            whatsapp: {
              access_token: oldBox.encrypt(SECRETS.whatsappToken),
              app_secret: oldBox.encrypt(SECRETS.whatsappAppSecret),
              verify_token: SECRETS.whatsappVerify,
            },
            sms: { auth_token: oldBox.encrypt(SECRETS.smsToken), report_token: oldBox.encrypt(SECRETS.smsReport) },
          },
        })
        .where(eq(restaurantSettings.id, 1));
      const rotate = (secretsKey: string | undefined) =>
        secretsRotate([], { config: { ...testConfig(), secrets: secretsKey ? { keys: parseSecretsKey(secretsKey) } : undefined }, database });
      const stored = async () => storedSecrets(await readSettingsRow({ db: database.db }));

      // Without SECRETS_KEY, or without the key the values were sealed with: refused, nothing changed.
      const before = await stored();
      expect(await rotate(undefined)).toBe(1);
      expect(await rotate(`neuve:${newKey}`)).toBe(1);
      expect(error).toHaveBeenLastCalledWith("Secret chiffré avec la clé « ancienne », absente de SECRETS_KEY. Aucun secret n'a été modifié.");
      expect(await stored()).toEqual(before);

      expect(await rotate(`neuve:${newKey},ancienne:${oldKey}`)).toBe(0);
      expect(log).toHaveBeenLastCalledWith('9 secret(s) rechiffré(s) avec la clé « neuve ».');
      const after = await stored();
      for (const value of Object.values(after)) expect(value).toMatch(/^enc:v1:neuve:/);
      expect((await readSettingsRow({ db: database.db })).email_provider_configs.smtp?.host).toBe(SMTP_HOST);

      // Once rotated, the new key alone opens everything, and a second run has nothing to do.
      const newBox = createSecretBox(parseSecretsKey(`neuve:${newKey}`));
      expect(Object.values(after).map((v) => newBox.decrypt(v!))).toEqual([
        SECRETS.konnect,
        SECRETS.telegram,
        SECRETS.smtp,
        SECRETS.brevo,
        SECRETS.whatsappToken,
        SECRETS.whatsappAppSecret,
        SECRETS.whatsappVerify,
        SECRETS.smsToken,
        SECRETS.smsReport,
      ]);
      expect(await rotate(`neuve:${newKey}`)).toBe(0);
      expect(log).toHaveBeenLastCalledWith('0 secret(s) rechiffré(s) avec la clé « neuve ».');
    } finally {
      log.mockRestore();
      error.mockRestore();
      await database.drop();
    }
  });
});
