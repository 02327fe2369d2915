/**
 * Online payment through the dev Konnect simulator: the payment reference of a pay URL, the simulator's
 * buttons and the webhook. The simulator calls the webhook over HTTP, like Konnect: the app must listen
 * (createShopTestApp({ listen: true })).
 */
import type { FastifyInstance } from 'fastify';

/** The payment reference at the end of a simulator pay URL. */
export function paymentRefOf(payUrl: string): string {
  return new URL(payUrl).pathname.split('/').pop()!;
}

/** The customer presses Payer ('complete') or Refuser ('fail') on the simulator's page. */
export function payOnSimulator(app: FastifyInstance, ref: string, action: 'complete' | 'fail') {
  return app.inject({
    method: 'POST',
    url: `/dev/konnect/pay/${ref}/${action}`,
    headers: { origin: app.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** Konnect's webhook call for a payment reference. */
export function konnectWebhook(app: FastifyInstance, ref: string) {
  return app.inject({ method: 'GET', url: `/api/payments/konnect/webhook?payment_ref=${encodeURIComponent(ref)}` });
}
