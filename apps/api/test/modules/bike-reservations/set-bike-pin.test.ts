import { describe, expect, it } from 'vitest';
import { setBikePin } from '../../../src/modules/bike-reservations/service.js';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';

type Answer = { mediaId: number; updatedAt: string; mailed: boolean };

const PATH = 'Account/setBikePin.json';
const READ = 'Account/getBikeReservations.json';

describe.each(DIALECTS)('POST Account/setBikePin.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const mailsTo = (email: string) =>
    ctx()
      .app.db.selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('kind', '=', 'bike-pin-changed')
      .execute();
  const failuresOf = (mediaId: number) =>
    ctx().app.db.selectFrom('bike_pin_failures').selectAll().where('media_id', '=', mediaId).execute();
  const setPin = (me: LoggedIn, body: Record<string, unknown>) =>
    post<Answer>(ctx().app, PATH, { userToken: me.userToken, ...body });
  const opens = async (me: LoggedIn, mediaId: number, pin: string) =>
    (await post(ctx().app, READ, { userToken: me.userToken, mediaId, pin })).statusCode === 200;

  it('a card without pin gets one with the account password; the pin then opens the reservations and a mail confirms it', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const card = await insertCard(ctx().app, { accountId: me.userId });
    const answer = okResponse(
      await setPin(me, { mediaId: card.id, newPin: '2580', password: me.passenger.password, locale: 'en' }),
    );
    expect(answer).toMatchObject({ mediaId: card.id, mailed: true });
    expect(await opens(me, card.id, '2580')).toBe(true);
    const mails = await mailsTo(me.passenger.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Your card’s bike pin has changed' });
    expect(mails[0]!.text_body).toContain(card.number);
    // The mail never carries the pin; the table keeps only its argon2 hash.
    expect(mails[0]!.text_body).not.toContain('2580');
    const row = await ctx()
      .app.db.selectFrom('bike_pins')
      .selectAll()
      .where('media_id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
  });

  it('a pin is changed with the current pin or the password; the old pin stops working', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const card = await insertCard(ctx().app, { accountId: me.userId });
    await setBikePin(ctx().app.db, card.id, '2468');
    okResponse(await setPin(me, { mediaId: card.id, newPin: '1357', currentPin: '2468' }));
    expect(await opens(me, card.id, '2468')).toBe(false);
    expect(await opens(me, card.id, '1357')).toBe(true);
    okResponse(await setPin(me, { mediaId: card.id, newPin: '8642', password: me.passenger.password }));
    expect(await opens(me, card.id, '8642')).toBe(true);
    const mails = await mailsTo(me.passenger.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Le code PIN vélo de votre carte a changé',
      'Le code PIN vélo de votre carte a changé',
    ]);
  });

  it('a wrong proof is refused at its field and counted with the wrong pins; the limit then locks both calls', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const card = await insertCard(ctx().app, { accountId: me.userId });
    await setBikePin(ctx().app.db, card.id, '2468');
    const wrongPin = await setPin(me, { mediaId: card.id, newPin: '1357', currentPin: '9999', locale: 'en' });
    expect(wrongPin.statusCode).toBe(400);
    expect(koError(wrongPin)).toMatchObject({
      code: 'BIKE_PIN_INVALID',
      message: expect.stringContaining('Wrong pin'),
    });
    const wrongPassword = await setPin(me, { mediaId: card.id, newPin: '1357', password: 'pas-le-bon-2026' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(koError(wrongPassword).code).toBe('INVALID_PASSWORD');
    expect(await failuresOf(card.id)).toHaveLength(2);
    // Three wrong pins at the reservations make five: the card is locked for both calls, even the right proof.
    for (let i = 0; i < 3; i += 1) expect(await opens(me, card.id, '0000')).toBe(false);
    const locked = await setPin(me, { mediaId: card.id, newPin: '1357', password: me.passenger.password });
    expect(locked.statusCode).toBe(429);
    expect(koError(locked).code).toBe('BIKE_PIN_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await opens(me, card.id, '2468')).toBe(false);
    expect(await mailsTo(me.passenger.email)).toEqual([]);
  });

  it('the current pin cannot prove a card that has none: 409, nothing set', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const card = await insertCard(ctx().app, { accountId: me.userId });
    const answer = await setPin(me, { mediaId: card.id, newPin: '2580', currentPin: '2468' });
    expect(answer.statusCode).toBe(409);
    expect(koError(answer).code).toBe('BIKE_PIN_NOT_SET');
    expect(await failuresOf(card.id)).toEqual([]);
  });

  it('another account’s card answers as a missing one, even with its right pin; nothing changes nor is counted', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const stranger = await signUpAndLogIn(ctx().app);
    const theirs = await insertCard(ctx().app, { accountId: stranger.userId });
    await setBikePin(ctx().app.db, theirs.id, '2468');
    const foreign = await setPin(me, { mediaId: theirs.id, newPin: '1357', currentPin: '2468' });
    const foreignByPassword = await setPin(me, {
      mediaId: theirs.id,
      newPin: '1357',
      password: me.passenger.password,
    });
    const missing = await setPin(me, { mediaId: 987_654, newPin: '1357', currentPin: '2468' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toEqual(missing.body);
    expect(foreignByPassword.body).toEqual(missing.body);
    expect(await failuresOf(theirs.id)).toEqual([]);
    expect(await opens(stranger, theirs.id, '2468')).toBe(true);
    expect(await mailsTo(me.passenger.email)).toEqual([]);
    expect(await mailsTo(stranger.passenger.email)).toEqual([]);
  });

  it('refuses trivial pins, bad types, nulls, both proofs or none, unknown fields, each a validation error at its field', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const card = await insertCard(ctx().app, { accountId: me.userId });
    const proof = { password: me.passenger.password };
    const trivial = await setPin(me, { mediaId: card.id, newPin: '1234', ...proof, locale: 'fr' });
    expect(trivial.statusCode).toBe(400);
    expect(koError(trivial)).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(koError(trivial).fields).toEqual({ newPin: 'validation.bikePin.trivial' });
    const bodies: Record<string, unknown>[] = [
      { mediaId: card.id, newPin: '0000', ...proof },
      { mediaId: card.id, newPin: '1212', ...proof },
      { mediaId: card.id, newPin: 2580, ...proof },
      { mediaId: card.id, newPin: null, ...proof },
      { mediaId: card.id, newPin: ['2580'], ...proof },
      { mediaId: card.id, newPin: '25801', ...proof },
      { mediaId: card.id, ...proof },
      { mediaId: null, newPin: '2580', ...proof },
      { mediaId: -1, newPin: '2580', ...proof },
      { mediaId: card.id, newPin: '2580' },
      { mediaId: card.id, newPin: '2580', password: null },
      { mediaId: card.id, newPin: '2580', password: { $ne: '' } },
      { mediaId: card.id, newPin: '2580', password: '' },
      { mediaId: card.id, newPin: '2580', currentPin: 2468 },
      { mediaId: card.id, newPin: '2580', currentPin: '2468', ...proof },
      { mediaId: card.id, newPin: '2580', ...proof, pin: '2468' },
      { mediaId: card.id, newPin: '2580', password: 'x'.repeat(129) },
    ];
    for (const body of bodies) {
      const answer = await setPin(me, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(koError(answer).code, JSON.stringify(body)).toBe('VALIDATION_ERROR');
    }
    expect(await failuresOf(card.id)).toEqual([]);
    expect(await mailsTo(me.passenger.email)).toEqual([]);
  });

  it('without a session it is 401; a replayed change with the old pin is a wrong pin, a double submit sets the same pin', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const card = await insertCard(ctx().app, { accountId: me.userId });
    const none = await post(ctx().app, PATH, { mediaId: card.id, newPin: '2580', password: 'x' });
    expect(none.statusCode).toBe(401);
    await setBikePin(ctx().app.db, card.id, '2468');
    const body = { mediaId: card.id, newPin: '1357', currentPin: '2468' };
    const [first, second] = await Promise.all([setPin(me, body), setPin(me, body)]);
    const codes = [first.statusCode, second.statusCode].sort();
    // Both may pass the check before either writes (the same pin set twice), or the second sees the new pin.
    expect([
      [200, 200],
      [200, 400],
    ]).toContainEqual(codes);
    expect(await opens(me, card.id, '1357')).toBe(true);
    const replay = await setPin(me, body);
    expect(koError(replay).code).toBe('BIKE_PIN_INVALID');
  });
});
