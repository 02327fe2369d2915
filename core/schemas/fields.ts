/**
 * Field builders shared by the schemas, so one rule (phone, e-mail, optional text) is written once.
 * Objects built from them strip unknown keys (zod's default) rather than refusing them: clients may
 * send extra fields harmlessly, and the server only ever reads the parsed output.
 * Optional texts come out as `string | null` (blank becomes null), matching nullable columns.
 */
import { z } from 'zod';
// zod's defaults in French wherever a schema is used (the web's forms load it with their schemas, lazily).
import '../zod-fr';
import { EMAIL_MESSAGES, isValidEmail } from '../email';
import { MAX_EMAIL_LENGTH } from '../limits';
import { parseTndInput } from '../money';
import { PHONE_MESSAGES, checkPhone } from '../phone';

export const FIELD_MESSAGES = {
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères`,
  invalidValue: 'Valeur invalide',
} as const;

/** A trimmed text of `min`..`max` characters; `message` when missing or shorter. */
export function requiredText(message: string, max: number, min = 1) {
  return z.string({ error: message }).trim().min(min, message).max(max, FIELD_MESSAGES.tooLong(max));
}

/** A trimmed text or nothing; '' and whitespace become null. */
export function optionalText(max: number) {
  return z
    .string({ error: FIELD_MESSAGES.invalidValue })
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A mobile number checked by checkPhone; the output is its 8 digits. */
export const phoneField = z.string({ error: PHONE_MESSAGES.required }).transform((value, ctx) => {
  const result = checkPhone(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }
  return result.value;
});

/** A required e-mail address, trimmed and lower-cased; `message` when missing or malformed. */
export function emailField(message: string = EMAIL_MESSAGES.invalid, requiredMessage: string = message) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (value.length > MAX_EMAIL_LENGTH || !isValidEmail(value)) ctx.addIssue({ code: 'custom', message });
    });
}

/** An optional e-mail address: blank becomes null, anything else must be valid. */
export const optionalEmailField = z
  .string({ error: EMAIL_MESSAGES.invalid })
  .trim()
  .toLowerCase()
  .nullish()
  .refine((value) => !value || isValidEmail(value), EMAIL_MESSAGES.invalid)
  .transform((value) => value || null);

/** A database id sent as a JSON number. */
export function idField(message: string) {
  return z.int({ error: message }).positive(message);
}

/** An empty (or blank) text, or null, counts as absent: for optional form and query fields. */
export const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/**
 * A form's number typed as text ('1,5', ' 2 '), checked by the server's own `rule`: blank or not a number
 * becomes NaN, so the rule's French message is the one shown.
 */
export function numberText<T extends z.ZodType>(rule: T) {
  return z
    .string()
    .transform(textNumber)
    .pipe(rule as unknown as z.ZodType<z.output<T>, number>);
}

/** The number a form's text says ('1,5' → 1.5); NaN when blank or not a number. */
export function textNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.'));
}

/** The number a form's optional text says: null when blank (no limit, rule off), else as textNumber. */
export function optionalTextNumber(text: string): number | null {
  return text.trim() === '' ? null : textNumber(text);
}

/** A form's optional number typed as text: blank is null, anything else is checked by the server's own `rule`. */
export function optionalNumberText<T extends z.ZodType>(rule: T) {
  return z
    .string()
    .transform(optionalTextNumber)
    .pipe(rule as unknown as z.ZodType<z.output<T>, number | null>);
}

/** A form's amount typed in TND ('12,5'), in millimes, checked by the server's own `rule` (NaN when not an amount). */
export function tndText<T extends z.ZodType>(rule: T) {
  return z
    .string()
    .transform((text) => parseTndInput(text) ?? Number.NaN)
    .pipe(rule as unknown as z.ZodType<z.output<T>, number>);
}

/** A form's optional amount typed in TND: blank is null (rule off), else in millimes, checked by the server's own `rule`. */
export function optionalTndText<T extends z.ZodType>(rule: T) {
  return z
    .string()
    .transform((text) => (text.trim() === '' ? null : (parseTndInput(text) ?? Number.NaN)))
    .pipe(rule as unknown as z.ZodType<z.output<T>, number | null>);
}
