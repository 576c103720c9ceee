import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { freshPassenger, signUp } from '../../helpers/passengers.js';

type User = { userToken: string; userId: number; userName: string; userLastname: string };
type Profile = Omit<User, 'userToken'>;

describe.each(DIALECTS)('Account/login.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('opens a session on the single profile of the identity', async () => {
    const { app } = ctx();
    const { idToken } = await signUp(app);
    const { user } = okResponse(
      await post<{ user: User }>(app, 'Account/login.json', {
        firebase_token: idToken,
        network_id: 1,
        device: 'Firefox on Linux',
        provider: 'password',
        client: 'portal',
        oauth_client: 'portal',
        originAgent: 'Mozilla/5.0',
        originType: 'ESHOP',
        withWallet: false,
        authAsGuest: false,
        forceProfiles: false,
        locale: 'fr',
      }),
    );
    expect(user).toEqual({
      userToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userId: expect.any(Number),
      userName: 'Hélène',
      userLastname: 'Le Goff',
    });
  });

  it('accepts the network id as digits and null for absent options', async () => {
    const { app } = ctx();
    const { idToken } = await signUp(app);
    const answer = await post<{ user: User }>(app, 'Account/login.json', {
      firebase_token: idToken,
      network_id: '1',
      user_id: null,
      device: null,
    });
    expect(okResponse(answer).user.userToken).toBeTruthy();
  });

  it('answers the profiles when the identity holds several, then logs in the one chosen with user_id', async () => {
    const { app } = ctx();
    const passenger = freshPassenger();
    const { idToken } = await signUp(app, passenger);
    const identity = await app.db
      .selectFrom('identities')
      .select('id')
      .where('email', '=', passenger.email)
      .executeTakeFirstOrThrow();
    const second = await app.db
      .insertInto('accounts')
      .values({
        identity_id: identity.id,
        network_id: 1,
        name: 'Le Goff',
        firstname: 'Maëlys',
        guest: 0,
        disabled: 0,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const { profiles } = okResponse(
      await post<{ profiles: Profile[] }>(app, 'Account/login.json', {
        firebase_token: idToken,
        network_id: 1,
      }),
    );
    expect(profiles).toHaveLength(2);
    expect(profiles[1]).toEqual({ userId: second.id, userName: 'Maëlys', userLastname: 'Le Goff' });

    // Neither the profiles answer nor a wrong choice opens a session: the token stays usable.
    const notMine = await post(app, 'Account/login.json', {
      firebase_token: idToken,
      network_id: 1,
      user_id: 999_999,
    });
    expect(notMine.statusCode).toBe(404);
    expect(koError(notMine).code).toBe('PROFILE_NOT_FOUND');

    const { user } = okResponse(
      await post<{ user: User }>(app, 'Account/login.json', {
        firebase_token: idToken,
        network_id: 1,
        user_id: second.id,
      }),
    );
    expect(user).toMatchObject({ userId: second.id, userName: 'Maëlys' });

    // The session is open: the token is spent, for this profile and the other one alike.
    const again = await post(app, 'Account/login.json', {
      firebase_token: idToken,
      network_id: 1,
      user_id: profiles[0]!.userId,
    });
    expect(again.statusCode).toBe(401);
    expect(koError(again).code).toBe('INVALID_ID_TOKEN');
  });

  it('exchanges an ID token once: a second login with it answers 401 INVALID_ID_TOKEN', async () => {
    const { app } = ctx();
    const { idToken } = await signUp(app);
    okResponse(await post(app, 'Account/login.json', { firebase_token: idToken, network_id: 1 }));
    const second = await post(app, 'Account/login.json', {
      firebase_token: idToken,
      network_id: 1,
      locale: 'en',
    });
    expect(second.statusCode).toBe(401);
    expect(koError(second)).toEqual({
      code: 'INVALID_ID_TOKEN',
      message: 'This sign-in has already been used or has expired: please log in again.',
    });
  });

  it('after logout, the ID token opens no new session and the session it opened is over', async () => {
    const { app } = ctx();
    const { idToken } = await signUp(app);
    const { user } = okResponse(
      await post<{ user: User }>(app, 'Account/login.json', { firebase_token: idToken, network_id: 1 }),
    );
    okResponse(await post(app, 'Account/logout.json', { userToken: user.userToken }));
    expect(koError(await post(app, 'Account/getUser.json', { userToken: user.userToken })).code).toBe(
      'SESSION_EXPIRED',
    );
    const relogin = await post(app, 'Account/login.json', { firebase_token: idToken, network_id: 1 });
    expect(relogin.statusCode).toBe(401);
    expect(koError(relogin).code).toBe('INVALID_ID_TOKEN');
  });

  it('two simultaneous exchanges of one ID token open one session', async () => {
    const { app } = ctx();
    const { passenger, idToken } = await signUp(app);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(app, 'Account/login.json', { firebase_token: idToken, network_id: 1 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
    const sessions = await app.db
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
      .innerJoin('identities', 'identities.id', 'accounts.identity_id')
      .select('sessions.id')
      .where('identities.email', '=', passenger.email)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('answers the profiles for a single profile when forceProfiles is set', async () => {
    const { app } = ctx();
    const { idToken } = await signUp(app);
    const answer = okResponse(
      await post<{ profiles: Profile[] }>(app, 'Account/login.json', {
        firebase_token: idToken,
        network_id: 1,
        forceProfiles: true,
      }),
    );
    expect(answer.profiles).toHaveLength(1);
  });

  it('opens a guest session with authAsGuest and no token', async () => {
    const { app } = ctx();
    const { user } = okResponse(
      await post<{ user: User }>(app, 'Account/login.json', { network_id: 1, authAsGuest: true }),
    );
    expect(user).toMatchObject({ userName: '', userLastname: '' });
    const account = await app.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ guest: 1, identity_id: null });
    const profile = okResponse(
      await post<{ user: { guest: boolean; email: string | null } }>(app, 'Account/getUser.json', {
        userToken: user.userToken,
      }),
    );
    expect(profile.user).toMatchObject({ guest: true, email: null, emailVerified: false });
  });

  it('refuses a login without token nor guest request, an unknown token and an unknown network', async () => {
    const { app } = ctx();
    const missing = await post(app, 'Account/login.json', { network_id: 1 });
    expect(missing.statusCode).toBe(400);
    expect(koError(missing).fields).toEqual({ firebase_token: 'validation.required' });

    const unknown = await post(app, 'Account/login.json', {
      firebase_token: 'not-a-real-token',
      network_id: 1,
    });
    expect(unknown.statusCode).toBe(401);
    expect(koError(unknown).code).toBe('INVALID_ID_TOKEN');

    const { idToken } = await signUp(app);
    const network = await post(app, 'Account/login.json', { firebase_token: idToken, network_id: 42 });
    expect(network.statusCode).toBe(404);
    expect(koError(network).code).toBe('NETWORK_NOT_FOUND');
  });

  it('refuses an expired ID token', async () => {
    const { app } = ctx();
    const { idToken } = await signUp(app);
    await app.db.updateTable('id_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const answer = await post(app, 'Account/login.json', { firebase_token: idToken, network_id: 1 });
    expect(koError(answer).code).toBe('INVALID_ID_TOKEN');
  });

  it('refuses unknown fields and wrong types', async () => {
    const answer = await post(ctx().app, 'Account/login.json', {
      firebase_token: 'x',
      network_id: 'one',
      authAsGuest: 'yes',
      surprise: 1,
    });
    expect(answer.statusCode).toBe(400);
    expect(koError(answer).fields).toEqual({
      network_id: 'validation.invalidValue',
      authAsGuest: 'validation.invalidValue',
      surprise: 'validation.unknownField',
    });
  });
});
