/**
 * WhatsApp Business Cloud API client (Meta Graph API): an approved template message sent with
 * `POST {apiUrl}/{phone-number-id}/messages` and a bearer token, and the webhook's two checks: the GET
 * verify-token handshake and the `X-Hub-Signature-256` HMAC-SHA256 of the raw body with the app secret.
 * The same code talks to the real API and to the stand-in at /dev/whatsapp (modules/messages), only the
 * URL and the credentials differ.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface WhatsAppConnection {
  /** Graph API base with its version, e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

export interface WhatsAppTemplateMessage {
  /** International number without '+', e.g. 21620123456 */
  to: string;
  template: string;
  /** 'fr', 'ar'… (the template's language as approved) */
  language: string;
  /** The body's {{1}}, {{2}}… in order. */
  parameters: string[];
}

export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** false: sending again cannot help (bad number, unknown template, refused token). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'WhatsAppError';
  }
}

const TIMEOUT_MS = 10_000;

export async function sendWhatsAppTemplate(connection: WhatsAppConnection, message: WhatsAppTemplateMessage): Promise<{ id: string }> {
  const url = `${connection.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(connection.phoneNumberId)}/messages`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${connection.accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        type: 'template',
        template: {
          name: message.template,
          language: { code: message.language },
          components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
        },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new WhatsAppError(`WhatsApp injoignable (${(error as Error).message})`, null, true);
  }
  const body = (await response.json().catch(() => null)) as {
    messages?: { id?: unknown }[];
    error?: { message?: string; code?: number };
  } | null;
  if (!response.ok) {
    const detail = body?.error?.message ?? `HTTP ${response.status}`;
    // 429 and 5xx pass; 4xx (bad number, template, token) will not pass by trying again.
    throw new WhatsAppError(`WhatsApp : ${detail}`, response.status, response.status === 429 || response.status >= 500);
  }
  const id = body?.messages?.[0]?.id;
  if (typeof id !== 'string' || id === '') throw new WhatsAppError('Réponse WhatsApp invalide', response.status, true);
  return { id };
}

/** `sha256=<hex>` of the raw body with the app secret: what Meta sends in X-Hub-Signature-256. */
export function whatsAppSignature(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** The signature header matches the raw body (constant-time); a missing header or secret never does. */
export function verifyWhatsAppSignature(rawBody: string | Buffer, header: string | undefined, appSecret: string | null): boolean {
  if (!header || !appSecret) return false;
  const expected = Buffer.from(whatsAppSignature(rawBody, appSecret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The GET handshake Meta makes when the webhook is registered: the challenge when the token matches, else null. */
export function whatsAppHandshake(query: Record<string, unknown>, verifyToken: string | null): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || !verifyToken) return null;
  const [a, b] = [Buffer.from(token), Buffer.from(verifyToken)];
  return a.length === b.length && timingSafeEqual(a, b) ? challenge : null;
}

export interface WhatsAppStatusUpdate {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  error: string | null;
}

export interface WhatsAppInbound {
  /** International number without '+' */
  from: string;
  text: string;
}

/** The statuses and inbound texts of a webhook notification (entry[].changes[].value), unknown parts ignored. */
export function parseWhatsAppWebhook(body: unknown): { statuses: WhatsAppStatusUpdate[]; messages: WhatsAppInbound[] } {
  const statuses: WhatsAppStatusUpdate[] = [];
  const messages: WhatsAppInbound[] = [];
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return { statuses, messages };
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const value = (change as { value?: Record<string, unknown> })?.value ?? {};
      for (const s of Array.isArray(value.statuses) ? value.statuses : []) {
        const { id, status, errors } = s as { id?: unknown; status?: unknown; errors?: { title?: string; message?: string }[] };
        if (typeof id !== 'string' || !['sent', 'delivered', 'read', 'failed'].includes(String(status))) continue;
        const error = Array.isArray(errors) && errors[0] ? (errors[0].message ?? errors[0].title ?? 'échec') : null;
        statuses.push({ id, status: status as WhatsAppStatusUpdate['status'], error });
      }
      for (const m of Array.isArray(value.messages) ? value.messages : []) {
        const { from, type, text, button } = m as { from?: unknown; type?: unknown; text?: { body?: unknown }; button?: { text?: unknown } };
        const content = type === 'text' ? text?.body : type === 'button' ? button?.text : undefined;
        if (typeof from === 'string' && typeof content === 'string') messages.push({ from, text: content });
      }
    }
  }
  return { statuses, messages };
}
