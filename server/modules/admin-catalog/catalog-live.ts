/**
 * GET /api/catalog/events: a server-sent-event stream telling open shop pages that the catalogue
 * changed (an admin write anywhere: the NOTIFY catalog_changed every instance listens to), so the
 * shop refetches it within a second, without a reload. Streams reuse the order hub's SSE plumbing
 * (heartbeat, ended on shutdown). Each change carries its recorded id; a page reconnecting with
 * Last-Event-ID is told once if anything changed meanwhile (the signal carries no data to replay one by one).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/catalog';
import { endpointRoute } from '../../lib/endpoint-route';
import { CATALOG_CHANNEL, latestStreamEventId, parseLastEventId } from '../../lib/stream-events';

export async function catalogLiveRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const listeners = new Set<(seq: number | undefined) => void>();
  const unlisten = await app.database.listen(CATALOG_CHANNEL, (payload) => {
    const seq = seqOf(payload);
    for (const listener of listeners) listener(seq);
  });
  app.addHook('onClose', async () => {
    listeners.clear();
    await unlisten();
  });

  app.route({
    ...endpointRoute(app, endpoints.streamCatalogEvents),
    handler: async (request, reply) => {
      const lastEventId = parseLastEventId(request.headers['last-event-id']);
      app.orderEvents.stream(reply, endpoints.streamCatalogEvents, {
        subscribe(send) {
          const listener = (seq: number | undefined) => send('catalog', { changed: true }, seq);
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
        start:
          lastEventId === null
            ? undefined
            : async (send) => {
                const latest = await latestStreamEventId(app.database.db, 'catalog');
                if (latest > lastEventId) send('catalog', { changed: true }, latest);
              },
      });
    },
  });
}

function seqOf(payload: string): number | undefined {
  try {
    const seq = (JSON.parse(payload) as { seq?: unknown }).seq;
    return typeof seq === 'number' ? seq : undefined;
  } catch {
    return undefined;
  }
}
