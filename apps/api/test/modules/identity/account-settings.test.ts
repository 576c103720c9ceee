/**
 * Identity/changePassword and Identity/changeEmail (issue 11, decision 044): each re-authenticated
 * by the current password, rate limited like sign-in, told by mail; a password change ends every
 * other session and keeps the caller's; the login moves to a new address only once it is proven.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post, put } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { latestLink, mailsTo } from '../../helpers/mailbox.js';
import { freshPassenger, signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';

const NEW_PASSWORD = 'un-tout-nouveau-2026';

/** A second session of the same identity, as from another device. */
async function secondSession(app: Parameters<typeof post>[0], me: LoggedIn): Promise<string> {
  const { idToken } = okResponse(
    await post<{ idToken: string }>(app, 'Identity/signIn', {
      email: me.passenger.email,
      password: me.passenger.password,
    }),
  );
  const login = okResponse(
    await post<{ user: { userToken: string } }>(app, 'Account/login.json', {
      firebase_token: idToken,
      network_id: 1,
    }),
  );
  return login.user.userToken;
}

const getUser = (app: Parameters<typeof post>[0], userToken: string) =>
  post<{ user: { email: string; emailVerified: boolean } }>(app, 'Account/getUser.json', { userToken });

describe.each(DIALECTS)('password change from a session ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('checks the current password, ends every other session, keeps this one, and mails the account', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const other = await secondSession(app, me);
    const changed = await post(app, 'Identity/changePassword', {
      userToken: me.userToken,
      currentPassword: me.passenger.password,
      newPassword: NEW_PASSWORD,
      locale: 'en',
    });
    expect(okResponse(changed)).toEqual({ otherSessionsEnded: 1 });

    expect((await getUser(app, me.userToken)).statusCode).toBe(200);
    expect(koError(await getUser(app, other)).code).toBe('SESSION_EXPIRED');
    const old = await post(app, 'Identity/signIn', {
      email: me.passenger.email,
      password: me.passenger.password,
    });
    expect(koError(old).code).toBe('INVALID_PASSWORD');
    const fresh = await post(app, 'Identity/signIn', { email: me.passenger.email, password: NEW_PASSWORD });
    expect(fresh.statusCode).toBe(200);

    const [mail] = await mailsTo(app, me.passenger.email);
    expect(mail!.subject).toBe('Your password has been changed');
    expect(mail!.text).toContain('Your other sessions, on other devices, have been closed.');
    expect(mail!.text).not.toContain(NEW_PASSWORD);
    expect(mail!.links).toContain('https://portal.test/en/auth/reset');
  });

  it('a wrong current password changes nothing: 400 INVALID_PASSWORD, no session ended, no mail', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const other = await secondSession(app, me);
    const mailsBefore = (await mailsTo(app, me.passenger.email)).length;
    const wrong = await post(app, 'Identity/changePassword', {
      userToken: me.userToken,
      currentPassword: 'pas-le-bon-2026',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(koError(wrong)).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'Mot de passe non reconnu, veuillez réessayer.',
    });
    expect((await getUser(app, other)).statusCode).toBe(200);
    expect((await mailsTo(app, me.passenger.email)).length).toBe(mailsBefore);
    const still = await post(app, 'Identity/signIn', {
      email: me.passenger.email,
      password: me.passenger.password,
    });
    expect(still.statusCode).toBe(200);
  });

  it('refuses the rules of every new password, and the same password again, at their fields', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const send = (newPassword: unknown) =>
      post(app, 'Identity/changePassword', {
        userToken: me.userToken,
        currentPassword: me.passenger.password,
        newPassword,
      });
    expect(koError(await send('short')).fields).toEqual({ newPassword: 'validation.password.tooShort' });
    expect(koError(await send('password123')).fields).toEqual({ newPassword: 'validation.password.common' });
    expect(koError(await send(me.passenger.password)).fields).toEqual({
      newPassword: 'validation.password.unchanged',
    });
    for (const hostile of [null, 42, ['a'], { $ne: '' }, 'x'.repeat(10_000)]) {
      const answer = await send(hostile);
      expect(answer.statusCode, JSON.stringify(hostile)).toBe(400);
    }
    const extra = await post(app, 'Identity/changePassword', {
      userToken: me.userToken,
      currentPassword: me.passenger.password,
      newPassword: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(koError(extra).code).toBe('VALIDATION_ERROR');
  });

  it('two changes checked against the same password at once: one wins, the other is INVALID_PASSWORD', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const [first, second] = await Promise.all(
      ['premier-choix-2026', 'second-choix-2026'].map((newPassword) =>
        post(app, 'Identity/changePassword', {
          userToken: me.userToken,
          currentPassword: me.passenger.password,
          newPassword,
        }),
      ),
    );
    const statuses = [first!.statusCode, second!.statusCode].sort();
    // Both may pass the check before either writes; then the conditional update lets one through.
    expect(statuses[0]).toBe(200);
    if (statuses[1] !== 200) expect(statuses[1]).toBe(400);
    const mails = (await mailsTo(app, me.passenger.email)).filter((mail) =>
      mail.subject.startsWith('Votre mot de passe'),
    );
    expect(mails.length).toBe(statuses.filter((status) => status === 200).length);
  });

  it('a guest has no password: 403 FORBIDDEN; no session: 401', async () => {
    const { app } = ctx();
    const guest = okResponse(
      await post<{ user: { userToken: string } }>(app, 'Account/login.json', {
        network_id: 1,
        authAsGuest: true,
      }),
    );
    const answer = await post(app, 'Identity/changePassword', {
      userToken: guest.user.userToken,
      currentPassword: 'anything-2026',
      newPassword: NEW_PASSWORD,
    });
    expect(answer.statusCode).toBe(403);
    const none = await post(app, 'Identity/changePassword', {
      currentPassword: 'a',
      newPassword: NEW_PASSWORD,
    });
    expect(none.statusCode).toBe(401);
  });
});

