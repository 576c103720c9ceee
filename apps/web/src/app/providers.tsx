/**
 * The providers every page needs: the locale's i18next instance, TanStack Query, and React
 * Router's navigation for react-aria's links and tabs.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { i18nFor } from '../i18n/i18n.ts';
import { useLocale } from '../i18n/locale.ts';
import { getQueryClient } from '../lib/query-client.ts';

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <I18nextProvider i18n={i18nFor(locale)}>
      <QueryClientProvider client={queryClient ?? getQueryClient()}>
        <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
          {children}
        </RouterProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
