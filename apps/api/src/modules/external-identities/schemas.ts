/** Schemas of the external sign-in calls; the answers' shapes are packages/domain's (external-sign-in.ts). */
import { externalSignInPurposeSchema } from '@oceane/domain';
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';

/** An opaque value of ours or of the provider (a state, a code, a token): printable, bounded. */
const opaque = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7e]+$/, { error: 'must be printable characters without spaces' });

const networkIdField = idField.describe('Networks/getNetworks.json’s networkId');

export const authenticationConfigurationQuery = z.strictObject({
  networkId: idField
    .optional()
    .describe('Networks/getNetworks.json’s networkId; the portal’s network by default'),
  locale: localeField,
});

export const authorizationStateBody = z.strictObject({
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
    .describe('The session the identity will be linked to: required with purpose `link`, unused otherwise'),
  locale: localeField,
});

export const exchangeAuthorizationCodeBody = z.strictObject({
  code: opaque(2048).describe('The `code` the provider sent to the callback'),
  state: opaque(200).describe('The `state` the provider sent back (authorizationState’s)'),
  iss: z.string().min(1).max(500).optional().describe('The `iss` the provider sent back, if any (RFC 9207)'),
  locale: localeField,
});

export const authenticateBody = z.strictObject({
  networkId: networkIdField,
  authProviderToken: opaque(200).describe('exchangeAuthorizationCode’s authProviderToken (single use)'),
  options: z
    .strictObject({ locale: localeField })
    .nullable()
    .optional()
    .describe('Reserved: only the language of the messages today'),
  locale: localeField,
});

export const identitiesQuery = z.strictObject({ userToken: userTokenField, locale: localeField });

export const createIdentityBody = z.strictObject({
  userToken: userTokenField,
  authProviderToken: opaque(200).describe('exchangeAuthorizationCode’s authProviderToken (single use)'),
  locale: localeField,
});

export const deleteIdentityBody = z.strictObject({
  userToken: userTokenField,
  identityId: idField.describe('An identityId of account/identities'),
  locale: localeField,
});
