/**
 * What a failed profile write says (customer-shop §8, Profile), for the onboarding page, the profile
 * dialog and the account's profile tab: a refused value, the server's own words; a session gone,
 * 'Session utilisateur manquante'; another answer, the creation or save error; a fault of the page itself,
 * 'Une erreur inattendue s'est produite'.
 */
import { MESSAGES } from '@core/messages';
import { ApiError } from './api-client';

export function profileWriteFailure(error: unknown, kind: 'create' | 'save'): string {
  // Not an answer of the server (or of the network): a fault of the page itself.
  if (!(error instanceof ApiError)) return MESSAGES.profile.unexpectedError;
  if (error instanceof ApiError && error.status === 401) return MESSAGES.profile.sessionMissing;
  if (error instanceof ApiError && (error.status === 400 || error.status === 422)) return error.message;
  return kind === 'create' ? MESSAGES.profile.createError : MESSAGES.profile.saveError;
}
