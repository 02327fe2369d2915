import { describe, expect, it } from 'vitest';
import { OnboardingInput, PROFILE_MESSAGES, ProfileDialogInput, ProfileUpdateInput, splitFullName } from './profile';
import { issuesOf } from '../testing/issues';

describe('PROFILE_MESSAGES', () => {
  it('are the spec texts verbatim', () => {
    expect(PROFILE_MESSAGES).toEqual({
      prenomTooShort: 'Le prénom doit contenir au moins 2 caractères',
      nomTooShort: 'Le nom doit contenir au moins 2 caractères',
      fullNameTooShort: 'Le nom complet doit contenir au moins 3 caractères',
    });
  });
});

describe('OnboardingInput', () => {
  const valid = { prenom: ' Amira ', nom: 'Ben Ali', telephone: '22 123 456' };

  it('parses a profile, e-mail and zone optional', () => {
    expect(OnboardingInput.parse(valid)).toEqual({ prenom: 'Amira', nom: 'Ben Ali', telephone: '22123456', email: null, preferred_delivery_zone: null });
    expect(OnboardingInput.parse({ ...valid, email: 'A@b.tn', preferred_delivery_zone: 'nord' })).toMatchObject({
      email: 'a@b.tn',
      preferred_delivery_zone: 'nord',
    });
  });

  it('accepts names of exactly 2 characters', () => {
    expect(OnboardingInput.parse({ ...valid, prenom: 'Al', nom: 'Bo' })).toMatchObject({ prenom: 'Al', nom: 'Bo' });
  });

  it('refuses short names, a bad phone and a bad e-mail with the spec messages', () => {
    expect(issuesOf(OnboardingInput, { prenom: ' A ', nom: '', telephone: '71123456', email: 'x@' })).toEqual({
      prenom: ['Le prénom doit contenir au moins 2 caractères'],
      nom: ['Le nom doit contenir au moins 2 caractères'],
      telephone: ['Merci de renseigner un numéro de mobile'],
      email: ['Adresse email invalide'],
    });
    expect(issuesOf(OnboardingInput, {})).toEqual({
      prenom: ['Le prénom doit contenir au moins 2 caractères'],
      nom: ['Le nom doit contenir au moins 2 caractères'],
      telephone: ['Le numéro de téléphone est requis'],
    });
  });
});

describe('ProfileDialogInput', () => {
  it('parses full name, phone and optional e-mail', () => {
    expect(ProfileDialogInput.parse({ full_name: ' Amira Ben Ali ', phone: '+216 98 765 432' })).toEqual({
      full_name: 'Amira Ben Ali',
      phone: '98765432',
      email: null,
    });
  });

  it("needs at least 3 characters: 'Le nom complet doit contenir au moins 3 caractères'", () => {
    expect(ProfileDialogInput.parse({ full_name: 'Ali', phone: '22123456' }).full_name).toBe('Ali');
    expect(issuesOf(ProfileDialogInput, { full_name: 'Al', phone: '2212345' })).toEqual({
      full_name: ['Le nom complet doit contenir au moins 3 caractères'],
      phone: ['Le numéro doit contenir exactement 8 chiffres'],
    });
  });
});

describe('ProfileUpdateInput', () => {
  it('requires all four fields', () => {
    expect(ProfileUpdateInput.parse({ prenom: 'Amira', nom: 'Ben Ali', telephone: '55123456', email: 'a@b.tn' })).toEqual({
      prenom: 'Amira',
      nom: 'Ben Ali',
      telephone: '55123456',
      email: 'a@b.tn',
    });
    expect(issuesOf(ProfileUpdateInput, { prenom: 'Amira', nom: 'Ben Ali', telephone: '55123456' })).toEqual({ email: ['Adresse email invalide'] });
    expect(issuesOf(ProfileUpdateInput, { prenom: 'Amira', nom: 'Ben Ali', telephone: '55123456', email: '' })).toEqual({
      email: ['Adresse email invalide'],
    });
  });
});

describe('splitFullName', () => {
  it.each([
    ['Amira Ben Ali', { prenom: 'Amira', nom: 'Ben Ali' }],
    ['  Sami   Trabelsi ', { prenom: 'Sami', nom: 'Trabelsi' }],
    ['Cher', { prenom: 'Cher', nom: '' }],
    ['', { prenom: '', nom: '' }],
  ])('%j', (input, expected) => {
    expect(splitFullName(input)).toEqual(expected);
  });
});
