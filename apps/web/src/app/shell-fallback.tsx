/**
 * What a page shows before its code has run (the root's HydrateFallback): the SPA fallback and
 * each page's copy of it (scripts/private-shells.mjs) are this component's markup, rendered at
 * build time for the page's path and locale, so the first render in the browser matches them.
 * A page with a heading (page-headings.ts) shows it, with the place of the header kept for a page
 * behind the login (on a phone, its two rows: ui/styles/layout.css), so nothing moves when the
 * page replaces this (CLS 0). A page listed in page-bodies.tsx shows its own loading state under
 * the heading instead of the "Loading…" line.
 */
import { SHELL_TITLE_ATTRIBUTE, type Locale } from '@oceane/domain';
import { i18nFor } from '../i18n/i18n.ts';
import { LogoMark } from '../ui/icons.tsx';
import type { PAGE_BODIES } from './page-bodies.tsx';
import { pageHeading } from './page-headings.ts';

let pageBodies: typeof PAGE_BODIES = {};

/**
 * Loads the page bodies (page-bodies.tsx) that this component draws under a page's heading. Only
 * the shells of pages that are not prerendered show them, so their code (and the components they
 * draw) stays off the prerendered pages: entry.client awaits this before hydrating a shell, and
 * the build before rendering the shells (scripts/private-shells.mjs), which also preload it.
 */
export async function loadPageBodies(): Promise<void> {
  pageBodies = (await import('./page-bodies.tsx')).PAGE_BODIES;
}

/**
 * Removes the shell's title once the page has rendered its own (the root's App, after its first
 * commit): left in the head, it would stay the document's first title and outlive the page's.
 */
export function dropShellTitle(head: HTMLHeadElement = document.head): void {
  head.querySelector(`title[${SHELL_TITLE_ATTRIBUTE}]`)?.remove();
}

export function ShellFallback({ pathname, locale }: { pathname: string; locale: Locale }) {
  const { t } = i18nFor(locale);
  const { route, heading } = pageHeading(pathname, locale);
  if (!heading) {
    return (
      <main id="main" className="main">
        <p className="page loading" role="status" lang={locale}>
          {t('common.loading')}
        </p>
      </main>
    );
  }
  const loggedIn = route?.access === 'login' || route?.access === 'staff';
  const body = route ? pageBodies[route.pattern] : undefined;
  return (
    <>
      {loggedIn ? (
        <div className="header" aria-hidden="true">
          <div className="header__inner">
            <span className="header__logo">
              <LogoMark />
            </span>
            <span className="header__shell-row" />
          </div>
        </div>
      ) : null}
      <main id="main" className="main">
        <div className="page" lang={locale}>
          <h1 id="page-title">{heading}</h1>
          {body ? (
            body(t, locale)
          ) : (
            <p className="loading" role="status">
              {t('common.loading')}
            </p>
          )}
        </div>
      </main>
    </>
  );
}
