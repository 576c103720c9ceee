import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { koError, post } from '../helpers/api.js';
import { DIALECTS } from '../helpers/databases.js';
import { freshPassenger, signUp } from '../helpers/passengers.js';

describe.each(DIALECTS)('rate limits ($name)', (dialect) => {
  const ctx = useTestApp(dialect, {
    RATE_LIMIT_SIGNIN_PER_EMAIL: '3',
    RATE_LIMIT_SIGNIN_PER_ADDRESS: '5',
    RATE_LIMIT_SIGNUP_PER_ADDRESS: '2',
    RATE_LIMIT_RESET_PER_EMAIL: '2',
    RATE_LIMIT_RESET_PER_ADDRESS: '3',
  });

  it('sign-in: 429 RATE_LIMITED past the limit per e-mail, whatever the address', async () => {
    const { app } = ctx();
    const { passenger } = await signUp(app, freshPassenger());
    const attempt = (ip: string) =>
      post(
        app,
        'Identity/signIn',
        { email: passenger.email.toUpperCase(), password: 'pas-le-bon', locale: 'en' },
        { ip },
      );
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await attempt(ip)).statusCode).toBe(400);
    const blocked = await attempt('10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(koError(blocked)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts: please try again in a few minutes.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The right password is refused too until the window ends.
    const right = await post(
      app,
      'Identity/signIn',
      { email: passenger.email, password: passenger.password },
      { ip: '10.0.0.5' },
    );
    expect(right.statusCode).toBe(429);
  });

  it('sign-in: 429 past the limit per client address, whatever the e-mail', async () => {
    const { app } = ctx();
    const attempt = (n: number) =>
      post(app, 'Identity/signIn', { email: `nobody${n}@example.org`, password: 'x' }, { ip: '10.1.0.1' });
    for (let n = 0; n < 5; n += 1) expect((await attempt(n)).statusCode).toBe(404);
    expect((await attempt(5)).statusCode).toBe(429);
    const elsewhere = await post(
      app,
      'Identity/signIn',
      { email: 'nobody6@example.org', password: 'x' },
      { ip: '10.1.0.2' },
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('sign-up: 429 past the limit per client address', async () => {
    const { app } = ctx();
    const attempt = () =>
      post(app, 'Identity/signUp', { ...freshPassenger(), acceptTerms: true }, { ip: '10.2.0.1' });
    expect((await attempt()).statusCode).toBe(200);
    expect((await attempt()).statusCode).toBe(200);
    expect(koError(await attempt()).code).toBe('RATE_LIMITED');
  });

  it('reset: 429 past the limit per e-mail and per client address', async () => {
    const { app } = ctx();
    const email = freshPassenger().email;
    const perEmail = (ip: string) => post(app, 'Account/resetPassword', { email, networkId: 1 }, { ip });
    expect((await perEmail('10.3.0.1')).statusCode).toBe(200);
    expect((await perEmail('10.3.0.2')).statusCode).toBe(200);
    expect((await perEmail('10.3.0.3')).statusCode).toBe(429);

    const perAddress = (n: number) =>
      post(app, 'Account/resetPassword', { email: `x${n}@example.org`, networkId: 1 }, { ip: '10.4.0.1' });
    for (let n = 0; n < 3; n += 1) expect((await perAddress(n)).statusCode).toBe(200);
    expect((await perAddress(3)).statusCode).toBe(429);
  });
});
