/**
 * `cli doctor` against real local parts: the test database (PostgreSQL or PGlite), an SMTP server
 * (smtp-server), a small HTTP server standing for Telegram's and Brevo's APIs, Redis when the machine
 * has one, disk storage. Each failing part gives a FAIL line and exit code 1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../integrations/storage';
import { captureContext, runCli } from '../test/cli';
import { createPgliteDatabaseIn, createTestDatabase, testRedisUrl, testsUsePostgres, type TestDatabase } from '../test/db';
import { startSmtpSink, SMTP_DOWN, type SmtpSink } from '../test/mail';
import { doctor } from './doctor';
import { checkClock, checkKonnect, checkStorage } from './doctor-checks';

const BOT_TOKEN = '123456:bot-de-test';
const BREVO_KEY = 'xkeysib-test';
const KONNECT = { KONNECT_API_KEY: '6137ad140c181c5eb44a7f88:Rp2dpHPb0mBpj3_51s86zzp3PXs5w1', KONNECT_WALLET_ID: '6137ad140c181c5eb44a7f88' };

let tmp: string;
let sink: SmtpSink;
let api: Server;
let apiUrl: string;
let pg: TestDatabase | undefined;
/** The database part of the environment: the test's PostgreSQL database, or an embedded one in a folder. */
let databaseEnv: Record<string, string>;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'sushi-doctor-'));
  sink = await startSmtpSink();
  // Telegram's getMe and Brevo's /account, answering only to the right token and key.
  api = createServer((request, response) => {
    const json = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === `/bot${BOT_TOKEN}/getMe`) return json(200, { ok: true, result: { username: 'sakura_bot' } });
    if (request.url?.endsWith('/getMe')) return json(401, { ok: false, description: 'Unauthorized' });
    if (request.url === '/v3/account') {
      return request.headers['api-key'] === BREVO_KEY ? json(200, { email: 'compte@sakura.tn' }) : json(401, { message: 'Key not found' });
    }
    json(404, {});
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  if (testsUsePostgres) {
    pg = await createTestDatabase();
    databaseEnv = { DATABASE_URL: pg.url!, DATA_DIR: tmp };
  } else {
    const dataDir = path.join(tmp, 'data');
    await (await createPgliteDatabaseIn(dataDir)).close();
    databaseEnv = { DATA_DIR: dataDir };
  }
});
afterAll(async () => {
  await sink?.close();
  await new Promise((resolve) => api?.close(resolve));
  await pg?.drop();
  rmSync(tmp, { recursive: true, force: true });
});

/** Everything configured and answering; a test changes one part. */
const healthy = () => ({
  ...databaseEnv,
  UPLOADS_DIR: path.join(tmp, 'uploads'),
  SMTP_URL: sink.url,
  TELEGRAM_BOT_TOKEN: BOT_TOKEN,
  TELEGRAM_CHAT_ID: '-100123',
  TELEGRAM_API_URL: apiUrl,
  BREVO_API_URL: `${apiUrl}/v3`,
  ...KONNECT,
  REDIS_URL: testRedisUrl,
});

async function runDoctor(env: Record<string, string | undefined>) {
  const context = captureContext(env);
  const code = await doctor([], context);
  const line = (label: string) => context.out.find((l) => l.includes(` ${label} :`)) ?? `(aucune ligne ${label})`;
  return { code, out: context.out, line };
}

