import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post, put } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { freshPassenger, signUpAndLogIn } from '../../helpers/passengers.js';
import { FAMILY } from '../../../src/db/seed-profiles.js';

type Profile = { userId: number; userName: string; userLastname: string };
type User = Profile & { userToken: string };

describe.each(DIALECTS)('profiles: create, choose at login, disable ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('a created profile is offered at the next login, and chosen with user_id', async () => {
    const { app } = ctx();
    const passenger = freshPassenger();
    const login = await signUpAndLogIn(app, passenger);
    const { profile } = okResponse(
      await post<{ profile: Profile }>(app, 'Account/createProfile.json', {
        userToken: login.userToken,
        name: 'Le Goff',
        firstname: 'Maëlys',
      }),
    );
    expect(profile).toEqual({ userId: expect.any(Number), userName: 'Maëlys', userLastname: 'Le Goff' });
    const listed = okResponse(
      await get<{ profiles: Profile[]; currentUserId: number }>(app, 'Account/getProfiles.json', {
        userToken: login.userToken,
      }),
    );
    expect(listed.currentUserId).toBe(login.userId);
    expect(listed.profiles.map((p) => p.userId)).toEqual([login.userId, profile.userId]);

    const { idToken } = okResponse(
      await post<{ idToken: string }>(app, 'Identity/signIn', {
        email: passenger.email,
        password: passenger.password,
      }),
    );
    const { profiles } = okResponse(
      await post<{ profiles: Profile[] }>(app, 'Account/login.json', {
        firebase_token: idToken,
        network_id: 1,
      }),
    );
    expect(profiles.map((p) => p.userName)).toEqual([passenger.firstname, 'Maëlys']);
    const { user } = okResponse(
      await post<{ user: User }>(app, 'Account/login.json', {
        firebase_token: idToken,
        network_id: 1,
        user_id: profile.userId,
      }),
    );
    expect(user.userId).toBe(profile.userId);
  });

  it('refuses names the sign-up refuses, unknown fields and wrong types, with the field named', async () => {
    const { app } = ctx();
    const login = await signUpAndLogIn(app);
    for (const body of [
      { name: 'L3 Goff', firstname: 'Maëlys' },
      { name: 'Le Goff', firstname: '' },
      { name: 42, firstname: 'Maëlys' },
      { name: { deep: { er: 1 } }, firstname: null },
      { name: 'Le Goff', firstname: 'Maëlys', identity_id: 1 },
    ]) {
      const answer = await post(app, 'Account/createProfile.json', { userToken: login.userToken, ...body });
      expect(answer.statusCode).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
    }
    const count = await app.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(
        'identity_id',
        '=',
        (
          await app.db
            .selectFrom('accounts')
            .select('identity_id')
            .where('id', '=', login.userId)
            .executeTakeFirstOrThrow()
        ).identity_id,
      )
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('disables another profile: its session ends and login stops offering it', async () => {
    const { app } = ctx();
    const passenger = freshPassenger();
    const login = await signUpAndLogIn(app, passenger);
    const { profile } = okResponse(
      await post<{ profile: Profile }>(app, 'Account/createProfile.json', {
        userToken: login.userToken,
        name: 'Le Goff',
        firstname: 'Maëlys',
      }),
    );
    const signIn = async () =>
      okResponse(
        await post<{ idToken: string }>(app, 'Identity/signIn', {
          email: passenger.email,
          password: passenger.password,
        }),
      ).idToken;
    const other = okResponse(
      await post<{ user: User }>(app, 'Account/login.json', {
        firebase_token: await signIn(),
        network_id: 1,
        user_id: profile.userId,
      }),
    ).user;

    // The session's own profile cannot be disabled, nor can the other session disable it twice.
    const own = await put(app, 'Account/disableProfile', {
      userToken: login.userToken,
      profileId: login.userId,
    });
    expect([own.statusCode, koError(own).code]).toEqual([409, 'PROFILE_IN_USE']);

    okResponse(
      await put(app, 'Account/disableProfile', { userToken: login.userToken, profileId: profile.userId }),
    );
    const ended = await post(app, 'Account/touch', { userToken: other.userToken });
    expect(ended.statusCode).toBe(401);
    const again = await put(app, 'Account/disableProfile', {
      userToken: login.userToken,
      profileId: profile.userId,
    });
    expect([again.statusCode, koError(again).code]).toEqual([403, 'FORBIDDEN']);

    const answer = okResponse(
      await post<{ user?: User; profiles?: Profile[] }>(app, 'Account/login.json', {
        firebase_token: await signIn(),
        network_id: 1,
      }),
    );
    expect(answer.user?.userId).toBe(login.userId);
    const chosen = await post(app, 'Account/login.json', {
      firebase_token: await signIn(),
      network_id: 1,
      user_id: profile.userId,
    });
    expect(koError(chosen).code).toBe('PROFILE_NOT_FOUND');
  });

  it('another identity’s profile answers as a missing one and stays enabled', async () => {
    const { app } = ctx();
    const owner = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    okResponse(
      await post(app, 'Account/createProfile.json', {
        userToken: stranger.userToken,
        name: 'Kerbrat',
        firstname: 'Ysaline',
      }),
    );
    const foreign = await put(app, 'Account/disableProfile', {
      userToken: stranger.userToken,
      profileId: owner.userId,
    });
    const missing = await put(app, 'Account/disableProfile', {
      userToken: stranger.userToken,
      profileId: 987_654,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toEqual(missing.body);
    const row = await app.db
      .selectFrom('accounts')
      .select('disabled')
      .where('id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(row.disabled).toBe(0);
    expect((await post(app, 'Account/touch', { userToken: owner.userToken })).statusCode).toBe(200);
  });

  it('the seeded family identity logs in to a choice of its two profiles (README)', async () => {
    const { app } = ctx();
    const { idToken } = okResponse(
      await post<{ idToken: string }>(app, 'Identity/signIn', {
        email: FAMILY.email,
        password: FAMILY.password,
      }),
    );
    const { profiles } = okResponse(
      await post<{ profiles: Profile[] }>(app, 'Account/login.json', {
        firebase_token: idToken,
        network_id: 1,
      }),
    );
    expect(profiles.map((p) => p.userName)).toEqual(['Gwenaëlle', 'Erwan']);
  });

  it('a guest has no other profile to create or disable', async () => {
    const { app } = ctx();
    const { user } = okResponse(
      await post<{ user: User }>(app, 'Account/login.json', { authAsGuest: true, network_id: 1 }),
    );
    const created = await post(app, 'Account/createProfile.json', {
      userToken: user.userToken,
      name: 'Le Goff',
      firstname: 'Maëlys',
    });
    expect([created.statusCode, koError(created).code]).toEqual([403, 'FORBIDDEN']);
    const listed = okResponse(
      await get<{ profiles: Profile[] }>(app, 'Account/getProfiles.json', { userToken: user.userToken }),
    );
    expect(listed.profiles).toEqual([{ userId: user.userId, userName: '', userLastname: '' }]);
  });
});
