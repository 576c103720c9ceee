/**
 * The table of api calls (the wire contract of spec §7 plus our own calls): each call's method,
 * path under /api, and who may make it. The api refuses to start when a route it registers is
 * missing here or differs, and the tests that walk every call (ownership, fuzzing, the OpenAPI
 * page, the docs' tables) read this table, so no call can slip past a hand-kept list.
 */

import { ACCOUNT_WALLET_CALLS } from './calls-account-wallet.js';
import { ACCOUNT_DATA_CALLS } from './calls-account-data.js';
import { GUEST_CALLS } from './calls-guest.js';
import { ACCOUNT_SETTINGS_CALLS } from './calls-account-settings.js';
import { CARD_REQUEST_CALLS } from './calls-card-requests.js';
import { DISRUPTION_CALLS } from './calls-disruptions.js';
import { DOCUMENT_CALLS } from './calls-documents.js';
import { EXTERNAL_SIGN_IN_CALLS } from './calls-external-sign-in.js';
import { NETWORK_CALLS } from './calls-networks.js';
import { ORDER_CALLS } from './calls-orders.js';
import { PAIRING_CALLS } from './calls-pairing.js';
import { REMAINING_CALLS } from './calls-remaining.js';
import { SANDBOX_PSP_CALLS } from './calls-sandbox-psp.js';
import { SHOP_CALLS } from './calls-shop.js';
import { STAFF_CALLS } from './calls-staff.js';
import { STAFF_CUSTOMER_CALLS } from './calls-staff-customers.js';
import { STAFF_REFUND_CALLS } from './calls-staff-refunds.js';
import { STAFF_REVIEW_CALLS } from './calls-staff-review.js';
import { STAFF_INSTALMENT_CALLS } from './calls-staff-instalments.js';
import { STAFF_DASHBOARD_CALLS } from './calls-staff-dashboard.js';
import { STAFF_TEAM_CALLS } from './calls-staff-team.js';
import { STAFF_PRODUCTION_CALLS } from './calls-staff-production.js';
import { STAFF_CATALOGUE_CALLS } from './calls-staff-catalogue.js';
import { TRANSIT_CALLS } from './calls-transit.js';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `unsigned`: no sHMAC (health); `public`: signed, no session; `session`: signed, and the
 * `userToken` must open a live session; `staff`: a session whose identity has the staff role
 * (roles.ts), else 403 FORBIDDEN; and, unless the call is `beforeSecondFactor`, a session that gave
 * the staff member's second factor, else 403 SECOND_FACTOR_REQUIRED (decision 070).
 */
export type CallAccess = 'unsigned' | 'public' | 'session' | 'staff';

export type Call = {
  method: CallMethod;
  /** Path under /api, spelled exactly as the spec spells it (both `Account/…` and `account/…`). */
  path: string;
  access: CallAccess;
  /** The body is multipart/form-data (the signature covers its text fields). */
  multipart?: boolean;
  /** A successful answer is bytes (an image, a PDF), not the JSON envelope. */
  bytes?: boolean;
  /**
   * The fields that name a resource of the caller's account (a card, a contract, an order, a
   * duplicate request) or the caller's own profile (`userId`, `user_id`): another account's id
   * answers exactly as a missing one, and changes nothing. A field inside the body is written as
   * its path: `items[].mediaId` is the `mediaId` of each object of the array `items`, `a.b` the
   * field `b` of the object `a`. The access matrix (apps/api/test/reliability) walks every one of
   * them, and fails while a session call takes an id, at any depth, that is not listed here.
   */
  ownedIds?: readonly string[];
  /**
   * An HTML page for a browser (the sandbox provider's hosted pages): a form post in, a page or a
   * redirect out, never the JSON envelope.
   */
  page?: boolean;
  /** A staff call only a supervisor may make (roles.ts STAFF_ROLES): an agent is refused 403 FORBIDDEN. */
  supervisorOnly?: true;
  /**
   * A staff call made before the session gave its second factor (enrolling or giving the code):
   * every other staff call answers 403 SECOND_FACTOR_REQUIRED until it is given (decision 070).
   */
  beforeSecondFactor?: true;
  /** Registered only when this part of the configuration is on. */
  enabledBy?: 'errorReporting';
};

