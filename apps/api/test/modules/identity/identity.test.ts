import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { freshPassenger, signUp } from '../../helpers/passengers.js';

describe.each(DIALECTS)('Identity/signUp and Identity/signIn ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('signs up a passenger: an ID token, an identity and its first profile', async () => {
    const { app } = ctx();
    const passenger = freshPassenger();
    const { idToken } = await signUp(app, passenger);
    expect(idToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const identity = await app.db
      .selectFrom('identities')
      .selectAll()
      .where('email', '=', passenger.email)
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({
      name: 'Le Goff',
      firstname: 'Hélène',
      phone: '0612345678',
      email_verified_at: null,
    });
    expect(identity.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const profiles = await app.db
      .selectFrom('accounts')
      .selectAll()
      .where('identity_id', '=', identity.id)
      .execute();
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ network_id: 1, guest: 0, disabled: 0 });
  });

  it('stores the e-mail in lowercase and refuses the same address again with 409 EMAIL_EXISTS', async () => {
    const { app } = ctx();
    const passenger = freshPassenger();
    await signUp(app, { ...passenger, email: passenger.email.toUpperCase() });
    const again = await post(app, 'Identity/signUp', { ...passenger, acceptTerms: true, locale: 'en' });
    expect(again.statusCode).toBe(409);
    expect(koError(again)).toEqual({
      code: 'EMAIL_EXISTS',
      message: 'This email address already has an account. Log in or use another address.',
    });
  });

  it('refuses a sign-up without the general terms', async () => {
    const answer = await post(ctx().app, 'Identity/signUp', { ...freshPassenger(), acceptTerms: false });
    expect(answer.statusCode).toBe(400);
    expect(koError(answer).fields).toEqual({ acceptTerms: 'validation.terms.required' });
  });

  it.each([
    ['password1', 'validation.password.common'],
    ['azertyuiop', 'validation.password.common'],
    ['Motdepasse', 'validation.password.common'],
    ['       ', 'validation.password.tooSimple'],
    ['zzzzzzzz', 'validation.password.tooSimple'],
  ])('refuses the password %j at sign-up (%s), and creates nothing', async (password, key) => {
    const { app } = ctx();
    const passenger = freshPassenger({ password });
    const answer = await post(app, 'Identity/signUp', { ...passenger, acceptTerms: true, locale: 'en' });
    expect(answer.statusCode).toBe(400);
    expect(koError(answer)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Some fields are not valid.',
      fields: { password: key },
    });
    const identity = await app.db
      .selectFrom('identities')
      .select('id')
      .where('email', '=', passenger.email)
      .executeTakeFirst();
    expect(identity).toBeUndefined();
  });

  it('signs in with the password, whatever the case of the e-mail', async () => {
    const { app } = ctx();
    const passenger = freshPassenger();
    await signUp(app, passenger);
    const answer = okResponse(
      await post<{ idToken: string }>(app, 'Identity/signIn', {
        email: passenger.email.toUpperCase(),
        password: passenger.password,
      }),
    );
    expect(answer.idToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers an unknown e-mail with 404 EMAIL_NOT_FOUND and a wrong password with 400 INVALID_PASSWORD', async () => {
    const { app } = ctx();
    const passenger = freshPassenger();
    await signUp(app, passenger);
    const unknown = await post(app, 'Identity/signIn', {
      email: 'nobody@example.org',
      password: 'x',
      locale: 'en',
    });
    expect(unknown.statusCode).toBe(404);
    expect(koError(unknown)).toEqual({
      code: 'EMAIL_NOT_FOUND',
      message: 'This email address does not correspond to any account.',
    });
    const wrong = await post(app, 'Identity/signIn', {
      email: passenger.email,
      password: 'pas-le-bon',
      locale: 'en',
    });
    expect(wrong.statusCode).toBe(400);
    expect(koError(wrong)).toEqual({
      code: 'INVALID_PASSWORD',
      message: 'Unrecognized password, try again.',
    });
  });

  it('signs in the seeded demo account', async () => {
    const answer = await post(ctx().app, 'Identity/signIn', {
      email: 'demo@example.org',
      password: 'demo-password-2026',
    });
    expect(answer.statusCode).toBe(200);
  });

  it('mails a verification link on sign-up', async () => {
    const { app } = ctx();
    const passenger = freshPassenger();
    await signUp(app, passenger);
    const mails = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', passenger.email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'verify', subject: 'Confirmez votre adresse e-mail' });
    expect(mails[0]!.text_body).toMatch(/https:\/\/portal\.test\/auth\/verify\?code=[A-Za-z0-9_-]{43}/);
  });
});
