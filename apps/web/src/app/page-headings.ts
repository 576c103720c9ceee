/**
 * The heading each page that is not prerendered shows first, by its pattern in packages/domain's
 * route table (PORTAL_ROUTES), in the words the page's own `<h1>` uses. The page's shell (the copy
 * of the SPA fallback the api serves for it, scripts/private-shells.mjs) paints it before any
 * script, so that the page's largest text is there at the first paint (issue 9,
 * docs/decisions/037-web-logged-in-pages.md). A new page gets its heading in its shell with one
 * line here; a page without a line shows the plain "Loading…" until its code has run.
 */
import { findPortalRoute, splitLocale, type PortalRoute } from '@oceane/domain';
import type { TFunction } from 'i18next';
import { i18nFor } from '../i18n/i18n.ts';

export const PAGE_HEADINGS: Readonly<Record<string, (t: TFunction) => string>> = {
  '/cards': (t) => t('cards.title'),
  '/cards/duplicate/:passengerId': (t) => t('cards.duplicateRequest.title'),
  '/cards/topup/:id': (t) => t('checkout.topupTitle'),
  '/cards/order/*': (t) => t('cardOrder.title'),
  '/cart': (t) => t('checkout.cartTitle'),
  '/account': (t) => t('account.title'),
  '/account/history': (t) => t('orders.historyTitle'),
  '/account/invoices': (t) => t('orders.invoicesTitle'),
  '/account/payment-cards': (t) => t('paymentCards.title'),
  '/account/payment-cards/added': (t) => t('paymentCards.added.title'),
  '/account/reservations': (t) => t('reservations.title'),
  '/account/profiles': (t) => t('profiles.title'),
  '/account/data': (t) => t('accountData.title'),
  '/pairing': (t) => t('pairing.title'),
  '/auth/verify': (t) => t('auth.verify.title'),
  '/auth/reset/confirm': (t) => t('auth.resetConfirm.title'),
  '/clear': (t) => t('clear.title'),
};

/** The route of a path (with or without /en), and its first heading in a locale, if it has one. */
export function pageHeading(
  pathname: string,
  locale = splitLocale(pathname).locale,
): { route: PortalRoute | undefined; heading: string | undefined } {
  const route = findPortalRoute(pathname);
  const heading = route && PAGE_HEADINGS[route.pattern];
  return { route, heading: heading?.(i18nFor(locale).t) };
}

/**
 * The title a page's shell carries until the page's code has run and React Router's `meta` gives
 * the page's own (they agree: the headings are the titles' words): "Mes cartes – …", so that a tab
 * or a screen reader names the page from its first paint (WCAG 2.4.2). None for a page without a
 * heading here.
 */
export function shellTitle(pathname: string, locale = splitLocale(pathname).locale): string | undefined {
  const { heading } = pageHeading(pathname, locale);
  return heading === undefined ? undefined : i18nFor(locale).t('common.titleSuffix', { title: heading });
}
