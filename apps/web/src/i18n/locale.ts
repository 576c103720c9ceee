/**
 * The page's locale comes from its path (French without prefix, English under /en); the `locale`
 * cookie (365 days, spec §9) remembers the last one used, for the api and the next visit.
 */
import { localizedPath, splitLocale, type Locale } from '@oceane/domain';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

export const LOCALE_COOKIE = 'locale';
const LOCALE_COOKIE_DAYS = 365;

export function useLocale(): Locale {
  return splitLocale(useLocation().pathname).locale;
}

/** The language of the HTML the server sent: 'fr' for the SPA fallback, whatever the address. */
const servedLocale: Locale | null =
  typeof document === 'undefined' ? null : document.documentElement.lang === 'en' ? 'en' : 'fr';
const noSubscription = () => () => undefined;

/**
 * The address's locale, except during hydration, where it is the served HTML's: the SPA fallback
 * (pages that are not prerendered, such as /en/cards) is rendered once in French, and the first
 * render in the browser must say the same words or React throws the page away (error 418).
 * React reads the "server snapshot" while hydrating, the address's locale at once after.
 */
export function useHydrationSafeLocale(): Locale {
  const locale = useLocale();
  return useSyncExternalStore(
    noSubscription,
    () => locale,
    () => servedLocale ?? locale,
  );
}

/**
 * The current page's address in another locale, query string and hash kept. The prerender sees
 * its pages' addresses with a trailing slash (/auth/signup/), which the link drops: it is followed
 * as it is when pressed before the page has hydrated.
 */
export function pageInLocale(
  location: { pathname: string; search: string; hash: string },
  target: Locale,
): string {
  const { path } = splitLocale(location.pathname.replace(/(.)\/$/, '$1'));
  return `${localizedPath(path, target)}${location.search}${location.hash}`;
}

export function rememberLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** The locale of the page the browser shows, for code outside React (the api client). */
export function currentLocale(): Locale {
  if (typeof window === 'undefined') return 'fr';
  return splitLocale(window.location.pathname).locale;
}

/** BCP 47 tags for Intl: French of France, British English (day-month order, euros). */
export const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };
