import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { errorHandlerPlugin } from './error-handler';

async function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/boom', async () => handler());
  app.post('/json', async (request) => request.body);
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers an AppError with its status, code and French message', async () => {
    const app = await appWith(() => {
      throw new AppError('ZONE_MINIMUM', { amount: 15_000 });
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: { code: 'ZONE_MINIMUM', message: 'Le minimum de commande pour cette zone est de 15.000 TND' } });
  });

  it('answers a zod failure with 400 and the schema message', async () => {
    const app = await appWith(() => z.object({ telephone: z.string().min(8, 'Le numéro doit contenir exactement 8 chiffres') }).parse({ telephone: '12' }));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION', message: 'Le numéro doit contenir exactement 8 chiffres' } });
  });

  it('never leaks an internal error: 500 with a generic French message', async () => {
    const app = await appWith(() => {
      throw new Error('relation "secret_table" does not exist');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: "Une erreur inattendue s'est produite" } });
    expect(res.body).not.toContain('secret_table');
  });

  it('answers malformed JSON with a French 400', async () => {
    const app = await appWith(() => null);
    const res = await app.inject({ method: 'POST', url: '/json', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'INVALID_REQUEST', message: 'Requête invalide' } });
  });
});
