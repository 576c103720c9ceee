import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post, put } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { latestLink, mailsTo } from '../../helpers/mailbox.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

describe.each(DIALECTS)('e-mail verification ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('verifies the address with the mailed code, once', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    expect(
      okResponse(await post(app, 'Account/sendVerificationEmail', { userToken: me.userToken, locale: 'en' })),
    ).toEqual({
      sent: true,
    });
    const [mail] = await mailsTo(app, me.passenger.email);
    expect(mail!.subject).toBe('Confirm your email address');
    const code = (await latestLink(app, me.passenger.email, '/en/auth/verify')).searchParams.get('code')!;

    expect(okResponse(await put(app, 'Account/verify', { userToken: me.userToken, code }))).toEqual({
      emailVerified: true,
    });
    const profile = okResponse(
      await post<{ user: { emailVerified: boolean } }>(app, 'Account/getUser.json', {
        userToken: me.userToken,
      }),
    );
    expect(profile.user.emailVerified).toBe(true);

    const again = await put(app, 'Account/verify', { userToken: me.userToken, code });
    expect(again.statusCode).toBe(400);
    expect(koError(again).code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('the code mailed at sign-up works too', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const code = (await latestLink(app, me.passenger.email, '/auth/verify')).searchParams.get('code')!;
    expect(okResponse(await put(app, 'Account/verify', { userToken: me.userToken, code }))).toEqual({
      emailVerified: true,
    });
    // A verified address gets no further verification mail.
    const before = (await mailsTo(app, me.passenger.email)).length;
    await post(app, 'Account/sendVerificationEmail', { userToken: me.userToken });
    expect((await mailsTo(app, me.passenger.email)).length).toBe(before);
  });

  it('another passenger cannot use my code', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const other = await signUpAndLogIn(app);
    const code = (await latestLink(app, me.passenger.email, '/auth/verify')).searchParams.get('code')!;
    const answer = await put(app, 'Account/verify', { userToken: other.userToken, code });
    expect(koError(answer).code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('refuses an expired code', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const code = (await latestLink(app, me.passenger.email, '/auth/verify')).searchParams.get('code')!;
    await app.db
      .updateTable('mailed_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('kind', '=', 'verify')
      .execute();
    expect(koError(await put(app, 'Account/verify', { userToken: me.userToken, code })).code).toBe(
      'INVALID_VERIFICATION_CODE',
    );
  });

  it('needs a session and a well-formed code', async () => {
    const { app } = ctx();
    const noSession = await put(app, 'Account/verify', { code: 'A'.repeat(43) });
    expect(noSession.statusCode).toBe(401);
    const me = await signUpAndLogIn(app);
    const malformed = await put(app, 'Account/verify', { userToken: me.userToken, code: '!!' });
    expect(koError(malformed).fields).toEqual({ code: 'validation.code.invalid' });
  });

  it('a guest has no address to verify: 403 FORBIDDEN', async () => {
    const { app } = ctx();
    const guest = okResponse(
      await post<{ user: { userToken: string } }>(app, 'Account/login.json', {
        network_id: 1,
        authAsGuest: true,
      }),
    );
    const answer = await post(app, 'Account/sendVerificationEmail', { userToken: guest.user.userToken });
    expect(answer.statusCode).toBe(403);
  });
});
