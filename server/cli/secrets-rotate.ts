/**
 * Placeholder so this branch compiles: the real `secrets:rotate` (re-encrypting the stored secrets with
 * the first SECRETS_KEY) comes from the secrets work and replaces this file at merge.
 */
export async function secretsRotate(_argv: string[]): Promise<number> {
  console.error("secrets:rotate n'est pas encore disponible");
  return 1;
}
