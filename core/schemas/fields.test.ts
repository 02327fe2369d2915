import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES, emailField, idField, optionalEmailField, optionalText, phoneField, requiredText } from './fields';
import { issuesOf } from '../testing/issues';

describe('requiredText', () => {
  const name = requiredText('Requis', 5, 2);

  it('trims and enforces min and max', () => {
    expect(name.parse('  ab ')).toBe('ab');
    expect(issuesOf(name, ' a ')).toEqual({ '': ['Requis'] });
    expect(issuesOf(name, '')).toEqual({ '': ['Requis'] });
    expect(issuesOf(name, undefined)).toEqual({ '': ['Requis'] });
    expect(issuesOf(name, 'abcdef')).toEqual({ '': ['Ce champ ne doit pas dépasser 5 caractères'] });
    expect(FIELD_MESSAGES.tooLong(5)).toBe('Ce champ ne doit pas dépasser 5 caractères');
  });
});

describe('optionalText', () => {
  const text = optionalText(10);

  it('turns blank or absent into null', () => {
    expect(text.parse(undefined)).toBeNull();
    expect(text.parse(null)).toBeNull();
    expect(text.parse('')).toBeNull();
    expect(text.parse('   ')).toBeNull();
    expect(text.parse(' sonnez ')).toBe('sonnez');
  });

  it('refuses too long texts and non-strings', () => {
    expect(issuesOf(text, 'x'.repeat(11))).toEqual({ '': ['Ce champ ne doit pas dépasser 10 caractères'] });
    expect(issuesOf(text, 42)).toEqual({ '': ['Valeur invalide'] });
  });
});

describe('phoneField', () => {
  it('outputs the 8 digits', () => {
    expect(phoneField.parse('+216 22 123 456')).toBe('22123456');
  });

  it('reports the phone check messages', () => {
    expect(issuesOf(phoneField, undefined)).toEqual({ '': ['Le numéro de téléphone est requis'] });
    expect(issuesOf(phoneField, '')).toEqual({ '': ['Le numéro de téléphone est requis'] });
    expect(issuesOf(phoneField, '2212')).toEqual({ '': ['Le numéro doit contenir exactement 8 chiffres'] });
    expect(issuesOf(phoneField, '71123456')).toEqual({ '': ['Merci de renseigner un numéro de mobile'] });
    expect(issuesOf(phoneField, 'abcdefgh')).toEqual({ '': ['Format de numéro invalide'] });
  });
});

describe('emailField', () => {
  it('trims and lower-cases', () => {
    expect(emailField().parse('  Client@Example.COM ')).toBe('client@example.com');
  });

  it('uses one message, or a separate one when missing', () => {
    expect(issuesOf(emailField(), 'nope')).toEqual({ '': ['Adresse email invalide'] });
    expect(issuesOf(emailField('Invalide', 'Requis'), '')).toEqual({ '': ['Requis'] });
    expect(issuesOf(emailField('Invalide', 'Requis'), undefined)).toEqual({ '': ['Requis'] });
    expect(issuesOf(emailField('Invalide', 'Requis'), 'a@b')).toEqual({ '': ['Invalide'] });
  });
});

describe('optionalEmailField', () => {
  it('accepts nothing or a valid address', () => {
    expect(optionalEmailField.parse(undefined)).toBeNull();
    expect(optionalEmailField.parse('')).toBeNull();
    expect(optionalEmailField.parse(' A@B.tn ')).toBe('a@b.tn');
  });

  it('refuses a malformed address', () => {
    expect(issuesOf(optionalEmailField, 'a@b')).toEqual({ '': ['Adresse email invalide'] });
  });
});

describe('idField', () => {
  const id = idField('Produit invalide');

  it('accepts positive integers only', () => {
    expect(id.parse(3)).toBe(3);
    for (const bad of [0, -1, 1.5, '3', null]) expect(issuesOf(z.object({ id }), { id: bad })).toEqual({ id: ['Produit invalide'] });
  });
});
