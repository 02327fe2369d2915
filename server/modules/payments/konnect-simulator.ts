/**
 * A Konnect-compatible simulator for development and tests (registered only outside production): the
 * same init-payment and payment-details calls under /dev/konnect/api/v2, and a payment page with
 * 'Payer' and 'Refuser'. 'Payer' completes the payment, calls the merchant's webhook like Konnect
 * (GET ?payment_ref=) and redirects to successUrl; 'Refuser' marks it failed and redirects to failUrl.
 * Payments live in this process's memory: enough for one dev server and its tests.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formatTND } from '@core/money';
import { SIMULATOR_API_KEY, SIMULATOR_PREFIX } from './konnect-connection';
import { escapeHtml } from '../../lib/escape-html';
import { standInStatusLabel } from '../../lib/standin-status';

interface SimulatedPayment {
  id: string;
  amount: number;
  orderId: string;
  description: string;
  webhook: string;
  successUrl: string;
  failUrl: string;
  status: 'pending' | 'completed' | 'failed';
  createdAt: string;
}

const InitBody = z.object({
  receiverWalletId: z.string().min(1),
  token: z.literal('TND'),
  amount: z.int().positive(),
  orderId: z.string().min(1),
  description: z.string().default(''),
  webhook: z.url(),
  successUrl: z.url(),
  failUrl: z.url(),
  lifespan: z.int().positive().optional(),
});

/**
 * The site answers `Referrer-Policy: no-referrer`, under which a browser posts a form with `Origin: null`
 * and the origin check refuses it: the page restores same-origin referrers for its own two forms.
 */
function page(payment: SimulatedPayment): string {
  const action = `${SIMULATOR_PREFIX}/pay/${payment.id}`;
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="same-origin"><title>Konnect (simulateur)</title><link rel="icon" href="data:,"></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:1rem">
<h1>Paiement Konnect (simulateur)</h1>
<p>${escapeHtml(payment.description)}</p>
<p>Montant : <strong>${formatTND(payment.amount)}</strong></p>
<p>Statut : ${standInStatusLabel(payment.status)}</p>
<form method="post" action="${action}/complete" style="display:inline"><button type="submit">Payer</button></form>
<form method="post" action="${action}/fail" style="display:inline;margin-left:1rem"><button type="submit">Refuser</button></form>
</body></html>`;
}

export async function konnectSimulatorRoutes(app: FastifyInstance) {
  const payments = new Map<string, SimulatedPayment>();
  // The page's forms post url-encoded bodies with no field we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));

  const notFound = { errors: [{ code: 'NOT_FOUND', message: 'Payment not found' }] };

  app.post('/api/v2/payments/init-payment', async (request, reply) => {
    if (request.headers['x-api-key'] !== SIMULATOR_API_KEY) return reply.status(401).send({ errors: [{ message: 'Invalid API key' }] });
    const parsed = InitBody.safeParse(request.body);
    if (!parsed.success) return reply.status(422).send({ errors: parsed.error.issues.map((i) => ({ message: `${i.path.join('.')}: ${i.message}` })) });
    const id = randomBytes(12).toString('hex');
    payments.set(id, { ...parsed.data, id, status: 'pending', createdAt: new Date().toISOString() });
    return { payUrl: `${app.config.publicUrl}${SIMULATOR_PREFIX}/pay/${id}`, paymentRef: id };
  });

  app.get<{ Params: { id: string } }>('/api/v2/payments/:id', async (request, reply) => {
    if (request.headers['x-api-key'] !== SIMULATOR_API_KEY) return reply.status(401).send({ errors: [{ message: 'Invalid API key' }] });
    const payment = payments.get(request.params.id);
    if (!payment) return reply.status(404).send(notFound);
    return {
      payment: { id: payment.id, status: payment.status, amount: payment.amount, token: 'TND', orderId: payment.orderId, createdAt: payment.createdAt },
    };
  });

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const payment = payments.get(request.params.id);
    if (!payment) return reply.status(404).type('text/html; charset=utf-8').send('<p>Paiement introuvable</p>');
    return reply.type('text/html; charset=utf-8').send(page(payment));
  });

  app.post<{ Params: { id: string } }>('/pay/:id/complete', async (request, reply) => {
    const payment = payments.get(request.params.id);
    if (!payment) return reply.status(404).send(notFound);
    if (payment.status === 'pending') payment.status = 'completed';
    // Like Konnect: the webhook is a prompt; a failure to reach it does not undo the payment. It runs in
    // the background, which app.close() waits for (an unfinished call would keep a connection open).
    const hook = new URL(payment.webhook);
    hook.searchParams.set('payment_ref', payment.id);
    app.runInBackground(async () => {
      try {
        await (await fetch(hook, { signal: AbortSignal.timeout(5000) })).arrayBuffer();
      } catch (err) {
        app.log.warn({ err }, 'konnect simulator: webhook unreachable');
      }
    });
    return reply.redirect(payment.successUrl, 303);
  });

  app.post<{ Params: { id: string } }>('/pay/:id/fail', async (request, reply) => {
    const payment = payments.get(request.params.id);
    if (!payment) return reply.status(404).send(notFound);
    if (payment.status === 'pending') payment.status = 'failed';
    return reply.redirect(payment.failUrl, 303);
  });
}
