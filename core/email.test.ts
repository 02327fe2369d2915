import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';
import { MagicLinkInput, PasswordSignInInput } from './schemas/auth';

describe('the refusal of a bad e-mail address', () => {
  const messageOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    result.error?.issues.find((issue) => issue.path[0] === 'email')?.message;

  it("asks 'Veuillez saisir une adresse email valide' on the sign-in link form", () => {
    expect(messageOf(MagicLinkInput.safeParse({ email: 'pas-une-adresse' }))).toBe('Veuillez saisir une adresse email valide');
    expect(messageOf(MagicLinkInput.safeParse({}))).toBe('Veuillez saisir une adresse email valide');
  });

  it("says 'Adresse email invalide' on the staff sign-in form", () => {
    expect(messageOf(PasswordSignInInput.safeParse({ email: 'client@', password: 'x' }))).toBe('Adresse email invalide');
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
