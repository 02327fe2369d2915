/**
 * The one error type of the server. Services throw AppError with a code and a French message;
 * plugins/error-handler.ts maps it to an HTTP status and the JSON body { error: { code, message } }.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS | (string & {});

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string, status?: number) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status ?? ERROR_STATUS[code as keyof typeof ERROR_STATUS] ?? 400;
  }
}

export const GENERIC_ERROR_MESSAGE = "Une erreur inattendue s'est produite";
