/**
 * React Router's client entry, with one step before hydration: the texts of the page's locale
 * (and of the served HTML's, French for the SPA fallback) are loaded, so that the first render
 * speaks the same words as the HTML without shipping the other locale (docs/decisions/036), and,
 * for a page served as its shell, the shell's page bodies (app/shell-fallback.tsx).
 */
import { findPortalRoute, splitLocale } from '@oceane/domain';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadPageBodies } from './app/shell-fallback.tsx';
import { loadLocale } from './i18n/i18n.ts';
import { reportError } from './lib/error-reporting.ts';

const served = document.documentElement.lang === 'en' ? 'en' : 'fr';
// A page that is not prerendered is served as its shell, whose body may come from page-bodies.tsx.
// If that file cannot be loaded, hydration finds another markup and React draws the page afresh.
const shell = findPortalRoute(window.location.pathname)?.prerender !== true;
await Promise.all([
  loadLocale(served),
  loadLocale(splitLocale(window.location.pathname).locale),
  shell ? loadPageBodies().catch(() => undefined) : undefined,
]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      // React recovers from HTML that differs from its first render by rendering the page afresh:
      // the passenger sees the right page, and the difference is a bug for the error reports, not
      // an uncaught error (React's default raises it on window).
      onRecoverableError: (error) => void reportError('render', error),
    },
  );
});
