/**
 * How the confirmation code of a first cash order reaches the customer (by SMS or WhatsApp).
 * `customerCashCodeSender` puts a 'confirmation_code' message in the customer messages' queue
 * (modules/messages: the job runner sends it, WhatsApp first then SMS, once per order) when the customer
 * chose WhatsApp or SMS, has a phone and that channel is configured (or its stand-in, outside
 * production); otherwise, and for the callers that pass no sender, the code goes by e-mail
 * (`emailCashCodeSender`, the notification outbox). Either way the job is written in the order's
 * transaction, so a replayed request or a restart never sends a second code.
 */
import { channelsFor } from '@core/customer-messages';
import { CASH_MESSAGES } from '@core/cash';
import type { Tx } from '../../db/client';
import { customerMessages, type orders } from '../../db/schema/index';
import { queueMail } from '../../integrations/mail/queue-mail';
import { escapeHtml } from '../../lib/escape-html';
import { currentConsent } from '../messages/consent';
import { smsSetup, whatsAppSetup, type MessagingEnv } from '../messages/messaging-setup';
import { customerMessageValues } from '../messages/queue-customer-message';
import type { SettingsRow } from '../../db/settings-row';

type CashCodeChannel = 'email' | 'whatsapp' | 'sms';

export interface CashCodeMessage {
  order: typeof orders.$inferSelect;
  customerId: number;
  prenom: string | null;
  code: string;
  email: string | null;
  telephone: string | null;
  restaurant: string;
  publicUrl: string;
  settings: SettingsRow;
}

export interface CashCodeSender {
  /** Writes the message's job in the order's transaction; the channel it goes by, or null when this customer cannot be reached. */
  queue(tx: Tx, message: CashCodeMessage): Promise<CashCodeChannel | null>;
}

export const emailCashCodeSender: CashCodeSender = {
  async queue(tx, { order, code, email, restaurant }) {
    if (!email) return null;
    const numeroCommande = order.numero_commande;
    const text = CASH_MESSAGES.codeBody(code, numeroCommande);
    const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(CASH_MESSAGES.codeSubject(numeroCommande))}</title></head><body style="font-family:Arial,Helvetica,sans-serif;"><p style="font-size:15px;">${escapeHtml(restaurant)}</p><p style="font-size:15px;">${escapeHtml(text)}</p><p style="font-size:28px;font-weight:700;letter-spacing:6px;">${escapeHtml(code)}</p></body></html>`;
    // The code is a live secret: the body is blanked once sent (like sign-in links), and it leaves first.
    await queueMail({
      db: tx,
      to: email,
      mail: { subject: CASH_MESSAGES.codeSubject(numeroCommande), text: `${restaurant}\n\n${text}`, html, type: 'cash_confirmation_code' },
      scrub: true,
      priority: 'high',
    });
    return 'email';
  },
};

/** WhatsApp or SMS as the customer chose, when that channel works here; e-mail otherwise. */
export function customerCashCodeSender(env: MessagingEnv): CashCodeSender {
  return {
    async queue(tx, message) {
      const channel = await phoneChannel(tx, message, env);
      if (!channel || !message.telephone) return emailCashCodeSender.queue(tx, message);
      const values = customerMessageValues({
        order: message.order,
        event: 'confirmation_code',
        prenom: message.prenom,
        restaurant: message.restaurant,
        publicUrl: message.publicUrl,
        extra: { code: message.code },
        canal: channel,
      });
      await tx.insert(customerMessages).values(values).onConflictDoNothing();
      return channel;
    },
  };
}

/** The first of the customer's chosen channels that is configured (a test order is told nothing by phone). */
async function phoneChannel(tx: Tx, message: CashCodeMessage, env: MessagingEnv): Promise<'whatsapp' | 'sms' | null> {
  if (message.order.is_test) return null;
  const consent = await currentConsent(tx, message.customerId);
  const chosen = channelsFor(consent.canal);
  if (chosen.includes('whatsapp') && whatsAppSetup(message.settings, env)) return 'whatsapp';
  if (chosen.includes('sms') && smsSetup(message.settings, env)) return 'sms';
  return null;
}
