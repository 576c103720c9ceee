/**
 * The guest reload (spec §6 "a guest mode exists through the login option authAsGuest", decision
 * 054): what a guest session may not call, and which pages behind the login it may open. Without
 * zod: the portal's navigation guard reads it on every page (the form's schema is in
 * guest-reload.ts).
 */
import type { CallName } from './calls.js';
import { findPortalRoute, localizedPath, splitLocale } from './routes.js';

/**
 * What needs a person, refused to a guest session with 403 FORBIDDEN by the api's auth hook:
 * profiles, contact details, password and e-mail, sign-in accounts, paired devices, the export of
 * "Your data" and the erasure,
 * a new card, a duplicate, an association, what is written on a card, bike pins, geolocation and
 * saved payment cards (a guest pays in one go: nothing of its card is kept).
 */
export const GUEST_REFUSED_CALLS = [
  'createProfile',
  'disableProfile',
  'requestErasure',
  'exportData',
  'updateAccount',
  'changePassword',
  'changeEmail',
  'sendVerificationEmail',
  'verify',
  'identities',
  'createIdentity',
  'deleteIdentity',
  'pairDevice',
  'getDevices',
  'unpairDevice',
  'requestCard',
  'uploadDocument',
  'createDocumentsSubmission',
  'updateDocumentsSubmission',
  'registerMedia',
  'unregisterCard',
  'unregisterMedia',
  'updateHolder',
  'updateAlerts',
  'uploadMedia',
  'requestDuplicate',
  'transferContract',
  'terminateSubscription',
  'updateSubscriptionCard',
  'setBikePin',
  'getBikeReservations',
  'sendGeolocation',
  'setGeolocationConsent',
  'getPaymentCards',
  'deletePaymentCard',
  'startCardRegistration',
  'getCardRegistration',
] as const satisfies readonly CallName[];

const REFUSED: ReadonlySet<string> = new Set(GUEST_REFUSED_CALLS);

export function refusedToGuest(name: CallName): boolean {
  return REFUSED.has(name);
}

/** The pages behind the login a guest may open: the reload, the cart, order tracking, invoices. */
export const GUEST_PAGE_PATTERNS: readonly RegExp[] = [
  /^\/cards\/topup\/[^/]+\/?$/,
  /^\/cart\/?$/,
  /^\/account\/history\/?$/,
  /^\/account\/invoices\/?$/,
];

/** Whether a guest may open this page (either locale); the portal sends it elsewhere otherwise. */
export function guestMayOpen(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return GUEST_PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * Where a guest asking for this page goes instead, or null to let it through: a page behind the
 * login that needs a person (cards list, account menu, pairing, a new card…) sends the guest to the
 * reload of its lent card, in the page's locale, rather than to a page that would refuse it.
 */
export function guestRedirect(pathname: string, lentMediaId: number | string): string | null {
  const route = findPortalRoute(pathname);
  if (!route || (route.access !== 'login' && route.access !== 'staff')) return null;
  if (guestMayOpen(pathname)) return null;
  return localizedPath(`/cards/topup/${lentMediaId}`, splitLocale(pathname).locale);
}
