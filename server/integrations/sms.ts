/**
 * A generic HTTP SMS gateway client: most gateways (Tunisian ones as well as Twilio- or Infobip-like
 * APIs) take one HTTP request with the number, the text and a sender id, authenticated by a header. The
 * request is described by settings (docs/operations.md, "WhatsApp et SMS"): URL, method, JSON or form
 * body built from a template with {to} {to_plus} {text} {sender} {ref} placeholders (also allowed in the
 * URL), the auth header's name and value, and where the answer holds the message id. Delivery reports
 * come back to our webhook with a shared secret token; `parseSmsReport` / `parseSmsInbound` read the
 * usual field names. The stand-in at /dev/sms is such a gateway.
 */
import { timingSafeEqual } from 'node:crypto';

export interface SmsGateway {
  url: string;
  method: 'POST' | 'GET';
  format: 'json' | 'form';
  /** e.g. 'Authorization' */
  authHeader: string | null;
  /** e.g. 'Bearer …', 'App …', 'Basic …' */
  authToken: string | null;
  sender: string;
  /** JSON: '{"from":"{sender}","to":"{to}","text":"{text}"}'; form or GET: 'from={sender}&to={to}&text={text}' */
  bodyTemplate: string;
  /** Dotted path of the message id in the JSON answer ('id', 'messages.0.messageId', 'sid'); null: no id. */
  idPath: string | null;
}

export interface SmsMessage {
  /** International number without '+', e.g. 21620123456 */
  to: string;
  text: string;
  /** Our reference (the message row), for gateways that echo it in their reports. */
  reference: string;
}

export class SmsError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

const TIMEOUT_MS = 10_000;

function fill(template: string, values: Record<string, string>, escape: (v: string) => string): string {
  return template.replace(/\{(to|to_plus|text|sender|ref)\}/g, (_, key: string) => escape(values[key] ?? ''));
}

const jsonEscape = (v: string) => JSON.stringify(v).slice(1, -1);

function pick(body: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), body);
}

/** The request the gateway gets (exported for the tests and the settings' preview). */
function smsRequest(gateway: SmsGateway, message: SmsMessage): { url: string; init: RequestInit } {
  const values = { to: message.to, to_plus: `+${message.to}`, text: message.text, sender: gateway.sender, ref: message.reference };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (gateway.authHeader && gateway.authToken) headers[gateway.authHeader] = gateway.authToken;
  let url = fill(gateway.url, values, encodeURIComponent);
  if (gateway.method === 'GET') {
    const query = fill(gateway.bodyTemplate, values, encodeURIComponent);
    if (query) url += (url.includes('?') ? '&' : '?') + query;
    return { url, init: { method: 'GET', headers } };
  }
  if (gateway.format === 'json') {
    headers['content-type'] = 'application/json';
    return { url, init: { method: 'POST', headers, body: fill(gateway.bodyTemplate, values, jsonEscape) } };
  }
  headers['content-type'] = 'application/x-www-form-urlencoded';
  return { url, init: { method: 'POST', headers, body: fill(gateway.bodyTemplate, values, encodeURIComponent) } };
}

export async function sendSms(gateway: SmsGateway, message: SmsMessage): Promise<{ id: string | null }> {
  const { url, init } = smsRequest(gateway, message);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new SmsError(`Passerelle SMS injoignable (${(error as Error).message})`, null, true);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    throw new SmsError(`Passerelle SMS : HTTP ${response.status}`, response.status, response.status === 429 || response.status >= 500);
  }
  const id = gateway.idPath ? pick(body, gateway.idPath) : null;
  return { id: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
}

/** The shared secret of the delivery-report webhook, compared in constant time. */
export function smsTokenMatches(given: unknown, expected: string | null): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

const first = (body: Record<string, unknown>, keys: string[]): unknown => keys.map((k) => pick(body, k)).find((v) => v !== undefined && v !== null && v !== '');

/** A delivery report in the gateways' usual shapes (id/messageId/MessageSid, status/MessageStatus/results.0.status.groupName). */
export function parseSmsReport(body: unknown): { id: string; status: 'delivered' | 'failed' | 'sent' } | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const id = first(record, ['id', 'messageId', 'message_id', 'MessageSid', 'msgid', 'results.0.messageId']);
  const raw = first(record, ['status', 'MessageStatus', 'dlr_status', 'results.0.status.groupName', 'results.0.status.name']);
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof raw !== 'string') return null;
  const status = raw.toLowerCase();
  if (['delivered', 'delivrd', 'delivered_to_handset', 'livre'].includes(status)) return { id: String(id), status: 'delivered' };
  if (['failed', 'undelivered', 'undeliverable', 'rejected', 'expired', 'undeliv', 'echec'].includes(status)) return { id: String(id), status: 'failed' };
  return { id: String(id), status: 'sent' };
}

/** An inbound SMS (a reply): from/From/msisdn and text/Body/message. */
export function parseSmsInbound(body: unknown): { from: string; text: string } | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const from = first(record, ['from', 'From', 'msisdn', 'sender', 'results.0.from']);
  const text = first(record, ['text', 'Body', 'message', 'content', 'results.0.text', 'results.0.cleanText']);
  if ((typeof from !== 'string' && typeof from !== 'number') || typeof text !== 'string') return null;
  return { from: String(from).replace(/^\+/, ''), text };
}
