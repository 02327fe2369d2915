/**
 * The real start (the built dist/server/main.js, or tsx server/main.ts when the build is older than the sources) refuses a production that is missing
 * settings, with one French list, before listening; and refuses pending migrations with MIGRATE_ON_START=false.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantSettings } from './db/schema/index';
import { entrypoint, runNode } from './test/cli';
import { createPgliteDatabaseIn } from './test/db';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'sushi-main-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const start = (env: Record<string, string | undefined>) =>
  runNode(entrypoint('main'), { LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: undefined, REDIS_URL: undefined, ...env });

/** Production settings that pass, on the embedded database of `dataDir`. */
const production = (dataDir: string) => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
  AUTH_SECRET: 'a'.repeat(48),
  PUBLIC_URL: 'https://www.sakura-sushi.tn',
  SMTP_URL: 'smtp://127.0.0.1:9',
  BACKUP_DIR: path.join(dataDir, 'backups'),
});

describe('a production start', () => {
  it('refuses a bad environment with one French list of every problem, and creates no database', async () => {
    const dataDir = path.join(tmp, 'bad');
    const result = await start({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'http://192.168.1.10', AUTH_SECRET: undefined, SMTP_URL: undefined });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe('La production ne peut pas démarrer :');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}✖ AUTH_SECRET manque.*Exemple : AUTH_SECRET=/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}✖ PUBLIC_URL n’est pas en https \(http:\/\/192\.168\.1\.10\)/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}✖ DATABASE_URL manque.*EMBEDDED_DATABASE_IN_PRODUCTION=true/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}✖ Aucun envoi d’e-mail configuré.*SMTP_URL=/));
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses, after reading the database, secrets saved in the settings without SECRETS_KEY', async () => {
    const dataDir = path.join(tmp, 'secrets');
    const database = await createPgliteDatabaseIn(dataDir);
    await database.db.insert(restaurantSettings).values({ id: 1, konnect_api_key: '6137ad140c181c5eb44a7f88:secret', telegram_bot_token: '1:abc' });
    await database.close();
    const result = await start(production(dataDir));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /La production ne peut pas démarrer :\n {2}✖ Des secrets sont enregistrés dans la base \(clé API Konnect, jeton du bot Telegram\) mais SECRETS_KEY manque/,
    );
  }, 120_000);

  it('with MIGRATE_ON_START=false, refuses pending migrations and says to run migrate', async () => {
    const result = await start({ DATA_DIR: path.join(tmp, 'fresh'), MIGRATE_ON_START: 'false', NODE_ENV: 'development' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/La base a \d+ migration\(s\) en attente et MIGRATE_ON_START=false : lancez « node dist\/server\/cli\.js migrate »/);
  }, 120_000);
});
