import { describe, expect, it } from 'vitest';
import { endOfCurrentPeriod } from '../../../src/modules/subscriptions/service.js';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { TODAY, day, insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

type Subscription = {
  id: number;
  mediaId: number;
  status: string;
  validFrom: string;
  validTo: string;
  renewalInterval: string | null;
  name: string;
};

describe('the current renewal period', () => {
  it('steps from the first day by the renewal interval', () => {
    expect(endOfCurrentPeriod('2026-01-01', 'P1M', '2026-03-15')).toBe('2026-03-31');
    expect(endOfCurrentPeriod('2026-01-31', 'P1M', '2026-02-10')).toBe('2026-02-27');
    expect(endOfCurrentPeriod('2026-11-01', 'P1Y', '2026-11-21')).toBe('2027-10-31');
    expect(endOfCurrentPeriod('2026-11-16', 'P7D', '2026-11-23')).toBe('2026-11-29');
    expect(endOfCurrentPeriod('2026-12-01', 'P1M', '2026-11-21')).toBe('2026-12-31');
  });
});

describe.each(DIALECTS)('Subscriptions calls ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('list answers the contracts of every card, or of one; get answers one', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const a = await insertCard(app, { accountId: me.userId, contracts: [{ product: 'MONTHLY_ALL' }] });
    const b = await insertCard(app, {
      accountId: me.userId,
      contracts: [{ product: 'TICKET_BOOK_10' }, { product: 'BIKE_ANNUAL', status: 'PENDING_VALIDATION' }],
    });
    const all = okResponse(
      await get<{ subscriptions: Subscription[] }>(app, 'Subscriptions/list', { userToken: me.userToken }),
    );
    expect(all.subscriptions.map((s) => s.id).sort()).toEqual([...a.contracts, ...b.contracts].sort());
    const ofB = okResponse(
      await get<{ subscriptions: Subscription[] }>(app, 'Subscriptions/list', {
        userToken: me.userToken,
        mediaId: b.id,
        locale: 'en',
      }),
    );
    expect(ofB.subscriptions.map((s) => [s.name, s.status, s.renewalInterval]).sort()).toEqual([
      ['Book of 10 tickets', 'ACTIVE', null],
      ['Self-service bike, annual pass', 'PENDING_VALIDATION', 'P1Y'],
    ]);
    const one = okResponse(
      await get<{ subscription: Subscription }>(app, 'Subscriptions/get', {
        userToken: me.userToken,
        subscriptionId: a.contracts[0]!,
      }),
    );
    expect(one.subscription).toMatchObject({ id: a.contracts[0], mediaId: a.id, status: 'ACTIVE' });
  });

  it('a contract past its last day reads EXPIRED', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, {
      accountId: me.userId,
      contracts: [{ product: 'MONTHLY_ALL', validFrom: day(-40), validTo: day(-10) }],
    });
    const { subscription } = okResponse(
      await get<{ subscription: Subscription }>(app, 'Subscriptions/get', {
        userToken: me.userToken,
        subscriptionId: card.contracts[0]!,
      }),
    );
    expect(subscription.status).toBe('EXPIRED');
  });

  it('terminate: TERMINATED, valid to the end of the current period; again answers the same; a ticket cannot be', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, {
      accountId: me.userId,
      contracts: [
        { product: 'PASS_7D', validFrom: day(-2), validTo: day(40) },
        { product: 'TICKET_SINGLE' },
        { product: 'MONTHLY_ALL', validFrom: day(-60), validTo: day(-30) },
      ],
    });
    const [weekly, ticket, old] = card.contracts as [number, number, number];
    const terminate = (subscriptionId: number) =>
      post<{ subscription: Subscription }>(app, 'Subscriptions/terminate', {
        userToken: me.userToken,
        subscriptionId,
      });
    const { subscription } = okResponse(await terminate(weekly));
    expect(subscription).toMatchObject({ status: 'TERMINATED', validTo: day(4) });
    expect(subscription.validTo >= TODAY).toBe(true);
    expect(okResponse(await terminate(weekly)).subscription).toEqual(subscription);
    expect(koError(await terminate(ticket)).code).toBe('CONFLICT');
    expect((await terminate(old)).statusCode).toBe(409);
  });

  it('updateCard moves a running contract to another card of the caller; the original stays TRANSFERRED', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const from = await insertCard(app, { accountId: me.userId, contracts: [{ product: 'MONTHLY_ALL' }] });
    const to = await insertCard(app, { accountId: me.userId });
    const expiredCard = await insertCard(app, { accountId: me.userId, expired: true });
    const move = (mediaId: number, subscriptionId = from.contracts[0]!) =>
      post<{ subscription: Subscription }>(app, 'Subscriptions/updateCard', {
        userToken: me.userToken,
        subscriptionId,
        mediaId,
      });
    expect(koError(await move(expiredCard.id)).code).toBe('CARD_EXPIRED');
    const { subscription } = okResponse(await move(to.id));
    expect(subscription).toMatchObject({ mediaId: to.id, status: 'ACTIVE' });
    expect(subscription.id).not.toBe(from.contracts[0]);
    const left = okResponse(
      await get<{ subscriptions: Subscription[] }>(app, 'Subscriptions/list', {
        userToken: me.userToken,
        mediaId: from.id,
      }),
    );
    expect(left.subscriptions.map((s) => s.status)).toEqual(['TRANSFERRED']);
    // The original no longer runs: it cannot move again.
    const third = await insertCard(app, { accountId: me.userId });
    expect((await move(third.id)).statusCode).toBe(409);
  });

  it('another account’s subscription or card, or none: the same 403', async () => {
    const { app } = ctx();
    const owner = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: owner.userId, contracts: [{ product: 'MONTHLY_ALL' }] });
    const mine = await insertCard(app, { accountId: stranger.userId });
    const id = card.contracts[0]!;
    const answers = [
      await get(app, 'Subscriptions/get', { userToken: stranger.userToken, subscriptionId: id }),
      await get(app, 'Subscriptions/get', { userToken: stranger.userToken, subscriptionId: 987654 }),
      await get(app, 'Subscriptions/list', { userToken: stranger.userToken, mediaId: card.id }),
      await post(app, 'Subscriptions/terminate', { userToken: stranger.userToken, subscriptionId: id }),
      await post(app, 'Subscriptions/updateCard', {
        userToken: stranger.userToken,
        subscriptionId: id,
        mediaId: mine.id,
      }),
      // The owner cannot move a contract onto a stranger's card either.
      await post(app, 'Subscriptions/updateCard', {
        userToken: owner.userToken,
        subscriptionId: id,
        mediaId: mine.id,
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toEqual(answers[0]!.body);
    }
  });
});
