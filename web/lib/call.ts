/**
 * Calls an endpoint of core/contracts: `call(getMe)`, `call(updateAddress, { params: { id }, body })`. The URL comes
 * from the endpoint's path and parameters, the input and the answer are typed from its schemas (z.input / z.output),
 * and every failure is the api client's ApiError with the catalogue's code and the server's French message.
 */
import { type Endpoint, type EndpointInput, type EndpointOutput, endpointUrl } from '@core/contracts/endpoint';
import { request } from './api-client';

type Query = Record<string, string | number | boolean | null | undefined>;
interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}
type CallArgs<E extends Endpoint> =
  Partial<EndpointInput<E>> extends EndpointInput<E> ? [input?: EndpointInput<E> & CallOptions] : [input: EndpointInput<E> & CallOptions];

export function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<EndpointOutput<E>> {
  const { params, query, body, signal, headers } = (input ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown } & CallOptions;
  return request<EndpointOutput<E>>(endpoint.method, endpointUrl(endpoint, params), { query, body, signal, headers });
}

/**
 * An endpoint named by code of the entry chunk, which must not load zod (the schemas are in a lazy chunk): its type
 * comes from core/contracts (`import type`), its method and path are written here and the compiler refuses any that
 * differ from the contract's. `call(endpointOf<typeof getMe>({ method: 'GET', path: '/api/me' }))`.
 */
export function endpointOf<E extends Endpoint>(route: Pick<E, 'method' | 'path'>): E {
  return route as E;
}
