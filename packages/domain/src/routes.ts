/**
 * The portal's route table (spec §2), shared so that the server answers 404 for a path the portal
 * does not have and both sides agree on which pages need a login. Patterns are written without
 * the locale prefix; every route also exists under /en. The spec's pages not built yet stay
 * listed, marked `built: false`: until one is built its path is a 404 and no link leads to it.
 */
import type { Locale } from './messages.js';

/**
 * `login`: a logged-in user; `staff`: a logged-in user, and the page itself checks the staff role
 * (the portal learns it from Account/getUser.json; the api checks it again on every staff call).
 */
export type RouteAccess = 'public' | 'anonymous-only' | 'login' | 'staff';

export type PortalRoute = {
  /** Path pattern without locale prefix; `:name` is one segment, `*` the rest of the path. */
  pattern: string;
  access: RouteAccess;
  /** Prerendered at build time so that it paints before any JavaScript runs. */
  prerender?: boolean;
  /** false for a page of the spec that the portal does not have yet. */
  built?: false;
};

/** Spec §2: the children of /account. */
const ACCOUNT_CHILDREN = [
  'history',
  'invoices',
  'notifications',
  'payment-cards',
  'personal-details',
  'reservations',
  // Our addition (issue 11, decision 049): "Vos données", the download and the account's deletion.
  'data',
  'profiles',
] as const;

/** The children of /account the portal has so far: order tracking and invoices (issue 7), notifications. */
const BUILT_ACCOUNT_CHILDREN: readonly string[] = [
  'history',
  'invoices',
  'notifications',
  'payment-cards',
  'reservations',
  'data',
  'profiles',
  'personal-details',
];

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { pattern: '/', access: 'public', prerender: true },
  { pattern: '/auth/login', access: 'anonymous-only', prerender: true },
  { pattern: '/auth/signup', access: 'anonymous-only', prerender: true },
  { pattern: '/auth/reset', access: 'public', prerender: true },
  { pattern: '/auth/reset/confirm', access: 'public' },
  { pattern: '/auth/verify', access: 'public' },
  // Where an external sign-in provider sends the browser back (decision 048).
  { pattern: '/auth/callback', access: 'public' },
  { pattern: '/accessibility', access: 'public', prerender: true },
  { pattern: '/clear', access: 'public' },
  { pattern: '/cards', access: 'login' },
  { pattern: '/cards/duplicate/:passengerId', access: 'login' },
  { pattern: '/cards/edit/:passengerId', access: 'login' },
  { pattern: '/account', access: 'login' },
  { pattern: '/cards/order/*', access: 'login' },
  { pattern: '/cards/topup/:id', access: 'login' },
  { pattern: '/cart', access: 'login' },
  ...ACCOUNT_CHILDREN.map((child) => ({
    pattern: `/account/${child}`,
    access: 'login' as const,
    ...(BUILT_ACCOUNT_CHILDREN.includes(child) ? {} : { built: false as const }),
  })),
  { pattern: '/pairing', access: 'login' },
  // Our addition (decision 048): the external identities linked to the account.
  { pattern: '/account/identities', access: 'login' },
  // Back from the provider's page, a payment card added without buying (decision 052).
  { pattern: '/account/payment-cards/added', access: 'login' },
  // Our addition: the back office of the mobility centre, for its staff (decision 022).
  { pattern: '/staff', access: 'staff' },
  // The traffic disruptions the agents publish, which send the passengers' alerts (decision 053).
  { pattern: '/staff/disruptions', access: 'staff' },
  // The supervisors' audit log (decision 070).
  { pattern: '/staff/audit-log', access: 'staff' },
  // The customers: the search and a customer's page (decision 073).
  { pattern: '/staff/customers', access: 'staff' },
  { pattern: '/staff/customers/:accountId', access: 'staff' },
  // The review queue of proofs, which gates the new cards (decision 072).
  { pattern: '/staff/review', access: 'staff' },
  // The supervisors manage the staff accounts (decision 078).
  { pattern: '/staff/team', access: 'staff' },
  // Card production and shipping: print, ship, ready for pickup, hand over (decision 074).
  { pattern: '/staff/production', access: 'staff' },
  // The sales journal for the accountant, supervisors only (issue 25, decision 075).
  { pattern: '/staff/reports', access: 'staff' },
  // The catalogue's prices from a day, the vouchers and the agency, a supervisor's (decision 076).
  { pattern: '/staff/catalogue', access: 'staff' },
  { pattern: '/staff/vouchers', access: 'staff' },
  { pattern: '/staff/agency', access: 'staff' },
];

