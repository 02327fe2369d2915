import { describe, expect, it } from 'vitest';
import { TestEmailInput } from './test-email';
import { issuesOf } from '../testing/issues';

describe('TestEmailInput', () => {
  it('parses a test send', () => {
    expect(TestEmailInput.parse({ to: 'Admin@Shop.tn', subject: ' Essai ' })).toEqual({
      to: 'admin@shop.tn',
      subject: 'Essai',
      content: null,
      email_type: 'test',
    });
  });

  it("needs the e-mail and the subject: 'Veuillez remplir l'email et le sujet'", () => {
    expect(issuesOf(TestEmailInput, {})).toEqual({
      to: ["Veuillez remplir l'email et le sujet"],
      subject: ["Veuillez remplir l'email et le sujet"],
    });
    expect(issuesOf(TestEmailInput, { to: '', subject: 'x' })).toEqual({ to: ["Veuillez remplir l'email et le sujet"] });
    expect(issuesOf(TestEmailInput, { to: 'a@b.tn', subject: '  ' })).toEqual({ subject: ["Veuillez remplir l'email et le sujet"] });
  });

  it('refuses a malformed address', () => {
    expect(issuesOf(TestEmailInput, { to: 'admin', subject: 'x' })).toEqual({ to: ['Adresse email invalide'] });
  });
});
