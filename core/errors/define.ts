/**
 * The shape of an error catalogue entry: its HTTP status and its French message, a function when the
 * message has parameters ({amount}, {message}...). Each area declares its codes with defineErrors in its
 * own file; index.ts merges them into the one closed list.
 */
export interface ErrorDef {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry narrows its own parameters
  readonly message: string | ((params: any) => string);
}

export function defineErrors<const T extends Record<string, ErrorDef>>(defs: T): T {
  return defs;
}
