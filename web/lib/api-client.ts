/**
 * The one place the browser talks to the API: cookies included, the guest session header on every call,
 * JSON in and out, and every failure turned into an ApiError carrying the server's French message.
 * Server errors have the shape `{ error: { code, message } }`; `code` is one of the error catalogue's (core/errors),
 * so every comparison with it is checked by the compiler.
 */
import { type ErrorCode, isErrorCode } from '@core/errors/index';
import { getGuestSessionId } from './guest-session';
import { logger } from './logger';

export const GENERIC_ERROR_MESSAGE = 'Une erreur est survenue. Veuillez réessayer.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** What the server added for the client to act on (e.g. details.next_slot of a full slot). */
  readonly details: Readonly<Record<string, string>>;

  constructor(status: number, code: ErrorCode, message: string, details: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

interface ServerError {
  error: { code: unknown; message: string; details?: Record<string, string> };
}

function isServerError(value: unknown): value is ServerError {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}

/**
 * The ApiError of a failed answer: the server's code and French message when it sent the envelope; an answer
 * that is not the API's (a proxy's page, a code unknown to this build) is UNEXPECTED_RESPONSE with the
 * generic message, or the server's message when it sent one.
 */
export function apiErrorFromAnswer(status: number, body: unknown): ApiError {
  if (!isServerError(body)) return new ApiError(status, 'UNEXPECTED_RESPONSE', GENERIC_ERROR_MESSAGE);
  const code = isErrorCode(body.error.code) ? body.error.code : 'UNEXPECTED_RESPONSE';
  return new ApiError(status, code, body.error.message, body.error.details);
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'x-guest-session': getGuestSessionId(),
    ...options.headers,
  };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      signal: options.signal,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    });
  } catch (error) {
    // A cancelled query is not a failure to show; TanStack Query expects the AbortError as is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    logger.warn(`Appel API impossible : ${method} ${path}`, { category: 'api', operation: `${method} ${path}` });
    throw new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_MESSAGE);
  }

  const body = await parseBody(response).catch(() => undefined);
  if (!response.ok) {
    if (response.status >= 500 && path !== '/api/logs') {
      logger.error(`Appel API en échec : ${method} ${path} (HTTP ${response.status})`, {
        category: 'api',
        operation: `${method} ${path}`,
        data: { status: response.status },
        correlationId: response.headers.get('x-request-id'),
      });
    }
    throw apiErrorFromAnswer(response.status, body);
  }
  return body as T;
}

/** The French message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}
