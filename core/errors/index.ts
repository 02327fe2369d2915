/**
 * The one error catalogue (style.md §6): a closed list of codes, each with its HTTP status and its French
 * message. The server throws `new AppError(code, params?)` and nothing else; the error handler maps it to
 * `{ error: { code, message } }`; the browser's API client reads messages from the same list. Each area
 * keeps its codes in its own file; add the file to the spread below.
 */
import { ACCOUNT_ERRORS } from './accounts';
import { CASH_ERRORS } from './cash';
import { CATALOG_ADMIN_ERRORS } from './catalog-admin';
import { CLOSING_ERRORS } from './closing';
import { COMMON_ERRORS } from './common';
import { DIAGNOSTICS_ERRORS } from './diagnostics';
import type { ErrorDef } from './define';
import { IMAGE_ERRORS } from './images';
import { INVOICE_ERRORS } from './invoices';
import { KITCHEN_ERRORS } from './kitchen';
import { LOYALTY_ERRORS } from './loyalty';
import { MARKETING_ERRORS } from './marketing';
import { MESSAGE_ERRORS } from './messages';
import { ORDER_ERRORS } from './orders';
import { PRINTING_ERRORS } from './printing';
import { PROMOTION_ERRORS } from './promotions';
import { RIDER_ERRORS } from './riders';
import { REVIEW_ERRORS } from './reviews';
import { SETTINGS_ERRORS } from './settings';
import { STAFF_ORDER_ERRORS } from './staff-orders';

export const ERRORS = {
  ...COMMON_ERRORS,
  ...ACCOUNT_ERRORS,
  ...ORDER_ERRORS,
  ...DIAGNOSTICS_ERRORS,
  ...CATALOG_ADMIN_ERRORS,
  ...SETTINGS_ERRORS,
  ...LOYALTY_ERRORS,
  ...IMAGE_ERRORS,
  ...MESSAGE_ERRORS,
  ...PRINTING_ERRORS,
  ...CASH_ERRORS,
  ...STAFF_ORDER_ERRORS,
  ...KITCHEN_ERRORS,
  ...PROMOTION_ERRORS,
  ...INVOICE_ERRORS,
  ...REVIEW_ERRORS,
  ...CLOSING_ERRORS,
  ...MARKETING_ERRORS,
  ...RIDER_ERRORS,
} as const;

type Catalog = typeof ERRORS;
export type ErrorCode = keyof Catalog;
/** The parameters a code's message takes: none for a fixed text. */
export type ErrorParams<C extends ErrorCode> = Catalog[C]['message'] extends (params: infer P) => string ? [params: P] : [];

/** Codes the browser's API client raises itself (no answer, an answer that is not the API's): the server never sends them. */
export const BROWSER_ONLY_CODES = ['NETWORK_ERROR', 'UNEXPECTED_RESPONSE'] as const satisfies readonly ErrorCode[];
/** The codes an answer of the server can carry: the published error envelope's. */
export const SERVER_ERROR_CODES = (Object.keys(ERRORS) as ErrorCode[]).filter(
  (code): code is Exclude<ErrorCode, (typeof BROWSER_ONLY_CODES)[number]> => !(BROWSER_ONLY_CODES as readonly string[]).includes(code),
);

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code);
}

function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}

export function errorMessage<C extends ErrorCode>(code: C, ...params: ErrorParams<C>): string {
  const { message } = ERRORS[code] as ErrorDef;
  return typeof message === 'function' ? message(params[0]) : message;
}

/** A refusal of the catalogue: its status and French message come from the code, never from the throw site. */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly status: number;
  /** Data the client acts on besides the message (e.g. the next slot with room), sent as error.details. */
  details?: Record<string, string>;

  constructor(code: C, ...params: ErrorParams<C>) {
    super(errorMessage(code, ...params));
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus(code);
  }

  withDetails(details: Record<string, string>): this {
    this.details = details;
    return this;
  }
}
