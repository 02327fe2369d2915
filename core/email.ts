/**
 * The e-mail address rule shared by the magic-link form, the profile forms and the server. One
 * pattern (something@domain.tld, no spaces) so a form never accepts what the server refuses.
 */
import { MAX_EMAIL_LENGTH } from './limits';

export const EMAIL_MESSAGES = {
  /** Magic-link sign-in and sign-up forms. */
  enterValid: 'Veuillez saisir une adresse email valide',
  /** Profile and onboarding forms. */
  invalid: 'Adresse email invalide',
} as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string | null | undefined): boolean {
  const email = (value ?? '').trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email);
}

/** Stored form: trimmed and lower-cased, so one address is one account. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
