import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { checkProduction, formatProductionReport, type DatabaseFacts } from './production-checks';

const KEY = randomBytes(32).toString('base64');
/** A production that passes every rule: each test breaks one. */
const GOOD = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a'.repeat(48),
  PUBLIC_URL: 'https://www.sakura-sushi.tn',
  DATABASE_URL: 'postgres://sushi@db/sushi',
  SMTP_URL: 'smtps://u:p@smtp.example.tn:465',
  TELEGRAM_BOT_TOKEN: '123:abc',
  TELEGRAM_CHAT_ID: '-100',
  BACKUP_DIR: '/var/backups/sakura',
  SECRETS_KEY: KEY,
};
const NO_FACTS: DatabaseFacts = { mailProvider: null, storedSecrets: [], telegram: false };

function check(env: Record<string, string | undefined>, facts: DatabaseFacts | null = NO_FACTS) {
  return checkProduction(loadConfig({ ...GOOD, ...env }), facts);
}

describe('checkProduction', () => {
  it('passes a complete production, and never judges development', () => {
    expect(check({})).toEqual({ errors: [], warnings: [] });
    expect(checkProduction(loadConfig({}), NO_FACTS)).toEqual({ errors: [], warnings: [] });
  });

  it('refuses a missing or short AUTH_SECRET', () => {
    expect(check({ AUTH_SECRET: undefined }).errors).toEqual([expect.stringMatching(/^AUTH_SECRET manque.*Exemple : AUTH_SECRET=/)]);
    expect(check({ AUTH_SECRET: 'court' }).errors).toEqual([expect.stringMatching(/^AUTH_SECRET est trop court \(5 caractères/)]);
  });

  it('refuses a missing PUBLIC_URL, and an http one unless ALLOW_INSECURE_PUBLIC_URL=true', () => {
    expect(check({ PUBLIC_URL: undefined }).errors).toEqual([expect.stringMatching(/^PUBLIC_URL manque.*Exemple : PUBLIC_URL=https:/)]);
    expect(check({ PUBLIC_URL: 'http://192.168.1.10:3000' }).errors).toEqual([
      expect.stringMatching(/^PUBLIC_URL n’est pas en https \(http:\/\/192\.168\.1\.10:3000\).*ALLOW_INSECURE_PUBLIC_URL=true/),
    ]);
    expect(check({ PUBLIC_URL: 'http://192.168.1.10:3000', ALLOW_INSECURE_PUBLIC_URL: 'true' }).errors).toEqual([]);
  });

  it('refuses the embedded database unless EMBEDDED_DATABASE_IN_PRODUCTION=true', () => {
    expect(check({ DATABASE_URL: undefined }).errors).toEqual([expect.stringMatching(/^DATABASE_URL manque.*EMBEDDED_DATABASE_IN_PRODUCTION=true/)]);
    expect(check({ DATABASE_URL: undefined, EMBEDDED_DATABASE_IN_PRODUCTION: 'true' }).errors).toEqual([]);
  });

  it('refuses no mail transport; SMTP_URL, BREVO_API_KEY or a provider saved in the settings each count as one', () => {
    const none = { SMTP_URL: undefined };
    expect(check(none).errors).toEqual([expect.stringMatching(/^Aucun envoi d’e-mail configuré.*SMTP_URL=smtps:.*BREVO_API_KEY=/)]);
    expect(check(none, null).errors).toHaveLength(1);
    expect(check({ ...none, BREVO_API_KEY: 'xkeysib-1' }).errors).toEqual([]);
    expect(check(none, { ...NO_FACTS, mailProvider: 'brevo' }).errors).toEqual([]);
  });

  it('refuses secrets saved in the database without SECRETS_KEY', () => {
    const facts = { ...NO_FACTS, storedSecrets: ['clé API Konnect', 'jeton du bot Telegram'] };
    expect(check({ SECRETS_KEY: undefined }, facts).errors).toEqual([
      expect.stringMatching(
        /^Des secrets sont enregistrés dans la base \(clé API Konnect, jeton du bot Telegram\) mais SECRETS_KEY manque.*openssl rand -base64 32/,
      ),
    ]);
    expect(check({}, facts).errors).toEqual([]);
    expect(check({ SECRETS_KEY: undefined }, NO_FACTS).errors).toEqual([]);
  });

  it('warns when Telegram is configured nowhere', () => {
    const env = { TELEGRAM_BOT_TOKEN: undefined };
    expect(check(env).warnings).toEqual([expect.stringMatching(/^Telegram n’est pas configuré.*TELEGRAM_BOT_TOKEN=/)]);
    expect(check(env, { ...NO_FACTS, telegram: true }).warnings).toEqual([]);
    expect(check(env).errors).toEqual([]);
  });

  it('warns when several instances (REDIS_URL) keep images on their own disk', () => {
    expect(check({ REDIS_URL: 'redis://cache:6379' }).warnings).toEqual([expect.stringMatching(/^REDIS_URL indique plusieurs instances.*S3_BUCKET=/)]);
    expect(check({ REDIS_URL: 'redis://cache:6379', S3_BUCKET: 'images' }).warnings).toEqual([]);
  });

  it('warns when no backup is configured', () => {
    expect(check({ BACKUP_DIR: undefined }).warnings).toEqual([expect.stringMatching(/^Aucune sauvegarde configurée \(BACKUP_DIR\)/)]);
  });

  it('lists every problem at once, errors first, each with how to fix it', () => {
    const report = check({ AUTH_SECRET: undefined, PUBLIC_URL: undefined, DATABASE_URL: undefined, SMTP_URL: undefined, BACKUP_DIR: undefined });
    expect(report.errors).toHaveLength(4);
    const text = formatProductionReport(report);
    expect(text.split('\n')).toEqual([
      'La production ne peut pas démarrer :',
      expect.stringMatching(/^ {2}✖ AUTH_SECRET/),
      expect.stringMatching(/^ {2}✖ PUBLIC_URL/),
      expect.stringMatching(/^ {2}✖ DATABASE_URL/),
      expect.stringMatching(/^ {2}✖ Aucun envoi d’e-mail/),
      'À surveiller aussi :',
      expect.stringMatching(/^ {2}⚠ Aucune sauvegarde/),
    ]);
  });
});
