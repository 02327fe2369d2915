/**
 * Customer profile payloads (customer-shop §5): the onboarding page form (prénom and nom of at
 * least 2 characters), the profile dialog variant (full_name of at least 3), and the account's
 * profile edit where every field is required.
 */
import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_ZONE_CODE_LENGTH, MIN_FULL_NAME_LENGTH, MIN_NAME_LENGTH } from '../limits';
import { emailField, optionalEmailField, optionalText, phoneField, requiredText } from './fields';

export const PROFILE_MESSAGES = {
  prenomTooShort: `Le prénom doit contenir au moins ${MIN_NAME_LENGTH} caractères`,
  nomTooShort: `Le nom doit contenir au moins ${MIN_NAME_LENGTH} caractères`,
  fullNameTooShort: `Le nom complet doit contenir au moins ${MIN_FULL_NAME_LENGTH} caractères`,
} as const;

const prenom = requiredText(PROFILE_MESSAGES.prenomTooShort, MAX_NAME_LENGTH, MIN_NAME_LENGTH);
const nom = requiredText(PROFILE_MESSAGES.nomTooShort, MAX_NAME_LENGTH, MIN_NAME_LENGTH);

/** E-mail is optional here, and ignored by the server when the account already has one (locked). */
export const OnboardingInput = z.object({
  prenom,
  nom,
  telephone: phoneField,
  email: optionalEmailField,
  preferred_delivery_zone: optionalText(MAX_ZONE_CODE_LENGTH),
});
export type OnboardingInput = z.infer<typeof OnboardingInput>;

export const ProfileDialogInput = z.object({
  full_name: requiredText(PROFILE_MESSAGES.fullNameTooShort, MAX_NAME_LENGTH * 2 + 1, MIN_FULL_NAME_LENGTH),
  phone: phoneField,
  email: optionalEmailField,
});
export type ProfileDialogInput = z.infer<typeof ProfileDialogInput>;

/** Account profile edit: all four fields required; a changed e-mail goes through verification. */
export const ProfileUpdateInput = z.object({
  prenom,
  nom,
  telephone: phoneField,
  email: emailField(),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInput>;

/** Splits the dialog's full name into prénom (first word) and nom (the rest). */
export function splitFullName(fullName: string): { prenom: string; nom: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { prenom: first, nom: rest.join(' ') };
}

/**
 * POST /api/me/onboarding takes either form: the page's (prenom, nom...) or the dialog's (full_name, phone).
 * A body with full_name is read as the dialog's, and a refusal names the problem of that form.
 */
export const OnboardingBody = z.union([ProfileDialogInput, OnboardingInput], {
  error: (issue) => {
    const branches = (issue as { errors?: { message: string }[][] }).errors;
    const input = issue.input;
    const dialog = typeof input === 'object' && input !== null && 'full_name' in input;
    return branches?.[dialog ? 0 : 1]?.[0]?.message;
  },
});
export type OnboardingBody = z.infer<typeof OnboardingBody>;
