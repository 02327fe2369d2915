/** The back-office's 'Avis' under the guarded /api/admin scope (admins and operators). Thin: validate, call one service. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '@core/contracts/reviews';
import { endpointRoute } from '../../lib/endpoint-route';
import { viewerOf } from '../../plugins/auth';
import { answerReview, listReviews } from './admin-reviews';

export async function adminReviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.route({
    ...endpointRoute(app, endpoints.listReviews),
    handler: async (request) => ({ avis: await listReviews({ db, filtre: request.query.filtre }) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.answerReview),
    handler: async (request) => {
      const viewer = await viewerOf(request);
      return answerReview({ db, reviewId: request.params.id, reponse: request.body.reponse, userId: viewer.userId });
    },
  });
}
