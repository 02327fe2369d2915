/** The French messages of a failed parse of a catalogue form, by field (core/field-errors.ts). */
import type { ZodError } from 'zod';
import { fieldErrors as firstMessageByField } from '@core/field-errors';

/** The first French message of each field of a failed parse, keyed by the field's top-level name. */
export const fieldErrors = (error: ZodError) => firstMessageByField(error) as Record<string, string>;
