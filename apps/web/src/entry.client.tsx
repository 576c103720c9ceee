/**
 * React Router's client entry, with one step before hydration: the texts of the page's locale
 * (and of the served HTML's, French for the SPA fallback) are loaded, so that the first render
 * speaks the same words as the HTML without shipping the other locale (docs/decisions/036).
 */
import { splitLocale } from '@oceane/domain';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLocale } from './i18n/i18n.ts';
import { reportError } from './lib/error-reporting.ts';

const served = document.documentElement.lang === 'en' ? 'en' : 'fr';
await Promise.all([loadLocale(served), loadLocale(splitLocale(window.location.pathname).locale)]);

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
