import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../helpers/app.js';
import { call, get, koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { startTestProvider, type TestProvider } from '../../helpers/oidc-provider.js';
import { signUpVerifiedAndLogIn } from '../../helpers/passengers.js';
import { hashSecret } from '../../../src/lib/tokens.js';
import {
  CALLBACK,
  exchange,
  PORTAL,
  providerAnswer as signInAnswer,
  providerId,
  verifiedToken as tripToken,
  type Browser,
  type Trip,
} from '../../helpers/external-sign-in.js';

type Identity = { identityId: number; authProviderId: number; label: string; email: string | null };

let provider: TestProvider;
const env: Record<string, string> = {};
beforeAll(async () => {
  provider = await startTestProvider(PORTAL);
  Object.assign(env, provider.env);
});
afterAll(async () => provider?.close());

let subjects = 0;
const freshSubject = () => `sujet-${process.pid}-${(subjects += 1)}-${Date.now().toString(36)}`;

/** The provider's answer to a sign-in trip, and the browser that started it. */
async function providerAnswer(app: TestApp['app'], subject: string) {
  const browser: Browser = {};
  return { answer: await signInAnswer(app, provider, subject, browser), browser };
}

const verifiedToken = (app: TestApp['app'], subject: string, trip: Trip = {}) =>
  tripToken(app, provider, subject, trip);

describe.each(DIALECTS)('sign-in with an external OpenID Connect provider ($name)', (dialect) => {
  const ctx = useTestApp(dialect, env);

  it('links an identity from the account, then signs in with it to the same account', async () => {
    const { app } = ctx();
    const owner = await signUpVerifiedAndLogIn(app);
    const subject = freshSubject();

    const first = await verifiedToken(app, subject);
    expect(first.linked).toBe(false);
    // Unknown here: refused, never an account made up (decision 048).
    const refused = await post(app, 'account/authenticate', {
      networkId: 1,
      authProviderToken: first.authProviderToken,
    });
    expect(refused.statusCode).toBe(404);
    expect(koError(refused).code).toBe('EXTERNAL_IDENTITY_NOT_LINKED');

    // Linked from the account: a trip started by its session, for that purpose (decision 055).
    const link = await verifiedToken(app, subject, { purpose: 'link', userToken: owner.userToken });
    expect(link).toMatchObject({
      purpose: 'link',
      account: { label: 'Compte Bretagne', subject, email: `${subject}@idp.example` },
    });
    const { identity } = okResponse(
      await post<{ identity: Identity }>(app, 'account/createIdentity', {
        userToken: owner.userToken,
        authProviderToken: link.authProviderToken,
      }),
    );
    expect(identity).toMatchObject({ label: 'Compte Bretagne', email: `${subject}@idp.example` });
    const listed = okResponse(
      await get<{ identities: Identity[] }>(app, 'account/identities', { userToken: owner.userToken }),
    );
    expect(listed.identities).toEqual([identity]);
    // The token was spent by the link.
    const again = await post(app, 'account/createIdentity', {
      userToken: owner.userToken,
      authProviderToken: link.authProviderToken,
    });
    expect(koError(again).code).toBe('INVALID_ID_TOKEN');

    const signIn = await verifiedToken(app, subject);
    expect(signIn.linked).toBe(true);
    const { idToken } = okResponse(
      await post<{ idToken: string }>(app, 'account/authenticate', {
        networkId: 1,
        authProviderToken: signIn.authProviderToken,
        options: { locale: 'en' },
      }),
    );
    const { user } = okResponse(
      await post<{ user: { userId: number; userToken: string } }>(app, 'Account/login.json', {
        firebase_token: idToken,
        network_id: 1,
      }),
    );
    expect(user.userId).toBe(owner.userId);
    expect(user.userToken).not.toBe(owner.userToken);
  });

  it('spends a state once: a reused, expired or forged state is refused', async () => {
    const { app } = ctx();
    const { answer, browser } = await providerAnswer(app, freshSubject());
    okResponse(await exchange(app, answer, browser));
    const reused = await exchange(app, answer, browser);
    expect(reused.statusCode).toBe(400);
    expect(koError(reused).code).toBe('INVALID_AUTHORIZATION_STATE');

    const { answer: late, browser: lateBrowser } = await providerAnswer(app, freshSubject());
    await app.db
      .updateTable('external_sign_ins')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('state_hash', '=', hashSecret(late.state))
      .execute();
    const expired = await exchange(app, late, lateBrowser);
    expect(koError(expired).code).toBe('INVALID_AUTHORIZATION_STATE');

    const { answer: real, browser: realBrowser } = await providerAnswer(app, freshSubject());
    const forged = await exchange(
      app,
      { ...real, state: randomBytes(32).toString('base64url') },
      realBrowser,
    );
    expect(koError(forged).code).toBe('INVALID_AUTHORIZATION_STATE');
  });

  it('refuses an answer whose nonce, PKCE verifier or issuer does not match, and spends its state', async () => {
    const { app } = ctx();
    const tamper = async (column: 'nonce' | 'code_verifier', state: string) =>
      app.db
        .updateTable('external_sign_ins')
        .set({ [column]: randomBytes(32).toString('base64url') })
        .where('state_hash', '=', hashSecret(state))
        .execute();

    // Each answer is handed back by the browser that started its trip: only the answer is wrong.
    const browser: Browser = {};
    const answerIn = (subject: string) => signInAnswer(app, provider, subject, browser);

    const nonce = await answerIn(freshSubject());
    await tamper('nonce', nonce.state);
    const badNonce = await exchange(app, nonce, browser);
    expect(badNonce.statusCode).toBe(401);
    expect(koError(badNonce).code).toBe('EXTERNAL_SIGN_IN_FAILED');
    expect(koError(await exchange(app, nonce, browser)).code).toBe('INVALID_AUTHORIZATION_STATE');

    const pkce = await answerIn(freshSubject());
    await tamper('code_verifier', pkce.state);
    expect(koError(await exchange(app, pkce, browser)).code).toBe('EXTERNAL_SIGN_IN_FAILED');

    const mixUp = await answerIn(freshSubject());
    expect(mixUp.iss).toBe(provider.issuer);
    const otherIssuer = await exchange(app, { ...mixUp, iss: 'https://idp.attaquant.example' }, browser);
    expect(koError(otherIssuer).code).toBe('EXTERNAL_SIGN_IN_FAILED');

    const badCode = await answerIn(freshSubject());
    const forgedCode = await exchange(
      app,
      { ...badCode, code: randomBytes(32).toString('base64url') },
      browser,
    );
    expect(koError(forgedCode).code).toBe('EXTERNAL_SIGN_IN_FAILED');
    // None of them handed out a token.
    const tokens = await app.db
      .selectFrom('external_sign_ins')
      .select('token_hash')
      .where(
        'state_hash',
        'in',
        [nonce, pkce, mixUp, badCode].map((answer) => hashSecret(answer.state)),
      )
      .execute();
    expect(tokens.map((row) => row.token_hash)).toEqual([null, null, null, null]);
  });

  it('sends the browser back only to the portal’s callback page, of a provider offered on the network', async () => {
    const { app } = ctx();
    const id = await providerId(app);
    for (const redirectUri of [
      'https://attaquant.example/auth/callback',
      `${PORTAL}/auth/callback?next=x`,
      '',
    ]) {
      const answer = await post(app, 'authentication/authorizationState', {
        networkId: 1,
        authProviderId: id,
        redirectUri,
      });
      expect(answer.statusCode, redirectUri).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
    }
    const english = await post<{ authorizationUrl: string }>(app, 'authentication/authorizationState', {
      networkId: 1,
      authProviderId: id,
      redirectUri: `${PORTAL}/en/auth/callback`,
      locale: 'en',
    });
    expect(new URL(okResponse(english).authorizationUrl).searchParams.get('ui_locales')).toBe('en');
    const unknown = await post(app, 'authentication/authorizationState', {
      networkId: 1,
      authProviderId: id + 1,
      redirectUri: CALLBACK,
    });
    expect(unknown.statusCode).toBe(404);
    expect(koError(unknown).code).toBe('AUTH_PROVIDER_NOT_FOUND');
    const network = await post(app, 'authentication/authorizationState', {
      networkId: 987_654,
      authProviderId: id,
      redirectUri: CALLBACK,
    });
    expect(koError(network).code).toBe('NETWORK_NOT_FOUND');
  });

  it('keeps an identity to one account: another cannot link it nor remove it', async () => {
    const { app } = ctx();
    const owner = await signUpVerifiedAndLogIn(app);
    const stranger = await signUpVerifiedAndLogIn(app);
    const subject = freshSubject();
    const { identity } = okResponse(
      await post<{ identity: Identity }>(app, 'account/createIdentity', {
        userToken: owner.userToken,
        authProviderToken: (
          await verifiedToken(app, subject, { purpose: 'link', userToken: owner.userToken })
        ).authProviderToken,
      }),
    );
    const taken = await post(app, 'account/createIdentity', {
      userToken: stranger.userToken,
      authProviderToken: (
        await verifiedToken(app, subject, { purpose: 'link', userToken: stranger.userToken })
      ).authProviderToken,
    });
    expect(taken.statusCode).toBe(409);
    expect(koError(taken).code).toBe('EXTERNAL_IDENTITY_IN_USE');

    const foreign = await call(app, 'DELETE', 'account/deleteIdentity', {
      userToken: stranger.userToken,
      identityId: identity.identityId,
    });
    const missing = await call(app, 'DELETE', 'account/deleteIdentity', {
      userToken: stranger.userToken,
      identityId: 987_654,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toEqual(missing.body);
    expect(
      okResponse(
        await get<{ identities: Identity[] }>(app, 'account/identities', { userToken: stranger.userToken }),
      ).identities,
    ).toEqual([]);

    // The owner removes it: the password still signs in, the identity no longer does.
    okResponse(
      await call(app, 'DELETE', 'account/deleteIdentity', {
        userToken: owner.userToken,
        identityId: identity.identityId,
      }),
    );
    expect(
      okResponse(
        await get<{ identities: Identity[] }>(app, 'account/identities', { userToken: owner.userToken }),
      ).identities,
    ).toEqual([]);
    const after = await verifiedToken(app, subject);
    expect(after.linked).toBe(false);
  });

  it('refuses a guest’s link and an unknown or reused authProviderToken', async () => {
    const { app } = ctx();
    const guest = okResponse(
      await post<{ user: { userToken: string } }>(app, 'Account/login.json', {
        network_id: 1,
        authAsGuest: true,
      }),
    ).user;
    // A guest has no identity to link to: it cannot start a linking trip, nor link another's answer.
    const start = await post(app, 'authentication/authorizationState', {
      networkId: 1,
      authProviderId: await providerId(app),
      redirectUri: CALLBACK,
      purpose: 'link',
      userToken: guest.userToken,
    });
    expect(start.statusCode).toBe(403);
    expect(koError(start).code).toBe('FORBIDDEN');
    const denied = await post(app, 'account/createIdentity', {
      userToken: guest.userToken,
      authProviderToken: (await verifiedToken(app, freshSubject())).authProviderToken,
    });
    expect(koError(denied).code).toBe('FORBIDDEN');
    const unknown = await post(app, 'account/authenticate', {
      networkId: 1,
      authProviderToken: randomBytes(32).toString('base64url'),
    });
    expect(unknown.statusCode).toBe(401);
    expect(koError(unknown).code).toBe('INVALID_ID_TOKEN');
  });
});

describe.each(DIALECTS)('external sign-in configuration ($name)', (dialect) => {
  const none = useTestApp(dialect);
  // Port 9 (discard) listens on no test machine: the provider cannot be reached.
  const down = useTestApp(dialect, {
    OIDC_ISSUER: 'http://127.0.0.1:9',
    OIDC_CLIENT_ID: 'portail',
    OIDC_CLIENT_SECRET: 'secret',
  });

  it('offers no provider when none is configured', async () => {
    const { app } = none();
    const answer = okResponse(await get(app, 'Networks/getAuthenticationConfiguration', {}));
    expect(answer).toEqual({ providers: [] });
    const start = await post(app, 'authentication/authorizationState', {
      networkId: 1,
      authProviderId: 1,
      redirectUri: CALLBACK,
    });
    expect(koError(start).code).toBe('AUTH_PROVIDER_NOT_FOUND');
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const { app } = down();
    const { providers } = okResponse(
      await get<{ providers: Array<{ authProviderId: number; label: string }> }>(
        app,
        'Networks/getAuthenticationConfiguration',
        {},
      ),
    );
    expect(providers.map((entry) => entry.label)).toEqual(['127.0.0.1']);
    const start = await post(app, 'authentication/authorizationState', {
      networkId: 1,
      authProviderId: providers[0]!.authProviderId,
      redirectUri: CALLBACK,
    });
    expect(start.statusCode).toBe(503);
    expect(koError(start).code).toBe('AUTH_PROVIDER_UNAVAILABLE');
  });
});
