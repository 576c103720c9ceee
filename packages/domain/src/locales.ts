/**
 * The portal's languages, apart from messages.ts's texts: a module that only needs the list (the
 * contract's `localeField`) does not carry the catalogue of texts into the portal's chunks.
 */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en';
}
