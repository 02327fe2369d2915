/**
 * Maps every failure to { error: { code, message } } with a French message.
 * 4xx keep their real message; 5xx answer a generic one and are logged with the stack, never sent.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
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
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE } });
  });
});
