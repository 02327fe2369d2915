/**
 * WhatsApp and SMS messages to customers behind one registration: the consent routes, the
 * providers' webhooks, `app.customerMessages.send` (send-customer-message.ts) and, outside production,
 * the stand-ins at /dev/whatsapp and /dev/sms, and the queue, registered on the job runner where the
 * notifications run (woken like them); the staff's view of an order's messages is in the admin scope.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OUTBOX_CHANNEL } from '../../integrations/mail/queue-mail';
import { readSettingsRow } from '../../db/settings-row';
import { customerMessageQueue, type MessageQueueOptions } from './message-queue';
import { CUSTOMER_MESSAGES_KIND } from './queue-customer-message';
import { envOf, SMS_STANDIN_PREFIX, smsSetup, WHATSAPP_STANDIN_PREFIX, whatsAppSetup } from './messaging-setup';
import { messageConsentRoutes } from './routes';
import { sendCustomerMessage, type CustomerMessageRequest } from './send-customer-message';
import { smsStandInRoutes } from './sms-standin';
import { messageWebhookRoutes } from './webhook-routes';
import { whatsAppStandInRoutes } from './whatsapp-standin';

declare module 'fastify' {
  interface FastifyInstance {
    customerMessages: {
      /** One message now, WhatsApp then SMS (send-customer-message.ts). */
      send(request: CustomerMessageRequest): ReturnType<typeof sendCustomerMessage>;
      /** Told of every inbound 'STOP'; true when it answered the listener's own last message (the order messages' channel then stays). */
      stopListeners: StopListener[];
    };
  }
}

type StopListener = (reply: { telephone: string; via: 'whatsapp' | 'sms' }) => Promise<boolean>;

/** The channels as the settings say now: what the queue reads per message. */
export function messageChannels(app: FastifyInstance): MessageQueueOptions['channels'] {
  return async () => {
    const row = await readSettingsRow({ db: app.database.db });
    const env = envOf(app);
    return { whatsapp: whatsAppSetup(row, env), sms: smsSetup(row, env) };
  };
}

/** The customer messages' queue of the job runner. */
function messageQueue(app: FastifyInstance, options: Partial<MessageQueueOptions> = {}) {
  return customerMessageQueue({ db: app.database.db, channels: messageChannels(app), ...options });
}

export const messagesPlugin = fp(
  async function messages(app: FastifyInstance) {
    app.decorate('customerMessages', { send: (request: CustomerMessageRequest) => sendCustomerMessage(app, request), stopListeners: [] });
    // The customers' WhatsApp/SMS messages are notifications too: off with them (tests drain them).
    if (app.jobs.runsNotifications) app.jobs.addQueue(messageQueue(app));
    app.jobs.wakeOn([CUSTOMER_MESSAGES_KIND], { channel: OUTBOX_CHANNEL });
    app.jobs.wakeOn([CUSTOMER_MESSAGES_KIND], { subscribe: (wake) => app.orderEvents.subscribe(wake) });
    await app.register(messageConsentRoutes);
    await app.register(messageWebhookRoutes);
    if (!app.config.isProduction) {
      await app.register(whatsAppStandInRoutes, { prefix: WHATSAPP_STANDIN_PREFIX });
      await app.register(smsStandInRoutes, { prefix: SMS_STANDIN_PREFIX });
    }
  },
  { name: 'messages', dependencies: ['auth', 'jobs', 'orders'] },
);
