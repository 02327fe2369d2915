/**
 * One endpoint of the API, declared once (in the spirit of ts-rest): its method, its full path, the
 * zod schemas of its parameters, query, body and answers, and the catalogue's error codes it can answer besides
 * the ones every route of its kind can (validation, sign-in, staff, not found, rate limit: added by
 * server/plugins/openapi-document.ts). The server registers each endpoint once (server/lib/endpoint-route.ts;
 * a test refuses an endpoint not registered, a route without an endpoint); the browser calls it with
 * `call(endpoint, input)` (web/lib/call.ts), its input and answer typed from the same schemas; the published
 * OpenAPI document is built from them.
 *
 * An endpoint is a plain object literal (`satisfies Endpoint`), one export each, so that a page's bundle takes
 * only the endpoints and schemas it calls.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type SuccessStatus = 200 | 201 | 202 | 204;

export interface Endpoint {
  method: HttpMethod;
  /** The full path, parameters as `:name` (`/api/me/addresses/:id`). */
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The success answers; error answers always have the one envelope `{ error: { code, message } }`. */
  responses: Partial<Record<SuccessStatus, z.ZodType>>;
  /** Codes of the catalogue this endpoint answers beyond the ones every route of its kind can. */
  errors?: readonly ErrorCode[];
  /** A multipart/form-data body: its text fields' schema and the name of its file parts. */
  multipart?: { fields: z.ZodObject; file: string };
  /** Left out of the published document (the document itself). */
  hidden?: boolean;
  /** A live stream (text/event-stream): the payload schema of each event name it sends. */
  events?: Record<string, z.ZodType>;
}

/** A live stream: an endpoint that declares the events it sends. */
export interface StreamEndpoint extends Endpoint {
  method: 'GET';
  events: Record<string, z.ZodType>;
}

/** The payload of each event of a stream, as the browser receives it. */
export type StreamEvents<E extends StreamEndpoint> = { [K in keyof E['events'] & string]: z.output<E['events'][K]> };

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
/** A part of the input: required when its schema requires something, optional when all of it is optional, absent without a schema. */
// `{} extends X`: every key of X is optional (z.object({}) included, whose input is an index type Partial cannot tell).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Part<K extends string, S> = S extends z.ZodType ? ({} extends InputOf<S> ? { [P in K]?: InputOf<S> } : { [P in K]: InputOf<S> }) : { [P in K]?: never };

/** What a caller gives: `params`, `query` and `body` as the endpoint's schemas take them. */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params']> & Part<'query', E['query']> & Part<'body', E['body']>;

/** What a caller gets back: the success answer(s), as the server serialises them. */
export type EndpointOutput<E extends Endpoint> = {
  [S in keyof E['responses']]: E['responses'][S] extends z.ZodType ? z.output<E['responses'][S]> : never;
}[keyof E['responses']];

/** The path with its parameters filled in (each encoded). */
export function endpointUrl(endpoint: Pick<Endpoint, 'path'>, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined || params[name] === null) throw new Error(`Paramètre manquant : ${name} (${endpoint.path})`);
    return encodeURIComponent(String(params[name]));
  });
}
