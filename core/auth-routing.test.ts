import { describe, expect, it } from 'vitest';
import { hasAuthTokenInUrl, isAuthRedirectExempt, postMagicLinkTarget, postSignInTarget, staffAccess } from './auth-routing';

describe('the protected-route exceptions', () => {
  it.each(['?token=abc', '?access_token=x', '?token_hash=y&type=signup', '?code=z', '?a=1&code=z'])('leaves a URL with an auth token alone: %s', (search) => {
    expect(hasAuthTokenInUrl(search)).toBe(true);
    expect(isAuthRedirectExempt({ pathname: '/account', search })).toBe(true);
  });

  it('reads tokens in the fragment too', () => {
    expect(isAuthRedirectExempt({ pathname: '/account', search: '', hash: '#access_token=abc' })).toBe(true);
  });

  it('leaves /onboarding alone and guards everything else', () => {
    expect(isAuthRedirectExempt({ pathname: '/onboarding', search: '' })).toBe(true);
    expect(isAuthRedirectExempt({ pathname: '/account', search: '?tab=addresses' })).toBe(false);
    expect(isAuthRedirectExempt({ pathname: '/onboarding/x', search: '' })).toBe(false);
  });
});

describe('postSignInTarget', () => {
  it('prefers the stored intended route, then the redirect parameter, then home', () => {
    expect(postSignInTarget({ intendedRoute: '/account', redirectParam: '/onboarding' })).toBe('/account');
    expect(postSignInTarget({ intendedRoute: null, redirectParam: '/onboarding' })).toBe('/onboarding');
    expect(postSignInTarget({})).toBe('/');
  });

  it('never lands on an auth page or another site', () => {
    expect(postSignInTarget({ intendedRoute: '/auth/client?redirect=%2Faccount' })).toBe('/');
    expect(postSignInTarget({ intendedRoute: '//evil.example', redirectParam: 'https://evil.example' })).toBe('/');
    expect(postSignInTarget({ intendedRoute: '/auth/magic', redirectParam: '/account?tab=addresses' })).toBe('/account?tab=addresses');
  });

  it('after a magic link the server redirect wins over the stored route', () => {
    expect(postMagicLinkTarget({ serverRedirect: '/account', intendedRoute: '/onboarding' })).toBe('/account');
    expect(postMagicLinkTarget({ serverRedirect: null, intendedRoute: '/onboarding' })).toBe('/onboarding');
    expect(postMagicLinkTarget({ serverRedirect: null, intendedRoute: null })).toBe('/');
  });
});

describe('staffAccess', () => {
  const me = (userType: 'admin_user' | 'client' | 'none', role: string | null, signedIn = true) => ({ userType, role, signedIn });

  it('decides the back-office frame', () => {
    expect(staffAccess(undefined)).toBe('loading');
    expect(staffAccess(me('none', null, false))).toBe('sign-in');
    expect(staffAccess(me('client', null))).toBe('shop');
    expect(staffAccess(me('none', null))).toBe('denied');
    expect(staffAccess(me('admin_user', 'admin'))).toBe('allowed');
    expect(staffAccess(me('admin_user', 'operator'))).toBe('allowed');
    expect(staffAccess(me('admin_user', 'stagiaire'))).toBe('denied');
    // a rider's account goes to its own page, never the back office
    expect(staffAccess({ ...me('none', null), livreur: true })).toBe('rider');
  });
});
