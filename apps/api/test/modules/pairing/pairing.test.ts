import { PAIRING_CODE_ALPHABET } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, signUpVerifiedAndLogIn, verifyAddress } from '../../helpers/passengers.js';
import { pair, pairedDevice, pollStatus, signinWithToken, startPairing, type Device } from './support.js';

const CODE_SHAPE = new RegExp(`^[${PAIRING_CODE_ALPHABET}]{4}-[${PAIRING_CODE_ALPHABET}]{4}$`);

describe.each(DIALECTS)('device pairing ($name)', (dialect) => {
  const ctx = useTestApp(dialect, {
    RATE_LIMIT_PAIRING_FAILURES_PER_ACCOUNT: '3',
    RATE_LIMIT_PAIRING_FAILURES_PER_ADDRESS: '5',
  });

  const devices = async (userToken: string) =>
    okResponse(await get<{ devices: Device[] }>(ctx().app, 'Device/getDevices.json', { userToken })).devices;

  it('pairs a device: code typed in any case, token once, a session of the account, listed', async () => {
    const { app } = ctx();
    const me = await signUpVerifiedAndLogIn(app);
    const started = await startPairing(app, '10.5.0.1');
    expect(started.code).toMatch(CODE_SHAPE);
    expect(started.deviceSecret.length).toBeGreaterThanOrEqual(43);
    expect(new Date(started.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(okResponse(await pollStatus(app, started.deviceSecret)).status).toBe('PENDING');

    const typed = ` ${started.code.replace('-', ' ').toLowerCase()} `;
    const { device } = okResponse(await pair(app, me, typed, '  Kiosque gare maritime  '));
    expect(device).toMatchObject({ name: 'Kiosque gare maritime', lastUsedAt: null });

    const first = okResponse(await pollStatus(app, started.deviceSecret));
    expect(first.status).toBe('PAIRED');
    expect(first.signinToken).toBeTruthy();
    // The token is handed once: the next poll says PAIRED without it.
    const second = okResponse(await pollStatus(app, started.deviceSecret));
    expect(second).toEqual({ status: 'PAIRED', expiresAt: first.expiresAt });

    const { user } = okResponse(await signinWithToken(app, first.signinToken!));
    expect(user.userId).toBe(me.userId);
    expect(user.userLastname).toBe(me.passenger.name);
    const asDevice = okResponse(
      await post<{ user: { userId: number } }>(app, 'Account/getUser.json', { userToken: user.userToken }),
    );
    expect(asDevice.user.userId).toBe(me.userId);

    // Spent twice: the second answers as an ID token already exchanged, and opens nothing.
    const again = await signinWithToken(app, first.signinToken!);
    expect(again.statusCode).toBe(401);
    expect(koError(again).code).toBe('INVALID_ID_TOKEN');

    const listed = await devices(me.userToken);
    expect(listed).toEqual([
      {
        id: device.id,
        name: 'Kiosque gare maritime',
        pairedAt: device.pairedAt,
        lastUsedAt: expect.any(String),
      },
    ]);
  });

  it('refuses a reused, an expired or an unknown code with one message', async () => {
    const { app } = ctx();
    const me = await signUpVerifiedAndLogIn(app);
    const other = await signUpVerifiedAndLogIn(app);
    const used = await startPairing(app, '10.5.0.2');
    okResponse(await pair(app, me, used.code, 'Téléphone'));
    const reused = await pair(app, other, used.code, 'Volé', '10.5.0.3');
    expect(reused.statusCode).toBe(400);
    const refusal = koError(reused);
    expect(refusal.code).toBe('PAIRING_CODE_INVALID');
    expect(refusal.message).toContain('not valid, has already been used or has expired');

    const late = await startPairing(app, '10.5.0.2');
    await app.db
      .updateTable('paired_devices')
      .set({ code_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('code_hash', 'is not', null)
      .execute();
    const expired = await pair(app, other, late.code, 'Tard', '10.5.0.4');
    expect(koError(expired)).toEqual(refusal);
    expect(okResponse(await pollStatus(app, late.deviceSecret)).status).toBe('EXPIRED');

    const unknown = await pair(app, other, 'ABCD-EFGH', 'Inconnu', '10.5.0.5');
    expect(koError(unknown)).toEqual(refusal);
    // A malformed code (an ambiguous letter, a wrong length) is a field error, not a try.
    const malformed = await pair(app, other, 'ABCD-EFG0', 'Inconnu', '10.5.0.5');
    expect(koError(malformed)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { code: 'validation.code.invalid' },
    });
    expect(await devices(other.userToken)).toEqual([]);

    const unknownSecret = await pollStatus(app, 'no-such-secret');
    expect(unknownSecret.statusCode).toBe(404);
  });

  it('limits wrong codes per account and per address (429), a right one then still refused', async () => {
    const { app } = ctx();
    const me = await signUpVerifiedAndLogIn(app);
    for (const [index, ip] of ['10.6.0.1', '10.6.0.2', '10.6.0.3'].entries())
      expect(koError(await pair(app, me, `ABCD-EFG${index + 2}`, 'x', ip)).code).toBe('PAIRING_CODE_INVALID');
    const started = await startPairing(app, '10.6.0.9');
    const blocked = await pair(app, me, started.code, 'Tablette', '10.6.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The code was not spent by the blocked attempt: another account may still pair it.
    const other = await signUpVerifiedAndLogIn(app);
    okResponse(await pair(app, other, started.code, 'Tablette', '10.6.0.5'));

    // Per address: five accounts' wrong codes from one address block a sixth account there.
    for (let index = 0; index < 5; index += 1) {
      const someone = await signUpVerifiedAndLogIn(app);
      await pair(app, someone, 'WXYZ-2345', 'x', '10.6.1.1');
    }
    const fresh = await signUpVerifiedAndLogIn(app);
    expect((await pair(app, fresh, 'WXYZ-2345', 'x', '10.6.1.1')).statusCode).toBe(429);
    expect(koError(await pair(app, fresh, 'WXYZ-2345', 'x', '10.6.1.2')).code).toBe('PAIRING_CODE_INVALID');
  });

  it('unpairs: the device session ends, its token is dead, another account’s device answers as a missing one', async () => {
    const { app } = ctx();
    const me = await signUpVerifiedAndLogIn(app);
    const stranger = await signUpVerifiedAndLogIn(app);
    const kiosk = await pairedDevice(app, me, 'Borne');
    const phone = await pairedDevice(app, me, 'Téléphone');

    const foreign = await post(app, 'Device/unpair.json', {
      userToken: stranger.userToken,
      deviceId: kiosk.deviceId,
    });
    const missing = await post(app, 'Device/unpair.json', {
      userToken: stranger.userToken,
      deviceId: 987654,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toEqual(missing.body);
    expect(await devices(stranger.userToken)).toEqual([]);
    expect((await devices(me.userToken)).map((device) => device.name)).toEqual(['Téléphone', 'Borne']);
    // The kiosk's session still works after the stranger's try.
    okResponse(await post(app, 'Account/touch', { userToken: kiosk.deviceUserToken }));

    okResponse(await post(app, 'Device/unpair.json', { userToken: me.userToken, deviceId: kiosk.deviceId }));
    const ended = await post(app, 'Account/touch', { userToken: kiosk.deviceUserToken });
    expect(ended.statusCode).toBe(401);
    expect(koError(ended).code).toBe('SESSION_EXPIRED');
    // The phone and the holder's own session go on.
    okResponse(await post(app, 'Account/touch', { userToken: phone.deviceUserToken }));
    okResponse(await post(app, 'Account/touch', { userToken: me.userToken }));
    expect((await devices(me.userToken)).map((device) => device.name)).toEqual(['Téléphone']);
    expect(okResponse(await pollStatus(app, kiosk.deviceSecret)).status).toBe('UNPAIRED');
    // Twice: the device is gone, the same answer as another account's.
    const twice = await post(app, 'Device/unpair.json', {
      userToken: me.userToken,
      deviceId: kiosk.deviceId,
    });
    expect(twice.body).toEqual(missing.body);
  });

  it('refuses a token unspent when its device was unpaired, or past its ten minutes', async () => {
    const { app } = ctx();
    const me = await signUpVerifiedAndLogIn(app);
    const started = await startPairing(app);
    const { device } = okResponse(await pair(app, me, started.code, 'Borne'));
    const { signinToken } = okResponse(await pollStatus(app, started.deviceSecret));
    okResponse(await post(app, 'Device/unpair.json', { userToken: me.userToken, deviceId: device.id }));
    expect(koError(await signinWithToken(app, signinToken!)).code).toBe('INVALID_ID_TOKEN');

    const late = await startPairing(app);
    okResponse(await pair(app, me, late.code, 'Tablette'));
    const token = okResponse(await pollStatus(app, late.deviceSecret)).signinToken!;
    await app.db
      .updateTable('paired_devices')
      .set({ signin_token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('signin_token_used_at', 'is', null)
      .execute();
    expect(koError(await signinWithToken(app, token)).code).toBe('INVALID_ID_TOKEN');
    expect(koError(await signinWithToken(app, 'x'.repeat(43))).code).toBe('INVALID_ID_TOKEN');
  });

  it('a pairing older than its code’s ten minutes that never polled issues no token (decision 057)', async () => {
    const { app } = ctx();
    const me = await signUpVerifiedAndLogIn(app);
    const started = await startPairing(app);
    const { device } = okResponse(await pair(app, me, started.code, 'Borne oubliée'));
    // Dated back as the attacker's silent device was: paired 11 minutes ago, then months.
    for (const minutes of [11, 60 * 24 * 90]) {
      const before = (at: number) => new Date(Date.now() - at * 60_000).toISOString();
      await app.db
        .updateTable('paired_devices')
        .set({
          created_at: before(minutes + 1),
          code_expires_at: before(minutes - 9),
          paired_at: before(minutes),
        })
        .where('id', '=', device.id)
        .execute();
      const late = okResponse(await pollStatus(app, started.deviceSecret));
      expect(late.status).toBe('EXPIRED');
      expect(late.signinToken).toBeUndefined();
    }
    const row = await app.db
      .selectFrom('paired_devices')
      .select('signin_token_hash')
      .where('id', '=', device.id)
      .executeTakeFirstOrThrow();
    expect(row.signin_token_hash).toBeNull();
    // Within its ten minutes, the first poll still gets its token.
    const fresh = await startPairing(app);
    okResponse(await pair(app, me, fresh.code, 'Borne à l’heure'));
    expect(okResponse(await pollStatus(app, fresh.deviceSecret)).signinToken).toBeTruthy();
  });

  it('an unverified address cannot pair (403 EMAIL_NOT_VERIFIED, the code left unspent), nor a guest', async () => {
    const { app } = ctx();
    const unverified = await signUpAndLogIn(app);
    const started = await startPairing(app);
    const refused = await pair(app, unverified, started.code, 'Borne de l’attaquant');
    expect(refused.statusCode).toBe(403);
    expect(koError(refused)).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringContaining('Confirm your email address first'),
    });
    expect(okResponse(await pollStatus(app, started.deviceSecret)).status).toBe('PENDING');
    expect(await devices(unverified.userToken)).toEqual([]);

    const guest = okResponse(
      await post<{ user: { userToken: string; userId: number } }>(app, 'Account/login.json', {
        network_id: 1,
        authAsGuest: true,
      }),
    ).user;
    const asGuest = await pair(app, { ...unverified, ...guest }, started.code, 'Borne invitée');
    expect(koError(asGuest).code).toBe('FORBIDDEN');

    // Once the address is proven, the same code pairs.
    await verifyAddress(app, unverified);
    okResponse(await pair(app, unverified, started.code, 'Borne du titulaire'));
  });

  it('pairs one code once when two holders type it at the same moment', async () => {
    const { app } = ctx();
    const [a, b] = [await signUpVerifiedAndLogIn(app), await signUpVerifiedAndLogIn(app)];
    const started = await startPairing(app);
    const answers = await Promise.all([
      pair(app, a, started.code, 'A', '10.7.0.1'),
      pair(app, b, started.code, 'B', '10.7.0.2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const polls = await Promise.all([
      pollStatus(app, started.deviceSecret),
      pollStatus(app, started.deviceSecret),
    ]);
    expect(polls.filter((poll) => okResponse(poll).signinToken !== undefined)).toHaveLength(1);
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const { app } = ctx();
    const me = await signUpVerifiedAndLogIn(app);
    const bad = [
      { code: null, name: 'x' },
      { code: 12345678, name: 'x' },
      { code: 'ABCD-EFGH', name: '' },
      { code: 'ABCD-EFGH', name: 'x'.repeat(41) },
      { code: 'ABCD-EFGH', name: 'Borne\u202egare' },
      { code: 'ABCD-EFGH', name: { nested: { deep: 1 } } },
      { code: 'A'.repeat(10_000), name: 'x' },
      { code: 'ABCD-EFGH', name: 'x', extra: 1 },
    ];
    for (const body of bad) {
      const answer = await post(app, 'Device/pair.json', { userToken: me.userToken, ...body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
    }
    expect(
      (await post(app, 'Device/unpair.json', { userToken: me.userToken, deviceId: 'abc' })).statusCode,
    ).toBe(400);
    expect((await post(app, 'Device/pairingStatus.json', { deviceSecret: 'x'.repeat(101) })).statusCode).toBe(
      400,
    );
    expect((await post(app, 'Account/signinWithToken', { token: '' })).statusCode).toBe(400);
    expect((await post(app, 'Device/startPairing.json', { network_id: 999 })).statusCode).toBe(404);
  });
});

describe.each(DIALECTS)('POST Device/startPairing.json, rate limited ($name)', (dialect) => {
  const ctx = useTestApp(dialect, { RATE_LIMIT_PAIRING_STARTS_PER_ADDRESS: '3' });

  it('gives an address three codes a window, then 429 with when to retry; another address goes on', async () => {
    const { app } = ctx();
    for (let index = 0; index < 3; index += 1) await startPairing(app, '10.8.0.1');
    const refused = await post(app, 'Device/startPairing.json', {}, { ip: '10.8.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(koError(refused).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await startPairing(app, '10.8.0.2');
  });
});
