/**
 * An SMS gateway stand-in (outside production only), at /dev/sms: `POST /api/send` takes the generic
 * client's JSON request (Authorization checked, like a real gateway's key), answers its message id, keeps
 * the messages in memory and lists them on a page. 'Distribué' / 'Échec' post a delivery report to the
 * shop's webhook and a reply posts an inbound SMS, both with the shared token, as a gateway does.
 * `POST /api/fail-next` makes the next sends fail (tests).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readSettingsRow } from '../../db/settings-row';
import { localOrigin } from '../../lib/local-origin';
import { envOf, SMS_STANDIN_PREFIX, smsSetup, STANDIN } from './messaging-setup';
import { standInPage } from './standin-page';

export interface StandInSms {
  id: string;
  from: string;
  to: string;
  text: string;
  reference: string | null;
  status: 'sent' | 'delivered' | 'failed';
  at: string;
}

const SendBody = z.object({
  from: z.string().default(''),
  to: z.string().regex(/^\+?\d{8,15}$/),
  text: z.string().min(1).max(1600),
  reference: z.string().optional(),
});
const StatusBody = z.object({ status: z.enum(['delivered', 'failed']) });
const ReplyBody = z.object({ from: z.string().regex(/^\+?\d{8,15}$/), text: z.string().min(1).max(1000) });
const FailBody = z.object({ count: z.coerce.number().int().min(0).max(100), status: z.coerce.number().int().min(400).max(599).default(500) });

const isForm = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

export async function smsStandInRoutes(app: FastifyInstance) {
  const sent: StandInSms[] = [];
  let failNext = { count: 0, status: 500 };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const setup = async () => smsSetup(await readSettingsRow({ db: app.database.db }), envOf(app));

  async function post(path: string, payload: Record<string, unknown>): Promise<number> {
    const token = (await setup())?.reportToken ?? STANDIN.smsReportToken;
    const response = await fetch(`${localOrigin(app)}${path}?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(5000),
    });
    await response.arrayBuffer();
    return response.status;
  }
  const done = (request: FastifyRequest, reply: FastifyReply, webhook: number) =>
    isForm(request) ? reply.redirect(SMS_STANDIN_PREFIX, 303) : reply.send({ ok: webhook < 300, webhook });

  app.post('/api/send', async (request, reply) => {
    if (request.headers.authorization !== ((await setup())?.authToken ?? STANDIN.smsToken)) return reply.status(401).send({ error: 'invalid credentials' });
    if (failNext.count > 0) {
      failNext.count -= 1;
      return reply.status(failNext.status).send({ error: 'gateway unavailable (simulé)' });
    }
    const parsed = SendBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: `invalid ${parsed.error.issues[0]?.path.join('.')}` });
    const id = `sms-${randomBytes(8).toString('hex')}`;
    sent.push({
      id,
      from: parsed.data.from,
      to: parsed.data.to.replace(/^\+/, ''),
      text: parsed.data.text,
      reference: parsed.data.reference ?? null,
      status: 'sent',
      at: new Date().toISOString(),
    });
    return { id, status: 'queued' };
  });

  app.get('/', async (_request, reply) => {
    const rows = [...sent].reverse().map((m) => ({ id: m.id, to: m.to, what: `SMS de ${m.from || '—'}`, text: m.text, status: m.status, at: m.at }));
    const html = standInPage({
      title: 'SMS (simulateur)',
      intro: 'Les SMS envoyés hors production arrivent ici. Les boutons appellent les webhooks de la boutique avec le jeton partagé, comme une passerelle.',
      prefix: SMS_STANDIN_PREFIX,
      rows,
      actions: ['delivered', 'failed'],
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.get('/api/messages', async () => ({ messages: sent }));

  app.post<{ Params: { id: string } }>('/messages/:id/status', async (request, reply) => {
    const message = sent.find((m) => m.id === request.params.id);
    const parsed = StatusBody.safeParse(request.body);
    if (!message || !parsed.success) return reply.status(404).send({ error: 'message introuvable' });
    message.status = parsed.data.status;
    return done(request, reply, await post('/api/webhooks/sms/report', { id: message.id, status: parsed.data.status, to: message.to }));
  });

  app.post('/reply', async (request, reply) => {
    const parsed = ReplyBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'numéro ou message invalide' });
    return done(request, reply, await post('/api/webhooks/sms/inbound', { from: parsed.data.from.replace(/^\+/, ''), text: parsed.data.text }));
  });

  app.post('/api/fail-next', async (request, reply) => {
    const parsed = FailBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'valeurs invalides' });
    failNext = parsed.data;
    return { ok: true };
  });
}
