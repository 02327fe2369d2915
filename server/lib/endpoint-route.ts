/**
 * The route options of an endpoint of core/contracts, for `app.route({ ...endpointRoute(app, endpoint), handler })`:
 * its method and path (relative to the plugin's prefix, e.g. /api/admin), its schemas (the type provider parses
 * requests and serialises answers through them, and types the handler from them) and, in the route's config,
 * the endpoint itself (the route table test checks every endpoint is registered once) and its error codes and
 * multipart body (the published document declares them).
 */
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@core/contracts/endpoint';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The core/contracts endpoint this route serves. */
    endpoint?: Endpoint;
  }
}

export function endpointRoute<const E extends Endpoint>(app: Pick<FastifyInstance, 'prefix'>, endpoint: E) {
  const prefix = app.prefix ?? '';
  if (!endpoint.path.startsWith(prefix)) throw new Error(`${endpoint.path} ne peut être servi sous le préfixe ${prefix}`);
  const schema = {
    params: endpoint.params,
    querystring: endpoint.query,
    body: endpoint.body,
    headers: endpoint.headers,
    response: endpoint.responses,
    hide: endpoint.hidden,
    consumes: endpoint.multipart ? ['multipart/form-data'] : undefined,
  };
  return {
    method: endpoint.method,
    url: endpoint.path.slice(prefix.length) || '/',
    // absent parts are left out (Fastify warns of a schema key set to undefined)
    schema: Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as {
      params: E['params'];
      querystring: E['query'];
      body: E['body'];
      headers: E['headers'];
      response: E['responses'];
    },
    config: { endpoint, errors: endpoint.errors, multipart: endpoint.multipart },
  };
}
