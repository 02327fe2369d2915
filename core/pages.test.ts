import { describe, expect, it } from 'vitest';
import { isIndexablePath, isOfflinePage, isPagePath, pageTitle } from './pages';

describe('pages', () => {
  it('knows the shop and back-office pages, with or without a trailing slash', () => {
    for (const p of [
      '/',
      '/auth/client',
      '/auth/magic/',
      '/onboarding',
      '/account',
      '/order-success',
      '/order-success/abc',
      '/order-tracking/SK-12',
      '/payment-failed/x',
      '/admin',
      '/admin/whatever/deep',
    ])
      expect(isPagePath(p), p).toBe(true);
  });

  it('does not know anything else', () => {
    for (const p of ['/menu', '/auth', '/auth/other', '/accounts', '/order-tracking/a/b', '/payment-success', '/adminx', '/wp-login.php'])
      expect(isPagePath(p), p).toBe(false);
  });

  it('indexes the home page only', () => {
    expect(isIndexablePath('/')).toBe(true);
    expect(isIndexablePath('/account')).toBe(false);
    expect(isIndexablePath('/admin/orders')).toBe(false);
  });

  it('titles a page after the restaurant', () => {
    expect(pageTitle('Sakura', 'Mon compte')).toBe('Mon compte | Sakura');
    expect(pageTitle('Sakura')).toBe('Sakura | Restaurant japonais, sushis en livraison et à emporter');
  });
});

describe('pages answered offline', () => {
  it('are the shop pages, never the back-office, payments or the sign-in link page', () => {
    for (const p of ['/', '/account', '/order-tracking/SK-1', '/auth/client']) expect(isOfflinePage(p), p).toBe(true);
    for (const p of ['/admin', '/admin/orders', '/payment-success/x', '/payment-failed/x', '/auth/magic', '/nulle-part'])
      expect(isOfflinePage(p), p).toBe(false);
  });
});
