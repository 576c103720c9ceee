/**
 * The root route: the HTML document in the page's language, the providers, the page frame, and
 * the generic error page as the last error boundary.
 */
import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  type LinksFunction,
} from 'react-router';
import { AppShell } from './app/app-shell.tsx';
import { isChunkLoadError, reloadOnce } from './app/build-watch.ts';
import { Providers } from './app/providers.tsx';
import { dropShellTitle, ShellFallback } from './app/shell-fallback.tsx';
import { reportError } from './lib/error-reporting.ts';
import { ErrorPage } from './features/shell/components/error-page.tsx';
import { useHydrationSafeLocale, useLocale } from './i18n/locale.ts';
import stylesheet from './ui/styles/app.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // The SPA fallback page is rendered once, in French: the client corrects the language.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // suppressHydrationWarning: a page's shell may mark <html> before the code runs (the cart's,
  // features/checkout/cart-shell-script.ts), and the SPA fallback's lang is corrected above.
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3954" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <Providers>{children}</Providers>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // The page is drawn, with its own title: the one its shell carried goes (app/shell-fallback.tsx).
  useEffect(dropShellTitle, []);
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/**
 * Shown while the first page's code loads: the SPA fallback of pages that are not prerendered, and
 * each page's copy of it, which the build renders from the same component for its path and locale
 * (app/shell-fallback.tsx, with the page's heading), so that this first render matches it.
 */
export function HydrateFallback() {
  const locale = useHydrationSafeLocale();
  const { pathname } = useLocation();
  return <ShellFallback pathname={pathname} locale={locale} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunkError = isChunkLoadError(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    if (chunkError) reloadOnce();
    // A page that broke while rendering is a bug to hear about; a 404 is a wrong address.
    else if (status >= 500) void reportError('render', error);
  }, [chunkError, status, error]);
  return (
    <AppShell>
      <ErrorPage status={status} path={pathname} />
    </AppShell>
  );
}
