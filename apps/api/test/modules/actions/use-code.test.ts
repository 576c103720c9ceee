import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post, put } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { latestLink } from '../../helpers/mailbox.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

describe.each(DIALECTS)('PUT Actions/useCode ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('LEGACY_EMAIL_VERIFICATION spends the mailed verification code once, without a session', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    okResponse(await post(app, 'Account/sendVerificationEmail', { userToken: me.userToken }));
    const code = (await latestLink(app, me.passenger.email, '/auth/verify')).searchParams.get('code')!;

    const used = await put(app, 'Actions/useCode', { code, action: 'LEGACY_EMAIL_VERIFICATION' });
    expect(okResponse(used)).toEqual({ action: 'LEGACY_EMAIL_VERIFICATION' });
    const profile = okResponse(
      await post<{ user: { emailVerified: boolean } }>(app, 'Account/getUser.json', {
        userToken: me.userToken,
      }),
    );
    expect(profile.user.emailVerified).toBe(true);

    const again = await put(app, 'Actions/useCode', {
      code,
      action: 'LEGACY_EMAIL_VERIFICATION',
      locale: 'en',
    });
    expect(again.statusCode).toBe(400);
    expect(koError(again)).toEqual({
      code: 'INVALID_VERIFICATION_CODE',
      message: 'This verification code is no longer valid.',
    });
  });

  it('LEGACY_PASSWORD_CHANGE sets newPassword as confirmPasswordReset does: sessions ended, code spent', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    okResponse(await post(app, 'Account/resetPassword', { email: me.passenger.email, networkId: 1 }));
    const code = (await latestLink(app, me.passenger.email, '/auth/reset/confirm')).searchParams.get('code')!;

    // A verification code is not a reset code, and a reset code does not verify an address.
    const wrongKind = await put(app, 'Actions/useCode', { code, action: 'LEGACY_EMAIL_VERIFICATION' });
    expect(koError(wrongKind).code).toBe('INVALID_VERIFICATION_CODE');
    const missing = await put(app, 'Actions/useCode', { code, action: 'LEGACY_PASSWORD_CHANGE' });
    expect(missing.statusCode).toBe(400);
    expect(koError(missing)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { newPassword: 'validation.required' },
    });
    const common = await put(app, 'Actions/useCode', {
      code,
      action: 'LEGACY_PASSWORD_CHANGE',
      newPassword: 'password123',
    });
    expect(koError(common).fields).toEqual({ newPassword: 'validation.password.common' });

    const newPassword = 'encore-plus-neuf-2026';
    const changed = await put(app, 'Actions/useCode', {
      code,
      action: 'LEGACY_PASSWORD_CHANGE',
      newPassword,
    });
    expect(okResponse(changed)).toEqual({ action: 'LEGACY_PASSWORD_CHANGE' });

    expect(koError(await post(app, 'Account/getUser.json', { userToken: me.userToken })).code).toBe(
      'SESSION_EXPIRED',
    );
    const old = await post(app, 'Identity/signIn', {
      email: me.passenger.email,
      password: me.passenger.password,
    });
    expect(koError(old).code).toBe('INVALID_PASSWORD');
    expect(
      (await post(app, 'Identity/signIn', { email: me.passenger.email, password: newPassword })).statusCode,
    ).toBe(200);
    const identity = await app.db
      .selectFrom('identities')
      .select('email_verified_at')
      .where('email', '=', me.passenger.email)
      .executeTakeFirstOrThrow();
    expect(identity.email_verified_at).not.toBeNull();

    const reused = await put(app, 'Actions/useCode', {
      code,
      action: 'LEGACY_PASSWORD_CHANGE',
      newPassword: 'encore-un-autre-2026',
    });
    expect(reused.statusCode).toBe(400);
    expect(koError(reused).code).toBe('INVALID_RESET_CODE');
    const viaIdentity = await post(app, 'Identity/confirmPasswordReset', {
      email: me.passenger.email,
      code,
      password: 'encore-un-autre-2026',
    });
    expect(koError(viaIdentity).code).toBe('INVALID_RESET_CODE');
  });

  it('an unknown code is refused with the code of its action, the erasure’s too', async () => {
    const { app } = ctx();
    const unknown = 'a'.repeat(43);
    expect(
      koError(await put(app, 'Actions/useCode', { code: unknown, action: 'LEGACY_EMAIL_VERIFICATION' })).code,
    ).toBe('INVALID_VERIFICATION_CODE');
    expect(
      koError(
        await put(app, 'Actions/useCode', {
          code: unknown,
          action: 'LEGACY_PASSWORD_CHANGE',
          newPassword: 'tout-nouveau-2026',
        }),
      ).code,
    ).toBe('INVALID_RESET_CODE');
    const anonymize = await put(app, 'Actions/useCode', {
      code: unknown,
      action: 'LEGACY_ACCOUNT_ANONYMIZATION',
    });
    expect(anonymize.statusCode).toBe(400);
    expect(koError(anonymize).code).toBe('INVALID_ERASURE_CODE');
    expect(
      koError(await put(app, 'Actions/useCode', { code: unknown, action: 'DELETE_EVERYTHING' })).fields,
    ).toEqual({
      action: expect.any(String),
    });
  });
});

describe.each(DIALECTS)('PUT Actions/useCode rate limit ($name)', (dialect) => {
  const ctx = useTestApp(dialect, { RATE_LIMIT_RESET_PER_ADDRESS: '3' });

  it('is limited per address as confirmPasswordReset is: 429 RATE_LIMITED past RATE_LIMIT_RESET_PER_ADDRESS', async () => {
    const { app } = ctx();
    const ip = '203.0.113.77';
    const attempt = () =>
      put(app, 'Actions/useCode', { code: 'b'.repeat(43), action: 'LEGACY_EMAIL_VERIFICATION' }, { ip });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(koError(limited).code).toBe('RATE_LIMITED');
    const elsewhere = await put(
      app,
      'Actions/useCode',
      { code: 'b'.repeat(43), action: 'LEGACY_EMAIL_VERIFICATION' },
      { ip: '203.0.113.78' },
    );
    expect(elsewhere.statusCode).toBe(400);
  });
});
