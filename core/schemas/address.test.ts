import { describe, expect, it } from 'vitest';
import { AddressInput } from './address';
import { issuesOf } from '../testing/issues';

const valid = { adresse: ' 12 Rue de Marseille ', ville: 'Tunis', zone_livraison: 'centre' };

describe('AddressInput', () => {
  it('parses an address, Maison by default, instructions optional', () => {
    expect(AddressInput.parse(valid)).toEqual({
      adresse: '12 Rue de Marseille',
      ville: 'Tunis',
      zone_livraison: 'centre',
      label: 'Maison',
      instructions_livraison: null,
    });
    expect(AddressInput.parse({ ...valid, label: 'Travail', instructions_livraison: 'Code 1234' })).toMatchObject({
      label: 'Travail',
      instructions_livraison: 'Code 1234',
    });
  });

  it('requires adresse, ville and zone with the spec messages', () => {
    expect(issuesOf(AddressInput, { adresse: ' ', ville: '', zone_livraison: '' })).toEqual({
      adresse: ['Veuillez saisir une adresse de livraison complète'],
      ville: ['Veuillez saisir une adresse de livraison complète'],
      zone_livraison: ['Veuillez sélectionner une zone de livraison'],
    });
  });

  it.each(['Maison', 'Travail', 'Famille', 'Autre'])('accepts the label %s', (label) => {
    expect(AddressInput.parse({ ...valid, label }).label).toBe(label);
  });

  it('refuses other labels', () => {
    expect(issuesOf(AddressInput, { ...valid, label: 'Bureau' })).toEqual({ label: ['Libellé invalide'] });
  });
});
