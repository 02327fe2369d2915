/**
 * The one mail module. `app.sendMail({ to, subject, html, text, type })` delivers through the transport
 * chosen in /admin/settings (E-mail section), else by config (SMTP, Brevo, else the local outbox) and records every attempt in email_history with its
 * status ('sent' or 'error'). It never throws for a delivery failure: the caller reads `ok` and decides.
 * Message bodies are stored only for the outbox (where the row is the message): real deliveries carry
 * live sign-in links that must not sit in the database.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { emailHistory } from '../../db/schema/index';
import { chosenMailProvider, mailSender, openMailSecrets, readMailProviderSettings, type MailProviderSettings } from './provider-settings';
import { brevoTransport, smtpServerTransport, transportFor, type MailAttachment, type MailTransport } from './transports';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** email_history.email_type: 'magic_link_login', 'password_reset', 'order_confirmation', … */
  type: string;
  /** Stable across retries of one message (an outbox row): the provider then delivers it once. */
  dedupeKey?: string;
  /** Files sent with the message (an invoice's PDF). */
  attachments?: MailAttachment[];
  /** A marketing e-mail's one-click unsubscribe URL (List-Unsubscribe and List-Unsubscribe-Post headers). */
  listUnsubscribe?: string;
}

interface MailResult {
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

export interface MailRoute {
  transport: MailTransport;
  from: string;
}

export function createSendMail(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  publicUrl: string;
  log: FastifyInstance['log'];
  /** Chooses the transport and sender of a message of this type at send time (the provider settings); the fixed pair otherwise. */
  route?: (type: string) => Promise<MailRoute>;
}): SendMail {
  const { db, log } = options;
  return async (message) => {
    const { transport, from } = options.route ? await options.route(message.type) : options;
    let error: string | undefined;
    try {
      await transport.deliver({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        dedupeKey: message.dedupeKey,
        attachments: message.attachments,
        listUnsubscribe: message.listUnsubscribe,
      });
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

/**
 * The transport of each message, read at send time: the provider chosen in /admin/settings when it is
 * complete (an SMTP server with its host, or Brevo with its key), else the server's configuration.
 * The SMTP connection is kept while the server's settings stay the same.
 */
function settingsRoute(app: FastifyInstance, fallback: MailTransport): { route: (type: string) => Promise<MailRoute>; close: () => void } {
  let cached: { key: string; transport: MailTransport } | null = null;
  const envRoute = { transport: fallback, from: app.config.mail.from };
  const route = async (type: string): Promise<MailRoute> => {
    let settings: MailProviderSettings | null;
    try {
      settings = openMailSecrets(await readMailProviderSettings(app.database.db), app.secretBox);
    } catch (err) {
      app.log.warn({ err }, 'mail provider settings unreadable: using the server configuration');
      return envRoute;
    }
    // The two senders of the e-mail settings (back-office §9): orders' mails from one, the others from the
    // second, whatever the transport; else the chosen provider's sender, else the server's MAIL_FROM.
    const sender = mailSender(settings, type);
    if (!settings || !chosenMailProvider(settings)) return { transport: fallback, from: sender ?? app.config.mail.from };
    const from = sender ?? settings.smtp.from ?? app.config.mail.from;
    const provider = chosenMailProvider(settings);
    if (settings && provider === 'smtp' && settings.smtp.host) {
      const server = { ...settings.smtp, host: settings.smtp.host };
      const key = JSON.stringify(server);
      if (cached?.key !== key) {
        cached?.transport.close?.();
        cached = { key, transport: smtpServerTransport(server) };
      }
      return { transport: cached.transport, from };
    }
    if (settings && provider === 'brevo' && settings.brevo.apiKey)
      return { transport: brevoTransport(settings.brevo.apiKey, app.config.mail.brevoApiUrl), from };
    return { transport: fallback, from };
  };
  return { route, close: () => cached?.transport.close?.() };
}

export const mailPlugin = fp(
  async function mail(app: FastifyInstance, opts: { transport?: MailTransport } = {}) {
    const transport = opts.transport ?? transportFor(app.config.mail, { production: app.config.isProduction });
    app.decorate('mailTransport', transport);
    // A transport passed in (tests) is used as is; otherwise the provider settings are read at send time.
    const fromSettings = opts.transport ? null : settingsRoute(app, transport);
    app.decorate(
      'sendMail',
      createSendMail({ db: app.database.db, transport, from: app.config.mail.from, publicUrl: app.config.publicUrl, log: app.log, route: fromSettings?.route }),
    );
    app.addHook('onClose', async () => {
      transport.close?.();
      fromSettings?.close();
    });
  },
  { name: 'mail' },
);
