/** Errors any route can answer: validation, authentication, limits, the database, the network. */
import { MESSAGES } from '../messages';
import { defineErrors } from './define';

export const COMMON_ERRORS = defineErrors({
  /** A contract (zod schema) refused the input: its French message names the problem. */
  VALIDATION: { status: 400, message: (p: { message: string }) => p.message },
  /** The database refused a value that passed the contract (a 0x00 byte, an integer or number out of range). */
  INVALID_VALUE: { status: 400, message: 'Valeur invalide dans la requête' },
  INVALID_REQUEST: { status: 400, message: 'Requête invalide' },
  UNAUTHENTICATED: { status: 401, message: MESSAGES.guard.signInRequired },
  FORBIDDEN: { status: 403, message: MESSAGES.guard.accessDenied },
  ORIGIN_REFUSED: { status: 403, message: 'Requête refusée : origine non autorisée' },
  NOT_FOUND: { status: 404, message: 'Ressource introuvable' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Fichier trop volumineux' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Type de contenu non supporté' },
  RATE_LIMITED: { status: 429, message: 'Trop de tentatives. Veuillez réessayer plus tard.' },
  INTERNAL: { status: 500, message: "Une erreur inattendue s'est produite" },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  },
  /** Raised by the browser's API client when no answer came back (never sent by the server). */
  NETWORK_ERROR: { status: 0, message: 'Une erreur est survenue. Veuillez réessayer.' },
  /**
   * Raised by the browser's API client when an answer is not the API's envelope (a proxy's error page, a cut
   * body, a code this build does not know); never sent by the server.
   */
  UNEXPECTED_RESPONSE: { status: 502, message: 'Une erreur est survenue. Veuillez réessayer.' },
});
