import { signedQueryString } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';
import { hashSecret } from '../../../src/lib/tokens.js';

describe.each(DIALECTS)('sessions behind userToken ($name)', (dialect) => {
  const ctx = useTestApp(dialect, { SESSION_IDLE_MINUTES: '30', SESSION_MAX_DAYS: '2' });

  it('getUser.json answers the profile of the session', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const answer = okResponse(
      await post(app, 'Account/getUser.json', { userToken: me.userToken, userId: me.userId, networkId: 1 }),
    );
    expect(answer).toEqual({
      user: {
        userId: me.userId,
        userName: 'Hélène',
        userLastname: 'Le Goff',
        email: me.passenger.email,
        phone: '0612345678',
        emailVerified: false,
        guest: false,
        role: 'passenger',
      },
    });
  });

  it('answers 401 UNAUTHORIZED without a userToken and 401 SESSION_EXPIRED for an unknown one', async () => {
    const { app } = ctx();
    const missing = await post(app, 'Account/getUser.json', {});
    expect(missing.statusCode).toBe(401);
    expect(koError(missing).code).toBe('UNAUTHORIZED');
    const empty = await post(app, 'Account/getUser.json', { userToken: '' });
    expect(koError(empty).code).toBe('UNAUTHORIZED');
    const unknown = await post(app, 'Account/getUser.json', { userToken: 'no-such-token', locale: 'en' });
    expect(unknown.statusCode).toBe(401);
    expect(koError(unknown)).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired, please log in again.',
    });
    const getMissing = await get(app, 'Account/getCards.json', {});
    expect(getMissing.statusCode).toBe(401);
    expect(koError(getMissing).code).toBe('UNAUTHORIZED');
  });

  it('another passenger’s token cannot read the first one’s profile: 403 FORBIDDEN', async () => {
    const { app } = ctx();
    const first = await signUpAndLogIn(app);
    const second = await signUpAndLogIn(app);
    const answer = await post(app, 'Account/getUser.json', {
      userToken: second.userToken,
      userId: first.userId,
    });
    expect(answer.statusCode).toBe(403);
    expect(koError(answer).code).toBe('FORBIDDEN');
    const otherNetwork = await post(app, 'Account/getUser.json', {
      userToken: second.userToken,
      networkId: 7,
    });
    expect(otherNetwork.statusCode).toBe(403);
    const logout = await post(app, 'Account/logout.json', {
      userToken: second.userToken,
      user_id: first.userId,
    });
    expect(logout.statusCode).toBe(403);
    // The first session still works.
    expect((await post(app, 'Account/getUser.json', { userToken: first.userToken })).statusCode).toBe(200);
  });

  it('logout.json revokes the token: the next call answers SESSION_EXPIRED', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    expect(
      okResponse(await post(app, 'Account/logout.json', { userToken: me.userToken, user_id: me.userId })),
    ).toEqual({});
    const after = await post(app, 'Account/getUser.json', { userToken: me.userToken });
    expect(after.statusCode).toBe(401);
    expect(koError(after).code).toBe('SESSION_EXPIRED');
    const again = await post(app, 'Account/logout.json', { userToken: me.userToken });
    expect(koError(again).code).toBe('SESSION_EXPIRED');
  });

  it('stores only the SHA-256 of the token', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const rows = await app.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashSecret(me.userToken));
    expect(rows.map((row) => row.token_hash)).not.toContain(me.userToken);
  });

  it('a session idle past SESSION_IDLE_MINUTES has expired', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const past = new Date(Date.now() - 60_000).toISOString();
    await app.db
      .updateTable('sessions')
      .set({ idle_expires_at: past, last_seen_at: past })
      .where('token_hash', '=', hashSecret(me.userToken))
      .execute();
    const answer = await post(app, 'Account/getUser.json', { userToken: me.userToken });
    expect(answer.statusCode).toBe(401);
    expect(koError(answer).code).toBe('SESSION_EXPIRED');
  });

  it('a session past SESSION_MAX_DAYS has expired even when used', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    await app.db
      .updateTable('sessions')
      .set({ absolute_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashSecret(me.userToken))
      .execute();
    expect(koError(await post(app, 'Account/touch', { userToken: me.userToken })).code).toBe(
      'SESSION_EXPIRED',
    );
  });

  it('sets the idle and absolute expiry from the configuration', async () => {
    const { app } = ctx();
    const before = Date.now();
    const me = await signUpAndLogIn(app);
    const session = await app.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', hashSecret(me.userToken))
      .executeTakeFirstOrThrow();
    const idle = new Date(session.idle_expires_at).getTime() - before;
    const absolute = new Date(session.absolute_expires_at).getTime() - before;
    expect(idle).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(idle).toBeLessThanOrEqual(30 * 60_000 + 5000);
    expect(absolute).toBeGreaterThanOrEqual(2 * 86_400_000 - 1000);
    expect(absolute).toBeLessThanOrEqual(2 * 86_400_000 + 5000);
  });

  it('touch extends the idle expiry and answers when the session ends', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const soon = new Date(Date.now() + 60_000).toISOString();
    await app.db
      .updateTable('sessions')
      .set({ idle_expires_at: soon })
      .where('token_hash', '=', hashSecret(me.userToken))
      .execute();
    const { expiresAt } = okResponse(
      await post<{ expiresAt: string }>(app, 'Account/touch', { userToken: me.userToken }),
    );
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('each call slides the idle expiry of a session last seen over a minute ago', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    const soon = new Date(Date.now() + 60_000).toISOString();
    await app.db
      .updateTable('sessions')
      .set({ last_seen_at: twoMinutesAgo, idle_expires_at: soon })
      .where('token_hash', '=', hashSecret(me.userToken))
      .execute();
    await post(app, 'Account/getUser.json', { userToken: me.userToken });
    const session = await app.db
      .selectFrom('sessions')
      .select('idle_expires_at')
      .where('token_hash', '=', hashSecret(me.userToken))
      .executeTakeFirstOrThrow();
    expect(session.idle_expires_at > soon).toBe(true);
  });

  it('introspectToken.json tells a live token from a dead one, by GET and by POST', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const live = okResponse(await get(app, 'Account/introspectToken.json', { userToken: me.userToken }));
    expect(live).toEqual({ active: true, userId: me.userId, expiresAt: expect.any(String) });
    const posted = okResponse(await post(app, 'Account/introspectToken.json', { userToken: me.userToken }));
    expect(posted).toMatchObject({ active: true, userId: me.userId });
    await post(app, 'Account/logout.json', { userToken: me.userToken });
    expect(okResponse(await post(app, 'Account/introspectToken.json', { userToken: me.userToken }))).toEqual({
      active: false,
    });
    expect(okResponse(await get(app, 'Account/introspectToken.json', { userToken: 'nothing' }))).toEqual({
      active: false,
    });
    const missing = await post(app, 'Account/introspectToken.json', {});
    expect(koError(missing).fields).toEqual({ userToken: 'validation.required' });
  });

  it('a disabled profile’s session stops working', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    await app.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', me.userId).execute();
    expect(koError(await post(app, 'Account/getUser.json', { userToken: me.userToken })).code).toBe(
      'SESSION_EXPIRED',
    );
  });

  it('keeps userToken out of the logs (query strings are redacted)', async () => {
    const { redactUrl } = await import('../../../src/lib/log.js');
    const query = await signedQueryString({ userToken: 'secret-token', network_id: 1 }, SIGNATURE_KEY);
    const redacted = redactUrl(`/api/Account/getCards.json?${query}`);
    expect(redacted).not.toContain('secret-token');
    expect(redacted).toContain('network_id=1');
  });
});
