/**
 * Account calls without a session (Identity/signUp, login.json, introspectToken.json) and with one
 * (getUser.json, logout.json, touch). The second group is registered behind the auth hook.
 */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { byAddress } from '../../plugins/rate-limit.js';
import { signUpWithoutCommonPasswords } from './schemas.js';
import { endSession, extendSession, findLiveSession } from '../sessions/service.js';
import { assertOwnProfile, getUser, login } from './service.js';
import { signUp } from './sign-up.js';

export const accountPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.signUp,
    {
      tags: ['Identity'],
      summary: 'Creates an identity and its first profile; answers an ID token and mails a verification link',
      request: signUpWithoutCommonPasswords,
      preHandler: app.limitRequests([
        { name: 'signup-address', max: app.config.rateLimits.signUpPerAddress, keyOf: byAddress },
      ]),
    },
    async (request) => {
      const { locale: _locale, ...fields } = request.body;
      return ok({ idToken: await signUp(app.ctx, fields, requestLocale(request)) });
    },
  );

  callRoute(
    app,
    CALLS.login,
    {
      tags: ['Account'],
      summary:
        'Opens a session from an ID token (or as a guest); answers the user or the profiles to choose from',
      preHandler: app.limitRequests([
        { name: 'login-address', max: app.config.rateLimits.loginPerAddress, keyOf: byAddress },
      ]),
    },
    async (request) => ok(await login(app.ctx, request.body)),
  );

  const introspect = async (userToken: string) => {
    const session = await findLiveSession(app.db, userToken);
    if (!session) return { active: false as const };
    const expiresAt =
      session.idleExpiresAt < session.absoluteExpiresAt ? session.idleExpiresAt : session.absoluteExpiresAt;
    return { active: true as const, userId: session.accountId, expiresAt };
  };
  const introspectRoute = {
    tags: ['Account'],
    summary: 'Tells whether a userToken opens a live session (does not extend it)',
  };
  callRoute(app, CALLS.introspectToken, introspectRoute, async (request) =>
    ok(await introspect(request.query.userToken)),
  );
  callRoute(app, CALLS.introspectTokenPost, introspectRoute, async (request) =>
    ok(await introspect(request.body.userToken)),
  );
};

/** What else ends with a session at logout: the guest module gives back a guest's lent card. */
export type OnLogout = (db: FastifyInstance['db'], accountId: number) => Promise<unknown>;

export const accountSessionRoutes: FastifyPluginAsyncZod<{ onLogout?: OnLogout }> = async (
  app,
  { onLogout },
) => {
  callRoute(
    app,
    CALLS.getUser,
    { tags: ['Account'], summary: 'The profile of the session (403 FORBIDDEN for another userId)' },
    async (request) => {
      const session = currentSession(request);
      assertOwnProfile(session, request.body.userId, request.body.networkId);
      return ok(await getUser(app.ctx, session));
    },
  );

  callRoute(
    app,
    CALLS.logout,
    { tags: ['Account'], summary: 'Ends the session: its userToken stops working' },
    async (request) => {
      const session = currentSession(request);
      assertOwnProfile(session, request.body.user_id);
      await endSession(app.db, session);
      if (session.guest && onLogout) await onLogout(app.db, session.accountId);
      return ok({});
    },
  );

  callRoute(
    app,
    CALLS.touch,
    { tags: ['Account'], summary: 'Keeps the session alive: the idle expiry starts again' },
    async (request) => ok({ expiresAt: await extendSession(app.db, app.config, currentSession(request)) }),
  );
};
