import { describe, expect, it } from 'vitest';
import { isDuplicateAddress, isSameAddress, sortAddressesByUsage } from './address';
import { AddressInput } from './schemas/address';

describe('address labels', () => {
  const address = { adresse: '12 rue de Marseille', ville: 'Tunis', zone_livraison: 'centre' };

  it.each(['Maison', 'Travail', 'Famille', 'Autre'])('accepts the spec label %s', (label) => {
    expect(AddressInput.parse({ ...address, label }).label).toBe(label);
  });

  it("files an address without a label under 'Maison' and refuses any other label", () => {
    expect(AddressInput.parse(address).label).toBe('Maison');
    expect(AddressInput.safeParse({ ...address, label: 'Bureau' }).success).toBe(false);
  });
});

describe('duplicate rule', () => {
  const home = { id: 1, adresse: '12 Rue de Marseille', ville: 'Tunis' };
  const existing = [home, { id: 2, adresse: 'Avenue Habib Bourguiba', ville: 'La Marsa' }];

  it('compares trimmed and case-insensitively', () => {
    expect(isSameAddress(home, { adresse: '  12 rue de MARSEILLE ', ville: 'tunis ' })).toBe(true);
    expect(isSameAddress(home, { adresse: '12  Rue de Marseille', ville: 'Tunis' })).toBe(true);
    expect(isSameAddress(home, { adresse: '12 Rue de Marseille', ville: 'Ariana' })).toBe(false);
    expect(isSameAddress(home, { adresse: '14 Rue de Marseille', ville: 'Tunis' })).toBe(false);
    expect(isSameAddress({ adresse: 'Rue É', ville: 'X' }, { adresse: 'rue é', ville: 'x' })).toBe(true);
  });

  it('finds a duplicate among saved addresses, except the one being edited', () => {
    expect(isDuplicateAddress({ adresse: '12 rue de marseille', ville: 'TUNIS' }, existing)).toBe(true);
    expect(isDuplicateAddress({ adresse: '12 rue de marseille', ville: 'TUNIS' }, existing, 1)).toBe(false);
    expect(isDuplicateAddress({ adresse: '12 rue de marseille', ville: 'TUNIS' }, existing, 2)).toBe(true);
    expect(isDuplicateAddress({ adresse: 'Nouvelle', ville: 'Tunis' }, existing)).toBe(false);
    expect(isDuplicateAddress({ adresse: 'Nouvelle', ville: 'Tunis' }, [])).toBe(false);
  });
});

describe('sortAddressesByUsage', () => {
  it('lists the most used first without mutating', () => {
    const rows = [
      { id: 1, usage_count: 0 },
      { id: 2, usage_count: 5 },
      { id: 3, usage_count: 2 },
    ];
    expect(sortAddressesByUsage(rows).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
