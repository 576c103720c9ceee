import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { latestLink, mailsTo } from '../../helpers/mailbox.js';
import { freshPassenger, signUp, signUpAndLogIn } from '../../helpers/passengers.js';

describe.each(DIALECTS)('password reset through the mailed link ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('mails a single-use link, sets the new password and ends every session', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const sent = okResponse(
      await post(app, 'Account/resetPassword', { email: me.passenger.email, networkId: 1 }),
    );
    expect(sent).toEqual({ sent: true });

    const link = await latestLink(app, me.passenger.email, '/auth/reset/confirm');
    expect(link.origin).toBe('https://portal.test');
    expect(link.searchParams.get('email')).toBe(me.passenger.email);
    const code = link.searchParams.get('code')!;
    const [mail] = await mailsTo(app, me.passenger.email);
    expect(mail!.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail!.html).toContain('lang="fr"');

    const newPassword = 'tout-nouveau-2026';
    const confirmed = await post(app, 'Identity/confirmPasswordReset', {
      email: me.passenger.email,
      code,
      password: newPassword,
    });
    expect(okResponse(confirmed)).toEqual({});

    expect(koError(await post(app, 'Account/getUser.json', { userToken: me.userToken })).code).toBe(
      'SESSION_EXPIRED',
    );
    const old = await post(app, 'Identity/signIn', {
      email: me.passenger.email,
      password: me.passenger.password,
    });
    expect(koError(old).code).toBe('INVALID_PASSWORD');
    const fresh = await post(app, 'Identity/signIn', { email: me.passenger.email, password: newPassword });
    expect(fresh.statusCode).toBe(200);
    // The old ID token no longer opens a session either.
    const login = await post(app, 'Account/login.json', { firebase_token: me.idToken, network_id: 1 });
    expect(koError(login).code).toBe('INVALID_ID_TOKEN');

    const reused = await post(app, 'Identity/confirmPasswordReset', {
      email: me.passenger.email,
      code,
      password: 'encore-un-autre-2026',
    });
    expect(reused.statusCode).toBe(400);
    expect(koError(reused).code).toBe('INVALID_RESET_CODE');
  });

  it('a new password retires every other reset code of the account and ends all its sessions', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const { idToken } = okResponse(
      await post<{ idToken: string }>(app, 'Identity/signIn', {
        email: me.passenger.email,
        password: me.passenger.password,
      }),
    );
    const other = okResponse(
      await post<{ user: { userToken: string } }>(app, 'Account/login.json', {
        firebase_token: idToken,
        network_id: 1,
      }),
    );
    const codes: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await post(app, 'Account/resetPassword', { email: me.passenger.email, networkId: 1 });
      codes.push(
        (await latestLink(app, me.passenger.email, '/auth/reset/confirm')).searchParams.get('code')!,
      );
    }
    // The owner follows the second mail; the first and the third stay in the mailbox.
    const confirmed = await post(app, 'Identity/confirmPasswordReset', {
      email: me.passenger.email,
      code: codes[1],
      password: 'choisi-par-moi-2026',
    });
    expect(okResponse(confirmed)).toEqual({});
    for (const code of [codes[0], codes[2]]) {
      const stale = await post(app, 'Identity/confirmPasswordReset', {
        email: me.passenger.email,
        code,
        password: 'choisi-par-un-autre-2026',
      });
      expect(stale.statusCode).toBe(400);
      expect(koError(stale).code).toBe('INVALID_RESET_CODE');
    }
    const signIn = await post(app, 'Identity/signIn', {
      email: me.passenger.email,
      password: 'choisi-par-moi-2026',
    });
    expect(signIn.statusCode).toBe(200);
    for (const userToken of [me.userToken, other.user.userToken]) {
      expect(koError(await post(app, 'Account/getUser.json', { userToken })).code).toBe('SESSION_EXPIRED');
    }
  });

  it('an English request gets an English mail with a link under /en', async () => {
    const { app } = ctx();
    const { passenger } = await signUp(app);
    await post(app, 'Account/resetPassword', { email: passenger.email, networkId: 1, locale: 'en' });
    const link = await latestLink(app, passenger.email, '/en/auth/reset/confirm');
    expect(link.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await mailsTo(app, passenger.email);
    expect(mail!.subject).toBe('Resetting your password');
    expect(mail!.text).toContain('This link is valid for one hour');
  });

  it('answers sent:true for an address without account, and mails nothing', async () => {
    const { app } = ctx();
    const email = freshPassenger().email;
    expect(okResponse(await post(app, 'Account/resetPassword', { email, networkId: 1 }))).toEqual({
      sent: true,
    });
    expect(await mailsTo(app, email)).toEqual([]);
  });

  it('refuses an expired code', async () => {
    const { app } = ctx();
    const { passenger } = await signUp(app);
    await post(app, 'Account/resetPassword', { email: passenger.email, networkId: 1 });
    const code = (await latestLink(app, passenger.email, '/auth/reset/confirm')).searchParams.get('code')!;
    await app.db
      .updateTable('mailed_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('kind', '=', 'reset')
      .execute();
    const answer = await post(app, 'Identity/confirmPasswordReset', {
      email: passenger.email,
      code,
      password: 'tout-nouveau-2026',
      locale: 'en',
    });
    expect(answer.statusCode).toBe(400);
    expect(koError(answer)).toEqual({
      code: 'INVALID_RESET_CODE',
      message: 'This reset link is no longer valid. Ask for a new one.',
    });
  });

  it('refuses a code of another address, a wrong code, and a verification code', async () => {
    const { app } = ctx();
    const first = await signUp(app);
    const second = await signUp(app);
    await post(app, 'Account/resetPassword', { email: first.passenger.email, networkId: 1 });
    const code = (await latestLink(app, first.passenger.email, '/auth/reset/confirm')).searchParams.get(
      'code',
    )!;
    const body = { password: 'tout-nouveau-2026' };
    const other = await post(app, 'Identity/confirmPasswordReset', {
      ...body,
      email: second.passenger.email,
      code,
    });
    expect(koError(other).code).toBe('INVALID_RESET_CODE');
    const wrong = await post(app, 'Identity/confirmPasswordReset', {
      ...body,
      email: first.passenger.email,
      code: 'A'.repeat(43),
    });
    expect(koError(wrong).code).toBe('INVALID_RESET_CODE');
    const verifyCode = (await latestLink(app, second.passenger.email, '/auth/verify')).searchParams.get(
      'code',
    )!;
    const wrongKind = await post(app, 'Identity/confirmPasswordReset', {
      ...body,
      email: second.passenger.email,
      code: verifyCode,
    });
    expect(koError(wrongKind).code).toBe('INVALID_RESET_CODE');
    const unknown = await post(app, 'Identity/confirmPasswordReset', {
      ...body,
      email: 'nobody@example.org',
      code,
    });
    expect(koError(unknown).code).toBe('INVALID_RESET_CODE');
  });

  it('validates the new password and the code format', async () => {
    const answer = await post(ctx().app, 'Identity/confirmPasswordReset', {
      email: 'someone@example.org',
      code: 'bad code!',
      password: 'short',
    });
    expect(koError(answer).fields).toEqual({
      code: 'validation.code.invalid',
      password: 'validation.password.tooShort',
    });
  });

  it('refuses a common new password, and the code stays usable for a better one', async () => {
    const { app } = ctx();
    const { passenger } = await signUp(app);
    await post(app, 'Account/resetPassword', { email: passenger.email, networkId: 1 });
    const code = (await latestLink(app, passenger.email, '/auth/reset/confirm')).searchParams.get('code')!;
    const common = await post(app, 'Identity/confirmPasswordReset', {
      email: passenger.email,
      code,
      password: 'azertyuiop',
    });
    expect(common.statusCode).toBe(400);
    expect(koError(common).fields).toEqual({ password: 'validation.password.common' });
    const spaces = await post(app, 'Identity/confirmPasswordReset', {
      email: passenger.email,
      code,
      password: '       ',
    });
    expect(koError(spaces).fields).toEqual({ password: 'validation.password.tooSimple' });
    const better = await post(app, 'Identity/confirmPasswordReset', {
      email: passenger.email,
      code,
      password: 'tout-nouveau-2026',
    });
    expect(okResponse(better)).toEqual({});
  });

  it('refuses an unknown network', async () => {
    const answer = await post(ctx().app, 'Account/resetPassword', {
      email: 'someone@example.org',
      networkId: 99,
    });
    expect(answer.statusCode).toBe(404);
    expect(koError(answer).code).toBe('NETWORK_NOT_FOUND');
  });

  it('stores the code hashed, valid one hour', async () => {
    const { app } = ctx();
    const { passenger } = await signUp(app);
    const before = Date.now();
    await post(app, 'Account/resetPassword', { email: passenger.email, networkId: 1 });
    const code = (await latestLink(app, passenger.email, '/auth/reset/confirm')).searchParams.get('code')!;
    const row = await app.db
      .selectFrom('mailed_codes')
      .selectAll()
      .where('kind', '=', 'reset')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toBe(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = new Date(row.expires_at).getTime() - before;
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 5000);
  });
});
