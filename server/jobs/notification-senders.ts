/**
 * How outbox rows leave: e-mails through the mail module (app.sendMail: SMTP, Brevo or the local
 * outbox), Telegram through the Bot API with the token and chat id of the restaurant settings (else
 * TELEGRAM_BOT_TOKEN / TELEGRAM_CHAT_ID). Without a token (the embedded default) the message is only
 * logged, as design.md says, and the row counts as sent.
 */
import type { FastifyInstance } from 'fastify';
import { sendTelegramMessage } from '../integrations/telegram';
import { readSettingsRow } from '../db/settings-row';
import { TELEGRAM_RESTAURANT, type NotificationSenders } from './notification-worker';
import { escapeHtml } from '../lib/escape-html';
import { openSecret } from '../lib/secret-box';
import type { MailAttachment } from '../integrations/mail/transports';

export function createNotificationSenders(app: FastifyInstance): NotificationSenders {
  return {
    async email(row, { dedupeKey }) {
      const data = row.template_data ?? {};
      const html = typeof data.html === 'string' ? data.html : `<pre>${escapeHtml(row.content)}</pre>`;
      const type = typeof data.kind === 'string' ? data.kind : 'order';
      const attachments = storedAttachments(data.attachments);
      const result = await app.sendMail({ to: row.recipient, subject: row.subject ?? '', html, text: row.content, type, dedupeKey, attachments });
      if (!result.ok) throw new Error(result.error ?? 'envoi impossible');
    },
    async telegram(row) {
      const settings = await readSettingsRow({ db: app.database.db });
      const botToken = openSecret(app.secretBox, settings.telegram_bot_token) ?? app.config.telegram.botToken;
      const chatId = row.recipient === TELEGRAM_RESTAURANT ? (settings.telegram_chat_id ?? app.config.telegram.chatId) : row.recipient;
      if (!botToken || !chatId) {
        // Never the text itself: it carries the customer's name, phone and address.
        app.log.info({ outboxId: row.id, orderId: row.order_id, length: row.content.length }, 'telegram not configured: message not sent');
        return;
      }
      await sendTelegramMessage({ apiUrl: app.config.telegram.apiUrl, botToken, chatId }, row.content);
    },
  };
}

/** The files queued with a mail (queue-mail.ts: base64 in template_data). */
function storedAttachments(value: unknown): MailAttachment[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((a: { filename: string; contentType: string; content: string }) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content, 'base64'),
  }));
}
