import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

type Card = {
  id: number;
  number: string;
  pendingSale: boolean;
  holder: { name: string };
  contracts: { status: string }[];
};

const register = (
  app: Parameters<typeof post>[0],
  userToken: string,
  mediaNumber: string,
  holderName: string,
  holderBirthdate: string,
  ip?: string,
) =>
  post<{ card: Card }>(
    app,
    'Account/registerMedia.json',
    { userToken, mediaNumber, holderName, holderBirthdate, acceptTerms: true, locale: 'en' },
    ip ? { ip } : {},
  );

/** The birth date insertCard gives a holder unless told otherwise. */
const BORN = '1991-03-08';

describe.each(DIALECTS)('POST Account/registerMedia.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect, {
    RATE_LIMIT_ASSOCIATION_FAILURES_PER_ACCOUNT: '3',
    RATE_LIMIT_ASSOCIATION_FAILURES_PER_ADDRESS: '5',
    RATE_LIMIT_MEDIA_SEARCH_PER_ADDRESS: '4',
  });

  it('associates a seeded card by its number and holder name, accents, case and spaces aside', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const { card } = okResponse(
      await register(app, me.userToken, '41 0000 0022', 'BERNARD', '2004-09-30', '10.9.0.1'),
    );
    expect(card).toMatchObject({ number: '4100000022', pendingSale: true, holder: { name: 'Bernard' } });
    expect(card.contracts[0]!.status).toBe('PENDING_VALIDATION');
    const { CARDS } = okResponse(
      await get<{ CARDS: Card[] }>(app, 'Account/getCards.json', { userToken: me.userToken }),
    );
    expect(CARDS.map((each) => each.number)).toEqual(['4100000022']);

    const other = await signUpAndLogIn(app);
    const accented = await insertCard(app, { holderName: 'Le Goff-Hélène' });
    expect(
      okResponse(await register(app, other.userToken, accented.number, ' le goff helene ', BORN)).card.id,
    ).toBe(accented.id);
  });

  it('§8: an unknown number, a name or a birth date that does not match, is not recognized', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const free = await insertCard(app, { holderName: 'Martin' });
    const answers = [];
    for (const [number, name, born] of [
      ['4199999999', 'Martin', BORN],
      [free.number, 'Martine', BORN],
      [free.number, 'Martin', '1991-03-09'],
    ] as const) {
      const answer = await register(app, me.userToken, number, name, born, '10.9.1.1');
      expect(answer.statusCode).toBe(404);
      const { details, ...error } = koError(answer);
      expect(error).toEqual({
        code: 'CARD_NOT_RECOGNIZED',
        message: expect.stringContaining(
          'the card number (at the bottom right), the holder’s last name and their date of birth',
        ),
      });
      answers.push({ error, details });
    }
    // Nothing tells a wrong birth date from a wrong name or an unknown number: one answer, whose
    // only change is the count of attempts left.
    expect(new Set(answers.map(({ error }) => JSON.stringify(error))).size).toBe(1);
    expect(answers.map(({ details }) => details)).toEqual([
      { remainingAttempts: 2, lockMinutes: 15 },
      { remainingAttempts: 1, lockMinutes: 15 },
      { remainingAttempts: 0, lockMinutes: 15 },
    ]);
  });

  it('a refusal says the attempts left before the lock, the fewest of the account’s and the address’s', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const other = await signUpAndLogIn(app);
    const card = await insertCard(app, { holderName: 'Kerhervé', birthdate: '1975-12-24' });
    const wrongBirthdate = (who: typeof me, ip: string) =>
      register(app, who.userToken, card.number, 'Kerhervé', '1975-12-25', ip);
    // The address's limit (5) counts the other account's failures too: 4 of 5 after this one.
    for (let attempt = 0; attempt < 3; attempt += 1) await wrongBirthdate(other, '10.9.7.1');
    expect(koError(await wrongBirthdate(me, '10.9.7.1')).details).toEqual({
      remainingAttempts: 1,
      lockMinutes: 15,
    });
    // From another address, the account's limit (3): 2 of 3.
    expect(koError(await wrongBirthdate(me, '10.9.7.9')).details).toEqual({
      remainingAttempts: 1,
      lockMinutes: 15,
    });
    // An account of another's card counts too, and says so.
    const held = await insertCard(app, { accountId: other.userId });
    const another = await register(app, me.userToken, held.number, 'Le Goff', BORN, '10.9.7.9');
    expect([another.statusCode, koError(another).code]).toEqual([409, 'CARD_OF_ANOTHER_ACCOUNT']);
    expect(koError(another).details).toEqual({ remainingAttempts: 0, lockMinutes: 15 });
    expect((await wrongBirthdate(me, '10.9.7.9')).statusCode).toBe(429);
  });

  it('a wrong birth date counts as a failed association for the rate limit', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { holderName: 'Kerbrat', birthdate: '1984-07-01' });
    for (const [born, ip] of [
      ['1984-01-07', '10.9.6.1'],
      ['1985-07-01', '10.9.6.2'],
      ['2000-01-01', '10.9.6.3'],
    ] as const) {
      expect((await register(app, me.userToken, card.number, 'Kerbrat', born, ip)).statusCode).toBe(404);
    }
    const blocked = await register(app, me.userToken, card.number, 'Kerbrat', '1984-07-01', '10.9.6.4');
    expect(blocked.statusCode).toBe(429);
    expect(koError(blocked).code).toBe('RATE_LIMITED');
  });

  it('§8: a card already associated to your account, or to another one', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const other = await signUpAndLogIn(app);
    const card = await insertCard(app, { holderName: 'Dupont' });
    okResponse(await register(app, me.userToken, card.number, 'Dupont', BORN));
    const again = await register(app, me.userToken, card.number, 'dupont', BORN);
    expect(again.statusCode).toBe(409);
    expect(koError(again).code).toBe('CARD_ALREADY_YOURS');
    const stranger = await register(app, other.userToken, card.number, 'Dupont', BORN, '10.9.2.1');
    expect(stranger.statusCode).toBe(409);
    expect(koError(stranger)).toEqual({
      code: 'CARD_OF_ANOTHER_ACCOUNT',
      message: expect.stringContaining('another account'),
      // It counts towards the lock as a wrong card does (decision 063).
      details: { remainingAttempts: 2, lockMinutes: 15 },
    });
  });

  it('a deleted card can be associated again, by the same account or another one', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const other = await signUpAndLogIn(app);
    const card = await insertCard(app, { holderName: 'Rivière', contracts: [{ product: 'MONTHLY_ALL' }] });
    okResponse(await register(app, me.userToken, card.number, 'Riviere', BORN));
    okResponse(await post(app, 'Account/unregisterCard.json', { userToken: me.userToken, cardId: card.id }));
    okResponse(await register(app, me.userToken, card.number, 'Riviere', BORN));
    okResponse(await post(app, 'Account/unregisterCard.json', { userToken: me.userToken, cardId: card.id }));
    const { card: again } = okResponse(await register(app, other.userToken, card.number, 'RIVIÈRE', BORN));
    expect(again.contracts).toHaveLength(1);
    const mine = okResponse(
      await get<{ CARDS: Card[] }>(app, 'Account/getCards.json', { userToken: me.userToken }),
    );
    expect(mine.CARDS).toEqual([]);
  });

  it('refuses a bad number, a missing name and terms not accepted, field by field', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const answer = await post(app, 'Account/registerMedia.json', {
      userToken: me.userToken,
      mediaNumber: '12ab',
      holderName: '',
      acceptTerms: false,
    });
    expect(answer.statusCode).toBe(400);
    expect(koError(answer).fields).toEqual({
      mediaNumber: 'validation.card.numberInvalid',
      holderName: 'validation.required',
      holderBirthdate: 'validation.required',
      acceptTerms: 'validation.terms.required',
    });
    for (const holderBirthdate of ['12/04/1990', '1990-02-30', '1899-12-31', '2999-01-01', 19900412]) {
      const bad = await post(app, 'Account/registerMedia.json', {
        userToken: me.userToken,
        mediaNumber: '4100000011',
        holderName: 'Martin',
        holderBirthdate,
        acceptTerms: true,
      });
      expect(bad.statusCode).toBe(400);
      expect(koError(bad).fields).toEqual({ holderBirthdate: expect.stringMatching(/^validation\./) });
    }
  });

  it('rate limits failed attempts per account (429), whatever the address; successes are not counted', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const good = await insertCard(app, { holderName: 'Carré' });
    const second = await insertCard(app, { holderName: 'Carré' });
    okResponse(await register(app, me.userToken, good.number, 'Carre', BORN, '10.9.3.1'));
    for (const ip of ['10.9.3.2', '10.9.3.3', '10.9.3.4']) {
      expect((await register(app, me.userToken, '4199999998', 'Nobody', BORN, ip)).statusCode).toBe(404);
    }
    const blocked = await register(app, me.userToken, second.number, 'Carre', BORN, '10.9.3.5');
    expect(blocked.statusCode).toBe(429);
    expect(koError(blocked).code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from another address is not blocked.
    const other = await signUpAndLogIn(app);
    okResponse(await register(app, other.userToken, second.number, 'Carre', BORN, '10.9.3.6'));
  });

  it('rate limits failed attempts per address, whatever the account', async () => {
    const { app } = ctx();
    const card = await insertCard(app, { holderName: 'Lemoine' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const someone = await signUpAndLogIn(app);
      expect(
        (await register(app, someone.userToken, '4199999997', 'Nobody', BORN, '10.9.4.1')).statusCode,
      ).toBe(404);
    }
    const late = await signUpAndLogIn(app);
    expect((await register(app, late.userToken, card.number, 'Lemoine', BORN, '10.9.4.1')).statusCode).toBe(
      429,
    );
    expect((await register(app, late.userToken, card.number, 'Lemoine', BORN, '10.9.4.2')).statusCode).toBe(
      200,
    );
  });

  it('needs a session', async () => {
    const { app } = ctx();
    const answer = await post(app, 'Account/registerMedia.json', {
      mediaNumber: '4100000011',
      holderName: 'Martin',
      holderBirthdate: '1990-04-12',
      acceptTerms: true,
    });
    expect(koError(answer).code).toBe('UNAUTHORIZED');
  });

  it('GET Account/searchLocalMediaForSignin: found only when number and birth date match; rate limited', async () => {
    const { app } = ctx();
    const search = (mediaNumber: string, mediaCustomerBirthDate: string) =>
      get<{ found: boolean }>(
        app,
        'Account/searchLocalMediaForSignin',
        { mediaNumber, mediaCustomerBirthDate, networkId: 1 },
        { ip: '10.9.5.1' },
      );
    expect(okResponse(await search('4100000011', '1990-04-12'))).toEqual({ found: true });
    expect(okResponse(await search('4100000011', '1990-04-13'))).toEqual({ found: false });
    expect(okResponse(await search('4199999999', '1990-04-12'))).toEqual({ found: false });
    expect(koError(await search('4100000011', '12/04/1990')).code).toBe('VALIDATION_ERROR');
    expect((await search('4100000055', '1956-06-21')).statusCode).toBe(200);
    const blocked = await search('4100000011', '1990-04-12');
    expect(blocked.statusCode).toBe(429);
    expect(koError(blocked).code).toBe('RATE_LIMITED');
  });
});
