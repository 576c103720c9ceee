/**
 * A saved card belongs to one account (issue 22, item 5; decision 059). A provider whose tokens
 * derive from the card number (an "alias") names the same token for two accounts that paid with
 * one card: each account gets a row of its own, and no charge is made on another account's row.
 * The sandbox's tokens are random, so the provider's word is forged here as its signed event.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config.js';
import { chargeDueInstalments } from '../../../src/modules/orders/instalments-job.js';
import { applyProviderEvent } from '../../../src/modules/orders/payment-events.js';
import type { ProviderEvent } from '../../../src/modules/payments/service.js';
import { useTestApp } from '../../helpers/app.js';
import { get, okResponse, post } from '../../helpers/api.js';
import {
  deliver,
  instalmentRows,
  orderRow,
  passengerWithCard,
  placedOrder,
  reload,
  verifyOrder,
} from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { payWith } from '../../helpers/sandbox-psp.js';

const ANNUAL = 1007;
const SUCCEEDS = '4242 4242 4242 4242';

type PaymentCards = {
  paymentCards: Array<{ id: number; last4: string; schedules: Array<{ orderId: number }> }>;
};

/** An annual pass in 4, placed (its first payment's session open), not paid. */
async function placedInFour(app: FastifyInstance) {
  const { me, card } = await passengerWithCard(app);
  const placed = await placedOrder(app, me, {
    items: [reload(card.id, ANNUAL)],
    installments: 4,
    expectedTotalCents: 49_000,
  });
  return { me, placed };
}

/** The same, paid on the sandbox's page and notified: its card saved for the account. */
async function paidInFour(app: FastifyInstance, config: Config) {
  const { me, placed } = await placedInFour(app);
  await payWith(app, placed.paymentId, SUCCEEDS);
  await deliver(app, config);
  expect(okResponse(await verifyOrder(app, me, placed.orderId)).outcome).toBe('PAID');
  return { me, orderId: placed.orderId };
}

async function cardRow(app: FastifyInstance, id: number | null) {
  return app.db
    .selectFrom('payment_cards')
    .selectAll()
    .where('id', '=', id ?? -1)
    .executeTakeFirstOrThrow();
}

/** What a provider says when a payment of this session succeeded with the card of that token. */
function succeeded(paymentId: string, orderId: number, amountCents: number, token: string): ProviderEvent {
  return {
    id: `evt_${randomUUID()}`,
    type: 'payment.succeeded',
    paymentId,
    orderId,
    amountCents,
    failureCode: null,
    card: { token, brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2039 },
    createdAt: new Date().toISOString(),
  };
}

async function savedCards(app: FastifyInstance, me: LoggedIn) {
  return okResponse(await get<PaymentCards>(app, 'Account/getPaymentCards.json', { userToken: me.userToken }))
    .paymentCards;
}

describe.each(DIALECTS)('a saved card and its account ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('a payment naming a token another account saved gets a card row of its own, and the other account’s stays as it was', async () => {
    const { app, config } = ctx();
    const first = await paidInFour(app, config);
    const theirs = await cardRow(app, (await orderRow(app, first.orderId)).payment_card_id);
    expect(theirs.account_id).toBe(first.me.userId);

    const second = await placedInFour(app);
    const outcome = await applyProviderEvent(
      app.db,
      config,
      succeeded(second.placed.paymentId, second.placed.orderId, 12_250, theirs.token),
      new Date().toISOString(),
    );
    expect(outcome).toBe('PAID');
    const mine = await cardRow(app, (await orderRow(app, second.placed.orderId)).payment_card_id);
    expect(mine).toMatchObject({ account_id: second.me.userId, token: theirs.token, deleted_at: null });
    expect(mine.id).not.toBe(theirs.id);
    expect(await cardRow(app, theirs.id)).toEqual(theirs);

    // Each account sees its own card and its own schedules only.
    const firstCards = await savedCards(app, first.me);
    expect(firstCards.map((card) => card.id)).toEqual([theirs.id]);
    expect(firstCards[0]!.schedules.map((schedule) => schedule.orderId)).toEqual([first.orderId]);
    const secondCards = await savedCards(app, second.me);
    expect(secondCards.map((card) => card.id)).toEqual([mine.id]);
    expect(secondCards[0]!.schedules.map((schedule) => schedule.orderId)).toEqual([second.placed.orderId]);
  });

  it('a card registered without buying with another account’s token is saved for the registering account', async () => {
    const { app, config } = ctx();
    const first = await paidInFour(app, config);
    const theirs = await cardRow(app, (await orderRow(app, first.orderId)).payment_card_id);
    const me = await signUpAndLogIn(app);
    const started = okResponse(
      await post<{ registrationId: number; redirectUrl: string }>(app, 'Account/startCardRegistration.json', {
        userToken: me.userToken,
      }),
    );
    const session = new URL(started.redirectUrl, 'https://portal.test').searchParams.get('session')!;
    expect(
      await applyProviderEvent(
        app.db,
        config,
        succeeded(session, 0, 0, theirs.token),
        new Date().toISOString(),
      ),
    ).toBe('RECORDED');
    const registration = await app.db
      .selectFrom('card_registrations')
      .select(['status', 'payment_card_id'])
      .where('id', '=', started.registrationId)
      .executeTakeFirstOrThrow();
    expect(registration.status).toBe('SUCCEEDED');
    expect((await cardRow(app, registration.payment_card_id)).account_id).toBe(me.userId);
    expect((await savedCards(app, me)).map((card) => card.id)).toEqual([registration.payment_card_id]);
    expect(await cardRow(app, theirs.id)).toEqual(theirs);
  });

  it('never charges an instalment on a card of another account than the order’s', async () => {
    const { app, config } = ctx();
    const first = await paidInFour(app, config);
    const second = await paidInFour(app, config);
    const theirs = (await orderRow(app, first.orderId)).payment_card_id;
    // An order bound to another account's card (as a payment naming its token once did).
    await app.db
      .updateTable('orders')
      .set({ payment_card_id: theirs })
      .where('id', '=', second.orderId)
      .execute();
    const due = (await instalmentRows(app, second.orderId))[1]!;

    await chargeDueInstalments(app.db, config, due.due_date);
    const charges = await app.db
      .selectFrom('sandbox_psp_charges')
      .select('id')
      .where('order_id', '=', second.orderId)
      .execute();
    expect(charges).toEqual([]);
    expect((await instalmentRows(app, second.orderId))[1]).toMatchObject({ status: 'DUE', attempts: 1 });
    // The first account's own order is charged on its card as before.
    expect(
      await app.db
        .selectFrom('sandbox_psp_charges')
        .select('status')
        .where('order_id', '=', first.orderId)
        .execute(),
    ).toEqual([{ status: 'SUCCEEDED' }]);
  });
});
