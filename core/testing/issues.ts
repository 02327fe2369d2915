/** Test helper: the messages of a failed parse, keyed by dotted path ('' for the root). */
import type { z } from 'zod';

export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (byPath[key] ??= []).push(issue.message);
  }
  return byPath;
}
