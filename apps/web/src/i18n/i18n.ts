/**
 * One i18next instance per locale, so that the prerender and the first client render speak the
 * page's language without waiting: the root picks the instance from the URL, and nothing switches
 * a shared instance's language mid-render. Each locale's texts are a chunk of their own
 * (docs/decisions/036-web-first-paint.md): the browser loads the page's locale before it hydrates
 * (entry.client.tsx), the prerender loads both, and the other locale is loaded only if asked for.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import type { Locale } from '@oceane/domain';
import type { Resources } from './resources/fr.ts';

const LOADERS: Record<Locale, () => Promise<Resources>> = {
  fr: () => import('./resources/fr.ts').then((module) => module.fr),
  en: () => import('./resources/en.ts').then((module) => module.en),
};

function createI18n(locale: Locale): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

const instances: Partial<Record<Locale, I18n>> = {};

/** The locale's instance; its texts are there once `loadLocale(locale)` has resolved. */
export function i18nFor(locale: Locale): I18n {
  return (instances[locale] ??= createI18n(locale));
}

/** Loads a locale's texts into its instance; a second call changes nothing. */
export async function loadLocale(locale: Locale): Promise<void> {
  const instance = i18nFor(locale);
  if (instance.hasResourceBundle(locale, 'translation')) return;
  instance.addResourceBundle(locale, 'translation', await LOADERS[locale]());
}

// The prerender writes both locales' pages from one bundle.
if (import.meta.env.SSR) await Promise.all([loadLocale('fr'), loadLocale('en')]);
