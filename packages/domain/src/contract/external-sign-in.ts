/**
 * The contract of the sign-in with an external OpenID Connect provider (calls-external-sign-in.ts,
 * decision 048): the providers of a network, the trip to the provider and back and the sign-in with
 * a linked identity, read by the login page; the identities linked to an account are
 * external-identities.ts.
 */
import { z } from 'zod';
import {
  authenticationConfigurationResponse,
  authorizationStateResponse,
  exchangeAuthorizationCodeResponse,
  externalSignInPurposeSchema,
} from '../external-sign-in.js';
import { idField, localeField, publicRequest, userTokenField } from './request.js';
import type { AreaContract } from './types.js';

/** An opaque value of ours or of the provider (a state, a code, a token): printable, bounded. */
const opaque = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7e]+$/, { error: 'must be printable characters without spaces' });

const networkIdField = idField.describe('Networks/getNetworks.json’s networkId');
export const authProviderTokenField = opaque(200).describe(
  'exchangeAuthorizationCode’s authProviderToken (single use)',
);

export const EXTERNAL_SIGN_IN_CONTRACT = {
  getAuthenticationConfiguration: {
    request: publicRequest({
      networkId: idField
        .optional()
        .describe('Networks/getNetworks.json’s networkId; the portal’s network by default'),
    }),
    response: authenticationConfigurationResponse,
  },
  /** Public: the optional `userToken` names the session a `link` trip links to, not the caller's. */
  authorizationState: {
    request: publicRequest({
      networkId: networkIdField,
      authProviderId: idField.describe('A providerId of Networks/getAuthenticationConfiguration'),
      redirectUri: z
        .string()
        .min(1)
        .max(500)
        .describe(
          'The portal’s callback page: PUBLIC_BASE_URL/auth/callback or PUBLIC_BASE_URL/en/auth/callback',
        ),
      purpose: externalSignInPurposeSchema
        .optional()
        .describe(
          '`signin` (the default) to sign in with a linked identity; `link` to link it to the session of userToken',
        ),
      userToken: userTokenField
        .optional()
        .describe(
          'The session the identity will be linked to: required with purpose `link`, unused otherwise',
        ),
    }),
    response: authorizationStateResponse,
  },
  exchangeAuthorizationCode: {
    request: publicRequest({
      code: opaque(2048).describe('The `code` the provider sent to the callback'),
      state: opaque(200).describe('The `state` the provider sent back (authorizationState’s)'),
      iss: z
        .string()
        .min(1)
        .max(500)
        .optional()
        .describe('The `iss` the provider sent back, if any (RFC 9207)'),
    }),
    response: exchangeAuthorizationCodeResponse,
  },
  authenticate: {
    request: publicRequest({
      networkId: networkIdField,
      authProviderToken: authProviderTokenField,
      options: z
        .strictObject({ locale: localeField })
        .nullable()
        .optional()
        .describe('Reserved: only the language of the messages today'),
    }),
    response: z.object({ idToken: z.string() }),
  },
} as const satisfies AreaContract;
