/**
 * GET /api/catalog/events: a server-sent-event stream telling open shop pages that the catalogue
 * changed (an admin write anywhere: the NOTIFY catalog_changed every instance listens to), so the
 * shop refetches it within a second, without a reload. Streams reuse the order hub's SSE plumbing
 * (heartbeat, ended on shutdown).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG_CHANNEL } from '../catalog/catalog-cache';

export async function catalogLiveRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const listeners = new Set<() => void>();
  const unlisten = await app.database.listen(CATALOG_CHANNEL, () => {
    for (const listener of listeners) listener();
  });
  app.addHook('onClose', async () => {
    listeners.clear();
    await unlisten();
  });

  app.get('/api/catalog/events', { schema: { querystring: z.object({}), response: { 200: z.string() } } }, async (_request, reply) => {
    app.orderEvents.stream(reply, (send) => {
      const listener = () => send('catalog', { changed: true });
      listeners.add(listener);
      return () => void listeners.delete(listener);
    });
  });
}
