/** /api/admin/reviews* (staff: admins and operators): the customers' ratings, and the answer to a low one, e-mailed to the customer. */
import { AdminReviewsQuery, AdminReviewsView, AdminReviewView, ReviewAnswerInput, ReviewIdParams } from '../schemas/review';
import type { Endpoint } from './endpoint';

export const listReviews = {
  method: 'GET',
  path: '/api/admin/reviews',
  query: AdminReviewsQuery,
  responses: { 200: AdminReviewsView },
} as const satisfies Endpoint;

export const answerReview = {
  method: 'POST',
  path: '/api/admin/reviews/:id/answer',
  params: ReviewIdParams,
  body: ReviewAnswerInput,
  responses: { 200: AdminReviewView },
  errors: ['REVIEW_NOT_FOUND', 'REVIEW_ALREADY_ANSWERED', 'REVIEW_NOT_LOW', 'REVIEW_NO_EMAIL'],
} as const satisfies Endpoint;
