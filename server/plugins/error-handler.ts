/**
 * Maps every failure to { error: { code, message } } with a French message of the catalogue (core/errors).
 * 4xx keep their real message; input the database refuses (a 0x00 byte, a number out of range) is a 400;
 * a lost database connection is a 503 that is safe to retry; anything else is a generic 500, logged with
 * its stack but without the SQL parameters (they can carry personal data), never sent.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, errorMessage } from '../errors';
import { databaseErrorCode } from '../db/errors';

function send(reply: FastifyReply, error: AppError) {
  return reply.status(error.status).send({ error: { code: error.code, message: error.message, ...(error.details && { details: error.details }) } });
}

const validation = (message: string | undefined) => new AppError('VALIDATION', { message: message ?? errorMessage('INVALID_REQUEST') });

export const errorHandlerPlugin = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | ZodError, request, reply) => {
    if (err instanceof AppError) return send(reply, err);
    if (err instanceof ZodError) return send(reply, validation(err.issues[0]?.message));
    if (hasZodFastifySchemaValidationErrors(err)) {
      return send(reply, validation(err.validation[0]?.message));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ issues: err.cause.issues, url: request.routeOptions.url }, 'response does not match its schema');
      return send(reply, new AppError('INTERNAL'));
    }
    const dbCode = databaseErrorCode(err);
    if (dbCode === 'INVALID_VALUE') return send(reply, new AppError('INVALID_VALUE'));
    if (dbCode === 'DATABASE_UNAVAILABLE') {
      // Nothing was committed for this request: the client may send it again as is (an order with the
      // same Idempotency-Key), once the pool has reconnected.
      request.log.warn({ code: (err as { code?: string }).code }, 'database unavailable');
      return send(reply.header('retry-after', '2'), new AppError('DATABASE_UNAVAILABLE'));
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if ((err as FastifyError).validation) return send(reply, new AppError('INVALID_REQUEST'));
    if (status === 429) return send(reply, new AppError('RATE_LIMITED'));
    if (status === 413) return send(reply, new AppError('PAYLOAD_TOO_LARGE'));
    if (status === 415) return send(reply, new AppError('UNSUPPORTED_MEDIA_TYPE'));
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: 'INVALID_REQUEST', message: errorMessage('INVALID_REQUEST') } });
    }
    request.log.error({ err: redactedError(err) }, 'unhandled error');
    return send(reply, new AppError('INTERNAL'));
  });
});

/** The error without what a database driver attaches from the query (its parameters, the failing row). */
function redactedError(err: Error): Record<string, unknown> {
  const { message, stack, name } = err;
  const code = (err as { code?: unknown }).code;
  return { name, code, message: message.split('\nparams:')[0], stack: stack?.split('\nparams:')[0] };
}
