/**
 * What the published OpenAPI document says beyond the routes' zod schemas, added in one pass over the
 * document @fastify/swagger builds (its `transformObject`), from the route table:
 * - every operation's error answers, with the one envelope of plugins/error-handler.ts (`{ error: { code,
 *   message } }`, the code one of the catalogue's): 400 when it takes input, 401/403 when it needs a signed-in
 *   user or staff, 404 when it names a resource, 429 when it is rate limited, the codes a route declares in
 *   `config.errors`, any other refusal of the catalogue as 4XX, and 500/503;
 * - the content types of the answers that are not JSON (event streams, HTML pages, the e2e export);
 * - headers a route requires although its schema lets the handler answer their absence in French
 *   (Idempotency-Key);
 * - `null` in the enum of a nullable enum (OpenAPI 3.0 validates `nullable` against `enum`).
 * The local stand-ins under /dev/* are left out: they never exist in production.
 */
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { EventStreamView, HtmlPageView, E2eExportView } from '@core/api-views';
import { PdfView } from '@core/schemas/invoices';
import { ERRORS, type ErrorCode, SERVER_ERROR_CODES } from '@core/errors';
import { requireAdmin, requireCustomer, requireStaff, requireUser } from './auth';
import { isRateLimitHandler } from './rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue's codes this route answers besides the ones every route of its kind can (documented). */
    errors?: readonly ErrorCode[];
    /** A multipart/form-data body: its text fields' schema and the name of its file parts (documented). */
    multipart?: { fields: z.ZodObject; file: string };
  }
}

type Json = Record<string, unknown>;
interface Operation {
  parameters?: Json[];
  requestBody?: Json;
  responses?: Record<string, Json>;
}
export interface OpenApiObject {
  paths?: Record<string, Record<string, Operation>>;
  components?: Json;
}

const ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';
const ErrorEnvelope = z.object({
  error: z.object({ code: z.enum(SERVER_ERROR_CODES as [ErrorCode, ...ErrorCode[]]), message: z.string() }),
});

const SIGN_IN = new Set<unknown>([requireUser, requireCustomer, requireStaff, requireAdmin]);
const STAFF_ONLY = new Set<unknown>([requireCustomer, requireStaff, requireAdmin]);

/** Content types of answers that are not JSON, by the response schema the route declares. */
const NON_JSON = new Map<z.ZodType, Record<string, Json>>([
  [EventStreamView, { 'text/event-stream': { schema: { type: 'string' } } }],
  [HtmlPageView, { 'text/html': { schema: { type: 'string' } } }],
  [PdfView, { 'application/pdf': { schema: { type: 'string', format: 'binary' } } }],
  [E2eExportView, { 'application/json': { schema: { type: 'object' } }, 'application/xml': { schema: { type: 'string' } } }],
]);

/** Header parameters the document marks required although the route's schema keeps them optional. */
const REQUIRED_HEADERS = new Set(['idempotency-key']);

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function errorStatuses(route: RouteOptions): Map<string, Set<ErrorCode>> {
  const byStatus = new Map<string, Set<ErrorCode>>();
  const add = (code: ErrorCode) => {
    const status = String(ERRORS[code].status);
    if (!byStatus.has(status)) byStatus.set(status, new Set());
    byStatus.get(status)!.add(code);
  };
  const schema = (route.schema ?? {}) as Json;
  if (schema.body || schema.querystring || schema.params || schema.headers) ['VALIDATION', 'INVALID_REQUEST'].forEach((c) => add(c as ErrorCode));
  const guards = asList(route.onRequest as unknown);
  const staffArea = route.url.startsWith('/api/admin');
  if (staffArea || guards.some((g) => SIGN_IN.has(g))) add('UNAUTHENTICATED');
  if (staffArea || guards.some((g) => STAFF_ONLY.has(g))) add('FORBIDDEN');
  if (guards.includes(requireCustomer)) add('PROFILE_REQUIRED');
  if (schema.params) add('NOT_FOUND');
  if (asList(route.preHandler as unknown).some(isRateLimitHandler)) add('RATE_LIMITED');
  for (const code of route.config?.errors ?? []) add(code);
  add('INTERNAL');
  add('DATABASE_UNAVAILABLE');
  return byStatus;
}

function errorResponse(codes: Iterable<ErrorCode>): Json {
  const content = { 'application/json': { schema: { $ref: ENVELOPE_REF } } };
  return { description: `Refus : ${[...codes].join(', ')}`, content };
}

function multipartBody({ fields, file }: { fields: z.ZodObject; file: string }): Json {
  const text = z.toJSONSchema(fields, { target: 'openapi-3.0', io: 'input' }) as { properties?: Json; required?: string[] };
  const files = { type: 'array', items: { type: 'string', format: 'binary' } };
  const schema = { type: 'object', properties: { ...text.properties, [file]: files }, required: [...(text.required ?? []), file] };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

/** Adds `null` to the enum of every nullable enum, anywhere in the document. */
function nullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  Object.values(schema).forEach(nullableEnums);
}

export function completeDocument(document: OpenApiObject, routes: readonly RouteOptions[]): OpenApiObject {
  const paths = document.paths ?? {};
  for (const path of Object.keys(paths)) if (path.startsWith('/dev/') || path === '/dev') delete paths[path];
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    for (const method of asList(route.method)) {
      const operation = paths[path]?.[method.toLowerCase()];
      if (!operation) continue;
      const responses = (operation.responses ??= {});
      for (const [status, codes] of errorStatuses(route)) responses[status] ??= errorResponse(codes);
      responses['4XX'] ??= errorResponse(['INVALID_REQUEST']);
      responses['4XX'].description = "Autre refus du catalogue d'erreurs (le code dit lequel)";
      const declared = (route.schema as Json | undefined)?.response as Record<string, z.ZodType> | undefined;
      for (const [status, schema] of Object.entries(declared ?? {})) {
        const content = NON_JSON.get(schema);
        if (content && responses[status]) responses[status].content = content;
      }
      const multipart = route.config?.multipart;
      if (multipart) operation.requestBody = multipartBody(multipart);
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'header' && REQUIRED_HEADERS.has(String(parameter.name))) parameter.required = true;
      }
    }
  }
  nullableEnums(paths);
  const components = (document.components ??= {}) as { schemas?: Json };
  components.schemas = { ...components.schemas, ErrorEnvelope: z.toJSONSchema(ErrorEnvelope, { target: 'openapi-3.0' }) };
  return document;
}
