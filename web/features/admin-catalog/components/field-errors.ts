/** The first French message of each field of a failed parse, keyed by the field's top-level name. */
import type { ZodError } from 'zod';

export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}
