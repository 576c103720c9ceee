/**
 * A trip to the provider is bound to the browser that started it and to what it was started for
 * (issue 22, decision 055): the answer of an attacker's trip, sent as a link to a victim, opens
 * nothing, and a sign-in trip's answer, or another session's linking trip's, links nothing.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../../src/lib/tokens.js';
import { get, koError, okResponse, post, type Answer } from '../../helpers/api.js';
import { useTestApp } from '../../helpers/app.js';
import { DIALECTS } from '../../helpers/databases.js';
import {
  BROWSER_COOKIE,
  CALLBACK,
  exchange,
  PORTAL,
  providerAnswer,
  providerId,
  tripCookieOf,
  verifiedToken,
  type Browser,
} from '../../helpers/external-sign-in.js';
import { startTestProvider, type TestProvider } from '../../helpers/oidc-provider.js';
import { signUpAndLogIn, signUpVerifiedAndLogIn } from '../../helpers/passengers.js';

let provider: TestProvider;
const env: Record<string, string> = {};
beforeAll(async () => {
  provider = await startTestProvider(PORTAL);
  Object.assign(env, provider.env);
});
afterAll(async () => provider?.close());

let subjects = 0;
const freshSubject = () => `lien-${process.pid}-${(subjects += 1)}-${Date.now().toString(36)}`;

const expectRefused = (answer: Answer, status: number, code: string) => {
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(status);
  expect(koError(answer).code).toBe(code);
};

describe.each(DIALECTS)('a trip to the provider bound to its browser and purpose ($name)', (dialect) => {
  const ctx = useTestApp(dialect, env);

  const linkedTo = async (userToken: string) =>
    okResponse(await get<{ identities: unknown[] }>(ctx().app, 'account/identities', { userToken }))
      .identities;

  it('gives the browser that starts a trip an HttpOnly, Secure, SameSite=Lax cookie, kept for its next trip', async () => {
    const { app } = ctx();
    const started = await post<{ state: string }>(app, 'authentication/authorizationState', {
      networkId: 1,
      authProviderId: await providerId(app),
      redirectUri: CALLBACK,
    });
    const line = ([started.headers['set-cookie']].flat() as string[]).find((entry) =>
      entry?.startsWith(`${BROWSER_COOKIE}=`),
    );
    expect(line).toBeDefined();
    const attributes = line!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=lax', 'max-age=600']),
    );
    const value = tripCookieOf(started)!;
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The row keeps its hash only.
    const row = await app.db
      .selectFrom('external_sign_ins')
      .select(['browser_hash', 'purpose', 'identity_id'])
      .where('state_hash', '=', hashSecret(okResponse(started).state))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ browser_hash: hashSecret(value), purpose: 'signin', identity_id: null });

    // Two trips from one browser (two tabs): the cookie stays, both answers are taken.
    const browser: Browser = {};
    const first = await providerAnswer(app, provider, freshSubject(), browser);
    const cookie = browser.cookie;
    const second = await providerAnswer(app, provider, freshSubject(), browser);
    expect(browser.cookie).toBe(cookie);
    okResponse(await exchange(app, second, browser));
    okResponse(await exchange(app, first, browser));
  });

  it('refuses the answer from a browser without the trip’s cookie, and spends its state', async () => {
    const { app } = ctx();
    const attacker: Browser = {};
    const answer = await providerAnswer(app, provider, freshSubject(), attacker);
    // The link the attacker kept, opened by a browser that never started a trip.
    expectRefused(await exchange(app, answer, {}), 403, 'AUTHORIZATION_STATE_OTHER_BROWSER');
    // The leaked answer is dead, even for the browser that started it.
    expectRefused(await exchange(app, answer, attacker), 400, 'INVALID_AUTHORIZATION_STATE');
    const row = await app.db
      .selectFrom('external_sign_ins')
      .select(['token_hash', 'subject'])
      .where('state_hash', '=', hashSecret(answer.state))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ token_hash: null, subject: null });
  });

  it('refuses the answer from a browser with another trip’s cookie, or a made-up one', async () => {
    const { app } = ctx();
    const attacker: Browser = {};
    const victim: Browser = {};
    const answer = await providerAnswer(app, provider, freshSubject(), attacker);
    // The victim's browser has a cookie of its own, from a trip it started itself.
    await providerAnswer(app, provider, freshSubject(), victim);
    expect(victim.cookie).toBeDefined();
    expect(victim.cookie).not.toBe(attacker.cookie);
    expectRefused(await exchange(app, answer, victim), 403, 'AUTHORIZATION_STATE_OTHER_BROWSER');

    const other = await providerAnswer(app, provider, freshSubject(), attacker);
    const madeUp = { cookie: randomBytes(32).toString('base64url') };
    expectRefused(await exchange(app, other, madeUp), 403, 'AUTHORIZATION_STATE_OTHER_BROWSER');
  });

  it('refuses, at createIdentity, the answer of a linking trip that another session started', async () => {
    const { app } = ctx();
    const attacker = await signUpVerifiedAndLogIn(app);
    const victim = await signUpVerifiedAndLogIn(app);
    const linkTrip = await verifiedToken(app, provider, freshSubject(), {
      purpose: 'link',
      userToken: attacker.userToken,
    });
    expect(linkTrip.purpose).toBe('link');
    const stolen = await post(app, 'account/createIdentity', {
      userToken: victim.userToken,
      authProviderToken: linkTrip.authProviderToken,
    });
    expectRefused(stolen, 403, 'EXTERNAL_SIGN_IN_MISMATCH');
    expect(await linkedTo(victim.userToken)).toEqual([]);
    // Shown to another session, the token is spent: its own session cannot use it either.
    const after = await post(app, 'account/createIdentity', {
      userToken: attacker.userToken,
      authProviderToken: linkTrip.authProviderToken,
    });
    expectRefused(after, 401, 'INVALID_ID_TOKEN');
    expect(await linkedTo(attacker.userToken)).toEqual([]);
  });

  it('links no sign-in trip’s answer, and signs in with no linking trip’s answer', async () => {
    const { app } = ctx();
    const owner = await signUpVerifiedAndLogIn(app);
    const subject = freshSubject();
    const signIn = await verifiedToken(app, provider, subject);
    const linked = await post(app, 'account/createIdentity', {
      userToken: owner.userToken,
      authProviderToken: signIn.authProviderToken,
    });
    expectRefused(linked, 403, 'EXTERNAL_SIGN_IN_MISMATCH');
    expect(await linkedTo(owner.userToken)).toEqual([]);
    expect(signIn).toMatchObject({
      purpose: 'signin',
      linked: false,
      account: { label: 'Compte Bretagne', subject, email: `${subject}@idp.example`, name: null },
    });

    const link = await verifiedToken(app, provider, subject, { purpose: 'link', userToken: owner.userToken });
    okResponse(
      await post(app, 'account/createIdentity', {
        userToken: owner.userToken,
        authProviderToken: link.authProviderToken,
      }),
    );
    const another = await verifiedToken(app, provider, subject, {
      purpose: 'link',
      userToken: owner.userToken,
    });
    expect(another.linked).toBe(true);
    const signedIn = await post(app, 'account/authenticate', {
      networkId: 1,
      authProviderToken: another.authProviderToken,
    });
    expectRefused(signedIn, 403, 'EXTERNAL_SIGN_IN_MISMATCH');
  });

  it('starts a linking trip only for a live session, and records whose it is', async () => {
    const { app } = ctx();
    const owner = await signUpAndLogIn(app);
    const start = (extra: Record<string, unknown>) =>
      providerId(app).then((authProviderId) =>
        post<{ state: string }>(app, 'authentication/authorizationState', {
          networkId: 1,
          authProviderId,
          redirectUri: CALLBACK,
          purpose: 'link',
          ...extra,
        }),
      );
    expectRefused(await start({}), 401, 'UNAUTHORIZED');
    expectRefused(await start({ userToken: randomBytes(32).toString('base64url') }), 401, 'SESSION_EXPIRED');

    const started = await start({ userToken: owner.userToken });
    const { identity_id: identityId } = await app.db
      .selectFrom('accounts')
      .select('identity_id')
      .where('id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    const row = await app.db
      .selectFrom('external_sign_ins')
      .select(['purpose', 'identity_id'])
      .where('state_hash', '=', hashSecret(okResponse(started).state))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ purpose: 'link', identity_id: identityId });
  });
});
