/**
 * Saved delivery addresses (customer-shop §3, §5): their labels and the duplicate rule (same
 * address and city, compared trimmed and case-insensitively), shared by the form and the server.
 */

export const ADDRESS_LABELS = ['Maison', 'Travail', 'Famille', 'Autre'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];
export const DEFAULT_ADDRESS_LABEL: AddressLabel = 'Maison';

export const ADDRESS_MESSAGES = {
  duplicate: 'Cette adresse est déjà enregistrée',
} as const;

function key(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
}

export function isSameAddress(a: { adresse: string; ville: string }, b: { adresse: string; ville: string }): boolean {
  return key(a.adresse) === key(b.adresse) && key(a.ville) === key(b.ville);
}

/** True when `candidate` repeats one of `existing`, ignoring the row being edited (`exceptId`). */
export function isDuplicateAddress<T extends { id?: unknown; adresse: string; ville: string }>(
  candidate: { adresse: string; ville: string },
  existing: readonly T[],
  exceptId?: T['id'],
): boolean {
  return existing.some((row) => (exceptId === undefined || row.id !== exceptId) && isSameAddress(candidate, row));
}

/** Saved addresses are listed most used first (usage_count descending). */
export function sortAddressesByUsage<T extends { usage_count: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.usage_count - a.usage_count);
}
