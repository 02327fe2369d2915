import { describe, expect, it } from 'vitest';
import { ALLERGENS, allergenLabels, isAllergenCode } from './allergens';

describe('allergens', () => {
  it('lists the 14 EU allergens plus raw fish, codes unique', () => {
    expect(ALLERGENS).toHaveLength(15);
    expect(new Set(ALLERGENS.map((a) => a.code)).size).toBe(15);
    expect(ALLERGENS.at(-1)).toEqual({ code: 'poisson_cru', label: 'Poisson cru' });
  });
  it('labels known codes in list order and drops unknown ones', () => {
    expect(allergenLabels(['sesame', 'gluten', 'inconnu', 'poisson_cru'])).toEqual(['Gluten', 'Sésame', 'Poisson cru']);
    expect(isAllergenCode('soja')).toBe(true);
    expect(isAllergenCode('Soja')).toBe(false);
  });
});
