/**
 * Pass periods on one card (issue 23 items 1 and 2, decision 060): a new subscription starts the
 * day after the one that covers the card, or is refused saying until when the card is covered;
 * one cart holds one subscription per card; a pending pass blocks another pass, never a ticket.
 * Through the api, on both databases.
 */
import { addDays, networkDay, type Amount } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { get, koError, okResponse, post, type Answer } from '../../helpers/api.js';
import { useTestApp } from '../../helpers/app.js';
import { insertCard } from '../../helpers/cards.js';
import {
  deliver,
  orderRow,
  paymentRows,
  placedOrder,
  placeOrder,
  reload,
  verifyOrder,
} from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { payWith } from '../../helpers/sandbox-psp.js';

// Seeded catalogue (seed-catalogue.ts): shop items.
const TICKET = 1001;
const PASS_7D = 1004;
const MONTHLY = 1005;
const ANNUAL = 1007;
const BIKE_ANNUAL = 1009;
const POST_PAYMENT = 1013;
const SUCCEEDS = '4242 4242 4242 4242';

/** A day of the network (Europe/Paris), `offset` days from today. */
const networkDayIn = (offset: number) => addDays(networkDay(), offset);

function computeAmount(app: FastifyInstance, me: LoggedIn, items: unknown[], locale = 'fr') {
  return post<{ amount: Amount }>(app, 'Order/computeAmount.json', {
    userToken: me.userToken,
    items,
    locale,
  });
}

const refusal = (answer: Answer) => ({ status: answer.statusCode, code: koError(answer).code });

async function contractsOn(app: FastifyInstance, mediaId: number) {
  return app.db
    .selectFrom('contracts')
    .select(['id', 'product_id', 'valid_from', 'valid_to', 'status'])
    .where('media_id', '=', mediaId)
    .orderBy('valid_from')
    .orderBy('id')
    .execute();
}

/** An order made, placed and paid with the sandbox; answers the order's id. */
async function pay(app: FastifyInstance, me: LoggedIn, items: unknown[], expectedTotalCents: number) {
  const placed = await placedOrder(app, me, { items, expectedTotalCents });
  await payWith(app, placed.paymentId, SUCCEEDS);
  okResponse(await verifyOrder(app, me, placed.orderId));
  return placed.orderId;
}

