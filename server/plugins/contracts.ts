/**
 * The API's contracts, declared once on each route with the zod schemas of core/ (style.md §3): the type
 * provider's compilers parse every request (unknown fields stripped) and serialize every answer through its
 * schema; @fastify/swagger turns the same schemas into the OpenAPI document (served at /api/openapi.json
 * outside production, committed as docs/openapi.json and rendered as docs/api.md by `npm run docs:api`).
 * Every route is also kept in `app.routeTable`, which a test walks to refuse a route without contracts.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { completeDocument, type OpenApiObject } from './openapi-document';

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteOptions[];
  }
}

export const contractsPlugin = fp(
  async function contracts(app: FastifyInstance, opts: { serveDocument: boolean }) {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const routeTable: RouteOptions[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => void routeTable.push(route));
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Sakura Sushi — API',
          description: 'Boutique en ligne et back-office. Généré depuis les schémas zod des routes (core/).',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (document) => completeDocument(('openapiObject' in document ? document.openapiObject : {}) as OpenApiObject, routeTable) as object,
      hideUntagged: false,
    });
    if (opts.serveDocument) {
      app.get('/api/openapi.json', { schema: { hide: true, response: { 200: z.looseObject({}) } } }, async () => app.swagger());
    }
  },
  { name: 'contracts' },
);
