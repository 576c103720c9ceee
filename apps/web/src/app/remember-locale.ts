/** Keeps the `locale` cookie (365 days) in step with the language of the page shown. */
import { useEffect } from 'react';
import { rememberLocale, useLocale } from '../i18n/locale.ts';

export function useRememberLocale(): void {
  const locale = useLocale();
  useEffect(() => rememberLocale(locale), [locale]);
}
