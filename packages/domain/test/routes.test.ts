import { describe, expect, it } from 'vitest';
import {
  findPortalRoute,
  guardNavigation,
  localizedPath,
  safeRedirectTarget,
  splitLocale,
} from '../src/routes.js';

describe('portal routes (spec §2)', () => {
  it('every route exists in French without prefix and in English under /en', () => {
    expect(findPortalRoute('/cards')?.pattern).toBe('/cards');
    expect(findPortalRoute('/en/cards')?.pattern).toBe('/cards');
    expect(findPortalRoute('/en')?.pattern).toBe('/');
    expect(findPortalRoute('/cards/edit/42')?.pattern).toBe('/cards/edit/:passengerId');
    expect(findPortalRoute('/nowhere')).toBeUndefined();
    expect(findPortalRoute('/en/cards/unknown')).toBeUndefined();
  });

  it('splits and builds localized paths', () => {
    expect(splitLocale('/en/auth/login')).toEqual({ locale: 'en', path: '/auth/login' });
    expect(splitLocale('/english')).toEqual({ locale: 'fr', path: '/english' });
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/cards', 'fr')).toBe('/cards');
  });

  it.each(['/cards', '/cart', '/account/invoices', '/en/cards'])('%s needs a login', (path) => {
    const decision = guardNavigation(path, false);
    expect(decision.kind).toBe('redirect');
    expect(decision.kind === 'redirect' && decision.to).toContain('/auth/login?redirect=');
  });

  it('a logged-in user is sent from the login and signup pages to the cards', () => {
    expect(guardNavigation('/auth/login', true)).toEqual({ kind: 'redirect', to: '/cards' });
    expect(guardNavigation('/en/auth/signup', true)).toEqual({ kind: 'redirect', to: '/en/cards' });
    expect(guardNavigation('/auth/login', false)).toEqual({ kind: 'allow' });
  });

  it('order pages need a step path', () => {
    expect(guardNavigation('/cards/order', true)).toEqual({ kind: 'redirect', to: '/cards/order/step1' });
    expect(guardNavigation('/en/cards/order/photo', true)).toEqual({
      kind: 'redirect',
      to: '/en/cards/order/step1',
    });
    expect(guardNavigation('/cards/order/step3', true)).toEqual({ kind: 'allow' });
  });

  it('follows only same-site redirect targets', () => {
    expect(safeRedirectTarget('/cards', '/x')).toBe('/cards');
    expect(safeRedirectTarget('//evil.example', '/x')).toBe('/x');
    expect(safeRedirectTarget('https://evil.example', '/x')).toBe('/x');
    expect(safeRedirectTarget(null, '/x')).toBe('/x');
  });
});
