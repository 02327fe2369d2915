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

  it('refuses bad values with a readable list', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET est obligatoire en production/);
  });
});
