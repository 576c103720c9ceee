/**
 * The providers every page needs: the locale's i18next instance, TanStack Query, React Router's
 * navigation for react-aria's links and tabs, and the page's locale for react-aria's own words and
 * numbers (a progress bar's value), which would otherwise follow the browser's language.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { i18nFor } from '../i18n/i18n.ts';
import { INTL_LOCALE, useLocale } from '../i18n/locale.ts';
import { getQueryClient } from '../lib/query-client.ts';

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <I18nextProvider i18n={i18nFor(locale)}>
      <QueryClientProvider client={queryClient ?? getQueryClient()}>
        <I18nProvider locale={INTL_LOCALE[locale]}>
          <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
            {children}
          </RouterProvider>
        </I18nProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