describe.each(DIALECTS)('pass periods on one card ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('refuses a cart holding two subscriptions for one card (the monthly and the annual pass): 409 SUBSCRIPTION_ALREADY_IN_CART', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    const other = await insertCard(app, { accountId: me.userId });
    // Before decision 060: 200, 539,00 € for two passes of the same days.
    expect(
      refusal(await computeAmount(app, me, [reload(card.id, MONTHLY), reload(card.id, ANNUAL)])),
    ).toEqual({
      status: 409,
      code: 'SUBSCRIPTION_ALREADY_IN_CART',
    });
    // Another mode is still a second subscription of the card (spec §4), refused alike.
    expect(
      refusal(await computeAmount(app, me, [reload(card.id, ANNUAL), reload(card.id, BIKE_ANNUAL)])),
    ).toEqual({ status: 409, code: 'SUBSCRIPTION_ALREADY_IN_CART' });
    // A ticket beside the pass, and a pass for each of two cards, are fine.
    const fine = okResponse(
      await computeAmount(app, me, [
        reload(card.id, ANNUAL),
        reload(card.id, TICKET, 3),
        reload(other.id, MONTHLY),
      ]),
    ).amount;
    expect(fine.totalCents).toBe(49_000 + 3 * 170 + 4_900);
    // The order is refused alike, before anything is written.
    const made = await post(app, 'Order/create.json', {
      userToken: me.userToken,
      items: [reload(card.id, MONTHLY), reload(card.id, ANNUAL)],
      installments: 1,
      expectedTotalCents: 53_900,
      acceptTerms: true,
      idempotencyKey: `two-passes-${dialect.name}-${Date.now()}`,
    });
    expect(refusal(made)).toEqual({ status: 409, code: 'SUBSCRIPTION_ALREADY_IN_CART' });
  });

  it('puts the annual pass bought on a card holding this month’s pass from the day after it ends', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const monthEnd = networkDayIn(2);
    const card = await insertCard(app, {
      accountId: me.userId,
      contracts: [{ product: 'MONTHLY_ALL', validFrom: networkDayIn(-27), validTo: monthEnd }],
    });
    okResponse(await computeAmount(app, me, [reload(card.id, ANNUAL)]));
    const orderId = await pay(app, me, [reload(card.id, ANNUAL)], 49_000);
    expect((await orderRow(app, orderId)).status).toBe('COMPLETED');
    const annual = (await contractsOn(app, card.id)).find((contract) => contract.product_id === 107);
    // Before decision 060: from today, beside the monthly pass still running.
    expect(annual).toMatchObject({ valid_from: networkDayIn(3), status: 'PENDING_VALIDATION' });
    expect(annual!.valid_to > networkDayIn(360)).toBe(true);
  });

  it('refuses a pass that could only start after a long subscription, saying until when the card is covered', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const until = networkDayIn(300);
    const card = await insertCard(app, {
      accountId: me.userId,
      contracts: [{ product: 'ANNUAL_ALL', validFrom: networkDayIn(-64), validTo: until }],
    });
    const french = await computeAmount(app, me, [reload(card.id, MONTHLY)]);
    expect(refusal(french)).toEqual({ status: 409, code: 'CARD_ALREADY_COVERED' });
    // The day is data too, for a client that words the message itself.
    expect(koError(french)).toMatchObject({ values: { coveredUntil: until } });
    const frenchDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })
      .format(new Date(`${until}T12:00:00Z`))
      .replace(/^1 /, '1er ');
    expect(koError(french).message).toContain(`jusqu’au ${frenchDate}`);
    const english = await computeAmount(app, me, [reload(card.id, PASS_7D)], 'en');
    const englishDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${until}T12:00:00Z`),
    );
    expect(koError(english).message).toContain(`until ${englishDate}`);
    // The post-payment fare starts when it is registered, or not at all.
    expect(refusal(await computeAmount(app, me, [reload(card.id, POST_PAYMENT)]))).toEqual({
      status: 409,
      code: 'CARD_ALREADY_COVERED',
    });
    // Another mode is no overlap; a ticket is sold beside anything.
    okResponse(await computeAmount(app, me, [reload(card.id, BIKE_ANNUAL)]));
    okResponse(await computeAmount(app, me, [reload(card.id, TICKET)]));
    // The next annual pass may be bought ahead: it starts the day after.
    okResponse(await computeAmount(app, me, [reload(card.id, ANNUAL)]));
  });

  it('two orders side by side: the second pass is refused at placing, and refunded if paid anyway', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, {
      accountId: me.userId,
      contracts: [{ product: 'MONTHLY_ALL', validFrom: networkDayIn(-27), validTo: networkDayIn(2) }],
    });
    // Two tabs: the annual pass and the next monthly pass, each an order of its own.
    const annual = await placedOrder(app, me, {
      items: [reload(card.id, ANNUAL)],
      expectedTotalCents: 49_000,
    });
    const monthly = await placedOrder(app, me, {
      items: [reload(card.id, MONTHLY)],
      expectedTotalCents: 4_900,
    });
    await payWith(app, annual.paymentId, SUCCEEDS);
    okResponse(await verifyOrder(app, me, annual.orderId));
    // The annual pass now waits for the card's validation: the monthly one is not placed again…
    expect(refusal(await placeOrder(app, me, monthly.orderId))).toEqual({
      status: 409,
      code: 'SALE_NOT_SETTLED',
    });
    // …and its page, paid anyway, is refunded: never two passes for the same days.
    await payWith(app, monthly.paymentId, SUCCEEDS);
    await deliver(app, config);
    expect((await orderRow(app, monthly.orderId)).status).toBe('CANCELED');
    expect((await paymentRows(app, monthly.orderId)).map((row) => row.status)).toEqual(['REFUNDED']);
    const passes = (await contractsOn(app, card.id)).filter((contract) => contract.product_id !== 101);
    expect(passes.map((contract) => [contract.product_id, contract.valid_from])).toEqual([
      [105, networkDayIn(-27)],
      [107, networkDayIn(3)],
    ]);
  });

  it('refuses a pass on a card registered for post-payment: it covers the card until it is stopped', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    await pay(app, me, [reload(card.id, POST_PAYMENT)], 0);
    const fare = (await contractsOn(app, card.id)).find((contract) => contract.product_id === 113);
    expect(fare?.status).toBe('ACTIVE');
    const refused = await computeAmount(app, me, [reload(card.id, ANNUAL)]);
    expect(refusal(refused)).toEqual({ status: 409, code: 'CARD_ALREADY_COVERED' });
  });

  it('sells a ticket while a pass waits for its first validation; another pass waits (spec §4)', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, {
      accountId: me.userId,
      contracts: [{ product: 'MONTHLY_ALL', status: 'PENDING_VALIDATION' }],
    });
    // Before decision 060: getProducts answered 409 SALE_NOT_SETTLED for the whole card.
    const offered = okResponse(
      await get<{ products: { shopItemId: number }[] }>(app, 'Products/getProducts.json', {
        userToken: me.userToken,
        mediaId: card.id,
      }),
    );
    expect(offered.products.map((product) => product.shopItemId)).toContain(TICKET);
    expect(okResponse(await computeAmount(app, me, [reload(card.id, TICKET)])).amount.totalCents).toBe(170);
    const orderId = await pay(app, me, [reload(card.id, TICKET)], 170);
    expect((await orderRow(app, orderId)).status).toBe('COMPLETED');
    expect((await contractsOn(app, card.id)).filter((contract) => contract.product_id === 101)).toHaveLength(
      1,
    );
    for (const shopItemId of [ANNUAL, BIKE_ANNUAL, PASS_7D]) {
      expect(
        refusal(await computeAmount(app, me, [reload(card.id, shopItemId)])),
        String(shopItemId),
      ).toEqual({
        status: 409,
        code: 'SALE_NOT_SETTLED',
      });
    }
  });

  it('a ticket waiting for its validation blocks nothing: a pass is sold after it', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, {
      accountId: me.userId,
      contracts: [{ product: 'TICKET_SINGLE', status: 'PENDING_VALIDATION' }],
    });
    okResponse(await computeAmount(app, me, [reload(card.id, MONTHLY)]));
  });
});
