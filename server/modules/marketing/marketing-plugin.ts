/**
 * Marketing behind one registration: the consent and unsubscribe routes and the marketing messages'
 * queue on the job runner (with the notifications: tests drain it). The admin routes are in the guarded
 * admin scope (app.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authSecret } from '../auth/better-auth';
import { MARKETING_TEMPLATE, marketingQueue, type MarketingQueueOptions } from './marketing-queue';
import { marketingConsentRoutes } from './routes';
import { latestWasMarketing, stopMarketingOfPhone } from './consent';

/** What the queue needs of the app (tests pass their clock). */
export function marketingQueueOptions(app: FastifyInstance, extra: Partial<MarketingQueueOptions> = {}): MarketingQueueOptions {
  return {
    db: app.database.db,
    sendMail: (message) => app.sendMail(message),
    sendText: ({ telephone, text, channel, reference }) =>
      app.customerMessages.send({
        telephone,
        text,
        channels: [channel],
        reference,
        ...(channel === 'whatsapp' ? { template: { name: MARKETING_TEMPLATE, parameters: [text] } } : {}),
      }),
    secret: authSecret(app.config),
    publicUrl: app.config.publicUrl,
    ...extra,
  };
}

export const marketingPlugin = fp(
  async function marketing(app: FastifyInstance) {
    if (app.jobs.runsNotifications) app.jobs.addQueue(marketingQueue(marketingQueueOptions(app)));
    // A 'STOP' ends the offers on its channel; answering an offer, it leaves the order messages alone.
    app.customerMessages.stopListeners.push(async (reply) => {
      const answersOffer = await latestWasMarketing(app.database.db, reply);
      await stopMarketingOfPhone(app.database.db, reply);
      return answersOffer;
    });
    await app.register(marketingConsentRoutes);
  },
  { name: 'marketing', dependencies: ['auth', 'jobs', 'messages'] },
);
