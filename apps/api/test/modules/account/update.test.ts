/** Account/update.json (spec §7, §5): the contact info of the session's own profile. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

describe.each(DIALECTS)('Account/update.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('saves the names of the profile and the mobile, normalised, and answers the account as getUser does', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const answer = await post(app, 'Account/update.json', {
      userToken: me.userToken,
      userId: me.userId,
      name: ' Kerjean ',
      firstname: 'Maël',
      phone: '07 11 22 33 44',
    });
    const expected = {
      userId: me.userId,
      userName: 'Maël',
      userLastname: 'Kerjean',
      email: me.passenger.email,
      phone: '0711223344',
      emailVerified: false,
      guest: false,
      role: 'passenger',
    };
    expect(okResponse(answer)).toEqual({ user: expected });
    expect(okResponse(await post(app, 'Account/getUser.json', { userToken: me.userToken }))).toEqual({
      user: expected,
    });
    // The next login answers the new names too.
    const { idToken } = okResponse(
      await post<{ idToken: string }>(app, 'Identity/signIn', {
        email: me.passenger.email,
        password: me.passenger.password,
      }),
    );
    const login = okResponse(
      await post<{ user: object }>(app, 'Account/login.json', { firebase_token: idToken, network_id: 1 }),
    );
    expect(login.user).toMatchObject({ userName: 'Maël', userLastname: 'Kerjean' });
  });

  it('requires a phone and the sign-up name rules, each at its field, in the caller’s language', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const refused = await post(app, 'Account/update.json', {
      userToken: me.userToken,
      name: 'Brr',
      firstname: 'Anne',
      phone: '12 98 00 00 00',
      locale: 'en',
    });
    expect(refused.statusCode).toBe(400);
    expect(koError(refused)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { name: 'validation.name.noVowel', phone: 'validation.phone.invalid' },
    });
    const missing = await post(app, 'Account/update.json', {
      userToken: me.userToken,
      name: 'Anne',
      firstname: 'Lou',
    });
    expect(koError(missing).fields).toEqual({ phone: 'validation.required' });
    const identical = await post(app, 'Account/update.json', {
      userToken: me.userToken,
      name: 'Anne',
      firstname: 'anne',
      phone: '0612345678',
    });
    expect(koError(identical).fields).toEqual({ firstname: 'validation.name.identical' });
  });

  it('refuses hostile input with 400 and changes nothing', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const base = { userToken: me.userToken, name: 'Kerjean', firstname: 'Maël', phone: '0711223344' };
    for (const change of [
      { name: null },
      { phone: 12 },
      { firstname: { a: { b: 'c' } } },
      { name: 'x'.repeat(5000) },
      { email: 'pirate@example.org' },
      { role: 'staff' },
    ]) {
      const answer = await post(app, 'Account/update.json', { ...base, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
    }
    const user = okResponse(
      await post<{ user: { userLastname: string; role: string } }>(app, 'Account/getUser.json', {
        userToken: me.userToken,
      }),
    ).user;
    expect(user).toMatchObject({ userLastname: me.passenger.name, role: 'passenger' });
  });

  it('another account’s userId answers 403 FORBIDDEN like a missing one, and changes neither', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const owner = await signUpAndLogIn(app);
    const body = { userToken: me.userToken, name: 'Pirate', firstname: 'Jack', phone: '0600000000' };
    const foreign = await post(app, 'Account/update.json', { ...body, userId: owner.userId });
    const missing = await post(app, 'Account/update.json', { ...body, userId: 987_654 });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toEqual(missing.body);
    for (const who of [me, owner]) {
      const user = okResponse(
        await post<{ user: { userLastname: string } }>(app, 'Account/getUser.json', {
          userToken: who.userToken,
        }),
      ).user;
      expect(user.userLastname).toBe(who.passenger.name);
    }
  });

  it('a guest has no contact info to keep: 403 FORBIDDEN', async () => {
    const { app } = ctx();
    const guest = okResponse(
      await post<{ user: { userToken: string } }>(app, 'Account/login.json', {
        network_id: 1,
        authAsGuest: true,
      }),
    );
    const answer = await post(app, 'Account/update.json', {
      userToken: guest.user.userToken,
      name: 'Kerjean',
      firstname: 'Maël',
      phone: '0711223344',
    });
    expect(answer.statusCode).toBe(403);
  });
});
