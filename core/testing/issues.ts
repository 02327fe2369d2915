/** Test helper: the messages of a failed parse, keyed by dotted path ('' for the root). */
import type { z } from 'zod';
import { issuesByPath } from '../field-errors';

export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesByPath(result.error);
}
