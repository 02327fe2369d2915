/**
 * The probes of `cli doctor`, one function per outside part. Each answers a line (ok, warn or fail) and
 * never throws: a part that does not answer is a failed line, and the next probe still runs.
 * Every network probe has a timeout of a few seconds.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { MailProviderSettings } from '../integrations/mail/provider-settings';
import { SMTP_TIMEOUTS } from '../integrations/mail/transports';
import type { Storage } from '../integrations/storage';

export type CheckStatus = 'ok' | 'warn' | 'fail';
export interface CheckLine {
  status: CheckStatus;
  label: string;
  detail: string;
}

const PROBE_TIMEOUT_MS = 5000;
/** Beyond this gap between this machine's clock and the database's, times (slots, tokens) drift. */
const CLOCK_TOLERANCE_MS = 5000;

export const line = (status: CheckStatus, label: string, detail: string): CheckLine => ({ status, label, detail });
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** SMTP: connects and says EHLO (nodemailer's verify), with the login when there is one. */
async function checkSmtp(target: string | { host: string; port: number; ssl: boolean; user: string | null; password: string | null }, label: string) {
  const transporter =
    typeof target === 'string'
      ? nodemailer.createTransport({ url: target, ...SMTP_TIMEOUTS })
      : nodemailer.createTransport({
          host: target.host,
          port: target.port,
          secure: target.ssl,
          ...(target.user ? { auth: { user: target.user, pass: target.password ?? '' } } : {}),
          ...SMTP_TIMEOUTS,
        });
  try {
    await transporter.verify();
    return line('ok', label, 'le serveur SMTP répond');
  } catch (error) {
    return line('fail', label, `le serveur SMTP ne répond pas : ${reason(error)}`);
  } finally {
    transporter.close();
  }
}

/** Brevo: GET /account with the key (answers the account's e-mail when the key is valid). */
async function checkBrevo(apiKey: string, apiUrl: string, label: string) {
  try {
    const response = await fetch(`${apiUrl}/account`, {
      headers: { 'api-key': apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    if (!response.ok) return line('fail', label, `Brevo refuse la clé (HTTP ${response.status})`);
    const account = (await response.json().catch(() => ({}))) as { email?: string };
    return line('ok', label, `Brevo répond${account.email ? ` (compte ${account.email})` : ''}`);
  } catch (error) {
    return line('fail', label, `Brevo injoignable : ${reason(error)}`);
  }
}

/** The transport the next e-mail goes through: the provider chosen in the settings, else the environment's. */
export async function checkMail(config: Config, settings: MailProviderSettings | null): Promise<CheckLine> {
  if (settings?.active === 'smtp' && settings.smtp.host) return checkSmtp({ ...settings.smtp, host: settings.smtp.host }, 'E-mail (SMTP des paramètres)');
  if (settings?.active === 'brevo' && settings.brevo.apiKey) return checkBrevo(settings.brevo.apiKey, config.mail.brevoApiUrl, 'E-mail (Brevo des paramètres)');
  if (config.mail.smtpUrl) return checkSmtp(config.mail.smtpUrl, 'E-mail (SMTP_URL)');
  if (config.mail.brevoApiKey) return checkBrevo(config.mail.brevoApiKey, config.mail.brevoApiUrl, 'E-mail (BREVO_API_KEY)');
  return config.isProduction
    ? line('fail', 'E-mail', 'aucun envoi configuré (SMTP_URL, BREVO_API_KEY ou Paramètres › E-mail)')
    : line('warn', 'E-mail', 'aucun envoi configuré : les e-mails restent dans la boîte locale /dev/mailbox');
}

/** Telegram: getMe with the bot token (the settings' first, as the notification sender does). */
export async function checkTelegram(apiUrl: string, botToken: string | null, chatId: string | null): Promise<CheckLine> {
  const label = 'Telegram';
  if (!botToken) return line('warn', label, 'non configuré : les nouvelles commandes ne sont pas envoyées au restaurant');
  try {
    const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/bot${botToken}/getMe`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    const body = (await response.json().catch(() => null)) as { ok?: boolean; result?: { username?: string }; description?: string } | null;
    if (!response.ok || !body?.ok) return line('fail', label, `le bot est refusé : ${body?.description ?? `HTTP ${response.status}`}`);
    if (!chatId) return line('warn', label, `bot @${body.result?.username ?? '?'} valide, mais aucun TELEGRAM_CHAT_ID`);
    return line('ok', label, `bot @${body.result?.username ?? '?'} valide`);
  } catch (error) {
    return line('fail', label, `API Telegram injoignable : ${reason(error)}`);
  }
}

/** Konnect keys look like <24 hex>:<secret>, wallet ids are 24 hex (a MongoDB ObjectId). Nothing is sent. */
export function checkKonnect(apiKey: string | null, walletId: string | null, isProduction: boolean): CheckLine {
  const label = 'Konnect';
  if (!apiKey) {
    return isProduction
      ? line('warn', label, 'aucune clé : le paiement en ligne est indisponible (espèces et carte sur place restent possibles)')
      : line('ok', label, 'aucune clé : le simulateur local /dev/konnect sert les paiements');
  }
  const problems: string[] = [];
  if (!/^[0-9a-f]{24}:[A-Za-z0-9_-]{8,}$/i.test(apiKey)) problems.push('la clé API doit avoir la forme <24 caractères hexadécimaux>:<secret>');
  if (!walletId) problems.push('l’identifiant du portefeuille manque (KONNECT_WALLET_ID)');
  else if (!/^[0-9a-f]{24}$/i.test(walletId)) problems.push('l’identifiant du portefeuille doit faire 24 caractères hexadécimaux');
  return problems.length ? line('fail', label, problems.join(' ; ')) : line('ok', label, 'clé et portefeuille bien formés');
}

/** Writes a small object, reads it back and deletes it, through the same storage as the uploads. */
export async function checkStorage(storage: Storage, where: string): Promise<CheckLine> {
  const label = `Stockage des images (${storage.kind === 's3' ? 'S3' : 'disque'})`;
  const key = `doctor-probe-${randomBytes(6).toString('hex')}.txt`;
  const body = Buffer.from(`sonde ${new Date().toISOString()}`);
  try {
    await storage.put(key, body, 'text/plain');
    const back = await storage.get(key);
    await storage.remove(key);
    if (!back.equals(body)) return line('fail', label, `${where} : le fichier relu diffère de celui écrit`);
    return line('ok', label, `${where} : écriture, lecture et suppression réussies`);
  } catch (error) {
    return line('fail', label, `${where} : ${reason(error)}`);
  }
}

export async function checkRedis(url: string | undefined): Promise<CheckLine> {
  const label = 'Redis';
  if (!url) return line('ok', label, 'non utilisé (REDIS_URL vide : une seule instance)');
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: PROBE_TIMEOUT_MS, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    const pong = await redis.ping();
    return pong === 'PONG' ? line('ok', label, 'répond à PING') : line('fail', label, `réponse inattendue à PING : ${pong}`);
  } catch (error) {
    return line('fail', label, `injoignable : ${reason(error)}`);
  } finally {
    redis.disconnect();
  }
}

export function checkClock(databaseNow: Date, localNow: Date): CheckLine {
  const gapMs = Math.abs(localNow.getTime() - databaseNow.getTime());
  const gap = `${(gapMs / 1000).toFixed(1)} s`;
  return gapMs > CLOCK_TOLERANCE_MS
    ? line('warn', 'Horloge', `écart de ${gap} avec la base de données : synchronisez l’heure (NTP, timedatectl set-ntp true)`)
    : line('ok', 'Horloge', `écart de ${gap} avec la base de données`);
}
