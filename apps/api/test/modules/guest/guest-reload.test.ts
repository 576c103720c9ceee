/** Account/openGuestReload.json: reloading a card without an account (spec §6 guest mode, decision 054). */
import { CALLS, GUEST_REFUSED_CALLS } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { releaseEndedLoans } from '../../../src/modules/guest/service.js';
import { call, get, koError, okResponse, post, type Answer } from '../../helpers/api.js';
import { useTestApp } from '../../helpers/app.js';
import { insertCard } from '../../helpers/cards.js';
import { MONTHLY, MONTHLY_CENTS, placedOrder, reload } from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';

type Guest = {
  user: { userId: number; userName: string; userLastname: string; userToken: string };
  mediaId: number;
};

const BORN = '1991-03-08';
let addresses = 0;
/** Each test its own address, so the per-address limit counts only what the test sends. */
const freshAddress = () => `10.54.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

describe.each(DIALECTS)('POST Account/openGuestReload.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect, {
    RATE_LIMIT_MEDIA_SEARCH_PER_ADDRESS: '6',
    RATE_LIMIT_MEDIA_LOOKUPS_PER_NUMBER: '3',
  });

  const open = (body: Record<string, unknown>, ip: string) =>
    post<Guest>(ctx().app, 'Account/openGuestReload.json', { network_id: 1, locale: 'en', ...body }, { ip });
  const openCard = (number: string, ip: string, holderName = 'Le Goff', holderBirthdate = BORN) =>
    open({ mediaNumber: number, holderName, holderBirthdate }, ip);
  const cardsOf = async (userToken: string) =>
    okResponse(await get<{ CARDS: { id: number }[] }>(ctx().app, 'Account/getCards.json', { userToken }))
      .CARDS;
  const holderOf = async (mediaId: number) =>
    (
      await ctx()
        .app.db.selectFrom('media')
        .select('account_id')
        .where('id', '=', mediaId)
        .executeTakeFirstOrThrow()
    ).account_id;
  const asLoggedIn = (guest: Guest): LoggedIn =>
    ({ userToken: guest.user.userToken, userId: guest.user.userId }) as unknown as LoggedIn;

  it('lends an unassociated card to a new guest session, reachable by that session only', async () => {
    const card = await insertCard(ctx().app, { holderName: 'Le Goff-Hélène' });
    const guest = okResponse(await openCard(card.number, freshAddress(), ' le goff helene '));
    expect(guest.mediaId).toBe(card.id);
    expect(guest.user).toMatchObject({ userName: '', userLastname: '' });
    expect((await cardsOf(guest.user.userToken)).map((each) => each.id)).toEqual([card.id]);
    expect(await holderOf(card.id)).toBe(guest.user.userId);
    const me = okResponse(
      await post<{ user: { guest: boolean } }>(ctx().app, 'Account/getUser.json', {
        userToken: guest.user.userToken,
      }),
    );
    expect(me.user.guest).toBe(true);

    // The guest reaches no other card: another account's, or an unassociated one.
    const other = await signUpAndLogIn(ctx().app);
    const theirs = await insertCard(ctx().app, { accountId: other.userId });
    const loose = await insertCard(ctx().app);
    for (const mediaId of [theirs.id, loose.id]) {
      const products = await get(ctx().app, 'Products/getProducts.json', {
        userToken: guest.user.userToken,
        mediaId,
      });
      expect([403, 404]).toContain(products.statusCode);
      expect(products.body.status).toBe('ko');
    }
    // Nor can the guest order a reload of another card.
    const foreignOrder = await post(ctx().app, 'Order/create.json', {
      userToken: guest.user.userToken,
      acceptTerms: true,
      installments: 1,
      idempotencyKey: `guest-foreign-${theirs.id}`,
      items: [reload(theirs.id, MONTHLY)],
      expectedTotalCents: MONTHLY_CENTS,
    });
    expect([403, 404]).toContain(foreignOrder.statusCode);
    // Nor can another account reach the lent card.
    const foreign = await get(ctx().app, 'Products/getProducts.json', {
      userToken: other.userToken,
      mediaId: card.id,
    });
    expect([403, 404]).toContain(foreign.statusCode);
    // The card's products are the guest's to buy.
    const products = await get<{ products: unknown[] }>(ctx().app, 'Products/getProducts.json', {
      userToken: guest.user.userToken,
      mediaId: card.id,
    });
    expect(products.statusCode).toBe(200);
  });

  it('refuses a card an account holds, saying to log in to that account', async () => {
    const owner = await signUpAndLogIn(ctx().app);
    const card = await insertCard(ctx().app, { accountId: owner.userId });
    const answer = await openCard(card.number, freshAddress());
    expect([answer.statusCode, koError(answer).code]).toEqual([409, 'CARD_HELD_BY_ACCOUNT']);
    expect(koError(answer).message).toMatch(/log in to that account/);
    expect(await holderOf(card.id)).toBe(owner.userId);
  });

  it('answers a wrong name, a wrong birth date and an unknown number alike: 404 CARD_NOT_RECOGNIZED', async () => {
    const card = await insertCard(ctx().app);
    const ip = freshAddress();
    for (const answer of [
      await openCard(card.number, ip, 'Martin'),
      await openCard(card.number, ip, 'Le Goff', '1991-03-09'),
      await openCard('7999999999', ip),
    ]) {
      expect([answer.statusCode, koError(answer).code]).toEqual([404, 'CARD_NOT_RECOGNIZED']);
    }
    expect(await holderOf(card.id)).toBeNull();
  });

  it('a wrong birth date names the three fields and says the attempts left before the lock', async () => {
    const card = await insertCard(ctx().app);
    const ip = freshAddress();
    const first = await openCard(card.number, ip, 'Le Goff', '1991-03-09');
    expect(koError(first)).toEqual({
      code: 'CARD_NOT_RECOGNIZED',
      message: expect.stringContaining(
        'the card number (at the bottom right), the holder’s last name and their date of birth',
      ),
      // 3 per card number, 6 per address: the number's count is the fuller.
      details: { remainingAttempts: 2, lockMinutes: 15 },
    });
    const last = [
      await openCard(card.number, freshAddress(), 'Le Goff', '1991-03-10'),
      await openCard(card.number, freshAddress(), 'Martin'),
    ].map((answer) => koError(answer).details);
    expect(last).toEqual([
      { remainingAttempts: 1, lockMinutes: 15 },
      { remainingAttempts: 0, lockMinutes: 15 },
    ]);
    expect((await openCard(card.number, freshAddress())).statusCode).toBe(429);
  });

  it('gives the card back at logout; the guest’s order stays without a person; an account may then associate it', async () => {
    const card = await insertCard(ctx().app);
    const guest = okResponse(await openCard(card.number, freshAddress()));
    const { order } = await placedOrder(ctx().app, asLoggedIn(guest), {
      items: [reload(card.id, MONTHLY)],
      expectedTotalCents: MONTHLY_CENTS,
    });
    const logout = await post(ctx().app, 'Account/logout.json', { userToken: guest.user.userToken });
    expect(logout.statusCode).toBe(200);
    expect(await holderOf(card.id)).toBeNull();
    const kept = await ctx()
      .app.db.selectFrom('orders')
      .select(['account_id'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(kept.account_id).toBe(guest.user.userId);
    const after = await get(ctx().app, 'Account/getCards.json', { userToken: guest.user.userToken });
    expect(after.statusCode).toBe(401);

    const owner = await signUpAndLogIn(ctx().app);
    const associated = await post(ctx().app, 'Account/registerMedia.json', {
      userToken: owner.userToken,
      mediaNumber: card.number,
      holderName: 'Le Goff',
      holderBirthdate: BORN,
      acceptTerms: true,
    });
    expect(associated.statusCode).toBe(200);
  });

  it('a guest pays in one go: the amount offers 1 payment only, and 4 or 10 are refused', async () => {
    const ANNUAL = 1007;
    const items = (mediaId: number) => [reload(mediaId, ANNUAL)];
    // The same pass for a passenger with an account is offered in 1, 4 or 10 payments.
    const owner = await signUpAndLogIn(ctx().app);
    const owned = await insertCard(ctx().app, { accountId: owner.userId });
    const ownerAmount = okResponse(
      await post<{ amount: { installments: number[]; totalCents: number } }>(
        ctx().app,
        'Order/computeAmount.json',
        {
          userToken: owner.userToken,
          items: items(owned.id),
        },
      ),
    ).amount;
    expect(ownerAmount.installments).toEqual([1, 4, 10]);

    const card = await insertCard(ctx().app);
    const guest = okResponse(await openCard(card.number, freshAddress()));
    const amount = okResponse(
      await post<{ amount: { installments: number[]; schedules: unknown[]; totalCents: number } }>(
        ctx().app,
        'Order/computeAmount.json',
        { userToken: guest.user.userToken, items: items(card.id) },
      ),
    ).amount;
    expect(amount.installments).toEqual([1]);
    expect(amount.schedules).toHaveLength(1);
    for (const installments of [4, 10]) {
      const refused = await post(ctx().app, 'Order/create.json', {
        userToken: guest.user.userToken,
        acceptTerms: true,
        installments,
        idempotencyKey: `guest-instalments-${card.id}-${installments}`,
        items: items(card.id),
        expectedTotalCents: amount.totalCents,
      });
      expect([refused.statusCode, koError(refused).code]).toEqual([409, 'INSTALMENTS_NOT_ALLOWED']);
    }
  });

  it('gives the card back once the guest session expired, by the release job, once even when run twice', async () => {
    const card = await insertCard(ctx().app);
    const guest = okResponse(await openCard(card.number, freshAddress()));
    expect(await releaseEndedLoans(ctx().app.db)).toBe(0);
    expect(await holderOf(card.id)).toBe(guest.user.userId);
    await ctx()
      .app.db.updateTable('sessions')
      .set({ idle_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('account_id', '=', guest.user.userId)
      .execute();
    // Two servers running the job at once: one gives the card back, the other finds nothing to do.
    const runs = await Promise.all([releaseEndedLoans(ctx().app.db), releaseEndedLoans(ctx().app.db)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await holderOf(card.id)).toBeNull();
    expect(await releaseEndedLoans(ctx().app.db)).toBe(0);
  });

  it('a second guest with the holder’s details takes the card over; the first session ends', async () => {
    const card = await insertCard(ctx().app);
    const first = okResponse(await openCard(card.number, freshAddress()));
    const second = okResponse(await openCard(card.number, freshAddress()));
    expect(await holderOf(card.id)).toBe(second.user.userId);
    expect(
      (await get(ctx().app, 'Account/getCards.json', { userToken: first.user.userToken })).statusCode,
    ).toBe(401);
    expect((await cardsOf(second.user.userToken)).map((each) => each.id)).toEqual([card.id]);
  });

  it('two submissions at once: one guest holds the card, the other is refused or taken over, never a 500', async () => {
    const card = await insertCard(ctx().app);
    const answers = await Promise.all([
      openCard(card.number, freshAddress()),
      openCard(card.number, freshAddress()),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const holder = await holderOf(card.id);
    const winners = answers
      .filter((answer) => answer.body.status === 'ok')
      .map((answer) => okResponse(answer));
    expect(winners.length).toBeGreaterThan(0);
    expect(winners.map((winner) => winner.user.userId)).toContain(holder);
    const loans = await ctx()
      .app.db.selectFrom('guest_loans')
      .select('account_id')
      .where('media_id', '=', card.id)
      .where('released_at', 'is', null)
      .execute();
    expect(loans).toEqual([{ account_id: holder }]);
  });

  it('refuses what needs a person to a guest session: 403 FORBIDDEN', async () => {
    const card = await insertCard(ctx().app);
    const guest = okResponse(await openCard(card.number, freshAddress()));
    const userToken = guest.user.userToken;
    // Every call of the list, refused by the auth hook before its body is even read.
    const refused: Answer[] = [];
    const plain = GUEST_REFUSED_CALLS.filter((name) => !('multipart' in CALLS[name]));
    for (const name of plain) {
      const { method, path } = CALLS[name];
      refused.push(
        method === 'GET'
          ? await get(ctx().app, path, { userToken })
          : await call(ctx().app, method, path, { userToken, mediaId: card.id, cardId: card.id }),
      );
    }
    expect(refused.length).toBeGreaterThan(25);
    for (const answer of refused)
      expect([answer.statusCode, koError(answer).code]).toEqual([403, 'FORBIDDEN']);
    expect(await holderOf(card.id)).toBe(guest.user.userId);
    // What a guest may do: its orders.
    expect((await get(ctx().app, 'Order/getOrders.json', { userToken })).statusCode).toBe(200);
  });

  it('limits wrong attempts per card number and per address in the database: 429 with Retry-After', async () => {
    const card = await insertCard(ctx().app);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await openCard(card.number, freshAddress(), 'Martin')).statusCode).toBe(404);
    // The number is now blocked from any address, even with the right details.
    const blocked = await openCard(card.number, freshAddress());
    expect([blocked.statusCode, koError(blocked).code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await holderOf(card.id)).toBeNull();

    const ip = freshAddress();
    for (let attempt = 0; attempt < 6; attempt += 1)
      expect((await openCard(`79${String(attempt).padStart(8, '0')}`, ip)).statusCode).toBe(404);
    const other = await insertCard(ctx().app);
    const byAddress = await openCard(other.number, ip);
    expect([byAddress.statusCode, koError(byAddress).code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(byAddress.headers['retry-after'])).toBeGreaterThan(0);
    expect(okResponse(await openCard(other.number, freshAddress())).mediaId).toBe(other.id);
  });

  it('counts every searchLocalMediaForSignin per card number and per address: 429 with Retry-After', async () => {
    const card = await insertCard(ctx().app);
    const search = (mediaNumber: string, ip: string) =>
      get<{ found: boolean }>(
        ctx().app,
        'Account/searchLocalMediaForSignin',
        { mediaNumber, mediaCustomerBirthDate: BORN, networkId: 1 },
        { ip },
      );
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(okResponse(await search(card.number, freshAddress()))).toEqual({ found: true });
    const blocked = await search(card.number, freshAddress());
    expect([blocked.statusCode, koError(blocked).code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses wrong types, nulls, missing and unknown fields with 400, never a 500', async () => {
    const card = await insertCard(ctx().app);
    const ip = freshAddress();
    const bodies: Record<string, unknown>[] = [
      {},
      { mediaNumber: null, holderName: 'Le Goff', holderBirthdate: BORN },
      { mediaNumber: 4100000011, holderName: 'Le Goff', holderBirthdate: BORN },
      { mediaNumber: card.number, holderName: ['Le Goff'], holderBirthdate: BORN },
      { mediaNumber: card.number, holderName: 'Le Goff', holderBirthdate: '08/03/1991' },
      { mediaNumber: card.number, holderName: 'Le Goff', holderBirthdate: { a: { b: 1 } } },
      { mediaNumber: card.number, holderName: 'Le Goff', holderBirthdate: BORN, userId: 1 },
      { mediaNumber: card.number, holderName: 'Le Goff', holderBirthdate: BORN, network_id: 'x' },
    ];
    for (const body of bodies) {
      const answer = await open(body, ip);
      expect([answer.statusCode, koError(answer).code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    const unknownNetwork = await open(
      { mediaNumber: card.number, holderName: 'Le Goff', holderBirthdate: BORN, network_id: 999 },
      ip,
    );
    expect(unknownNetwork.statusCode).toBe(404);
    expect(await holderOf(card.id)).toBeNull();
  });
});
