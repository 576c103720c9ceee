/**
 * External sign-in calls (decision 048): Networks/getAuthenticationConfiguration and the
 * authentication/* and account/authenticate steps without a session; account/identities,
 * createIdentity and deleteIdentity behind it. The configured provider is recorded at start.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { isAppError } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { browserSecretOf, setBrowserSecret } from './browser-cookie.js';
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

  callRoute(
    app,
    CALLS.getAuthenticationConfiguration,
    {
      tags: TAGS,
      summary:
        'The external sign-in providers of a network (none unless OIDC_ISSUER is configured); 404 NETWORK_NOT_FOUND',
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

  callRoute(
    app,
    CALLS.authorizationState,
    {
      tags: TAGS,
      summary:
        'Starts a sign-in with a provider: a state, nonce and PKCE verifier kept 10 minutes, and the provider’s ' +
        'authorization URL; the redirectUri must be the portal’s callback page. Sets the HttpOnly cookie ' +
        '__Host-oceane-sign-in that binds the trip to this browser; purpose "link" needs the userToken of the ' +
        'session the identity will be linked to',
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

  callRoute(
    app,
    CALLS.exchangeAuthorizationCode,
    {
      tags: TAGS,
      summary:
        'Spends the state (once), checks that this browser started the trip (its __Host-oceane-sign-in cookie, ' +
        'else 403 AUTHORIZATION_STATE_OTHER_BROWSER), exchanges the code with the PKCE verifier and checks the ' +
        'ID token (issuer, audience, nonce); answers a single-use authProviderToken, whether the identity is ' +
        'linked, the trip’s purpose and which account of the provider answered',
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

  callRoute(
    app,
    CALLS.authenticate,
    {
      tags: TAGS,
      summary:
        'Signs in with a linked external identity: answers an ID token for Account/login.json; ' +
        '404 EXTERNAL_IDENTITY_NOT_LINKED when no account is linked to it, 403 EXTERNAL_SIGN_IN_MISMATCH for ' +
        'the answer of a linking trip',
    },
    async (request) => ok(await authenticate(app.ctx, request.body)),
  );
};

export const externalSignInSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.identities,
    { tags: TAGS, summary: 'The external identities linked to the account' },
    async (request) => ok(await listIdentities(app.db, currentSession(request))),
  );

  callRoute(
    app,
    CALLS.createIdentity,
    {
      tags: TAGS,
      summary:
        'Links the external identity of an authProviderToken to the account; 403 EXTERNAL_SIGN_IN_MISMATCH ' +
        'unless the token answers a linking trip this account’s session started; 409 EXTERNAL_IDENTITY_IN_USE ' +
        'when another account has it',
    },
    async (request) =>
      ok(await linkIdentity(app.ctx, currentSession(request), request.body.authProviderToken)),
  );

  callRoute(
    app,
    CALLS.deleteIdentity,
    {
      tags: TAGS,
      summary:
        'Unlinks an external identity of the account (403 FORBIDDEN for another account’s or a missing one)',
    },
    async (request) => ok(await unlinkIdentity(app.db, currentSession(request), request.body.identityId)),
  );
};
