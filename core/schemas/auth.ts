/**
 * Sign-in and password payloads: the magic-link request (customer-shop §2 /auth/magic), staff
 * password sign-in, new and reset password (min 6, confirmation must match), and the access-gate
 * password (back-office §5).
 */
import { z } from 'zod';
import { EMAIL_MESSAGES } from '../email';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../limits';
import { MESSAGES } from '../messages';
import { isSafeRedirectPath } from '../redirect';
import { emailField, FIELD_MESSAGES } from './fields';

export const PASSWORD_MESSAGES = {
  tooShort: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`,
  mismatch: 'Les mots de passe ne correspondent pas',
  required: MESSAGES.accessGate.passwordRequired,
  tooLong: FIELD_MESSAGES.tooLong(MAX_PASSWORD_LENGTH),
  invalidLink: MESSAGES.auth.resetLinkInvalid,
} as const;

/** Unsafe redirects (other sites) are dropped, not refused: the sign-in still goes ahead. */
const redirectField = z
  .unknown()
  .optional()
  .transform((value) => (isSafeRedirectPath(value) ? value : undefined));

export const MagicLinkInput = z.object({
  email: emailField(EMAIL_MESSAGES.enterValid),
  /** login never creates a user; signup does (customer-shop §2). */
  intent: z.enum(['login', 'signup']).default('login'),
  /** Where to go after sign-in, a path of this site. */
  redirect: redirectField,
  /** The 'Renvoyer' button of /auth/magic-link-sent: the sign-up mail says it is a new link. */
  resend: z.boolean().optional().default(false),
});
export type MagicLinkInput = z.infer<typeof MagicLinkInput>;

export const PasswordSignInInput = z.object({
  email: emailField(EMAIL_MESSAGES.invalid),
  password: z.string({ error: PASSWORD_MESSAGES.required }).min(1, PASSWORD_MESSAGES.required).max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong),
});
export type PasswordSignInInput = z.infer<typeof PasswordSignInInput>;

/** Passwords are not trimmed: spaces are characters the user chose. */
const newPassword = z
  .string({ error: PASSWORD_MESSAGES.tooShort })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong);
const confirmation = z.string({ error: PASSWORD_MESSAGES.mismatch });

function confirmationMatches(value: { password: string; confirmation: string }, ctx: z.RefinementCtx): void {
  if (value.password !== value.confirmation) ctx.addIssue({ code: 'custom', path: ['confirmation'], message: PASSWORD_MESSAGES.mismatch });
}

export const NewPasswordInput = z.object({ password: newPassword, confirmation }).superRefine(confirmationMatches);
export type NewPasswordInput = z.infer<typeof NewPasswordInput>;

/** The reset page posts the e-mailed token with the new password. */
export const ResetPasswordInput = z
  .object({
    token: z.string({ error: PASSWORD_MESSAGES.invalidLink }).trim().min(1, PASSWORD_MESSAGES.invalidLink).max(512, PASSWORD_MESSAGES.invalidLink),
    password: newPassword,
    confirmation,
  })
  .superRefine(confirmationMatches);
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** The testers' password of the access gate: must not be blank. */
export const AccessPasswordInput = z.object({
  password: z
    .string({ error: PASSWORD_MESSAGES.required })
    .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong)
    .refine((value) => value.trim() !== '', PASSWORD_MESSAGES.required),
});
export type AccessPasswordInput = z.infer<typeof AccessPasswordInput>;
