/**
 * Page titles in the page's language, for the route modules' `meta` exports (prerendered too),
 * with the service's description that search engines show under the title.
 */
import { splitLocale } from '@oceane/domain';
import type { TFunction } from 'i18next';
import { i18nFor } from '../i18n/i18n.ts';

export function pageMeta(pathname: string, title: (t: TFunction) => string) {
  const t = i18nFor(splitLocale(pathname).locale).t;
  return [
    { title: t('common.titleSuffix', { title: title(t) }) },
    { name: 'description', content: t('common.description') },
  ];
}
