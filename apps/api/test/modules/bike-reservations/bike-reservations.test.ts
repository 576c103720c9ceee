import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { setBikePin } from '../../../src/modules/bike-reservations/service.js';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { demoLogin, insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

type Reservation = { id: number; startedAt: string; endedAt: string; priceCents: number; bikeType: string };
type Answer = { mediaId: number; reservations: Reservation[] };

const PATH = 'Account/getBikeReservations.json';

describe.each(DIALECTS)('POST Account/getBikeReservations.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const cardOf = async (number: string) =>
    (
      await ctx()
        .app.db.selectFrom('media')
        .select('id')
        .where('number', '=', number)
        .executeTakeFirstOrThrow()
    ).id;

  it('the demo card’s right pin lists its bike trips newest first, with start, end, price and type', async () => {
    const { app } = ctx();
    const demo = await demoLogin(app);
    const claire = await cardOf('4100000101');
    const answer = okResponse(
      await post<Answer>(app, PATH, { userToken: demo.userToken, mediaId: claire, pin: '2468' }),
    );
    expect(answer.mediaId).toBe(claire);
    expect(answer.reservations).toHaveLength(5);
    const starts = answer.reservations.map((trip) => trip.startedAt);
    expect(starts).toEqual([...starts].sort().reverse());
    for (const trip of answer.reservations) {
      expect(Date.parse(trip.endedAt)).toBeGreaterThan(Date.parse(trip.startedAt));
      expect(['MECHANICAL', 'ELECTRIC']).toContain(trip.bikeType);
      expect(trip.priceCents).toBeGreaterThanOrEqual(0);
    }
    expect(answer.reservations[0]).toMatchObject({ bikeType: 'MECHANICAL', priceCents: 0 });
    expect(answer.reservations[1]).toMatchObject({ bikeType: 'ELECTRIC', priceCents: 150 });
    // Léo's card has its own pin: Claire's does not open it.
    const leo = await cardOf('4100000102');
    expect(
      okResponse(await post<Answer>(app, PATH, { userToken: demo.userToken, mediaId: leo, pin: '1357' }))
        .reservations,
    ).toHaveLength(2);
  });

  it('a wrong pin is refused and counted; the sixth try on the card is 429 with the wait, even with the right pin, and a new server keeps the count', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    const other = await insertCard(app, { accountId: me.userId });
    await setBikePin(app.db, card.id, '4321');
    await setBikePin(app.db, other.id, '8765');
    const tryPin = (mediaId: number, pin: string, locale = 'fr') =>
      post<Answer>(app, PATH, { userToken: me.userToken, mediaId, pin, locale });

    const wrong = await tryPin(card.id, '1234', 'en');
    expect(wrong.statusCode).toBe(400);
    expect(koError(wrong)).toMatchObject({
      code: 'BIKE_PIN_INVALID',
      message: expect.stringContaining('Wrong pin'),
    });
    for (let i = 0; i < 4; i += 1)
      expect(koError(await tryPin(card.id, '0000')).code).toBe('BIKE_PIN_INVALID');
    const locked = await tryPin(card.id, '4321');
    expect(locked.statusCode).toBe(429);
    expect(koError(locked).code).toBe('BIKE_PIN_LOCKED');
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // The account's other card is not locked by this card's count.
    expect(okResponse(await tryPin(other.id, '8765')).reservations).toEqual([]);

    // The count lives in the database: a second server on it refuses as well.
    const again = await buildApp(config);
    try {
      const answer = await post(again, PATH, { userToken: me.userToken, mediaId: card.id, pin: '4321' });
      expect(answer.statusCode).toBe(429);
    } finally {
      await again.close();
    }
    // Once the window has passed, the right pin opens the card again.
    await app.db
      .updateTable('bike_pin_failures')
      .set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where('media_id', '=', card.id)
      .execute();
    expect(okResponse(await tryPin(card.id, '4321')).reservations).toEqual([]);
  });

  it('ten wrong pins over the account’s cards lock every card of the account', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const cards = [
      await insertCard(app, { accountId: me.userId }),
      await insertCard(app, { accountId: me.userId }),
    ];
    const third = await insertCard(app, { accountId: me.userId });
    for (const card of [...cards, third]) await setBikePin(app.db, card.id, '1111');
    for (const card of cards)
      for (let i = 0; i < 5; i += 1)
        expect(
          koError(await post(app, PATH, { userToken: me.userToken, mediaId: card.id, pin: '2222' })).code,
        ).toBe('BIKE_PIN_INVALID');
    const locked = await post(app, PATH, { userToken: me.userToken, mediaId: third.id, pin: '1111' });
    expect(locked.statusCode).toBe(429);
  });

  it('another account’s card answers as a missing one and counts nothing; a card without pin and bad pins are told', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const theirs = await insertCard(app, { accountId: stranger.userId });
    await setBikePin(app.db, theirs.id, '5555');
    await app.db
      .insertInto('bike_trips')
      .values({
        media_id: theirs.id,
        account_id: stranger.userId,
        started_at: '2026-11-01T08:00:00.000Z',
        ended_at: '2026-11-01T08:20:00.000Z',
        price_cents: 0,
        bike_type: 'MECHANICAL',
      })
      .execute();
    const foreign = await post(app, PATH, { userToken: me.userToken, mediaId: theirs.id, pin: '5555' });
    const missing = await post(app, PATH, { userToken: me.userToken, mediaId: 987_654, pin: '5555' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toEqual(missing.body);
    for (let i = 0; i < 6; i += 1)
      await post(app, PATH, { userToken: me.userToken, mediaId: theirs.id, pin: '0000' });
    const failures = await app.db
      .selectFrom('bike_pin_failures')
      .selectAll()
      .where('media_id', '=', theirs.id)
      .execute();
    expect(failures).toEqual([]);
    expect(
      okResponse(
        await post<Answer>(app, PATH, { userToken: stranger.userToken, mediaId: theirs.id, pin: '5555' }),
      ).reservations,
    ).toHaveLength(1);

    // The card's trips of an earlier holder are not the new holder's.
    await app.db.updateTable('media').set({ account_id: me.userId }).where('id', '=', theirs.id).execute();
    expect(
      okResponse(await post<Answer>(app, PATH, { userToken: me.userToken, mediaId: theirs.id, pin: '5555' }))
        .reservations,
    ).toEqual([]);

    const mine = await insertCard(app, { accountId: me.userId });
    const noPin = await post(app, PATH, { userToken: me.userToken, mediaId: mine.id, pin: '1234' });
    expect(noPin.statusCode).toBe(409);
    expect(koError(noPin).code).toBe('BIKE_PIN_NOT_SET');
    for (const pin of ['123', '12345', 'abcd', 1234, null, ['1234'], { pin: '1234' }]) {
      const bad = await post(app, PATH, { userToken: me.userToken, mediaId: mine.id, pin });
      expect(bad.statusCode, JSON.stringify(pin)).toBe(400);
      expect(koError(bad).code).toBe('VALIDATION_ERROR');
    }
  });
});
