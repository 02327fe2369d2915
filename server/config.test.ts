import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET est obligatoire en production/);
  });
});
