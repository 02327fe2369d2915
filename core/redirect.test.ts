import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each(['/', '/account', '/onboarding', '/order-tracking/AB12?x=1#top', '/auth/client?redirect=%2Faccount'])('keeps the site path %j', (path) => {
    expect(isSafeRedirectPath(path)).toBe(true);
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    '',
    'account',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/path\\x',
    'javascript:alert(1)',
    '/a\nb',
    '/a\u0000',
    `/${'a'.repeat(2048)}`,
    null,
    undefined,
    42,
  ])('refuses %j', (value) => {
    expect(isSafeRedirectPath(value)).toBe(false);
    expect(safeRedirectPath(value)).toBe('/');
    expect(safeRedirectPath(value, '/account')).toBe('/account');
  });
});
