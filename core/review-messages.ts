/**
 * The back-office's answers to reviews, in French: kept apart from their schemas (zod) because the error
 * catalogue (core/errors), which the app's first chunk carries, reads them too.
 */

/** The answer to a review: the customer reads it in an e-mail. */
export const REVIEW_ANSWER_MAX_LENGTH = 2000;
export const REVIEW_ADMIN_MESSAGES = {
  answerRequired: 'Écrivez une réponse',
  answerTooLong: `La réponse ne peut pas dépasser ${REVIEW_ANSWER_MAX_LENGTH} caractères`,
  notFound: 'Avis introuvable',
  alreadyAnswered: 'Cet avis a déjà reçu une réponse',
  notLow: 'Seuls les avis de 1 à 3 étoiles reçoivent une réponse',
  noEmail: 'Ce client n’a pas d’adresse e-mail',
} as const;