describe.each(DIALECTS)('wrong current passwords are rate limited like sign-in ($name)', (dialect) => {
  const ctx = useTestApp(dialect, { RATE_LIMIT_SIGNIN_PER_EMAIL: '3' });

  it('429 RATE_LIMITED past the limit per identity, the two changes counted together, another session too', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const other = await secondSession(app, me);
    const guess = (userToken: string, path: string) =>
      post(app, path, {
        userToken,
        currentPassword: 'devine-2026',
        ...(path === 'Identity/changePassword'
          ? { newPassword: NEW_PASSWORD }
          : { newEmail: 'x@example.org' }),
      });
    expect(koError(await guess(me.userToken, 'Identity/changePassword')).code).toBe('INVALID_PASSWORD');
    expect(koError(await guess(me.userToken, 'Identity/changeEmail')).code).toBe('INVALID_PASSWORD');
    expect(koError(await guess(other, 'Identity/changePassword')).code).toBe('INVALID_PASSWORD');
    const blocked = await guess(other, 'Identity/changeEmail');
    expect(blocked.statusCode).toBe(429);
    expect(koError(blocked).code).toBe('RATE_LIMITED');
    // Even the right password waits: nothing tells a guess from the owner.
    const right = await post(app, 'Identity/changePassword', {
      userToken: me.userToken,
      currentPassword: me.passenger.password,
      newPassword: NEW_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
    // Another identity is not held back.
    const stranger = await signUpAndLogIn(app);
    expect(koError(await guess(stranger.userToken, 'Identity/changePassword')).code).toBe('INVALID_PASSWORD');
  });
});

describe.each(DIALECTS)('e-mail change ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const askChange = (app: Parameters<typeof post>[0], me: LoggedIn, newEmail: string, locale = 'fr') =>
    post<{ sent: true; pendingEmail: string }>(app, 'Identity/changeEmail', {
      userToken: me.userToken,
      currentPassword: me.passenger.password,
      newEmail,
      locale,
    });

  it('mails the new address; the login moves only once the link is used, and the old address is told', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const newEmail = freshPassenger().email.replace('passager', 'nouvelle');
    expect(okResponse(await askChange(app, me, newEmail.toUpperCase(), 'en'))).toEqual({
      sent: true,
      pendingEmail: newEmail,
    });
    // Not yet: the old address still logs in, the new one does not.
    expect((await getUser(app, me.userToken)).body).toMatchObject({
      response: { user: { email: me.passenger.email } },
    });
    const early = await post(app, 'Identity/signIn', { email: newEmail, password: me.passenger.password });
    expect(koError(early).code).toBe('EMAIL_NOT_FOUND');

    const [mail] = await mailsTo(app, newEmail);
    expect(mail!.subject).toBe('Confirm your new email address');
    const code = (await latestLink(app, newEmail, '/en/auth/verify')).searchParams.get('code')!;
    expect(okResponse(await put(app, 'Account/verify', { userToken: me.userToken, code }))).toEqual({
      emailVerified: true,
    });

    const user = okResponse(await getUser(app, me.userToken)).user;
    expect(user).toMatchObject({ email: newEmail, emailVerified: true });
    expect(
      (await post(app, 'Identity/signIn', { email: newEmail, password: me.passenger.password })).statusCode,
    ).toBe(200);
    const oldLogin = await post(app, 'Identity/signIn', {
      email: me.passenger.email,
      password: me.passenger.password,
    });
    expect(koError(oldLogin).code).toBe('EMAIL_NOT_FOUND');

    const [notice] = await mailsTo(app, me.passenger.email);
    expect(notice!.subject).toBe('The email address of your account has changed');
    expect(notice!.text).toContain(newEmail);
    expect(notice!.text).toContain(
      'If you did not make this change, call the Maison de la mobilité on +33 1 99 00 00 00.',
    );
    expect(notice!.text).toContain('Go to my account: http');
    // Spent once.
    expect(koError(await put(app, 'Account/verify', { userToken: me.userToken, code })).code).toBe(
      'INVALID_VERIFICATION_CODE',
    );
  });

  it('the link works without a session too (Actions/useCode), and a reset link mailed to the old address dies', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    okResponse(await post(app, 'Account/resetPassword', { email: me.passenger.email, networkId: 1 }));
    const resetCode = (await latestLink(app, me.passenger.email, '/auth/reset/confirm')).searchParams.get(
      'code',
    )!;
    const newEmail = `moved.${me.passenger.email}`;
    okResponse(await askChange(app, me, newEmail));
    const code = (await latestLink(app, newEmail, '/auth/verify')).searchParams.get('code')!;
    const used = await put(app, 'Actions/useCode', { code, action: 'LEGACY_EMAIL_VERIFICATION' });
    expect(okResponse(used)).toEqual({ action: 'LEGACY_EMAIL_VERIFICATION' });
    expect(okResponse(await getUser(app, me.userToken)).user.email).toBe(newEmail);
    const [notice] = await mailsTo(app, me.passenger.email);
    expect(notice!.subject).toBe('L’adresse e-mail de votre compte a changé');
    const reset = await put(app, 'Actions/useCode', {
      code: resetCode,
      action: 'LEGACY_PASSWORD_CHANGE',
      newPassword: NEW_PASSWORD,
    });
    expect(koError(reset).code).toBe('INVALID_RESET_CODE');
  });

  it('refuses another account’s address (EMAIL_EXISTS), the current one, and a wrong password', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const other = await signUpAndLogIn(app);
    const taken = await askChange(app, me, other.passenger.email, 'en');
    expect(taken.statusCode).toBe(409);
    expect(koError(taken)).toMatchObject({
      code: 'EMAIL_EXISTS',
      message: 'This email address already has an account. Log in or use another address.',
    });
    expect(koError(await askChange(app, me, me.passenger.email)).fields).toEqual({
      newEmail: 'validation.email.unchanged',
    });
    const wrong = await post(app, 'Identity/changeEmail', {
      userToken: me.userToken,
      currentPassword: 'pas-le-bon-2026',
      newEmail: `x.${me.passenger.email}`,
    });
    expect(koError(wrong).code).toBe('INVALID_PASSWORD');
    expect(await mailsTo(app, `x.${me.passenger.email}`)).toEqual([]);
    expect(koError(await askChange(app, me, 'no-at-sign')).fields).toEqual({
      newEmail: 'validation.email.invalid',
    });
  });

  it('an address taken by someone else before the link is used: EMAIL_EXISTS, nothing moves', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const wanted = freshPassenger().email;
    okResponse(await askChange(app, me, wanted));
    const code = (await latestLink(app, wanted, '/auth/verify')).searchParams.get('code')!;
    await signUpAndLogIn(app, freshPassenger({ email: wanted }));
    const answer = await put(app, 'Account/verify', { userToken: me.userToken, code });
    expect(answer.statusCode).toBe(409);
    expect(koError(answer).code).toBe('EMAIL_EXISTS');
    expect(okResponse(await getUser(app, me.userToken)).user.email).toBe(me.passenger.email);
  });

  it('only the newest request counts, a password change retires a pending one, and another account cannot use my link', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const first = `first.${me.passenger.email}`;
    const second = `second.${me.passenger.email}`;
    okResponse(await askChange(app, me, first));
    const firstCode = (await latestLink(app, first, '/auth/verify')).searchParams.get('code')!;
    okResponse(await askChange(app, me, second));
    const secondCode = (await latestLink(app, second, '/auth/verify')).searchParams.get('code')!;
    expect(koError(await put(app, 'Account/verify', { userToken: me.userToken, code: firstCode })).code).toBe(
      'INVALID_VERIFICATION_CODE',
    );
    // Another account's session cannot spend it, and spending it fails changes nothing of theirs.
    expect(
      koError(await put(app, 'Account/verify', { userToken: stranger.userToken, code: secondCode })).code,
    ).toBe('INVALID_VERIFICATION_CODE');
    expect(okResponse(await getUser(app, stranger.userToken)).user.email).toBe(stranger.passenger.email);

    okResponse(
      await post(app, 'Identity/changePassword', {
        userToken: me.userToken,
        currentPassword: me.passenger.password,
        newPassword: NEW_PASSWORD,
      }),
    );
    expect(
      koError(await put(app, 'Account/verify', { userToken: me.userToken, code: secondCode })).code,
    ).toBe('INVALID_VERIFICATION_CODE');
    expect(okResponse(await getUser(app, me.userToken)).user.email).toBe(me.passenger.email);
  });
});
