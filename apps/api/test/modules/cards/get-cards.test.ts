import { describe, expect, it } from 'vitest';
import { UNASSOCIATED_CARDS } from '../../../src/db/seed-cards.js';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

type Card = {
  number: string;
  expired: boolean;
  validityEnd: string;
  holder: { name: string; firstname: string };
  contracts: { name: string; validFrom: string; validTo: string; status: string; shopItemId: number }[];
};

async function demoToken(app: Parameters<typeof post>[0]) {
  const { idToken } = okResponse(
    await post<{ idToken: string }>(app, 'Identity/signIn', {
      email: 'demo@example.org',
      password: 'demo-password-2026',
    }),
  );
  const { user } = okResponse(
    await post<{ user: { userToken: string } }>(app, 'Account/login.json', {
      firebase_token: idToken,
      network_id: 1,
    }),
  );
  return user.userToken;
}

describe.each(DIALECTS)('GET Account/getCards.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answers the demo account’s two cards with their holders and contracts', async () => {
    const { app } = ctx();
    const userToken = await demoToken(app);
    const { CARDS } = okResponse(
      await get<{ CARDS: Card[] }>(app, 'Account/getCards.json', { userToken, network_id: 1 }),
    );
    expect(CARDS.map((card) => card.number)).toEqual(['4100000101', '4100000102']);
    expect(CARDS[0]).toMatchObject({ expired: false, holder: { name: 'Morel', firstname: 'Claire' } });
    const monthly = CARDS[0]!.contracts[0]!;
    expect(monthly).toMatchObject({
      name: 'Abonnement mensuel tout public',
      status: 'ACTIVE',
      shopItemId: 1005,
    });
    expect(monthly.validFrom <= monthly.validTo).toBe(true);
    expect(CARDS[1]!.contracts).toHaveLength(2);
  });

  it('names the products in the caller’s language', async () => {
    const { app } = ctx();
    const userToken = await demoToken(app);
    const { CARDS } = okResponse(
      await get<{ CARDS: Card[] }>(app, 'Account/getCards.json', {
        userToken,
        methods: 'CARD',
        locale: 'en',
      }),
    );
    expect(CARDS[0]!.contracts[0]!.name).toBe('Monthly pass');
  });

  it('methods filters the kinds of media answered: CARD (the default) is the one this product issues (decision 064)', async () => {
    const { app } = ctx();
    const userToken = await demoToken(app);
    const numbers = async (query: Record<string, string | string[]>) =>
      okResponse(
        await get<{ CARDS: Card[] }>(app, 'Account/getCards.json', { userToken, ...query }),
      ).CARDS.map((card) => card.number);
    const cards = ['4100000101', '4100000102'];
    expect(await numbers({})).toEqual(cards);
    expect(await numbers({ methods: 'CARD' })).toEqual(cards);
    expect(await numbers({ methods: ['CARD'] })).toEqual(cards);
    // A kind this api has not is refused, never answered with cards it was not asked for.
    for (const methods of ['WALLET', ['CARD', 'QRCODE'], 'card', '']) {
      const answer = await get(app, 'Account/getCards.json', { userToken, methods, locale: 'en' });
      expect(answer.statusCode).toBe(400);
      expect(koError(answer)).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { methods: expect.any(String) },
      });
    }
  });

  it('a new passenger has no card yet; the seeded cards stay unassociated', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    expect(okResponse(await get(app, 'Account/getCards.json', { userToken: me.userToken }))).toEqual({
      CARDS: [],
    });
    const free = await app.db.selectFrom('media').select('number').where('account_id', 'is', null).execute();
    expect(free).toHaveLength(UNASSOCIATED_CARDS.length);
  });

  it('one passenger’s token never shows another’s cards', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    await demoToken(app);
    const { CARDS } = okResponse(
      await get<{ CARDS: Card[] }>(app, 'Account/getCards.json', { userToken: me.userToken }),
    );
    expect(CARDS).toEqual([]);
  });

  it('needs a live session', async () => {
    const { app } = ctx();
    expect((await get(app, 'Account/getCards.json', {})).statusCode).toBe(401);
    const dead = await get(app, 'Account/getCards.json', { userToken: 'gone' });
    expect(koError(dead).code).toBe('SESSION_EXPIRED');
  });
});
