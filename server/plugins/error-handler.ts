/**
 * Maps every failure to { error: { code, message } } with a French message.
 * 4xx keep their real message; 5xx answer a generic one and are logged with the stack, never sent.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { DATABASE_ERRORS } from '@core/errors/database';
import { isConnectionError } from '../db/connection-errors';
import { AppError, GENERIC_ERROR_MESSAGE } from '../errors';

export const errorHandlerPlugin = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | ZodError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ error: { code: err.code, message: err.message } });
    }
    if (err instanceof ZodError) {
      return reply.status(400).send({ error: { code: 'VALIDATION', message: err.issues[0]?.message ?? 'Requête invalide' } });
    }
    const status = err.statusCode ?? 500;
    if (err.validation) {
      return reply.status(400).send({ error: { code: 'VALIDATION', message: 'Requête invalide' } });
    }
    if (status === 429) {
      return reply.status(429).send({ error: { code: 'RATE_LIMITED', message: 'Trop de tentatives. Veuillez réessayer plus tard.' } });
    }
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'Fichier trop volumineux' : status === 415 ? 'Type de contenu non supporté' : 'Requête invalide';
      return reply.status(status).send({ error: { code: err.code ?? 'VALIDATION', message } });
    }
    if (isConnectionError(err)) {
      // The database dropped the connection (restart, failover): nothing was committed for this request,
      // so the client may retry it as is (the same Idempotency-Key for an order).
      request.log.warn({ err }, 'database unavailable');
      const { status: unavailable, message } = DATABASE_ERRORS.DATABASE_UNAVAILABLE;
      return reply.status(unavailable).header('retry-after', '2').send({ error: { code: 'DATABASE_UNAVAILABLE', message } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE } });
  });
});
