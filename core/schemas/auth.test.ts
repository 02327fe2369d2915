import { describe, expect, it } from 'vitest';
import { AccessPasswordInput, MagicLinkInput, NewPasswordInput, PasswordSignInInput, ResetPasswordInput } from './auth';
import { issuesOf } from '../testing/issues';

describe('MagicLinkInput', () => {
  it('parses an e-mail, login by default', () => {
    expect(MagicLinkInput.parse({ email: ' Client@Example.com ' })).toEqual({
      email: 'client@example.com',
      intent: 'login',
      redirect: undefined,
      resend: false,
    });
    expect(MagicLinkInput.parse({ email: 'a@b.tn', intent: 'signup', redirect: '/onboarding', resend: true })).toEqual({
      email: 'a@b.tn',
      intent: 'signup',
      redirect: '/onboarding',
      resend: true,
    });
  });

  it("refuses a bad address with 'Veuillez saisir une adresse email valide'", () => {
    for (const email of ['', 'nope', 'a@b', undefined]) {
      expect(issuesOf(MagicLinkInput, { email })).toEqual({ email: ['Veuillez saisir une adresse email valide'] });
    }
  });

  it('drops redirects to other sites', () => {
    expect(MagicLinkInput.parse({ email: 'a@b.tn', redirect: 'https://evil.example' }).redirect).toBeUndefined();
    expect(MagicLinkInput.parse({ email: 'a@b.tn', redirect: '//evil.example' }).redirect).toBeUndefined();
  });

  it('refuses unknown intents', () => {
    expect(Object.keys(issuesOf(MagicLinkInput, { email: 'a@b.tn', intent: 'admin' }))).toEqual(['intent']);
  });
});

describe('PasswordSignInInput', () => {
  it('needs an e-mail and a password', () => {
    expect(PasswordSignInInput.parse({ email: 'Admin@Shop.tn', password: 'secret' })).toEqual({ email: 'admin@shop.tn', password: 'secret' });
    expect(issuesOf(PasswordSignInInput, { email: 'x', password: '' })).toEqual({
      email: ['Adresse email invalide'],
      password: ['Veuillez saisir le mot de passe'],
    });
  });
});

describe('NewPasswordInput', () => {
  it('accepts 6 characters or more when confirmed', () => {
    expect(NewPasswordInput.parse({ password: 'abcdef', confirmation: 'abcdef' })).toEqual({ password: 'abcdef', confirmation: 'abcdef' });
    expect(NewPasswordInput.parse({ password: ' a b c ', confirmation: ' a b c ' }).password).toBe(' a b c ');
  });

  it("refuses fewer than 6 characters with 'Le mot de passe doit contenir au moins 6 caractères'", () => {
    expect(issuesOf(NewPasswordInput, { password: 'abcde', confirmation: 'abcde' })).toEqual({
      password: ['Le mot de passe doit contenir au moins 6 caractères'],
    });
    expect(issuesOf(NewPasswordInput, { confirmation: '' })).toEqual({ password: ['Le mot de passe doit contenir au moins 6 caractères'] });
  });

  it("refuses a different confirmation with 'Les mots de passe ne correspondent pas'", () => {
    expect(issuesOf(NewPasswordInput, { password: 'abcdef', confirmation: 'abcdeg' })).toEqual({
      confirmation: ['Les mots de passe ne correspondent pas'],
    });
  });

  it('bounds the length', () => {
    const long = 'x'.repeat(129);
    expect(issuesOf(NewPasswordInput, { password: long, confirmation: long })).toEqual({ password: ['Ce champ ne doit pas dépasser 128 caractères'] });
  });
});

describe('ResetPasswordInput', () => {
  it('carries the token with the new password', () => {
    expect(ResetPasswordInput.parse({ token: ' tok ', password: 'abcdef', confirmation: 'abcdef' })).toEqual({
      token: 'tok',
      password: 'abcdef',
      confirmation: 'abcdef',
    });
  });

  it("refuses a missing token as 'Lien de réinitialisation invalide ou expiré'", () => {
    expect(issuesOf(ResetPasswordInput, { password: 'abcdef', confirmation: 'abcdef' })).toEqual({
      token: ['Lien de réinitialisation invalide ou expiré'],
    });
  });

  it('checks the confirmation', () => {
    expect(issuesOf(ResetPasswordInput, { token: 't', password: 'abcdef', confirmation: 'x' })).toEqual({
      confirmation: ['Les mots de passe ne correspondent pas'],
    });
  });
});

describe('AccessPasswordInput', () => {
  it('keeps the password as typed', () => {
    expect(AccessPasswordInput.parse({ password: ' testeur ' })).toEqual({ password: ' testeur ' });
  });

  it.each(['', '   ', undefined])("refuses %j with 'Veuillez saisir le mot de passe'", (password) => {
    expect(issuesOf(AccessPasswordInput, { password })).toEqual({ password: ['Veuillez saisir le mot de passe'] });
  });
});
