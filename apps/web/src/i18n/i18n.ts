/**
 * One i18next instance per locale, initialised synchronously with bundled resources, so that the
 * prerender and the first client render speak the page's language without waiting. The root
 * picks the instance from the URL; nothing switches a shared instance's language mid-render.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import type { Locale } from '@oceane/domain';
import { en } from './resources/en.ts';
import { fr, type Resources } from './resources/fr.ts';

export const RESOURCES: Record<Locale, Resources> = { fr, en };

function createI18n(locale: Locale): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: RESOURCES[locale] } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

const instances: Partial<Record<Locale, I18n>> = {};

export function i18nFor(locale: Locale): I18n {
  return (instances[locale] ??= createI18n(locale));
}
