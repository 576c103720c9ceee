import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { day, demoLogin, insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { insertOrder } from '../../helpers/orders.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';

type View = {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  validThrough: string;
  expired: boolean;
  expiresBeforeDueInstalment: boolean;
  schedules: Array<{
    orderId: number;
    kind: string;
    nextDueDate: string | null;
    lastDueDate: string | null;
    dueCents: number;
  }>;
};

let tokens = 0;

async function saveCard(
  app: FastifyInstance,
  accountId: number,
  expiry: { month: number; year: number },
  last4 = '4242',
) {
  tokens += 1;
  const row = await app.db
    .insertInto('payment_cards')
    .values({
      account_id: accountId,
      token: `tok_test_${process.pid}_${tokens}_${Date.now()}`,
      brand: 'VISA',
      last4,
      exp_month: expiry.month,
      exp_year: expiry.year,
      created_at: new Date().toISOString(),
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A paid order in 4 instalments charged on the card: one paid, three due in 1, 2 and 3 months. */
async function instalmentOrder(app: FastifyInstance, me: LoggedIn, paymentCardId: number) {
  const card = await insertCard(app, { accountId: me.userId });
  const order = await insertOrder(app, {
    accountId: me.userId,
    mediaId: card.id,
    schedule: [
      { dueDate: day(0), amountCents: 1000, status: 'PAID', paidAt: new Date().toISOString() },
      { dueDate: day(31), amountCents: 1000, status: 'DUE' },
      { dueDate: day(62), amountCents: 1000, status: 'DUE' },
      { dueDate: day(92), amountCents: 900, status: 'DUE' },
    ],
  });
  await app.db
    .updateTable('orders')
    .set({ payment_card_id: paymentCardId })
    .where('id', '=', order.id)
    .execute();
  return order.id;
}

const list = async (app: FastifyInstance, userToken: string) =>
  okResponse(await get<{ paymentCards: View[] }>(app, 'Account/getPaymentCards.json', { userToken }))
    .paymentCards;

const orderCard = async (app: FastifyInstance, orderId: number) =>
  (
    await app.db
      .selectFrom('orders')
      .select('payment_card_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).payment_card_id;

describe.each(DIALECTS)('saved payment cards ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('the demo’s saved cards, masked, with the schedule that charges the first', async () => {
    const { app } = ctx();
    const demo = await demoLogin(app);
    const answer = await get(app, 'Account/getPaymentCards.json', { userToken: demo.userToken });
    expect(JSON.stringify(answer.body)).not.toContain('tok_');
    const cards = okResponse(
      answer as typeof answer & { body: { status: 'ok'; response: { paymentCards: View[] } } },
    ).paymentCards;
    expect(cards.map((card) => `${card.brand} ${card.last4}`)).toEqual(['VISA 4242', 'MASTERCARD 4444']);
    expect(cards[0]!.schedules).toHaveLength(1);
    expect(cards[0]!.schedules[0]).toMatchObject({ kind: 'INSTALMENTS' });
    expect(cards[0]!.expiresBeforeDueInstalment).toBe(false);
    expect(cards[1]!.schedules).toEqual([]);
  });

  it('flags a card that expires before a due instalment, and an expired one', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const soon = new Date(`${day(40)}T00:00:00Z`);
    const short = await saveCard(app, me.userId, {
      month: soon.getUTCMonth() + 1,
      year: soon.getUTCFullYear(),
    });
    const old = await saveCard(app, me.userId, { month: 1, year: 2024 }, '0002');
    const orderId = await instalmentOrder(app, me, short);
    const [first, second] = await list(app, me.userToken);
    expect(first).toMatchObject({ id: short, expired: false, expiresBeforeDueInstalment: true });
    expect(first!.schedules).toEqual([
      {
        orderId,
        reference: expect.any(String),
        kind: 'INSTALMENTS',
        nextDueDate: day(31),
        lastDueDate: day(92),
        dueCents: 2900,
      },
    ]);
    expect(second).toMatchObject({
      id: old,
      expired: true,
      expiresBeforeDueInstalment: false,
      validThrough: '2024-01-31',
    });
  });

  it('deletes a card no schedule needs; again, it answers as a missing one', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await saveCard(app, me.userId, { month: 12, year: 2032 });
    const answer = okResponse(
      await post(app, 'Account/deletePaymentCard.json', { userToken: me.userToken, paymentCardId: card }),
    );
    expect(answer).toEqual({ deleted: card, movedOrderIds: [] });
    expect(await list(app, me.userToken)).toEqual([]);
    const again = await post(app, 'Account/deletePaymentCard.json', {
      userToken: me.userToken,
      paymentCardId: card,
    });
    expect(again.statusCode).toBe(403);
    expect(koError(again).code).toBe('FORBIDDEN');
  });

  it('a card a schedule needs asks for a replacement that lasts; the schedule moves to it in the same transaction', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await saveCard(app, me.userId, { month: 12, year: 2032 });
    const soon = new Date(`${day(40)}T00:00:00Z`);
    const short = await saveCard(app, me.userId, {
      month: soon.getUTCMonth() + 1,
      year: soon.getUTCFullYear(),
    });
    const good = await saveCard(app, me.userId, { month: 6, year: 2033 }, '5556');
    const orderId = await instalmentOrder(app, me, card);
    const remove = (body: Record<string, unknown>) =>
      post(app, 'Account/deletePaymentCard.json', { userToken: me.userToken, paymentCardId: card, ...body });

    const inUse = await remove({ locale: 'en' });
    expect(inUse.statusCode).toBe(409);
    expect(koError(inUse)).toMatchObject({
      code: 'PAYMENT_CARD_IN_USE',
      message: expect.stringContaining('another saved card'),
    });
    const tooShort = await remove({ replacementCardId: short });
    expect(tooShort.statusCode).toBe(409);
    expect(koError(tooShort).code).toBe('CARD_EXPIRES_BEFORE_SCHEDULE');
    const itself = await remove({ replacementCardId: card });
    expect(itself.statusCode).toBe(400);
    expect(koError(itself).fields).toEqual({ replacementCardId: 'validation.invalidValue' });
    expect(await orderCard(app, orderId)).toBe(card);
    expect((await list(app, me.userToken)).map((view) => view.id)).toEqual([card, short, good]);

    expect(okResponse(await remove({ replacementCardId: good }))).toEqual({
      deleted: card,
      movedOrderIds: [orderId],
    });
    expect(await orderCard(app, orderId)).toBe(good);
    const after = await list(app, me.userToken);
    expect(after.map((view) => view.id)).toEqual([short, good]);
    expect(after[1]!.schedules.map((schedule) => schedule.orderId)).toEqual([orderId]);
  });

  it('another account’s card or replacement answers as a missing one and changes nothing', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const mine = await saveCard(app, me.userId, { month: 12, year: 2032 });
    const theirs = await saveCard(app, stranger.userId, { month: 12, year: 2033 });
    const orderId = await instalmentOrder(app, me, mine);
    const send = (paymentCardId: number, replacementCardId?: number) =>
      post(app, 'Account/deletePaymentCard.json', {
        userToken: me.userToken,
        paymentCardId,
        replacementCardId,
      });
    const missing = await send(987_654);
    const foreign = await send(theirs);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toEqual(missing.body);
    const foreignReplacement = await send(mine, theirs);
    const missingReplacement = await send(mine, 987_654);
    expect(foreignReplacement.statusCode).toBe(403);
    expect(foreignReplacement.body).toEqual(missingReplacement.body);
    expect(await orderCard(app, orderId)).toBe(mine);
    expect((await list(app, me.userToken)).map((view) => view.id)).toEqual([mine]);
    expect((await list(app, stranger.userToken)).map((view) => view.id)).toEqual([theirs]);
    for (const bad of ['abc', -1, 1.5, null, [mine], { id: mine }]) {
      const answer = await post(app, 'Account/deletePaymentCard.json', {
        userToken: me.userToken,
        paymentCardId: bad,
      });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('two deletions at once, each moving its schedule to the other card, leave one card with both schedules', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const a = await saveCard(app, me.userId, { month: 12, year: 2032 });
    const b = await saveCard(app, me.userId, { month: 12, year: 2032 });
    const onA = await instalmentOrder(app, me, a);
    const onB = await instalmentOrder(app, me, b);
    const [first, second] = await Promise.all([
      post(app, 'Account/deletePaymentCard.json', {
        userToken: me.userToken,
        paymentCardId: a,
        replacementCardId: b,
      }),
      post(app, 'Account/deletePaymentCard.json', {
        userToken: me.userToken,
        paymentCardId: b,
        replacementCardId: a,
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 403]);
    const left = await list(app, me.userToken);
    expect(left).toHaveLength(1);
    expect(await orderCard(app, onA)).toBe(left[0]!.id);
    expect(await orderCard(app, onB)).toBe(left[0]!.id);
  });
});
