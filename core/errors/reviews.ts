/** Answers to customers' reviews from the back-office. */
import { REVIEW_ADMIN_MESSAGES } from '../review-messages';
import { defineErrors } from './define';

export const REVIEW_ERRORS = defineErrors({
  REVIEW_NOT_FOUND: { status: 404, message: REVIEW_ADMIN_MESSAGES.notFound },
  REVIEW_ALREADY_ANSWERED: { status: 409, message: REVIEW_ADMIN_MESSAGES.alreadyAnswered },
  REVIEW_NOT_LOW: { status: 422, message: REVIEW_ADMIN_MESSAGES.notLow },
  REVIEW_NO_EMAIL: { status: 422, message: REVIEW_ADMIN_MESSAGES.noEmail },
});
