import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, EnvSchema, loadConfig } from './config';

describe('config', () => {
  it('runs on the embedded default with no variable set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustedOrigins).toEqual(['http://localhost:3000']);
    expect(config.trustProxy).toBe(false);
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('reads PORT, DATABASE_URL, PUBLIC_URL and the trusted proxy', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db/sushi',
      PUBLIC_URL: 'https://sushi.tn/',
      TRUSTED_ORIGINS: 'https://admin.sushi.tn, https://www.sushi.tn',
      TRUST_PROXY: '1',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@db/sushi');
    expect(config.publicUrl).toBe('https://sushi.tn');
    expect(config.trustedOrigins).toEqual(['https://sushi.tn', 'https://admin.sushi.tn', 'https://www.sushi.tn']);
    expect(config.trustProxy).toBe(1);
  });

  it('seeds the demo by default outside production only, and SEED_DEMO decides when set', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://sushi.tn' };
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...production, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'oui' })).toThrow(/SEED_DEMO/);
  });

  it('refuses bad values with a readable list', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    // Missing production settings are refused by server/production-checks.ts, in one list.
    expect(loadConfig({ NODE_ENV: 'production' }).publicUrlConfigured).toBe(false);
  });

  it('reads SECRETS_KEY: one base64 key, or several id:key of which the first is current', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    expect(loadConfig({}).secrets).toBeUndefined();
    // A key without a name is known by the start of its hash (server/lib/secret-box.ts).
    const single = loadConfig({ SECRETS_KEY: a.toString('base64') }).secrets!;
    expect(single.keys).toHaveLength(1);
    expect(single.keys[0]!.key).toEqual(a);
    expect(single.keys[0]!.id).toMatch(/^[0-9a-f]{8}$/);
    const rotated = loadConfig({ SECRETS_KEY: `k2:${b.toString('base64')}, k1:${a.toString('base64')}` });
    expect(rotated.secrets).toEqual({
      keys: [
        { id: 'k2', key: b },
        { id: 'k1', key: a },
      ],
    });
  });

  it('refuses a SECRETS_KEY of the wrong length or shape, in French', () => {
    expect(() => loadConfig({ SECRETS_KEY: randomBytes(16).toString('base64') })).toThrow(/SECRETS_KEY : la clé n°1 doit faire 32 octets encodés en base64/);
    expect(() => loadConfig({ SECRETS_KEY: 'pas du base64 !' })).toThrow(/32 octets encodés en base64/);
    expect(() => loadConfig({ SECRETS_KEY: `k1:${randomBytes(32).toString('base64')},k2:court` })).toThrow(/la clé k2 doit faire 32 octets/);
    const key = randomBytes(32).toString('base64');
    expect(() => loadConfig({ SECRETS_KEY: `k1:${key},k1:${key}` })).toThrow(/l'identifiant de clé « k1 » est en double/);
  });

  it('reads the deploy settings: migrations at start, embedded database, insecure URL, backups', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/sakura' });
    expect(defaults).toMatchObject({ migrateOnStart: true, embeddedDatabaseInProduction: false, allowInsecurePublicUrl: false });
    expect(defaults.backup).toEqual({ dir: path.join('/srv/sakura', 'backups'), configured: false, keep: 14 });
    const set = loadConfig({
      MIGRATE_ON_START: 'false',
      EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
      ALLOW_INSECURE_PUBLIC_URL: '1',
      BACKUP_DIR: '/b',
      BACKUP_KEEP: '3',
    });
    expect(set).toMatchObject({ migrateOnStart: false, embeddedDatabaseInProduction: true, allowInsecurePublicUrl: true });
    expect(set.backup).toEqual({ dir: '/b', configured: true, keep: 3 });
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});

describe("README's configuration table", () => {
  const readme = readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  // A row names one variable or several ('`S3_BUCKET`, `S3_REGION`, …'), in its first cell.
  const listed = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split(' | ')[0]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));

  it('lists every variable server/config.ts reads, each once', () => {
    const repeated = listed.filter((name, index) => listed.indexOf(name) !== index);
    expect(repeated).toEqual([]);
    expect([...listed].sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });
});
