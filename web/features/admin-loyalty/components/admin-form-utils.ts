/** Helpers of the loyalty back-office forms: millimes shown as TND text, and the one message a compact form shows. */
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { fromMillimes } from '@core/money';
import { errorMessage } from '../../../lib/api-client';

export const tndText = (m: number) => fromMillimes(m);

/** The server's French message, or a generic one. */
export const adminErrorText = errorMessage;

/** The first field's French message of a compact form (one alert line under its row), else the server's. */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>, serverError?: string): string | undefined {
  return firstMessage(errors) ?? serverError;
}

function firstMessage(errors: unknown): string | undefined {
  if (typeof errors !== 'object' || errors === null) return undefined;
  if ('message' in errors && typeof errors.message === 'string') return errors.message;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}
