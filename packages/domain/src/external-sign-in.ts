/**
 * Sign-in with an external OpenID Connect provider (issue 11, docs/decisions/048-external-sign-in.md):
 * the wire shapes of Networks/getAuthenticationConfiguration, authentication/* and the
 * account/*Identity calls. The api validates with these schemas and the portal parses with them.
 */
import { z } from 'zod';

const id = z.number().int().positive().max(2_147_483_647);
/** A provider offered on a network: what the login page shows ("Se connecter avec {label}"). */
export const authProviderSchema = z.object({
  authProviderId: id,
  label: z.string(),
  kind: z.literal('oidc'),
});
export type AuthProvider = z.infer<typeof authProviderSchema>;

export const authenticationConfigurationResponse = z.object({ providers: z.array(authProviderSchema) });
export type AuthenticationConfiguration = z.infer<typeof authenticationConfigurationResponse>;

/**
 * What a trip to the provider is for (decision 055): `signin` opens the account linked to the
 * provider's identity; `link` links it to the session that started the trip, and to no other.
 */
export const EXTERNAL_SIGN_IN_PURPOSES = ['signin', 'link'] as const;
export const externalSignInPurposeSchema = z.enum(EXTERNAL_SIGN_IN_PURPOSES);
export type ExternalSignInPurpose = z.infer<typeof externalSignInPurposeSchema>;

/** The answer of authentication/authorizationState. */
export const authorizationStateResponse = z.object({
  state: z.string(),
  /** Where the browser goes: the provider's authorization endpoint with state, nonce and PKCE. */
  authorizationUrl: z.string(),
});

/** The answer of authentication/exchangeAuthorizationCode. */
export const exchangeAuthorizationCodeResponse = z.object({
  /** Single use, valid 10 minutes: spent by account/authenticate or account/createIdentity. */
  authProviderToken: z.string(),
  /** Whether this external identity already signs in to an account here. */
  linked: z.boolean(),
  /** What the trip was started for: the token is spent by that call only (decision 055). */
  purpose: externalSignInPurposeSchema,
  /** Which account of the provider answered, shown before it is linked. */
  account: z.object({
    /** The provider's label ("Compte Bretagne"). */
    label: z.string(),
    /** The provider's subject: its own identifier of the account, shown when it gives nothing else. */
    subject: z.string(),
    email: z.string().nullable(),
    name: z.string().nullable(),
  }),
});
export type ExchangedAuthorization = z.infer<typeof exchangeAuthorizationCodeResponse>;

/** How long an authorization state and an authProviderToken stay usable. */
export const EXTERNAL_SIGN_IN_MINUTES = 10;

/** An external identity linked to the account (account/identities). */
export const externalIdentitySchema = z.object({
  identityId: id,
  authProviderId: id,
  label: z.string(),
  /** The e-mail the provider gave, if any: which of the user's accounts there it is. */
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type ExternalIdentity = z.infer<typeof externalIdentitySchema>;

export const identitiesResponse = z.object({ identities: z.array(externalIdentitySchema) });
export const createIdentityResponse = z.object({ identity: externalIdentitySchema });
