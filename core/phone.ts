/**
 * The mobile phone rule (customer-shop §5, back-office §5): Tunisian mobile numbers are 8 digits
 * starting with 2, 4, 5 or 9. Forms normalise while typing; the server checks the same way.
 * A +216 / 00216 country prefix is accepted and dropped when 8 digits follow it.
 */

const PHONE_DIGITS = 8;
const MOBILE_FIRST_DIGITS = ['2', '4', '5', '9'] as const;

export const PHONE_MESSAGES = {
  required: 'Le numéro de téléphone est requis',
  exactDigits: 'Le numéro doit contenir exactement 8 chiffres',
  notMobile: 'Merci de renseigner un numéro de mobile',
  invalidFormat: 'Format de numéro invalide',
  /** Generic back-office text, when no more precise message applies. */
  invalid: 'Numéro de téléphone invalide',
  /** Form hint under the field. */
  hint: 'Format: 8 chiffres commençant par 2, 4, 5 ou 9',
} as const;

export type PhoneCheck = { ok: true; value: string } | { ok: false; message: string };

const MOBILE = /^[2459]\d{7}$/;
/** What a typed or pasted phone number may contain besides digits. */
const PHONE_CHARACTERS = /^[\d\s+().\-/]*$/;

/** Digits only, with a leading 216 / 00216 country code removed when exactly 8 digits follow. */
function localDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  for (const prefix of ['00216', '216']) {
    if (digits.length === prefix.length + PHONE_DIGITS && digits.startsWith(prefix)) return digits.slice(prefix.length);
  }
  return digits;
}

/** For the input's onChange: digits only, at most 8, country prefix dropped when complete. */
export function normalizePhoneInput(raw: string): string {
  return localDigits(raw).slice(0, PHONE_DIGITS);
}

/**
 * Checks a phone number and returns its 8 digits. Order of the messages: empty, then characters
 * that no phone number contains (letters...), then length, then the mobile first digit.
 */
export function checkPhone(input: string | null | undefined): PhoneCheck {
  const raw = (input ?? '').trim();
  if (raw === '') return { ok: false, message: PHONE_MESSAGES.required };
  if (!PHONE_CHARACTERS.test(raw)) return { ok: false, message: PHONE_MESSAGES.invalidFormat };
  const digits = localDigits(raw);
  if (digits.length !== PHONE_DIGITS) return { ok: false, message: PHONE_MESSAGES.exactDigits };
  if (!(MOBILE_FIRST_DIGITS as readonly string[]).includes(digits.charAt(0))) return { ok: false, message: PHONE_MESSAGES.notMobile };
  if (!MOBILE.test(digits)) return { ok: false, message: PHONE_MESSAGES.invalidFormat };
  return { ok: true, value: digits };
}
