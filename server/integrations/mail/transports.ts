/**
 * The three ways a message leaves: SMTP (nodemailer, SMTP_URL), Brevo's HTTP API (BREVO_API_KEY) and the
 * local outbox (nothing leaves; the row in email_history is the message, shown at /dev/mailbox).
 * Every network step has a timeout of a few seconds: a server that accepts the connection and never
 * answers fails the send quickly (it is retried later) instead of holding the worker.
 * A message with a dedupeKey is sent with a Message-ID (SMTP) or an idempotencyKey (Brevo) derived from
 * it, so a retry of a message that did leave is recognised as the same message.
 */
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  dedupeKey?: string;
  attachments?: MailAttachment[] | undefined;
  /** One-click unsubscribe URL (RFC 8058): List-Unsubscribe and List-Unsubscribe-Post: List-Unsubscribe=One-Click. */
  listUnsubscribe?: string | undefined;
}

const ONE_CLICK = { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } as const;

/** nodemailer's options of one message: its Message-ID from the dedupe key, its unsubscribe headers. */
function nodemailerOptions({ dedupeKey, listUnsubscribe, ...mail }: OutgoingMail) {
  return {
    ...mail,
    ...(dedupeKey ? { messageId: messageIdFor(dedupeKey, mail.from) } : {}),
    ...(listUnsubscribe ? { list: { unsubscribe: { url: listUnsubscribe, comment: 'Se désabonner' } }, headers: ONE_CLICK } : {}),
  };
}

export const SMTP_TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 8000 } as const;
const BREVO_TIMEOUT_MS = 8000;

/** <dedupeKey@sender's domain>: the same for every attempt of one message. */
function messageIdFor(dedupeKey: string, from: string): string {
  const domain = parseMailbox(from).email.split('@')[1] || 'localhost';
  return `<${dedupeKey}@${domain}>`;
}

/** A UUID derived from the key (Brevo wants a UUID), the same for every attempt. */
export function idempotencyUuid(dedupeKey: string): string {
  const hex = createHash('sha256').update(dedupeKey).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface MailTransport {
  name: 'smtp' | 'brevo' | 'outbox' | 'none';
  /** Delivers the message; throws on failure. */
  deliver(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/** "Name <address>" or a bare address. */
function parseMailbox(value: string): { name?: string; email: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  if (!match) return { email: value.trim() };
  return { name: match[1]!.replace(/^"|"$/g, '') || undefined, email: match[2]!.trim() };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    name: 'smtp',
    async deliver(mail) {
      await transporter.sendMail(nodemailerOptions(mail));
    },
    close: () => transporter.close(),
  };
}

/** SMTP with the server set in /admin/settings (host, port, SSL, optional login). */
export function smtpServerTransport(server: { host: string; port: number; ssl: boolean; user: string | null; password: string | null }): MailTransport {
  const transporter = nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.ssl,
    ...(server.user ? { auth: { user: server.user, pass: server.password ?? '' } } : {}),
    ...SMTP_TIMEOUTS,
  });
  return {
    name: 'smtp',
    async deliver(mail) {
      await transporter.sendMail(nodemailerOptions(mail));
    },
    close: () => transporter.close(),
  };
}

export function brevoTransport(apiKey: string, apiUrl: string): MailTransport {
  return {
    name: 'brevo',
    async deliver(mail) {
      const response = await fetch(`${apiUrl}/smtp/email`, {
        method: 'POST',
        headers: { 'api-key': apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          sender: parseMailbox(mail.from),
          to: [{ email: mail.to }],
          subject: mail.subject,
          htmlContent: mail.html,
          textContent: mail.text,
          ...(mail.attachments?.length ? { attachment: mail.attachments.map((a) => ({ name: a.filename, content: a.content.toString('base64') })) } : {}),
          ...(mail.dedupeKey || mail.listUnsubscribe
            ? {
                headers: {
                  ...(mail.dedupeKey ? { idempotencyKey: idempotencyUuid(mail.dedupeKey) } : {}),
                  ...(mail.listUnsubscribe ? { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, ...ONE_CLICK } : {}),
                },
              }
            : {}),
        }),
        signal: AbortSignal.timeout(BREVO_TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`Brevo ${response.status}: ${detail}`);
      }
    },
  };
}

export const outboxTransport: MailTransport = { name: 'outbox', async deliver() {} };

/**
 * Production with no transport in the environment (the start requires one in the settings then): if the
 * settings' provider is cleared later, every send fails and is recorded as an error, instead of landing
 * in the local outbox that production does not show.
 */
const noTransport: MailTransport = {
  name: 'none',
  async deliver() {
    throw new Error('Aucun envoi d’e-mail configuré (SMTP_URL, BREVO_API_KEY ou Paramètres › E-mail)');
  },
};

export function transportFor(mail: Config['mail'], { production = false } = {}): MailTransport {
  if (mail.smtpUrl) return smtpTransport(mail.smtpUrl);
  if (mail.brevoApiKey) return brevoTransport(mail.brevoApiKey, mail.brevoApiUrl);
  return production ? noTransport : outboxTransport;
}
