/**
 * Sending one message now, outside the order queue: for a code or a notice another feature needs at
 * once (the cash branch's first-order confirmation code). WhatsApp first (an approved template with its
 * body parameters), SMS with `text` when WhatsApp is off or fails; throws when neither took it. The
 * caller decides whether the customer may be written to (consent) and runs it outside any transaction.
 */
import type { FastifyInstance } from 'fastify';
import { sendSms } from '../../integrations/sms';
import { sendWhatsAppTemplate } from '../../integrations/whatsapp';
import { readSettingsRow } from '../../db/settings-row';
import { envOf, internationalNumber, smsSetup, whatsAppSetup } from './messaging-setup';

export interface CustomerMessageRequest {
  /** The customer's phone (8 digits, or international) */
  telephone: string;
  /** The WhatsApp template (approved) and its body parameters; no template: SMS only. */
  template?: { name: string; language?: 'fr' | 'ar'; parameters: string[] };
  /** The SMS text (also the fallback of the template). */
  text: string;
  /** Channels allowed, in order (default both). */
  channels?: ('whatsapp' | 'sms')[];
  /** Our reference, echoed by gateways in their reports. */
  reference: string;
}

export async function sendCustomerMessage(app: FastifyInstance, request: CustomerMessageRequest): Promise<{ channel: 'whatsapp' | 'sms'; id: string | null }> {
  const row = await readSettingsRow({ db: app.database.db });
  const env = envOf(app);
  const to = internationalNumber(request.telephone);
  const channels = request.channels ?? ['whatsapp', 'sms'];
  const errors: string[] = [];
  const whatsapp = whatsAppSetup(row, env);
  if (channels.includes('whatsapp') && whatsapp && request.template) {
    try {
      const { id } = await sendWhatsAppTemplate(whatsapp, {
        to,
        template: request.template.name,
        language: request.template.language ?? 'fr',
        parameters: request.template.parameters,
      });
      return { channel: 'whatsapp', id };
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  const sms = smsSetup(row, env);
  if (channels.includes('sms') && sms) {
    const { id } = await sendSms(sms, { to, text: request.text, reference: request.reference });
    return { channel: 'sms', id };
  }
  throw new Error(errors[0] ?? 'aucun canal de message disponible');
}
