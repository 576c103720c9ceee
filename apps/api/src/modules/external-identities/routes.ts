/**
 * External sign-in calls (decision 048): Networks/getAuthenticationConfiguration and the
 * authentication/* and account/authenticate steps without a session; account/identities,
 * createIdentity and deleteIdentity behind it. The configured provider is recorded at start.
 */
import {
  authenticationConfigurationResponse,
  authorizationStateResponse,
  CALLS,
  createIdentityResponse,
  exchangeAuthorizationCodeResponse,
  identitiesResponse,
  ok,
} from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callUrl } from '../../lib/calls.js';
import { isAppError } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { emptyObject, responses } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { browserSecretOf, setBrowserSecret } from './browser-cookie.js';
import {
  authenticateBody,
  authenticationConfigurationQuery,
  authorizationStateBody,
  createIdentityBody,
  deleteIdentityBody,
  exchangeAuthorizationCodeBody,
  identitiesQuery,
} from './schemas.js';
import {
  authenticate,
  authenticationConfiguration,
  exchangeAuthorizationCode,
  linkIdentity,
  listIdentities,
  startAuthorization,
  syncConfiguredProvider,
  unlinkIdentity,
} from './service.js';

const TAGS = ['External sign-in'];

export const externalSignInPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  await syncConfiguredProvider(app.db, app.config);

  app.get(
    callUrl(CALLS.getAuthenticationConfiguration),
    {
      schema: {
        tags: TAGS,
        summary:
          'The external sign-in providers of a network (none unless OIDC_ISSUER is configured); 404 NETWORK_NOT_FOUND',
        querystring: authenticationConfigurationQuery,
        response: responses(authenticationConfigurationResponse),
      },
    },
    async (request) =>
      ok(
        await authenticationConfiguration(
          app.db,
          app.config,
          request.query.networkId ?? app.config.networkId,
        ),
      ),
  );

  app.post(
    callUrl(CALLS.authorizationState),
    {
      schema: {
        tags: TAGS,
        summary:
          'Starts a sign-in with a provider: a state, nonce and PKCE verifier kept 10 minutes, and the provider’s ' +
          'authorization URL; the redirectUri must be the portal’s callback page. Sets the HttpOnly cookie ' +
          '__Host-oceane-sign-in that binds the trip to this browser; purpose "link" needs the userToken of the ' +
          'session the identity will be linked to',
        body: authorizationStateBody,
        response: responses(authorizationStateResponse),
      },
    },
    async (request, reply) => {
      const { answer, browserSecret } = await startAuthorization(
        app.ctx,
        request.body,
        requestLocale(request),
        browserSecretOf(request),
      );
      setBrowserSecret(reply, browserSecret);
      return ok(answer);
    },
  );

  app.post(
    callUrl(CALLS.exchangeAuthorizationCode),
    {
      schema: {
        tags: TAGS,
        summary:
          'Spends the state (once), checks that this browser started the trip (its __Host-oceane-sign-in cookie, ' +
          'else 403 AUTHORIZATION_STATE_OTHER_BROWSER), exchanges the code with the PKCE verifier and checks the ' +
          'ID token (issuer, audience, nonce); answers a single-use authProviderToken, whether the identity is ' +
          'linked, the trip’s purpose and which account of the provider answered',
        body: exchangeAuthorizationCodeBody,
        response: responses(exchangeAuthorizationCodeResponse),
      },
    },
    async (request) => {
      try {
        return ok(await exchangeAuthorizationCode(app.ctx, request.body, browserSecretOf(request)));
      } catch (error) {
        // The provider's side of a refusal is for the operator only; the user reads the code's message.
        if (isAppError(error) && error.cause)
          request.log.warn({ err: error.cause }, `external sign-in: ${error.code}`);
        throw error;
      }
    },
  );

  app.post(
    callUrl(CALLS.authenticate),
    {
      schema: {
        tags: TAGS,
        summary:
          'Signs in with a linked external identity: answers an ID token for Account/login.json; ' +
          '404 EXTERNAL_IDENTITY_NOT_LINKED when no account is linked to it, 403 EXTERNAL_SIGN_IN_MISMATCH for ' +
          'the answer of a linking trip',
        body: authenticateBody,
        response: responses(z.object({ idToken: z.string() })),
      },
    },
    async (request) => ok(await authenticate(app.ctx, request.body)),
  );
};

export const externalSignInSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    callUrl(CALLS.identities),
    {
      schema: {
        tags: TAGS,
        summary: 'The external identities linked to the account',
        querystring: identitiesQuery,
        response: responses(identitiesResponse),
      },
    },
    async (request) => ok(await listIdentities(app.db, currentSession(request))),
  );

  app.post(
    callUrl(CALLS.createIdentity),
    {
      schema: {
        tags: TAGS,
        summary:
          'Links the external identity of an authProviderToken to the account; 403 EXTERNAL_SIGN_IN_MISMATCH ' +
          'unless the token answers a linking trip this account’s session started; 409 EXTERNAL_IDENTITY_IN_USE ' +
          'when another account has it',
        body: createIdentityBody,
        response: responses(createIdentityResponse),
      },
    },
    async (request) =>
      ok(await linkIdentity(app.ctx, currentSession(request), request.body.authProviderToken)),
  );

  app.delete(
    callUrl(CALLS.deleteIdentity),
    {
      schema: {
        tags: TAGS,
        summary:
          'Unlinks an external identity of the account (403 FORBIDDEN for another account’s or a missing one)',
        body: deleteIdentityBody,
        response: responses(emptyObject),
      },
    },
    async (request) => ok(await unlinkIdentity(app.db, currentSession(request), request.body.identityId)),
  );
};
