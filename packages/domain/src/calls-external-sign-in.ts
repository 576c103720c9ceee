/**
 * The calls of one area of the table (calls.ts): sign-in with an external OpenID Connect provider
 * and the identities it links (spec §7 account/*, authentication/*, issue 11, decision 048).
 */
import type { Call } from './calls.js';

export const EXTERNAL_SIGN_IN_CALLS = {
  getAuthenticationConfiguration: {
    method: 'GET',
    path: 'Networks/getAuthenticationConfiguration',
    access: 'public',
  },
  authorizationState: { method: 'POST', path: 'authentication/authorizationState', access: 'public' },
  exchangeAuthorizationCode: {
    method: 'POST',
    path: 'authentication/exchangeAuthorizationCode',
    access: 'public',
  },
  authenticate: { method: 'POST', path: 'account/authenticate', access: 'public' },
  identities: { method: 'GET', path: 'account/identities', access: 'session' },
  createIdentity: { method: 'POST', path: 'account/createIdentity', access: 'session' },
  deleteIdentity: {
    method: 'DELETE',
    path: 'account/deleteIdentity',
    access: 'session',
    ownedIds: ['identityId'],
  },
} as const satisfies Record<string, Call>;
