import { describe, expect, it } from 'vitest';
import { pageInLocale } from './locale.ts';

describe('pageInLocale', () => {
  it('gives the same page in the other locale, query and hash kept', () => {
    expect(pageInLocale({ pathname: '/en/auth/signup', search: '?a=1', hash: '#x' }, 'fr')).toBe(
      '/auth/signup?a=1#x',
    );
    expect(pageInLocale({ pathname: '/', search: '', hash: '' }, 'en')).toBe('/en');
  });

  it('drops the trailing slash the prerender sees, as the link is followed before hydration', () => {
    expect(pageInLocale({ pathname: '/auth/signup/', search: '', hash: '' }, 'en')).toBe('/en/auth/signup');
    expect(pageInLocale({ pathname: '/en/', search: '', hash: '' }, 'fr')).toBe('/');
  });
});
