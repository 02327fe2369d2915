/**
 * What a log line may carry (customer-shop §9, back-office §3): no personal data and no tokens. Texts
 * are cut, e-mail addresses, phone numbers, bearer/JWT-like tokens and token query parameters masked;
 * only data keys from an allow-list are kept. Shared by the server's journal and the browser's logger.
 */

export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];
export const STORED_LOG_LEVELS: readonly LogLevelName[] = ['WARN', 'ERROR', 'CRITICAL'];
export const MAX_LOG_TEXT = 2000;
export const MAX_LOG_ENTRIES_IN_MEMORY = 1000;
export const MAX_LOG_BATCH = 50;

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const PHONE = /(?<!\d)(?:\+?216[\s.-]?)?[2459]\d(?:[\s.-]?\d){6}(?!\d)/g;
const TOKEN_PARAM = /([?&](?:token|token_hash|code|access_token|refresh_token|payment_ref|key)=)[^&\s"']+/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\b/g;
const LONG_SECRET = /\b[A-Za-z0-9_-]{32,}\b/g;

/**
 * The masks of redactLogText that never hide an identifier: token parameters, bearer and JWT tokens,
 * e-mail addresses and phone numbers, the text kept whole (the server's stdout lines, whose order and
 * request ids must stay readable).
 */
export function maskSecretsAndContacts(text: string): string {
  return text
    .replace(TOKEN_PARAM, '$1[masqué]')
    .replace(BEARER, '$1 [masqué]')
    .replace(JWT, '[jeton masqué]')
    .replace(EMAIL, '[email masqué]')
    .replace(PHONE, '[téléphone masqué]');
}

export function redactLogText(text: string, max = MAX_LOG_TEXT): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut
    .replace(TOKEN_PARAM, '$1[masqué]')
    .replace(BEARER, '$1 [masqué]')
    .replace(JWT, '[jeton masqué]')
    .replace(EMAIL, '[email masqué]')
    .replace(PHONE, '[téléphone masqué]')
    .replace(LONG_SECRET, '[masqué]');
}

/** Keys whose values may be stored (as redacted text or numbers); everything else is dropped. */
const LOG_DATA_KEYS = [
  'code',
  'status',
  'statusCode',
  'method',
  'url',
  'route',
  'path',
  'outboxId',
  'orderId',
  'runId',
  'durationMs',
  'attempt',
  'component',
  'name',
] as const;

export function redactLogData(data: unknown): Record<string, unknown> | null {
  if (!data || typeof data !== 'object') return null;
  const out: Record<string, unknown> = {};
  for (const key of LOG_DATA_KEYS) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'string') out[key] = redactLogText(value, 300);
  }
  return Object.keys(out).length ? out : null;
}
