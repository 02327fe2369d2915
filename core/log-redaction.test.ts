import { describe, expect, it } from 'vitest';
import { redactLogData, redactLogText } from './log-redaction';

describe('redactLogText', () => {
  it('masks e-mails, phones, tokens in URLs, bearer and JWT tokens and long secrets', () => {
    expect(redactLogText('mail to amira.benali@example.tn failed')).toBe('mail to [email masqué] failed');
    expect(redactLogText('client 98 765 432 / +216 22123456')).toBe('client [téléphone masqué] / [téléphone masqué]');
    expect(redactLogText('GET /auth/magic?token=abc.def&x=1')).toBe('GET /auth/magic?token=[masqué]&x=1');
    expect(redactLogText('Authorization: Bearer abc123')).toBe('Authorization: Bearer [masqué]');
    expect(redactLogText('jwt eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJl')).toBe('jwt [jeton masqué]');
    expect(redactLogText(`key ${'a1'.repeat(20)}`)).toBe('key [masqué]');
    expect(redactLogText('commande SK-12345 prête')).toBe('commande SK-12345 prête');
  });

  it('cuts long texts', () => {
    expect(redactLogText('x '.repeat(50), 10)).toBe('x x x x x …');
  });
});

describe('redactLogData', () => {
  it('keeps only allow-listed keys, redacted', () => {
    expect(
      redactLogData({
        code: 'ECONNREFUSED',
        url: '/api/x?token=secret',
        email: 'a@b.tn',
        to: 'x@y.tn',
        statusCode: 500,
      }),
    ).toEqual({
      code: 'ECONNREFUSED',
      url: '/api/x?token=[masqué]',
      statusCode: 500,
    });
    expect(redactLogData({ email: 'a@b.tn' })).toBeNull();
    expect(redactLogData('text')).toBeNull();
  });
});