export const CALLS = {
  health: { method: 'GET', path: 'health', access: 'unsigned' },

  // Identity (our addition, in place of the spec's external provider).
  signUp: { method: 'POST', path: 'Identity/signUp', access: 'public' },
  signIn: { method: 'POST', path: 'Identity/signIn', access: 'public' },
  resetPassword: { method: 'POST', path: 'Account/resetPassword', access: 'public' },
  confirmPasswordReset: { method: 'POST', path: 'Identity/confirmPasswordReset', access: 'public' },

  // Account and sessions.
  login: { method: 'POST', path: 'Account/login.json', access: 'public' },
  introspectToken: { method: 'GET', path: 'Account/introspectToken.json', access: 'public' },
  introspectTokenPost: { method: 'POST', path: 'Account/introspectToken.json', access: 'public' },
  getUser: { method: 'POST', path: 'Account/getUser.json', access: 'session', ownedIds: ['userId'] },
  logout: { method: 'POST', path: 'Account/logout.json', access: 'session', ownedIds: ['user_id'] },
  touch: { method: 'POST', path: 'Account/touch', access: 'session' },
  sendVerificationEmail: { method: 'POST', path: 'Account/sendVerificationEmail', access: 'session' },
  verify: { method: 'PUT', path: 'Account/verify', access: 'session' },

  // Networks.
  getNetworks: { method: 'GET', path: 'Networks/getNetworks.json', access: 'public' },

  // Cards.
  getCards: { method: 'GET', path: 'Account/getCards.json', access: 'session' },
  getMedias: { method: 'GET', path: 'Account/getMedias.json', access: 'session' },
  setCardBookmark: {
    method: 'PUT',
    path: 'account/setCardBookmark',
    access: 'session',
    ownedIds: ['userId', 'cardId'],
  },
  removeCardBookmark: {
    method: 'PUT',
    path: 'account/removeCardBookmark',
    access: 'session',
    ownedIds: ['userId', 'cardId'],
  },
  unregisterCard: {
    method: 'POST',
    path: 'Account/unregisterCard.json',
    access: 'session',
    ownedIds: ['cardId'],
  },
  unregisterMedia: {
    method: 'DELETE',
    path: 'Account/unregisterMedia',
    access: 'session',
    ownedIds: ['userId', 'mediaId'],
  },
  updateHolder: { method: 'POST', path: 'Media/updateHolder.json', access: 'session', ownedIds: ['mediaId'] },
  updateAlerts: { method: 'POST', path: 'Media/updateAlerts.json', access: 'session', ownedIds: ['mediaId'] },
  registerMedia: { method: 'POST', path: 'Account/registerMedia.json', access: 'session' },
  searchLocalMediaForSignin: {
    method: 'GET',
    path: 'Account/searchLocalMediaForSignin',
    access: 'public',
  },
  uploadMedia: {
    method: 'POST',
    path: 'Media/uploadMedia.json',
    access: 'session',
    multipart: true,
    ownedIds: ['user_id', 'mediaId'],
  },
  photo: { method: 'GET', path: 'Media/photo', access: 'session', bytes: true, ownedIds: ['mediaId'] },
  requestDuplicate: {
    method: 'POST',
    path: 'Media/requestDuplicate.json',
    access: 'session',
    ownedIds: ['mediaId'],
  },

  // Contracts, subscriptions and transit.
  listSubscriptions: { method: 'GET', path: 'Subscriptions/list', access: 'session', ownedIds: ['mediaId'] },
  getSubscription: {
    method: 'GET',
    path: 'Subscriptions/get',
    access: 'session',
    ownedIds: ['subscriptionId'],
  },
  terminateSubscription: {
    method: 'POST',
    path: 'Subscriptions/terminate',
    access: 'session',
    ownedIds: ['subscriptionId'],
  },
  updateSubscriptionCard: {
    method: 'POST',
    path: 'Subscriptions/updateCard',
    access: 'session',
    ownedIds: ['subscriptionId', 'mediaId'],
  },
  getWallet: { method: 'GET', path: 'Account/getWallet', access: 'session' },
  contractAttestation: {
    method: 'GET',
    path: 'Wallet/contractAttestation',
    access: 'session',
    bytes: true,
    ownedIds: ['contractId'],
  },
  transferContract: {
    method: 'POST',
    path: 'wallet/transferContract',
    access: 'session',
    ownedIds: ['fromMediaId', 'toMediaId'],
  },
  punchTicket: { method: 'POST', path: 'Ticket/punchTicket.json', access: 'session', ownedIds: ['mediaId'] },

  // Back office (our addition): the staff of the mobility centre.
  staffWhoami: { method: 'GET', path: 'Staff/whoami.json', access: 'staff' },

  // Monitoring (spec §9 error reporting).
  reportError: {
    method: 'POST',
    path: 'Monitoring/reportError.json',
    access: 'public',
    enabledBy: 'errorReporting',
  },

  // The money path, one file per area (spec §7 Products, shop, Orders, Payment, Actions).
  ...SHOP_CALLS,
  ...ORDER_CALLS,
  ...SANDBOX_PSP_CALLS,

  // The new-card request (issue 10): its documents, the request, the network's configuration and terms.
  ...DOCUMENT_CALLS,
  ...CARD_REQUEST_CALLS,
  ...NETWORK_CALLS,

  // Sign-in with an external OpenID Connect provider and the identities it links (issue 11).
  ...EXTERNAL_SIGN_IN_CALLS,

  // Device pairing and Account/signinWithToken (issue 11).
  ...PAIRING_CALLS,

  // The account area (issue 11): contact info, password and e-mail changes.
  ...ACCOUNT_SETTINGS_CALLS,

  // The account's saved payment cards and bike reservations (issue 11, decision 046).
  ...ACCOUNT_WALLET_CALLS,

  // The network's stops and the trips between two of them (issue 11, decision 045).
  ...TRANSIT_CALLS,

  // Profiles and "Your data" (issue 11, decision 049).
  ...ACCOUNT_DATA_CALLS,

  // The back office's roles, second factor and audit log (issue 25, decision 070).
  ...STAFF_CALLS,

  // The school pass sticker and the coarse geolocation with its consent (issue 11, decision 050).
  ...REMAINING_CALLS,

  // Reloading a card without an account: the guest session (decision 054).
  ...GUEST_CALLS,

  // The traffic disruptions the network's agents publish, and the alerts they send (decision 053).
  ...DISRUPTION_CALLS,

  // The back office's customers: the search, a customer's page, its actions (issue 25, decision 073).
  ...STAFF_CUSTOMER_CALLS,
  // The review queue of the mobility centre (issue 25, decision 072).
  ...STAFF_REVIEW_CALLS,
  // A customer's money from their page, and the back office's dashboard (issue 25, decision 077).
  ...STAFF_INSTALMENT_CALLS,
  ...STAFF_DASHBOARD_CALLS,
  // The staff accounts, managed by supervisors (issue 25, decision 078).
  ...STAFF_TEAM_CALLS,
  ...STAFF_PRODUCTION_CALLS,
  // Refunds, credit notes and the sales journal (issue 25, decision 075).
  ...STAFF_REFUND_CALLS,
  // The catalogue's prices from a day, the vouchers and the agency (issue 25, decision 076).
  ...STAFF_CATALOGUE_CALLS,
} as const satisfies Record<string, Call>;

export type CallName = keyof typeof CALLS;

/** Every call with its name, in table order. */
export const CALL_LIST: ReadonlyArray<Call & { name: CallName }> = Object.entries(CALLS).map(
  ([name, call]) => ({ name: name as CallName, ...call }),
);

/** Whether a call carries the session's `userToken`: a session call, and a staff call too. */
export function needsSession(call: Pick<Call, 'access'>): boolean {
  return call.access === 'session' || call.access === 'staff';
}

/** The call registered at a method and path under /api (path without the /api/ prefix). */
export function findCall(method: string, path: string): (Call & { name: CallName }) | undefined {
  return CALL_LIST.find((call) => call.method === method && call.path === path);
}

/** The calls that name a resource of the caller's account. */
export type OwnedIdCallName = {
  [Name in CallName]: (typeof CALLS)[Name] extends { ownedIds: readonly string[] } ? Name : never;
}[CallName];
