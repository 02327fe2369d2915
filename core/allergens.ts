/**
 * The allergens a product can declare: the 14 allergens of EU regulation 1169/2011 and raw
 * fish, which a sushi shop's customers ask about as often. Codes are stored in produits.allergenes; the
 * labels are what the product dialog and the back-office checklist show.
 */
export const ALLERGENS = [
  { code: 'gluten', label: 'Gluten' },
  { code: 'crustaces', label: 'Crustacés' },
  { code: 'oeufs', label: 'Œufs' },
  { code: 'poissons', label: 'Poissons' },
  { code: 'arachides', label: 'Arachides' },
  { code: 'soja', label: 'Soja' },
  { code: 'lait', label: 'Lait' },
  { code: 'fruits_a_coque', label: 'Fruits à coque' },
  { code: 'celeri', label: 'Céleri' },
  { code: 'moutarde', label: 'Moutarde' },
  { code: 'sesame', label: 'Sésame' },
  { code: 'sulfites', label: 'Sulfites' },
  { code: 'lupin', label: 'Lupin' },
  { code: 'mollusques', label: 'Mollusques' },
  { code: 'poisson_cru', label: 'Poisson cru' },
] as const;

export type AllergenCode = (typeof ALLERGENS)[number]['code'];

export const ALLERGEN_CODES = ALLERGENS.map((a) => a.code) as [AllergenCode, ...AllergenCode[]];

const LABELS = new Map<string, string>(ALLERGENS.map((a) => [a.code, a.label]));

/** Labels of known codes in the list's order (unknown codes are dropped). */
export function allergenLabels(codes: readonly string[]): string[] {
  const set = new Set(codes);
  return ALLERGENS.filter((a) => set.has(a.code)).map((a) => a.label);
}

export function isAllergenCode(code: string): code is AllergenCode {
  return LABELS.has(code);
}
