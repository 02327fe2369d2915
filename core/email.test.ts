import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, isValidEmail, normalizeEmail } from './email';

describe('EMAIL_MESSAGES', () => {
  it('are the spec texts verbatim', () => {
    expect(EMAIL_MESSAGES.enterValid).toBe('Veuillez saisir une adresse email valide');
    expect(EMAIL_MESSAGES.invalid).toBe('Adresse email invalide');
  });
});

describe('isValidEmail', () => {
  it.each(['client@example.com', 'prenom.nom+tag@sub.example.tn', ' a@b.co ', 'ÉLÈVE@école.tn'])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', ' ', 'client', 'client@', '@example.com', 'client@example', 'cli ent@example.com', 'a@b..com', 'a@@b.com', 'a@b.', null, undefined])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('refuses addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.tn`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(240)}@b.tn`)).toBe(true);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Client@Example.COM ')).toBe('client@example.com');
  });
});
