/**
 * The page's locale for react-aria, which otherwise follows the browser's language: how a progress
 * bar writes its percentage, and which way the arrow keys move in tabs and radio groups (a
 * right-to-left browser language would turn them round on our left-to-right pages). Given by the
 * private layout to every page behind the login, and by the radio group, the one such widget the
 * public forms use; not by the app's providers, which would bring react-aria's locale code to the
 * home page, where no widget needs it (issue 9's weight budget).
 */
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { INTL_LOCALE, useLocale } from '../i18n/locale.ts';

export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={INTL_LOCALE[useLocale()]}>{children}</I18nProvider>;
}
