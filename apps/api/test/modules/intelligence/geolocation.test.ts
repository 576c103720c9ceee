/**
 * Intelligence/sendGeolocation.json (issue 11, decision 050): only with the account's consent
 * (off by default), stored rounded to about a kilometre, deleted after 24 hours or when the
 * consent is withdrawn.
 */
import { coarseCoordinate } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { purgeOldGeolocations } from '../../../src/modules/intelligence/service.js';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';

type Consent = { consent: { granted: boolean; grantedAt: string | null } };
type Stored = {
  geolocation: { latitude: number; longitude: number; recordedAt: string; deleteAfter: string };
};

describe('a coarse coordinate', () => {
  it('keeps two decimals of a degree (about a kilometre)', () => {
    expect(coarseCoordinate(47.218371)).toBe(47.22);
    expect(coarseCoordinate(-1.553621)).toBe(-1.55);
    expect(coarseCoordinate(-0.001)).toBe(0);
    expect(Object.is(coarseCoordinate(-0.004), 0)).toBe(true);
    expect(coarseCoordinate(90)).toBe(90);
  });
});

describe.each(DIALECTS)('geolocation with consent ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const positionsOf = (me: LoggedIn) =>
    ctx()
      .app.db.selectFrom('geolocations')
      .select(['latitude', 'longitude', 'recorded_at'])
      .where('account_id', '=', me.userId)
      .execute();
  const setConsent = (me: LoggedIn, granted: boolean) =>
    post<Consent>(ctx().app, 'Intelligence/setGeolocationConsent.json', { userToken: me.userToken, granted });
  const send = (me: LoggedIn, position: Record<string, unknown>, locale?: string) =>
    post<Stored>(ctx().app, 'Intelligence/sendGeolocation.json', {
      userToken: me.userToken,
      ...position,
      locale,
    });

  it('refuses a position without the consent, off by default, and stores nothing', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    expect(
      okResponse(
        await get<Consent>(app, 'Intelligence/getGeolocationConsent.json', { userToken: me.userToken }),
      ),
    ).toEqual({ consent: { granted: false, grantedAt: null } });
    const refused = await send(me, { latitude: 47.218371, longitude: -1.553621 });
    expect(refused.statusCode).toBe(403);
    expect(koError(refused)).toEqual({
      code: 'GEOLOCATION_CONSENT_REQUIRED',
      message: expect.stringMatching(
        /^Vous n’avez pas accepté le partage de votre position.: rien n’a été enregistré\.$/,
      ),
    });
    expect(koError(await send(me, { latitude: 1, longitude: 2 }, 'en')).message).toBe(
      'You have not agreed to share your location: nothing was stored.',
    );
    expect(await positionsOf(me)).toEqual([]);
  });

  it('stores a position rounded to 0.01° once agreed, and deletes them all when the consent is withdrawn', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const other = await signUpAndLogIn(app);
    const given = okResponse(await setConsent(me, true)).consent;
    expect(given).toEqual({ granted: true, grantedAt: expect.any(String) });
    // Given again, the first date stays.
    expect(okResponse(await setConsent(me, true)).consent).toEqual(given);

    const stored = okResponse(await send(me, { latitude: 47.218371, longitude: -1.553621 })).geolocation;
    expect(stored).toMatchObject({ latitude: 47.22, longitude: -1.55 });
    expect(Date.parse(stored.deleteAfter) - Date.parse(stored.recordedAt)).toBe(24 * 3_600_000);
    expect(await positionsOf(me)).toEqual([
      { latitude: 47.22, longitude: -1.55, recorded_at: stored.recordedAt },
    ]);
    // Another account's consent is its own.
    expect((await send(other, { latitude: 47.2, longitude: -1.5 })).statusCode).toBe(403);

    expect(okResponse(await setConsent(me, false)).consent).toEqual({ granted: false, grantedAt: null });
    expect(await positionsOf(me)).toEqual([]);
    expect((await send(me, { latitude: 47.2, longitude: -1.5 })).statusCode).toBe(403);
  });

  it('deletes the positions received more than 24 hours ago, and only those', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    await setConsent(me, true);
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    await app.db
      .insertInto('geolocations')
      .values([
        { account_id: me.userId, latitude: 47.21, longitude: -1.55, recorded_at: hoursAgo(25) },
        { account_id: me.userId, latitude: 47.22, longitude: -1.56, recorded_at: hoursAgo(24.01) },
        { account_id: me.userId, latitude: 47.23, longitude: -1.57, recorded_at: hoursAgo(23.9) },
      ])
      .execute();
    expect(await purgeOldGeolocations(app.db, now)).toBeGreaterThanOrEqual(2);
    expect((await positionsOf(me)).map((row) => row.latitude)).toEqual([47.23]);
    expect(await purgeOldGeolocations(app.db, now)).toBe(0);
  });

  it('answers 400, never a 500, for a position out of range or of the wrong type', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    await setConsent(me, true);
    for (const position of [
      { latitude: 91, longitude: 0 },
      { latitude: 0, longitude: -180.5 },
      { latitude: '47.2', longitude: -1.5 },
      { latitude: null, longitude: -1.5 },
      { latitude: 47.2 },
      { latitude: { deep: { deeper: 1 } }, longitude: 1 },
      { latitude: 47.2, longitude: -1.5, accuracy: 3 },
    ]) {
      const answer = await send(me, position);
      expect(answer.statusCode, JSON.stringify(position)).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
    }
    for (const body of [{ granted: 'yes' }, { granted: null }, {}]) {
      const answer = await post(app, 'Intelligence/setGeolocationConsent.json', {
        userToken: me.userToken,
        ...body,
      });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await positionsOf(me)).toEqual([]);
  });

  it('refuses the calls without a session', async () => {
    const { app } = ctx();
    const answer = await post(app, 'Intelligence/sendGeolocation.json', { latitude: 1, longitude: 2 });
    expect(answer.statusCode).toBe(401);
  });
});
