/** The admin e-mail test form (back-office §2, §5): destination and subject required together. */
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../admin-messages';
import { EMAIL_MESSAGES } from '../email';
import { MAX_EMAIL_CONTENT_LENGTH, MAX_SUBJECT_LENGTH } from '../limits';
import { emailField, optionalText, requiredText } from './fields';

const required = ADMIN_MESSAGES.emailTest.fieldsRequired;

export const TestEmailInput = z.object({
  to: emailField(EMAIL_MESSAGES.invalid, required),
  subject: requiredText(required, MAX_SUBJECT_LENGTH),
  content: optionalText(MAX_EMAIL_CONTENT_LENGTH),
  email_type: z.string().trim().max(50).default('test'),
});
export type TestEmailInput = z.infer<typeof TestEmailInput>;
