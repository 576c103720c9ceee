/**
 * Subscriptions/terminate and Subscriptions/updateCard with their consequences (spec §4, decision
 * 064): what a passenger is told before confirming (`preview`, nothing changed) and what is then
 * done: the post-payment fare stopped at the end of today and its journeys billed up to then, a pass
 * that stops at the end of its period with its instalments still due, a move to another card of the
 * same holder where no subscription of a common mode overlaps.
 */
import { subscriptionChangeResponse, type SubscriptionChange } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config.js';
import { billPostPaymentUsage } from '../../../src/modules/usage-billing/usage-billing.js';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { day, insertCard, TODAY } from '../../helpers/cards.js';
import { deliver, passengerWithCard, placedOrder, reload } from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import type { LoggedIn } from '../../helpers/passengers.js';
import { payWith } from '../../helpers/sandbox-psp.js';

/** Seeded shop items (seed-catalogue.ts). */
const POST_PAYMENT = 1013;
const ANNUAL = 1007;

/** The first day of the month after `date` (YYYY-MM-DD). */
function nextMonthFirst(date: string): string {
  const next = new Date(`${date.slice(0, 7)}-01T00:00:00.000Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.toISOString().slice(0, 10);
}

/** A card bought through the real checkout and the sandbox (4242…), its contract delivered. */
async function paidCard(app: FastifyInstance, config: Config, shopItemId: number, installments = 1) {
  const { me, card } = await passengerWithCard(app);
  const placed = await placedOrder(app, me, {
    items: [reload(card.id, shopItemId)],
    installments,
    expectedTotalCents: shopItemId === ANNUAL ? 49_000 : 0,
  });
  await payWith(app, placed.paymentId, '4242 4242 4242 4242');
  await deliver(app, config);
  const [contract] = await app.db
    .selectFrom('contracts')
    .select(['id', 'valid_to'])
    .where('media_id', '=', card.id)
    .execute();
  return { me, card, order: placed.order, contractId: contract!.id, validTo: contract!.valid_to };
}

async function punch(app: FastifyInstance, me: LoggedIn, mediaId: number, at?: string) {
  const { validation } = okResponse(
    await post<{ validation: { id: number } }>(app, 'Ticket/punchTicket.json', {
      userToken: me.userToken,
      mediaId,
      mode: 'BUS',
      line: '3',
    }),
  );
  if (at)
    await app.db
      .updateTable('validations')
      .set({ validated_at: at })
      .where('id', '=', validation.id)
      .execute();
}

async function change(app: FastifyInstance, path: string, body: Record<string, unknown>) {
  const answer = await post<SubscriptionChange>(app, path, body);
  return subscriptionChangeResponse.parse(okResponse(answer));
}

const stored = (app: FastifyInstance, id: number) =>
  app.db
    .selectFrom('contracts')
    .select(['status', 'valid_to', 'media_id', 'transferred_to_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe.each(DIALECTS)('stopping and moving a subscription ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('the post-payment fare stops at the end of today: first the month’s journeys, their price, when and on which card; then only those are billed', async () => {
    const { app, config } = ctx();
    const { me, card, contractId, validTo } = await paidCard(app, config, POST_PAYMENT);
    await punch(app, me, card.id);
    await punch(app, me, card.id);
    const body = { userToken: me.userToken, subscriptionId: contractId, locale: 'en' };

    const preview = await change(app, 'Subscriptions/terminate', { ...body, preview: true });
    const billedOn = nextMonthFirst(TODAY);
    const consequences = {
      effectiveFrom: day(1),
      lastDay: TODAY,
      refundCents: 0,
      usage: {
        trips: 2,
        tripCents: 170,
        capCents: 4900,
        amountCents: 340,
        since: TODAY,
        through: TODAY,
        billedOn,
        paymentCard: { brand: expect.any(String), last4: '4242' },
      },
      dueInstalments: [],
    };
    expect(preview).toEqual({
      subscription: expect.objectContaining({ id: contractId, status: 'TERMINATED', validTo: TODAY }),
      consequences,
    });
    // A preview changes nothing.
    expect(await stored(app, contractId)).toMatchObject({ status: 'ACTIVE', valid_to: validTo });

    const done = await change(app, 'Subscriptions/terminate', body);
    expect(done).toEqual({ subscription: preview.subscription, consequences });
    expect(await stored(app, contractId)).toMatchObject({ status: 'TERMINATED', valid_to: TODAY });
    // Stopping it again answers the same.
    expect(await change(app, 'Subscriptions/terminate', body)).toEqual(done);

    // A journey after its last day is not the fare's: the month's bill counts the two of today.
    await punch(app, me, card.id, `${day(1)}T08:00:00.000Z`);
    await billPostPaymentUsage(app.db, config, TODAY.slice(0, 7), `${billedOn}T03:00:00.000Z`);
    const bills = await app.db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select(['order_items.quantity', 'orders.total_cents'])
      .where('orders.account_id', '=', me.userId)
      .where('orders.order_type', '=', 'POST_PAYMENT_USAGE')
      .execute();
    expect(bills).toEqual([{ quantity: 2, total_cents: 340 }]);
  });

  it('a pass in instalments stops at the end of its period: nothing refunded, the instalments still due listed', async () => {
    const { app, config } = ctx();
    const { me, order, contractId, validTo } = await paidCard(app, config, ANNUAL, 4);
    const body = { userToken: me.userToken, subscriptionId: contractId };
    const preview = await change(app, 'Subscriptions/terminate', { ...body, preview: true });
    const due = order.schedule.slice(1).map(({ dueDate, amountCents }) => ({
      orderReference: order.reference,
      dueDate,
      amountCents,
    }));
    expect(due).toHaveLength(3);
    expect(preview.consequences).toEqual({
      effectiveFrom: new Date(Date.parse(`${validTo}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
      lastDay: validTo,
      refundCents: 0,
      usage: null,
      dueInstalments: due,
    });
    expect((await stored(app, contractId)).status).toBe('PENDING_VALIDATION');
    const done = await change(app, 'Subscriptions/terminate', body);
    expect(done.subscription).toMatchObject({ status: 'TERMINATED', validTo });
    expect(done.consequences).toEqual(preview.consequences);
  });

  it('updateCard: only onto a card of the same holder, not expired nor blocked, where no pass of a common mode overlaps', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const monthly = await insertCard(app, {
      accountId: me.userId,
      contracts: [{ product: 'MONTHLY_ALL', validFrom: day(-3), validTo: day(27) }],
    });
    const subscriptionId = monthly.contracts[0]!;
    const move = (mediaId: number, preview?: boolean) =>
      post<SubscriptionChange>(app, 'Subscriptions/updateCard', {
        userToken: me.userToken,
        subscriptionId,
        mediaId,
        preview,
        locale: 'en',
      });
    const otherHolder = await insertCard(app, { accountId: me.userId, holderFirstname: 'Léo' });
    const blocked = await insertCard(app, { accountId: me.userId });
    await app.db
      .updateTable('media')
      .set({ blocked_at: new Date().toISOString() })
      .where('id', '=', blocked.id)
      .execute();
    const busPass = await insertCard(app, {
      accountId: me.userId,
      holderName: 'LE GOFF',
      contracts: [{ product: 'PASS_7D', validFrom: day(20), validTo: day(26) }],
    });
    const bikePass = await insertCard(app, { accountId: me.userId, contracts: [{ product: 'BIKE_ANNUAL' }] });

    for (const preview of [true, undefined]) {
      expect(koError(await move(otherHolder.id, preview)).code).toBe('CARD_OF_ANOTHER_HOLDER');
      expect(koError(await move(blocked.id, preview)).code).toBe('CARD_EXPIRED');
      const overlap = await move(busPass.id, preview);
      expect(overlap.statusCode).toBe(409);
      expect(koError(overlap)).toMatchObject({
        code: 'SUBSCRIPTION_OVERLAP',
        message:
          'This card already carries a pass for the same modes over part of this period: on one card, two passes cannot overlap.',
      });
    }
    expect(await stored(app, subscriptionId)).toMatchObject({ status: 'ACTIVE', media_id: monthly.id });

    // A bike pass is no overlap with a bus and boat pass; the preview answers the copy to be.
    const preview = subscriptionChangeResponse.parse(okResponse(await move(bikePass.id, true)));
    expect(preview).toEqual({
      subscription: expect.objectContaining({ id: subscriptionId, mediaId: bikePass.id, status: 'ACTIVE' }),
      consequences: {
        effectiveFrom: TODAY,
        lastDay: day(27),
        refundCents: 0,
        usage: null,
        dueInstalments: [],
      },
    });
    expect(await stored(app, subscriptionId)).toMatchObject({ status: 'ACTIVE', media_id: monthly.id });
    const done = subscriptionChangeResponse.parse(okResponse(await move(bikePass.id)));
    expect(done.subscription).toMatchObject({ mediaId: bikePass.id, status: 'ACTIVE', validTo: day(27) });
    expect(done.subscription.id).not.toBe(subscriptionId);
    expect(done.consequences).toEqual(preview.consequences);
    expect(await stored(app, subscriptionId)).toMatchObject({
      status: 'TRANSFERRED',
      transferred_to_id: done.subscription.id,
    });
    // The first card, now without a bus pass, may take a monthly pass again.
    const back = await post<SubscriptionChange>(app, 'Subscriptions/updateCard', {
      userToken: me.userToken,
      subscriptionId: done.subscription.id,
      mediaId: card.id,
    });
    expect(okResponse(back).subscription.mediaId).toBe(card.id);
  });

  it('two moves at once copy the pass once: the second finds it gone (409 CONFLICT)', async () => {
    const { app } = ctx();
    const { me } = await passengerWithCard(app);
    const from = await insertCard(app, { accountId: me.userId, contracts: [{ product: 'MONTHLY_ALL' }] });
    const [a, b] = [
      await insertCard(app, { accountId: me.userId }),
      await insertCard(app, { accountId: me.userId }),
    ];
    const subscriptionId = from.contracts[0]!;
    const answers = await Promise.all(
      [a, b].map((target) =>
        post(app, 'Subscriptions/updateCard', {
          userToken: me.userToken,
          subscriptionId,
          mediaId: target!.id,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const copies = await app.db
      .selectFrom('contracts')
      .select('id')
      .where('media_id', 'in', [a!.id, b!.id])
      .execute();
    expect(copies).toHaveLength(1);
    expect((await stored(app, subscriptionId)).transferred_to_id).toBe(copies[0]!.id);
  });

  it('the post-payment fare moved: the old card’s journeys so far are stated and billed on their own, none after the move', async () => {
    const { app, config } = ctx();
    const { me, card, contractId } = await paidCard(app, config, POST_PAYMENT);
    const other = await insertCard(app, { accountId: me.userId });
    await punch(app, me, card.id);
    const body = { userToken: me.userToken, subscriptionId: contractId, mediaId: other.id };
    const preview = await change(app, 'Subscriptions/updateCard', { ...body, preview: true });
    expect(preview.consequences).toMatchObject({
      effectiveFrom: TODAY,
      refundCents: 0,
      usage: { trips: 1, amountCents: 170, billedOn: nextMonthFirst(TODAY), paymentCard: { last4: '4242' } },
    });
    const done = await change(app, 'Subscriptions/updateCard', body);
    expect(done.consequences).toEqual(preview.consequences);
    // After the move: the old card's journey is not the fare's, the new card's is.
    await punch(app, me, card.id);
    await punch(app, me, other.id);
    // The copy, on its card, counts that card's journeys, charged on the registration's saved card.
    const again = await change(app, 'Subscriptions/terminate', {
      userToken: me.userToken,
      subscriptionId: done.subscription.id,
      preview: true,
    });
    expect(again.consequences.usage).toMatchObject({ trips: 1, paymentCard: { last4: '4242' } });
    expect(await stored(app, contractId)).toMatchObject({ status: 'TRANSFERRED', media_id: card.id });
    await billPostPaymentUsage(app.db, config, TODAY.slice(0, 7), `${nextMonthFirst(TODAY)}T03:00:00.000Z`);
    const bills = await app.db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select(['order_items.media_id', 'order_items.quantity'])
      .where('orders.account_id', '=', me.userId)
      .where('orders.order_type', '=', 'POST_PAYMENT_USAGE')
      .orderBy('order_items.media_id')
      .execute();
    expect(bills).toEqual(
      [
        { media_id: card.id, quantity: 1 },
        { media_id: other.id, quantity: 1 },
      ].sort((x, y) => x.media_id - y.media_id),
    );
  });

  it('a stranger’s preview answers as a missing subscription: the same 403', async () => {
    const { app } = ctx();
    const owner = await passengerWithCard(app);
    const stranger = await passengerWithCard(app);
    const card = await insertCard(app, {
      accountId: owner.me.userId,
      contracts: [{ product: 'MONTHLY_ALL' }],
    });
    const id = card.contracts[0]!;
    const answers = [
      await post(app, 'Subscriptions/terminate', {
        userToken: stranger.me.userToken,
        subscriptionId: id,
        preview: true,
      }),
      await post(app, 'Subscriptions/terminate', {
        userToken: stranger.me.userToken,
        subscriptionId: 987_654,
        preview: true,
      }),
      await post(app, 'Subscriptions/updateCard', {
        userToken: stranger.me.userToken,
        subscriptionId: id,
        mediaId: stranger.card.id,
        preview: true,
      }),
      await post(app, 'Subscriptions/updateCard', {
        userToken: owner.me.userToken,
        subscriptionId: id,
        mediaId: stranger.card.id,
        preview: true,
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    expect((await stored(app, id)).status).toBe('ACTIVE');
  });
});
