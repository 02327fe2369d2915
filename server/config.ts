/**
 * Every environment variable the server reads, parsed and validated in one place.
 * Nothing else reads process.env. README's configuration table mirrors this file.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseSecretsKey, SecretBoxError } from './lib/secret-box';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const flag = z.enum(['true', 'false', '1', '0']).optional();
const isOn = (value: string | undefined, otherwise: boolean) => (value === undefined ? otherwise : value === 'true' || value === '1');

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalString,
  TRUSTED_ORIGINS: optionalString,
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_SECRET: optionalString,
  SECRETS_KEY: optionalString,
  MAIL_FROM: z.string().default('Sakura Sushi <commandes@sakura-sushi.tn>'),
  SMTP_URL: optionalString,
  BREVO_API_KEY: optionalString,
  BREVO_API_URL: z.string().default('https://api.brevo.com/v3'),
  KONNECT_API_KEY: optionalString,
  KONNECT_WALLET_ID: optionalString,
  KONNECT_BASE_URL: optionalString,
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_CHAT_ID: optionalString,
  TELEGRAM_API_URL: z.string().default('https://api.telegram.org'),
  UPLOADS_DIR: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString,
  S3_FORCE_PATH_STYLE: flag,
  REDIS_URL: optionalString,
  // /metrics (docs/operations.md, Surveillance): on a port of its own, or on the main port behind this token.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_TOKEN: optionalString,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  // Unset: the demo restaurant is seeded into an empty database outside production only.
  SEED_DEMO: flag,
  MIGRATE_ON_START: flag,
  EMBEDDED_DATABASE_IN_PRODUCTION: flag,
  ALLOW_INSECURE_PUBLIC_URL: flag,
  BACKUP_DIR: optionalString,
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  // Job runner (server/jobs/): days a sent notification keeps its recipient and body; staff alerts.
  NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  STAFF_ALERT_EMAIL: optionalString.pipe(z.string().email('adresse e-mail invalide').optional()),
  TELEGRAM_STAFF_CHAT_ID: optionalString,
});

/** An S3-compatible bucket for the image library (docs/operations.md, Storage). */
export interface S3Config {
  bucket: string;
  region: string;
  /** Another provider than AWS (R2, MinIO, Scaleway…): its API address. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers fetch the objects (a CDN or the bucket's public address); default endpoint/bucket. */
  publicUrl?: string;
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  databasePoolSize: number;
  dataDir: string;
  uploadsDir: string;
  /** Set: images go to this bucket instead of uploadsDir. */
  s3?: S3Config;
  publicUrl: string;
  /** PUBLIC_URL was set (publicUrl is otherwise http://localhost:PORT). */
  publicUrlConfigured: boolean;
  trustedOrigins: string[];
  /** Fastify trustProxy value: false, true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string;
  logLevel: string;
  authSecret?: string;
  /** SECRETS_KEY: the keys sealing the back-office secrets in the database, the first one current. */
  secrets?: { keys: { id: string; key: Buffer }[] };
  mail: { from: string; smtpUrl?: string; brevoApiKey?: string; brevoApiUrl: string };
  konnect: { apiKey?: string; walletId?: string; baseUrl?: string };
  telegram: { botToken?: string; chatId?: string; apiUrl: string };
  redisUrl?: string;
  /**
   * Where /metrics is served: on its own port (`port`, not published), on the main port behind a bearer
   * token, on the main port openly (development, neither set), or nowhere (production or tests, neither set).
   */
  metrics: { port?: number; token?: string; open: boolean };
  /** How long a SIGTERM waits for requests, streams and jobs before the process exits anyway. */
  shutdownTimeoutMs: number;
  webDistDir: string;
  seedDemo: boolean;
  /** Apply pending migrations at start (default); false: refuse to start while some are pending (run `cli migrate`). */
  migrateOnStart: boolean;
  /** Production on the embedded PGlite (one machine), asked for explicitly (docs/operations.md). */
  embeddedDatabaseInProduction: boolean;
  /** Production with an http:// PUBLIC_URL (a LAN test). */
  allowInsecurePublicUrl: boolean;
  /** Where `cli backup` writes; `configured` false when BACKUP_DIR is unset (default DATA_DIR/backups). */
  backup: { dir: string; configured: boolean; keep: number };
  /** Sent outbox rows lose their recipient and body after this many days (jobs/outbox-retention.ts). */
  notificationRetentionDays: number;
  /** Where failed scheduled E2E runs are reported: this address (else the admins'), this Telegram chat (else none). */
  staffAlerts: { email?: string; telegramChatId?: string };
}

export class ConfigError extends Error {}

/** Loads ./.env into the environment when present (variables already set win). */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  // Missing production settings (AUTH_SECRET, PUBLIC_URL, mail, database…) are refused by
  // server/production-checks.ts, in one list with those that need the database.
  const problems: string[] = [];
  let secrets: Config['secrets'];
  try {
    secrets = e.SECRETS_KEY ? { keys: parseSecretsKey(e.SECRETS_KEY) } : undefined;
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    problems.push(error.message);
  }
  if (e.METRICS_TOKEN && e.METRICS_TOKEN.length < 24)
    problems.push('METRICS_TOKEN est trop court : au moins 24 caractères (par exemple `openssl rand -hex 24`)');
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT)
    problems.push('METRICS_PORT doit différer de PORT (ou laissez METRICS_PORT vide)');
  if (problems.length) throw new ConfigError(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`);

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    uploadsDir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          forcePathStyle: e.S3_FORCE_PATH_STYLE === undefined ? !!e.S3_ENDPOINT : e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
        }
      : undefined,
    publicUrl,
    publicUrlConfigured: !!e.PUBLIC_URL,
    trustedOrigins: [
      publicUrl,
      ...(e.TRUSTED_ORIGINS?.split(',')
        .map((o) => o.trim())
        .filter(Boolean) ?? []),
    ],
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    secrets,
    mail: { from: e.MAIL_FROM, smtpUrl: e.SMTP_URL, brevoApiKey: e.BREVO_API_KEY, brevoApiUrl: e.BREVO_API_URL.replace(/\/+$/, '') },
    konnect: { apiKey: e.KONNECT_API_KEY, walletId: e.KONNECT_WALLET_ID, baseUrl: e.KONNECT_BASE_URL },
    telegram: { botToken: e.TELEGRAM_BOT_TOKEN, chatId: e.TELEGRAM_CHAT_ID, apiUrl: e.TELEGRAM_API_URL },
    redisUrl: e.REDIS_URL,
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN, open: e.NODE_ENV === 'development' && e.METRICS_PORT === undefined && !e.METRICS_TOKEN },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    seedDemo: isOn(e.SEED_DEMO, !isProduction),
    migrateOnStart: isOn(e.MIGRATE_ON_START, true),
    embeddedDatabaseInProduction: isOn(e.EMBEDDED_DATABASE_IN_PRODUCTION, false),
    allowInsecurePublicUrl: isOn(e.ALLOW_INSECURE_PUBLIC_URL, false),
    backup: { dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'), configured: !!e.BACKUP_DIR, keep: e.BACKUP_KEEP },
    notificationRetentionDays: e.NOTIFICATION_RETENTION_DAYS,
    staffAlerts: { email: e.STAFF_ALERT_EMAIL, telegramChatId: e.TELEGRAM_STAFF_CHAT_ID },
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** A config for tests: defaults plus overrides, never reading the real environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: './.tmp/test-data', LOG_LEVEL: 'silent' }), ...overrides };
}
