/**
 * How the confirmation code of a first cash order reaches the customer. The issue asks for SMS or
 * WhatsApp; those clients are the reach branch's, so the sending sits behind this one interface and
 * goes by e-mail (the notification outbox, in the order's transaction) until they exist. Wiring them:
 * implement `CashCodeSender` with a message job on the customer's chosen channel (WhatsApp, then SMS)
 * and pass it in place of `emailCashCodeSender` (docs/operations.md, "Cash orders").
 */
import { CASH_MESSAGES } from '@core/cash';
import type { Tx } from '../../db/client';
import { queueMail } from '../../integrations/mail/queue-mail';
import { escapeHtml } from '../../lib/escape-html';

export interface CashCodeMessage {
  numeroCommande: string;
  code: string;
  email: string | null;
  telephone: string | null;
  restaurant: string;
}

export interface CashCodeSender {
  /** The channel's name, as the tracking page says it: 'e-mail', 'SMS', 'WhatsApp'. */
  readonly channel: string;
  /** Writes the message's job in the order's transaction; false when this customer cannot be reached by it. */
  queue(tx: Tx, message: CashCodeMessage): Promise<boolean>;
}

export const emailCashCodeSender: CashCodeSender = {
  channel: 'e-mail',
  async queue(tx, { numeroCommande, code, email, restaurant }) {
    if (!email) return false;
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
    return true;
  },
};
