/**
 * The one home of "zod issues → field errors": a form shows the first French message of each field; a test
 * reads every message by dotted path. Only the issues' shape is read, so no zod reaches the caller's chunk.
 */
interface Issues {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/** The first message of each field of a failed parse, keyed by the field's top-level name ('' for the root). */
export function fieldErrors<K extends string = string>(error: Issues): Partial<Record<K, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? '')] ??= issue.message;
  return out as Partial<Record<K, string>>;
}

/** Every message of a failed parse, keyed by dotted path ('' for the root). */
export function issuesByPath(error: Issues): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const issue of error.issues) (byPath[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return byPath;
}
