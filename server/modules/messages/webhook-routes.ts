/**
 * The providers' webhooks (anonymous by nature, proven by their own checks):
 * - GET /api/webhooks/whatsapp: Meta's verify-token handshake (answers hub.challenge).
 * - POST /api/webhooks/whatsapp: statuses and inbound messages, refused (401) unless X-Hub-Signature-256
 *   is the HMAC-SHA256 of the raw body with the app secret; a 'STOP' ends the sender's consent (stopReply).
 * - POST /api/webhooks/sms/report and /api/webhooks/sms/inbound: the gateway's delivery reports and
 *   replies, refused unless they carry the shared token (?token= or X-Webhook-Token).
 * JSON bodies are kept raw in this scope only, for the signature.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/messages';
import { isStopReply } from '@core/customer-messages';
import { AppError } from '../../errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { parseSmsInbound, parseSmsReport, smsTokenMatches } from '../../integrations/sms';
import { parseWhatsAppWebhook, verifyWhatsAppSignature, whatsAppHandshake } from '../../integrations/whatsapp';
import { readSettingsRow } from '../../db/settings-row';
import { stopConsentsOfPhone } from './consent';
import { envOf, localNumber, smsSetup, whatsAppSetup } from './messaging-setup';
import { applySmsReport, applyWhatsAppStatus } from './record-delivery';
import { CUSTOMER_MESSAGES_KIND } from './queue-customer-message';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

export async function messageWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const setups = async () => {
    const row = await readSettingsRow({ db });
    const env = envOf(app);
    return { whatsapp: whatsAppSetup(row, env), sms: smsSetup(row, env) };
  };

  // A STOP goes to the listeners first (marketing ends its consent on that channel); it ends the order
  // messages' channel too unless a listener says it answered its own message (an offer).
  const stopReply = async (telephone: string, via: 'whatsapp' | 'sms') => {
    let answered = false;
    for (const listener of app.customerMessages.stopListeners) answered = (await listener({ telephone, via })) || answered;
    if (!answered) await stopConsentsOfPhone(db, { telephone, via });
  };

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    try {
      done(null, body.length ? JSON.parse(body.toString('utf8')) : {});
    } catch {
      done(new AppError('VALIDATION', { message: 'Corps JSON invalide' }), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.route({
    ...endpointRoute(app, endpoints.whatsAppHandshake),
    handler: async (request, reply) => {
      const { whatsapp } = await setups();
      const challenge = whatsAppHandshake(request.query, whatsapp?.verifyToken ?? null);
      if (challenge === null) throw new AppError('WEBHOOK_VERIFY_FAILED');
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.whatsAppWebhook),
    handler: async (request) => {
      const { whatsapp } = await setups();
      if (!whatsapp) throw new AppError('MESSAGE_CHANNEL_OFF');
      const raw = rawBodies.get(request) ?? Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      if (!verifyWhatsAppSignature(raw, typeof signature === 'string' ? signature : undefined, whatsapp.appSecret))
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      const { statuses, messages } = parseWhatsAppWebhook(request.body);
      let wake = false;
      for (const status of statuses) wake = (await applyWhatsAppStatus(db, status)) || wake;
      for (const message of messages) {
        if (isStopReply(message.text)) await stopReply(localNumber(message.from), 'whatsapp');
      }
      if (wake) app.jobs.wake(CUSTOMER_MESSAGES_KIND);
      return { ok: true as const };
    },
  });

  const smsToken = (request: { query: { token?: string }; headers: FastifyRequest['headers'] }) => request.query.token ?? request.headers['x-webhook-token'];

  app.route({
    ...endpointRoute(app, endpoints.smsReportWebhook),
    handler: async (request) => {
      const { sms } = await setups();
      if (!sms) throw new AppError('MESSAGE_CHANNEL_OFF');
      if (!smsTokenMatches(smsToken(request), sms.reportToken)) throw new AppError('WEBHOOK_TOKEN_INVALID');
      const report = parseSmsReport(request.body);
      if (report) await applySmsReport(db, report);
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.smsInboundWebhook),
    handler: async (request) => {
      const { sms } = await setups();
      if (!sms) throw new AppError('MESSAGE_CHANNEL_OFF');
      if (!smsTokenMatches(smsToken(request), sms.reportToken)) throw new AppError('WEBHOOK_TOKEN_INVALID');
      const inbound = parseSmsInbound(request.body);
      if (inbound && isStopReply(inbound.text)) await stopReply(localNumber(inbound.from), 'sms');
      return { ok: true as const };
    },
  });
}
