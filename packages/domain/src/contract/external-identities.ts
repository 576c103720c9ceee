/**
 * The contract of the external identities linked to an account (calls-external-sign-in.ts,
 * decision 048): the list, the link of a verified identity and the unlink, behind a session.
 */
import { createIdentityResponse, identitiesResponse } from '../external-sign-in.js';
import { authProviderTokenField } from './external-sign-in.js';
import { emptyResponse, idField, sessionRequest } from './request.js';
import type { AreaContract } from './types.js';

export const EXTERNAL_IDENTITIES_CONTRACT = {
  identities: { request: sessionRequest({}), response: identitiesResponse },
  createIdentity: {
    request: sessionRequest({ authProviderToken: authProviderTokenField }),
    response: createIdentityResponse,
  },
  deleteIdentity: {
    request: sessionRequest({ identityId: idField.describe('An identityId of account/identities') }),
    response: emptyResponse,
  },
} as const satisfies AreaContract;
