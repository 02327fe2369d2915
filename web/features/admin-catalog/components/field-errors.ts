/** The French messages of a failed parse of a catalogue form, by field (core/field-errors.ts). */
import { useState } from 'react';
import type { ZodError } from 'zod';
import { fieldErrors as firstMessageByField } from '@core/field-errors';

/** The first French message of each field of a failed parse, keyed by the field's top-level name. */
export const fieldErrors = (error: ZodError) => firstMessageByField(error) as Record<string, string>;

/** A form's field errors: `check` shows those of a failed parse, or clears them and hands the valid input on. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  function check<T>(parsed: { success: true; data: T } | { success: false; error: ZodError }, onValid: (input: T) => void) {
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    onValid(parsed.data);
  }
  return { errors, check };
}
