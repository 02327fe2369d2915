/**
 * `Cache-Control: no-store` on every API answer that may carry personal data, in one hook rather than per
 * route: a shared cache (a proxy, a CDN) or the browser's back-forward cache must never keep an account,
 * an order or the back-office. The account, order, authentication and admin APIs always get it; any other
 * /api answer gets it unless its route chose its own policy (the public catalogue's `no-cache` + ETag).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const PERSONAL = /^\/api\/(me|orders|auth|admin|account)(\/|\?|$)/;

function isPersonalApiPath(url: string): boolean {
  return PERSONAL.test(url);
}

export const noStorePlugin = fp(
  async function noStore(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply) => {
      const url = request.url;
      if (!url.startsWith('/api/')) return;
      if (isPersonalApiPath(url) || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'no-store' },
);
