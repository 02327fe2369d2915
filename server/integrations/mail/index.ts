/**
 * The one mail module. `app.sendMail({ to, subject, html, text, type })` delivers through the transport
 * chosen by config (SMTP, Brevo, else the local outbox) and records every attempt in email_history with its
 * status ('sent' or 'error'). It never throws for a delivery failure: the caller reads `ok` and decides.
 * Message bodies are stored only for the outbox (where the row is the message): real deliveries carry
 * live sign-in links that must not sit in the database.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { emailHistory } from '../../db/schema/index';
import { transportFor, type MailTransport } from './transports';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** email_history.email_type: 'magic_link_login', 'password_reset', 'order_confirmation', … */
  type: string;
  /** Stable across retries of one message (an outbox row): the provider then delivers it once. */
  dedupeKey?: string;
}

export interface MailResult {
  ok: boolean;
  /** email_history.id */
  id: number;
  provider: MailTransport['name'];
  error?: string;
}

export type SendMail = (message: MailMessage) => Promise<MailResult>;

declare module 'fastify' {
  interface FastifyInstance {
    sendMail: SendMail;
    mailTransport: MailTransport;
  }
}

export function createSendMail(options: { db: Db; transport: MailTransport; from: string; publicUrl: string; log: FastifyInstance['log'] }): SendMail {
  const { db, transport, from, log } = options;
  return async (message) => {
    let error: string | undefined;
    try {
      await transport.deliver({ from, to: message.to, subject: message.subject, html: message.html, text: message.text, dedupeKey: message.dedupeKey });
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      log.error({ err, to: message.to, type: message.type }, 'mail delivery failed');
    }
    const keepBody = transport.name === 'outbox';
    const [row] = await db
      .insert(emailHistory)
      .values({
        to_email: message.to,
        subject: message.subject,
        provider: transport.name,
        status: error ? 'error' : 'sent',
        email_type: message.type,
        error: error ?? null,
        html_body: keepBody ? message.html : null,
        text_body: keepBody ? message.text : null,
      })
      .returning({ id: emailHistory.id });
    if (keepBody) log.info(`📬 e-mail "${message.subject}" to ${message.to} in the outbox: ${options.publicUrl}/dev/mailbox/${row!.id}`);
    return { ok: !error, id: row!.id, provider: transport.name, error };
  };
}

export const mailPlugin = fp(
  async function mail(app: FastifyInstance, opts: { transport?: MailTransport } = {}) {
    const transport = opts.transport ?? transportFor(app.config.mail);
    app.decorate('mailTransport', transport);
    app.decorate('sendMail', createSendMail({ db: app.database.db, transport, from: app.config.mail.from, publicUrl: app.config.publicUrl, log: app.log }));
    app.addHook('onClose', async () => transport.close?.());
  },
  { name: 'mail' },
);
