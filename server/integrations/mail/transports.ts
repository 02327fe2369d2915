/**
 * The three ways a message leaves: SMTP (nodemailer, SMTP_URL), Brevo's HTTP API (BREVO_API_KEY) and the
 * local outbox (nothing leaves; the row in email_history is the message, shown at /dev/mailbox).
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  name: 'smtp' | 'brevo' | 'outbox';
  /** Delivers the message; throws on failure. */
  deliver(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/** "Name <address>" or a bare address. */
export function parseMailbox(value: string): { name?: string; email: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  if (!match) return { email: value.trim() };
  return { name: match[1]!.replace(/^"|"$/g, '') || undefined, email: match[2]!.trim() };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async deliver(mail) {
      await transporter.sendMail(mail);
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
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`Brevo ${response.status}: ${detail}`);
      }
    },
  };
}

export const outboxTransport: MailTransport = { name: 'outbox', async deliver() {} };

export function transportFor(mail: Config['mail']): MailTransport {
  if (mail.smtpUrl) return smtpTransport(mail.smtpUrl);
  if (mail.brevoApiKey) return brevoTransport(mail.brevoApiKey, mail.brevoApiUrl);
  return outboxTransport;
}
