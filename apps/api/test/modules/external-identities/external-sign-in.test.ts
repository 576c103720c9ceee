import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../helpers/app.js';
import { call, get, koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { startTestProvider, type TestProvider } from '../../helpers/oidc-provider.js';
import { signUpVerifiedAndLogIn } from '../../helpers/passengers.js';
import { hashSecret } from '../../../src/lib/tokens.js';

const PORTAL = 'https://portal.test';
const CALLBACK = `${PORTAL}/auth/callback`;

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

async function providerId(app: TestApp['app']): Promise<number> {
  const { providers } = okResponse(
    await get<{ providers: Array<{ authProviderId: number; label: string }> }>(
      app,
      'Networks/getAuthenticationConfiguration',
      {},
    ),
  );
  expect(providers).toEqual([{ authProviderId: expect.any(Number), label: 'Compte Bretagne', kind: 'oidc' }]);
  return providers[0]!.authProviderId;
}

/** The portal's start of a sign-in, then the provider's answer to the callback, signed in as `subject`. */
async function providerAnswer(app: TestApp['app'], subject: string, redirectUri = CALLBACK) {
  const { authorizationUrl, state } = okResponse(
    await post<{ authorizationUrl: string; state: string }>(app, 'authentication/authorizationState', {
      networkId: 1,
      authProviderId: await providerId(app),
      redirectUri,
    }),
  );
  const url = new URL(authorizationUrl);
  expect(url.origin).toBe(provider.issuer);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('nonce')).toBeTruthy();
  const back = await provider.signInAs(authorizationUrl, subject);
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  expect(back.searchParams.get('state')).toBe(state);
  return {
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
    iss: back.searchParams.get('iss') ?? undefined,
  };
}

async function verifiedToken(app: TestApp['app'], subject: string) {
  return okResponse(
    await post<{ authProviderToken: string; linked: boolean }>(
      app,
      'authentication/exchangeAuthorizationCode',
      await providerAnswer(app, subject),
    ),
  );
}

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

    const link = await verifiedToken(app, subject);
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
    const answer = await providerAnswer(app, freshSubject());
    okResponse(await post(app, 'authentication/exchangeAuthorizationCode', answer));
    const reused = await post(app, 'authentication/exchangeAuthorizationCode', answer);
    expect(reused.statusCode).toBe(400);
    expect(koError(reused).code).toBe('INVALID_AUTHORIZATION_STATE');

    const late = await providerAnswer(app, freshSubject());
    await app.db
      .updateTable('external_sign_ins')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('state_hash', '=', hashSecret(late.state))
      .execute();
    const expired = await post(app, 'authentication/exchangeAuthorizationCode', late);
    expect(koError(expired).code).toBe('INVALID_AUTHORIZATION_STATE');

    const real = await providerAnswer(app, freshSubject());
    const forged = await post(app, 'authentication/exchangeAuthorizationCode', {
      ...real,
      state: randomBytes(32).toString('base64url'),
    });
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

    const nonce = await providerAnswer(app, freshSubject());
    await tamper('nonce', nonce.state);
    const badNonce = await post(app, 'authentication/exchangeAuthorizationCode', nonce);
    expect(badNonce.statusCode).toBe(401);
    expect(koError(badNonce).code).toBe('EXTERNAL_SIGN_IN_FAILED');
    expect(koError(await post(app, 'authentication/exchangeAuthorizationCode', nonce)).code).toBe(
      'INVALID_AUTHORIZATION_STATE',
    );

    const pkce = await providerAnswer(app, freshSubject());
    await tamper('code_verifier', pkce.state);
    expect(koError(await post(app, 'authentication/exchangeAuthorizationCode', pkce)).code).toBe(
      'EXTERNAL_SIGN_IN_FAILED',
    );

    const mixUp = await providerAnswer(app, freshSubject());
    expect(mixUp.iss).toBe(provider.issuer);
    const otherIssuer = await post(app, 'authentication/exchangeAuthorizationCode', {
      ...mixUp,
      iss: 'https://idp.attaquant.example',
    });
    expect(koError(otherIssuer).code).toBe('EXTERNAL_SIGN_IN_FAILED');

    const badCode = await providerAnswer(app, freshSubject());
    const forgedCode = await post(app, 'authentication/exchangeAuthorizationCode', {
      ...badCode,
      code: randomBytes(32).toString('base64url'),
    });
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
        authProviderToken: (await verifiedToken(app, subject)).authProviderToken,
      }),
    );
    const taken = await post(app, 'account/createIdentity', {
      userToken: stranger.userToken,
      authProviderToken: (await verifiedToken(app, subject)).authProviderToken,
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