/** The routes the portal serves today. */
export const BUILT_ROUTES: readonly PortalRoute[] = PORTAL_ROUTES.filter((route) => route.built !== false);

/** One path of each unbuilt page, for the tests that check each one answers 404. */
export const UNBUILT_PAGE_EXAMPLES: readonly string[] = PORTAL_ROUTES.filter(
  (route) => route.built === false,
).map((route) => route.pattern.replace('/*', '/step1').replace(/:[a-zA-Z]+/g, '12'));

export const ENGLISH_PREFIX = '/en';

/** Splits '/en/cards' into { locale: 'en', path: '/cards' }; French has no prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`)) {
    return { locale: 'en', path: pathname.slice(ENGLISH_PREFIX.length) || '/' };
  }
  return { locale: 'fr', path: pathname || '/' };
}

/** The same page in a locale: localizedPath('/cards', 'en') is '/en/cards'. */
export function localizedPath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'fr') return clean;
  return clean === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${clean}`;
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function matches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = trimSlash(path).split('/').filter(Boolean);
  for (let index = 0; index < patternParts.length; index += 1) {
    const part = patternParts[index]!;
    if (part === '*') return true;
    const segment = pathParts[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
  }
  return patternParts.length === pathParts.length;
}

/**
 * The route a pathname (with or without locale prefix) belongs to, or undefined for a 404. The
 * built routes by default; PORTAL_ROUTES for the spec's whole table.
 */
export function findPortalRoute(
  pathname: string,
  routes: readonly PortalRoute[] = BUILT_ROUTES,
): PortalRoute | undefined {
  const { path } = splitLocale(pathname);
  return routes.find((route) => matches(route.pattern, path));
}

/** Whether a link may lead to this path: only a page that exists does (issue 6, A17). */
export function isBuiltPath(pathname: string): boolean {
  return findPortalRoute(pathname) !== undefined;
}

/** Pages under /cards/order need a step in their path (spec §2): the first step is step1. */
export const ORDER_FIRST_STEP_PATH = '/cards/order/step1';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The check run on each navigation (spec §2, §5): login required for cards, cart, account and the
 * staff pages; logged-in users leave the login and signup pages for their cards; order pages need
 * a step. A page not built yet is left alone, so that its address shows the 404 page.
 */
export function guardNavigation(
  pathname: string,
  loggedIn: boolean,
  routes: readonly PortalRoute[] = BUILT_ROUTES,
): GuardDecision {
  const { locale, path } = splitLocale(pathname);
  const route = findPortalRoute(pathname, routes);
  if (!route) return { kind: 'allow' };
  if ((route.access === 'login' || route.access === 'staff') && !loggedIn) {
    const back = encodeURIComponent(pathname);
    return { kind: 'redirect', to: `${localizedPath('/auth/login', locale)}?redirect=${back}` };
  }
  if (route.access === 'anonymous-only' && loggedIn) {
    return { kind: 'redirect', to: localizedPath('/cards', locale) };
  }
  if (route.pattern === '/cards/order/*' && !/\/step\d+$/.test(trimSlash(path))) {
    return { kind: 'redirect', to: localizedPath(ORDER_FIRST_STEP_PATH, locale) };
  }
  return { kind: 'allow' };
}

/** Only same-site paths are followed after login, so a crafted link cannot send a user away. */
export function safeRedirectTarget(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}

/**
 * The built portal's SPA fallback (the page of every path that is not prerendered), and the copy
 * of it that one page gets with its own modules preloaded: '/cards/edit/:passengerId' in English is
 * '__spa/en/cards-edit-passengerId.html'. The web build writes them, the api serves them
 * (docs/decisions/037-web-logged-in-pages.md).
 */
export const SPA_FALLBACK_FILE = '__spa-fallback.html';

/**
 * Marks the title a page's copy carries until the page has drawn its own: the web build writes it
 * (scripts/private-shells.mjs), the app removes it (app/shell-fallback.tsx's dropShellTitle).
 */
export const SHELL_TITLE_ATTRIBUTE = 'data-shell-title';

export function privateShellFile(pattern: string, locale: Locale): string {
  const name = pattern.split('/').filter(Boolean).join('-').replaceAll(':', '').replaceAll('*', 'rest');
  return `__spa/${locale === 'en' ? 'en/' : ''}${name}.html`;
}