describe('doctor', () => {
  it('says ok for every part that answers, and exits 0', async () => {
    const { code, out, line } = await runDoctor(healthy());
    expect(line('Base de données')).toMatch(/^ok {4}Base de données : .* joignable, migrations à jour$/);
    expect(line('Horloge')).toMatch(/^ok {4}Horloge : écart de \d+\.\d s/);
    expect(line('E-mail (SMTP_URL)')).toBe('ok    E-mail (SMTP_URL) : le serveur SMTP répond');
    expect(line('Telegram')).toBe('ok    Telegram : bot @sakura_bot valide');
    expect(line('Konnect')).toBe('ok    Konnect : clé et portefeuille bien formés');
    expect(line('Stockage des images (disque)')).toMatch(/^ok {4}.*écriture, lecture et suppression réussies$/);
    expect(line('Redis')).toMatch(testRedisUrl ? /^ok {4}Redis : répond à PING$/ : /^ok {4}Redis : non utilisé/);
    expect(out.at(-1)).toMatch(/^Bilan : \d+ ok, 0 avertissement\(s\), 0 échec\(s\)\.$/);
    expect(code).toBe(0);
  });

  it('fails when the SMTP server does not answer', async () => {
    const { code, line } = await runDoctor({ ...healthy(), SMTP_URL: SMTP_DOWN });
    expect(line('E-mail (SMTP_URL)')).toMatch(/^FAIL {2}E-mail \(SMTP_URL\) : le serveur SMTP ne répond pas : .*ECONNREFUSED/);
    expect(code).toBe(1);
  });

  it('checks Brevo with GET /account and its key', async () => {
    const brevo = { ...healthy(), SMTP_URL: undefined, BREVO_API_KEY: BREVO_KEY };
    expect((await runDoctor(brevo)).line('E-mail (BREVO_API_KEY)')).toBe('ok    E-mail (BREVO_API_KEY) : Brevo répond (compte compte@sakura.tn)');
    const refused = await runDoctor({ ...brevo, BREVO_API_KEY: 'xkeysib-revoquee' });
    expect(refused.line('E-mail (BREVO_API_KEY)')).toBe('FAIL  E-mail (BREVO_API_KEY) : Brevo refuse la clé (HTTP 401)');
    expect(refused.code).toBe(1);
  });

  it('fails on a Telegram token the Bot API refuses, a malformed Konnect key, unwritable storage, an unreachable Redis', async () => {
    const file = path.join(tmp, 'not-a-folder');
    writeFileSync(file, '');
    const { code, line } = await runDoctor({
      ...healthy(),
      TELEGRAM_BOT_TOKEN: '999:revoque',
      KONNECT_API_KEY: 'cle-secrete',
      KONNECT_WALLET_ID: 'wallet-42',
      UPLOADS_DIR: file,
      REDIS_URL: 'redis://127.0.0.1:9',
    });
    expect(line('Telegram')).toBe('FAIL  Telegram : le bot est refusé : Unauthorized');
    expect(line('Konnect')).toBe(
      'FAIL  Konnect : la clé API doit avoir la forme <24 caractères hexadécimaux>:<secret> ; l’identifiant du portefeuille doit faire 24 caractères hexadécimaux',
    );
    expect(line('Stockage des images (disque)')).toMatch(/^FAIL {2}Stockage des images \(disque\) : .*not-a-folder : /);
    expect(line('Redis')).toMatch(/^FAIL {2}Redis : injoignable : /);
    expect(code).toBe(1);
  });

  it('fails on a database with pending migrations, saying to run migrate', async () => {
    const { code, line } = await runDoctor({ ...healthy(), DATABASE_URL: undefined, DATA_DIR: path.join(tmp, 'never-migrated') });
    expect(line('Base de données')).toMatch(
      /^FAIL {2}Base de données : base intégrée \(PGlite\) joignable, mais \d+ migration\(s\) en attente : lancez « node dist\/server\/cli\.js migrate »$/,
    );
    expect(code).toBe(1);
  }, 120_000);

  it('adds the production rules under NODE_ENV=production', async () => {
    const { code, out } = await runDoctor({ ...healthy(), NODE_ENV: 'production', PUBLIC_URL: 'http://shop.lan' });
    expect(out).toContainEqual(expect.stringMatching(/^FAIL {2}Production : AUTH_SECRET manque/));
    expect(out).toContainEqual(expect.stringMatching(/^FAIL {2}Production : PUBLIC_URL n’est pas en https/));
    expect(out).toContainEqual(expect.stringMatching(/^warn {2}Production : Aucune sauvegarde configurée/));
    expect(code).toBe(1);
  });

  it('exits non-zero as a process when the SMTP server is unreachable', async () => {
    const result = await runCli(['doctor'], { ...healthy(), SMTP_URL: SMTP_DOWN, REDIS_URL: undefined });
    expect(result.stdout).toMatch(/^FAIL {2}E-mail \(SMTP_URL\) : le serveur SMTP ne répond pas/m);
    expect(result.stdout).toMatch(/Bilan : \d+ ok, \d+ avertissement\(s\), 1 échec\(s\)\./);
    expect(result.code).toBe(1);
  });
});

describe('doctor checks', () => {
  it('warns beyond 5 s between this machine and the database', () => {
    const db = new Date('2026-11-26T12:00:00Z');
    expect(checkClock(db, new Date(db.getTime() + 4_900)).status).toBe('ok');
    expect(checkClock(db, new Date(db.getTime() - 7_000))).toEqual({
      status: 'warn',
      label: 'Horloge',
      detail: 'écart de 7.0 s avec la base de données : synchronisez l’heure (NTP, timedatectl set-ntp true)',
    });
  });

  it('reads Konnect keys: a missing wallet fails, no key is the simulator outside production', () => {
    expect(checkKonnect(KONNECT.KONNECT_API_KEY, null, true).detail).toBe('l’identifiant du portefeuille manque (KONNECT_WALLET_ID)');
    expect(checkKonnect(null, null, false).status).toBe('ok');
    expect(checkKonnect(null, null, true).status).toBe('warn');
  });

  it('probes an S3 bucket: written, read back and deleted; a missing bucket fails', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 's3rver-doctor-'));
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'sakura-images' }] });
    const { port } = await s3.run();
    const bucket = (name: string) =>
      s3Storage({
        bucket: name,
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });
    try {
      expect(await checkStorage(bucket('sakura-images'), 'bucket sakura-images')).toEqual({
        status: 'ok',
        label: 'Stockage des images (S3)',
        detail: 'bucket sakura-images : écriture, lecture et suppression réussies',
      });
      expect(readdirSync(path.join(dir, 'sakura-images')).filter((name) => name.includes('doctor-probe'))).toEqual([]);
      expect(await checkStorage(bucket('absent'), 'bucket absent')).toMatchObject({ status: 'fail', detail: expect.stringMatching(/^bucket absent : /) });
    } finally {
      await s3.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
