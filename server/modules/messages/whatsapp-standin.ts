/**
 * A WhatsApp Cloud API stand-in (outside production only), at /dev/whatsapp: it takes the same
 * `POST /{version}/{phone-number-id}/messages` the real Graph API takes (bearer token checked), keeps the
 * messages in this process's memory, lists them on a page, and lets a developer mark one delivered, read
 * or failed, or reply (e.g. 'STOP'): each calls the shop's webhook signed with the app secret
 * (X-Hub-Signature-256), as Meta does. `POST /api/fail-next` makes the next sends fail (tests).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MESSAGE_EVENTS, messageText, TEMPLATE_PARAMS, type MessageParams } from '@core/customer-messages';
import { whatsAppSignature } from '../../integrations/whatsapp';
import { readSettingsRow } from '../../db/settings-row';
import { localOrigin } from '../../lib/local-origin';
import { envOf, STANDIN, WHATSAPP_STANDIN_PREFIX, whatsAppSetup } from './messaging-setup';
import { standInPage } from './standin-page';

export interface StandInWhatsAppMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: string;
}

const SendBody = z.object({
  messaging_product: z.literal('whatsapp'),
  to: z.string().regex(/^\d{8,15}$/),
  type: z.literal('template'),
  template: z.object({
    name: z.string().min(1),
    language: z.object({ code: z.string().min(2) }),
    components: z.array(z.object({ type: z.string(), parameters: z.array(z.object({ type: z.literal('text'), text: z.string() })).default([]) })).default([]),
  }),
});
const StatusBody = z.object({ status: z.enum(['delivered', 'read', 'failed']) });
const ReplyBody = z.object({ from: z.string().regex(/^\+?\d{8,15}$/), text: z.string().min(1).max(1000) });
const FailBody = z.object({ count: z.coerce.number().int().min(0).max(100), status: z.coerce.number().int().min(400).max(599).default(500) });

const isForm = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** The text the template would show, when the name is one of ours (a preview for the page). */
function preview(templates: Record<string, string>, name: string, parameters: string[], language: string): string {
  const event = MESSAGE_EVENTS.find((e) => templates[e] === name);
  if (!event) return parameters.join(' · ');
  const params = Object.fromEntries(TEMPLATE_PARAMS[event].map((key, i) => [key, parameters[i] ?? ''])) as unknown as MessageParams;
  return messageText(event, params, language === 'ar' ? 'ar' : 'fr');
}

export async function whatsAppStandInRoutes(app: FastifyInstance) {
  const sent: StandInWhatsAppMessage[] = [];
  let failNext = { count: 0, status: 500 };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const setup = async () => whatsAppSetup(await readSettingsRow({ db: app.database.db }), envOf(app));

  /** Calls the shop's webhook like Meta: the JSON notification, signed with the app secret. */
  async function notify(value: Record<string, unknown>): Promise<number> {
    const secret = (await setup())?.appSecret ?? STANDIN.whatsappAppSecret;
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'standin', changes: [{ field: 'messages', value }] }] });
    const response = await fetch(`${localOrigin(app)}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsAppSignature(body, secret) },
      body,
      signal: AbortSignal.timeout(5000),
    });
    await response.arrayBuffer();
    return response.status;
  }
  const done = (request: FastifyRequest, reply: FastifyReply, webhook: number) =>
    isForm(request) ? reply.redirect(WHATSAPP_STANDIN_PREFIX, 303) : reply.send({ ok: webhook < 300, webhook });

  app.post<{ Params: { version: string; phoneNumberId: string } }>('/:version/:phoneNumberId/messages', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${(await setup())?.accessToken ?? STANDIN.whatsappToken}`) {
      return reply.status(401).send({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
    }
    if (failNext.count > 0) {
      failNext.count -= 1;
      return reply.status(failNext.status).send({ error: { message: 'Service temporarily unavailable (simulé)', code: 2 } });
    }
    const parsed = SendBody.safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send({ error: { message: `(#100) Invalid parameter: ${parsed.error.issues[0]?.path.join('.')}`, code: 100 } });
    const { to, template } = parsed.data;
    const id = `wamid.${randomBytes(12).toString('hex')}`;
    sent.push({
      id,
      to,
      template: template.name,
      language: template.language.code,
      parameters: template.components.filter((c) => c.type === 'body').flatMap((c) => c.parameters.map((p) => p.text)),
      status: 'sent',
      at: new Date().toISOString(),
    });
    return { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] };
  });

  app.get('/', async (_request, reply) => {
    const templates = (await setup())?.templates ?? {};
    const rows = [...sent].reverse().map((m) => ({
      id: m.id,
      to: m.to,
      what: `${m.template} (${m.language})`,
      text: preview(templates, m.template, m.parameters, m.language),
      status: m.status,
      at: m.at,
    }));
    const html = standInPage({
      title: 'WhatsApp (simulateur)',
      intro: 'Les messages WhatsApp envoyés hors production arrivent ici. Les boutons appellent le webhook de la boutique, signé comme par Meta.',
      prefix: WHATSAPP_STANDIN_PREFIX,
      rows,
      actions: ['delivered', 'read', 'failed'],
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.get('/api/messages', async () => ({ messages: sent }));

  app.post<{ Params: { id: string } }>('/messages/:id/status', async (request, reply) => {
    const message = sent.find((m) => m.id === request.params.id);
    const parsed = StatusBody.safeParse(request.body);
    if (!message || !parsed.success) return reply.status(404).send({ error: { message: 'Message introuvable' } });
    message.status = parsed.data.status;
    const errors =
      parsed.data.status === 'failed' ? [{ code: 131026, title: 'Message undeliverable', message: 'Message non distribuable (simulé)' }] : undefined;
    const webhook = await notify({
      messaging_product: 'whatsapp',
      statuses: [
        {
          id: message.id,
          status: parsed.data.status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: message.to,
          ...(errors ? { errors } : {}),
        },
      ],
    });
    return done(request, reply, webhook);
  });

  app.post('/reply', async (request, reply) => {
    const parsed = ReplyBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: { message: 'Numéro ou message invalide' } });
    const from = parsed.data.from.replace(/^\+/, '');
    const webhook = await notify({
      messaging_product: 'whatsapp',
      contacts: [{ wa_id: from, profile: { name: 'Client' } }],
      messages: [
        {
          from,
          id: `wamid.${randomBytes(8).toString('hex')}`,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: parsed.data.text },
        },
      ],
    });
    return done(request, reply, webhook);
  });

  app.post('/api/fail-next', async (request, reply) => {
    const parsed = FailBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: { message: 'Valeurs invalides' } });
    failNext = parsed.data;
    return { ok: true };
  });
}
