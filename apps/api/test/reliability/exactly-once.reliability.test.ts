/**
 * Issue 8, "exactly once under concurrency" (decisions 025, 026, 029): one cart submitted 200
 * times at once makes one order; one card's reload submitted under 200 keys is paid at most once;
 * the provider's notification delivered 50 times at once, and again later, makes one payment,
 * one charge and one invoice; many orders paid at once, each notified several times, get one
 * invoice each with numbers that have no gap. Everything goes through a listening server over
 * many connections, on both databases.
 */
import type { OrderView, VerifyResponse } from '@oceane/domain';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  freshKey,
  MONTHLY,
  MONTHLY_CENTS,
  passengerWithCard,
  paymentRows,
  reload,
} from '../helpers/checkout.js';
import { DIALECTS } from '../helpers/databases.js';
import type { LoggedIn } from '../helpers/passengers.js';
import { payWith } from '../helpers/sandbox-psp.js';
import {
  captureNotifications,
  drainOutbox,
  invoiceSeriesFaults,
  providerTrail,
} from './support/money-trail.js';
import {
  isClearRefusal,
  notifyOverHttp,
  okOf,
  postOverHttp,
  useListeningApp,
  type HttpAnswer,
  type ListeningApp,
} from './support/over-http.js';
import { record, scaled, seedFor } from './support/run.js';

// Seeded catalogue (seed-catalogue.ts): the annual pass may be paid in 1, 4 or 10 instalments.
const ANNUAL = 1007;
const ANNUAL_CENTS = 49_000;
const SUCCEEDS = '4242 4242 4242 4242';

const SUBMISSIONS = 200;
const DELIVERIES = 50;
const ROUNDS = scaled(1, 20);
// Orders paid in the same instant: each paying transaction issues its invoice holding the year's
// counter (decision 029), so they are applied one at a time; the long mode runs more rounds of
// them rather than far more at once, which would measure the pool's wait, not exactly once.
const ORDERS = scaled(30, 40);
const DELIVERIES_EACH = scaled(3, 5);

type Placed = { orderId: number; paymentId: string; redirectUrl: string };

/** The answers that are neither ok nor a clear refusal (a 5xx, a dropped connection, no envelope). */
function unclear(answers: HttpAnswer[]): HttpAnswer[] {
  return answers.filter((answer) => answer.envelope?.status !== 'ok' && !isClearRefusal(answer));
}

function describeAnswers(answers: HttpAnswer[]): string {
  return answers.map((answer) => `${answer.status} ${answer.text.slice(0, 200)}`).join('\n');
}

const createBody = (me: LoggedIn, body: Record<string, unknown>) => ({
  userToken: me.userToken,
  acceptTerms: true,
  installments: 1,
  ...body,
});

function ordersOfAccount(app: FastifyInstance, accountId: number) {
  return app.db.selectFrom('orders').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
}

async function countWhere(app: FastifyInstance, table: 'order_items' | 'order_instalments', orderId: number) {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function invoicesOf(app: FastifyInstance, orderIds: number[]) {
  return app.db
    .selectFrom('invoices')
    .select(['order_id', 'number'])
    .where('order_id', 'in', orderIds)
    .execute();
}

/** The hosted page's payment of each session at once: a browser per order. */
async function payAll(app: FastifyInstance, sessions: string[]) {
  const pages = await Promise.all(sessions.map((session) => payWith(app, session, SUCCEEDS)));
  for (const page of pages) expect(page.statusCode, page.body).toBe(303);
}

/** Part 1: one cart, one key, 200 submissions at once. */
async function oneCartManyTimes(ctx: ListeningApp) {
  const { app, origin } = ctx;
  const { me, card } = await passengerWithCard(app);
  const body = createBody(me, {
    items: [reload(card.id, ANNUAL)],
    installments: 10,
    expectedTotalCents: ANNUAL_CENTS,
    idempotencyKey: freshKey(),
  });
  const answers = await Promise.all(
    Array.from({ length: SUBMISSIONS }, () => postOverHttp(origin, 'Order/create.json', body)),
  );
  const ids = new Set(
    answers
      .filter((answer) => answer.envelope?.status === 'ok')
      .map((answer) => okOf<{ order: OrderView }>(answer).order.id),
  );
  const orders = await ordersOfAccount(app, me.userId);
  const order = orders[0];
  const items = order ? await countWhere(app, 'order_items', order.id) : 0;
  const instalments = order ? await countWhere(app, 'order_instalments', order.id) : 0;
  return {
    requests: answers.length,
    unclear: unclear(answers),
    faults: [
      ...(ids.size === 1 ? [] : [`${ids.size} different orders answered`]),
      ...(orders.length === 1 ? [] : [`${orders.length} orders made`]),
      ...(items === 1 ? [] : [`${items} items`]),
      ...(instalments === 10 ? [] : [`${instalments} instalments`]),
    ],
    note:
      `${answers.filter((answer) => answer.envelope?.status === 'ok').length} answered the order, ` +
      `${answers.filter(isClearRefusal).length} refused; ${orders.length} order, ${items} item, ` +
      `${instalments} instalments`,
  };
}

/**
 * Part 1, without the key: one card's reload submitted 200 times, each under its own key (a
 * double-submit of a portal that lost its key). Decision 025 makes an order of each and guards the
 * money: once one of them is paid, the card's sale is not settled, so every other is refused
 * (SALE_NOT_SETTLED), and one paid anyway, from a page opened before, is refunded and canceled.
 */
async function oneCardManyKeys(ctx: ListeningApp) {
  const { app, origin } = ctx;
  const { me, card } = await passengerWithCard(app);
  const submissions = await Promise.all(
    Array.from({ length: SUBMISSIONS }, () =>
      postOverHttp(
        origin,
        'Order/create.json',
        createBody(me, {
          items: [reload(card.id, MONTHLY)],
          expectedTotalCents: MONTHLY_CENTS,
          idempotencyKey: freshKey(),
        }),
      ),
    ),
  );
  const made = submissions
    .filter((answer) => answer.envelope?.status === 'ok')
    .map((answer) => okOf<{ order: OrderView }>(answer).order.id);
  // Every order made is placed at once (two hundred tabs on the payment page).
  const placements = await Promise.all(
    made.map((orderId) =>
      postOverHttp(origin, 'Order/placeOrder.json', { userToken: me.userToken, orderId }),
    ),
  );
  const placed = placements
    .filter((answer) => answer.envelope?.status === 'ok')
    .map((answer) => okOf<Placed>(answer));
  // Five of those pages are paid, and each notification delivered five times, all at once.
  const paid = placed.slice(0, 5);
  await payAll(
    app,
    paid.map((session) => session.paymentId),
  );
  const notifications = await captureNotifications(
    ctx,
    paid.map((session) => session.orderId),
  );
  const deliveries = await Promise.all(
    [...notifications.values()].flatMap((request) =>
      Array.from({ length: 5 }, () => notifyOverHttp(origin, request)),
    ),
  );
  // Then the passenger tries to pay every order left: none may open a payment any more.
  const pending = (await ordersOfAccount(app, me.userId)).filter((order) => order.status === 'PENDING');
  const paymentsBefore = await app.db
    .selectFrom('order_payments')
    .select('id')
    .where('order_id', 'in', made)
    .execute();
  const retries = await Promise.all(
    pending.map((order) =>
      postOverHttp(origin, 'Order/placeOrder.json', { userToken: me.userToken, orderId: order.id }),
    ),
  );
  const paymentsAfter = await app.db
    .selectFrom('order_payments')
    .select('id')
    .where('order_id', 'in', made)
    .execute();

  const orders = await ordersOfAccount(app, me.userId);
  const completed = orders.filter((order) => order.status === 'COMPLETED');
  const canceled = orders.filter((order) => order.status === 'CANCELED');
  const trails = await Promise.all(paid.map((session) => providerTrail(app, session.orderId)));
  const takenCents = trails
    .flatMap((trail) => trail.sessionsPaid)
    .reduce((sum, session) => sum + session.amount_cents, 0);
  const givenBackCents = trails
    .flatMap((trail) => trail.refunds)
    .reduce((sum, refund) => sum + refund.amount_cents, 0);
  const invoices = await invoicesOf(app, made);
  const contracts = await app.db
    .selectFrom('contracts')
    .select('id')
    .where('media_id', '=', card.id)
    .execute();
  const refusedRetries = retries.filter(
    (answer) =>
      isClearRefusal(answer) &&
      answer.envelope?.status === 'ko' &&
      answer.envelope.error.code === 'SALE_NOT_SETTLED',
  );
  return {
    requests: submissions.length + placements.length + deliveries.length + retries.length,
    unclear: unclear([...submissions, ...placements, ...retries]),
    unacknowledged: deliveries.filter((answer) => !acknowledged(answer)),
    faults: [
      ...(completed.length === 1 ? [] : [`${completed.length} orders of the card paid`]),
      ...(canceled.length === paid.length - 1
        ? []
        : [`${canceled.length} orders canceled, not ${paid.length - 1}`]),
      ...(takenCents - givenBackCents === MONTHLY_CENTS
        ? []
        : [`${takenCents - givenBackCents} cents kept, not ${MONTHLY_CENTS}`]),
      ...(invoices.length === 1 ? [] : [`${invoices.length} invoices`]),
      ...(contracts.length === 1 ? [] : [`${contracts.length} contracts on the card`]),
      ...(refusedRetries.length === pending.length
        ? []
        : [`${pending.length - refusedRetries.length} orders still payable after the first was paid`]),
      ...(paymentsAfter.length === paymentsBefore.length
        ? []
        : [`${paymentsAfter.length - paymentsBefore.length} payments opened after the first was paid`]),
    ],
    note:
      `${made.length} orders made under ${SUBMISSIONS} keys and ${placed.length} placed before one was paid; ` +
      `${paid.length} paid: ${completed.length} kept, ${canceled.length} refunded; ${invoices.length} invoice`,
  };
}

/** The ok envelope of the notification call, `{received: true}`: the provider stops retrying. */
function acknowledged(answer: HttpAnswer): boolean {
  return (
    answer.status === 200 &&
    answer.envelope?.status === 'ok' &&
    (answer.envelope.response as { received?: unknown }).received === true
  );
}

/** Part 2: one order paid, its notification delivered 50 times at once (the browser verifying meanwhile), then again later. */
async function oneNotificationManyTimes(ctx: ListeningApp) {
  const { app, origin } = ctx;
  const { me, card } = await passengerWithCard(app);
  const { order } = okOf<{ order: OrderView }>(
    await postOverHttp(
      origin,
      'Order/create.json',
      createBody(me, {
        items: [reload(card.id, ANNUAL)],
        installments: 4,
        expectedTotalCents: ANNUAL_CENTS,
        idempotencyKey: freshKey(),
      }),
    ),
  );
  const placed = okOf<Placed>(
    await postOverHttp(origin, 'Order/placeOrder.json', { userToken: me.userToken, orderId: order.id }),
  );
  await payAll(app, [placed.paymentId]);
  const request = (await captureNotifications(ctx, [order.id])).get(order.id)!;

  const verify = () =>
    postOverHttp(origin, 'Order/verify.json', { userToken: me.userToken, orderId: order.id });
  const [burst, verifies] = await Promise.all([
    Promise.all(Array.from({ length: DELIVERIES }, () => notifyOverHttp(origin, request))),
    Promise.all(Array.from({ length: 5 }, verify)),
  ]);
  // Later, once the burst has settled: one by one, then a few at once.
  const later: HttpAnswer[] = [];
  for (let delivery = 0; delivery < 3; delivery += 1) later.push(await notifyOverHttp(origin, request));
  later.push(...(await Promise.all(Array.from({ length: 3 }, () => notifyOverHttp(origin, request)))));

  const event = JSON.parse(request.body) as { id: string };
  const events = await app.db
    .selectFrom('payment_events')
    .select('event_id')
    .where('event_id', '=', event.id)
    .execute();
  const payments = await paymentRows(app, order.id);
  const trail = await providerTrail(app, order.id);
  const invoices = await invoicesOf(app, [order.id]);
  const instalments = await app.db
    .selectFrom('order_instalments')
    .select('status')
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  const mails = await app.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('kind', '=', 'order-confirmation')
    .where('to_address', '=', me.passenger.email)
    .execute();
  const contracts = await app.db
    .selectFrom('contracts')
    .select('id')
    .where('media_id', '=', card.id)
    .execute();
  const notPaid = verifies.filter(
    (answer) => answer.envelope?.status !== 'ok' || okOf<VerifyResponse>(answer).outcome !== 'PAID',
  );
  return {
    // The order's creation and placement, the burst, the verifies and the later deliveries.
    requests: 2 + burst.length + verifies.length + later.length,
    unacknowledged: [...burst, ...later].filter((answer) => !acknowledged(answer)),
    unclear: unclear(verifies),
    faults: [
      ...notPaid.map((answer) => `verify answered ${answer.status} ${answer.text.slice(0, 200)}`),
      ...(events.length === 1 ? [] : [`event recorded ${events.length} times`]),
      ...(payments.length === 1 && payments[0]!.status === 'SUCCEEDED'
        ? []
        : [`payments ${payments.map((payment) => payment.status).join(', ')}`]),
      ...(trail.sessionsPaid.length === 1 ? [] : [`${trail.sessionsPaid.length} sessions paid`]),
      ...(trail.charges.length === 0 ? [] : [`${trail.charges.length} saved-card charges`]),
      ...(trail.refunds.length === 0 ? [] : [`${trail.refunds.length} refunds`]),
      ...(invoices.length === 1 ? [] : [`${invoices.length} invoices`]),
      ...(instalments.map((row) => row.status).join() === 'PAID,DUE,DUE,DUE'
        ? []
        : [`instalments ${instalments.map((row) => row.status).join()}`]),
      ...(mails.length === 1 ? [] : [`${mails.length} confirmation mails`]),
      ...(contracts.length === 1 ? [] : [`${contracts.length} contracts`]),
    ],
    note: `${payments.length} payment, ${trail.sessionsPaid.length} charge, ${invoices.length} invoice (${invoices.map((invoice) => invoice.number).join()})`,
  };
}

/** Part 3: many orders of many passengers, in 1, 4 or 10 instalments, paid at once and each notified several times. */
async function manyOrdersAtOnce(ctx: ListeningApp, orders: number, seed: number) {
  const { app, origin } = ctx;
  // Signing up hashes a password (argon2id): a few at a time, not thirty on two cores.
  const buyers: { me: LoggedIn; card: { id: number }; installments: number }[] = [];
  let next = 0;
  const signUps = Array.from({ length: 3 }, async () => {
    for (let index = next++; index < orders; index = next++) {
      buyers[index] = { ...(await passengerWithCard(app)), installments: [1, 4, 10][index % 3]! };
    }
  });
  await Promise.all(signUps);
  const created = await Promise.all(
    buyers.map(({ me, card, installments }) =>
      postOverHttp(
        origin,
        'Order/create.json',
        createBody(me, {
          items: [reload(card.id, installments === 1 ? MONTHLY : ANNUAL)],
          installments,
          expectedTotalCents: installments === 1 ? MONTHLY_CENTS : ANNUAL_CENTS,
          idempotencyKey: freshKey(),
        }),
      ),
    ),
  );
  const orderIds = created.map((answer) => okOf<{ order: OrderView }>(answer).order.id);
  const placements = await Promise.all(
    orderIds.map((orderId, index) =>
      postOverHttp(origin, 'Order/placeOrder.json', { userToken: buyers[index]!.me.userToken, orderId }),
    ),
  );
  await payAll(
    app,
    placements.map((answer) => okOf<Placed>(answer).paymentId),
  );
  const notifications = await captureNotifications(ctx, orderIds);
  // Every notification several times, all in flight together, in a seeded order.
  const schedule = [...notifications.values()].flatMap((request) =>
    Array.from({ length: DELIVERIES_EACH }, () => request),
  );
  const [shuffled] = fc.sample(fc.shuffledSubarray(schedule, { minLength: schedule.length }), {
    seed,
    numRuns: 1,
  });
  const deliveries = await Promise.all(shuffled!.map((request) => notifyOverHttp(origin, request)));

  const faults: string[] = [];
  for (const orderId of orderIds) {
    const [order] = await app.db
      .selectFrom('orders')
      .select(['status', 'process_status'])
      .where('id', '=', orderId)
      .execute();
    if (order?.status !== 'COMPLETED' || order.process_status !== 'PROCESSED')
      faults.push(`order ${orderId} ${order?.status}/${order?.process_status}`);
    const payments = await paymentRows(app, orderId);
    if (payments.map((payment) => payment.status).join() !== 'SUCCEEDED')
      faults.push(`order ${orderId}: payments ${payments.map((payment) => payment.status).join()}`);
    const trail = await providerTrail(app, orderId);
    if (trail.sessionsPaid.length !== 1 || trail.charges.length + trail.refunds.length !== 0)
      faults.push(
        `order ${orderId}: ${trail.sessionsPaid.length} paid, ${trail.charges.length} charged, ${trail.refunds.length} refunded`,
      );
  }
  const invoices = await invoicesOf(app, orderIds);
  if (invoices.length !== orders) faults.push(`${invoices.length} invoices for ${orders} orders`);
  const series = await invoiceSeriesFaults(app);
  return {
    requests: created.length + placements.length + deliveries.length,
    unclear: unclear([...created, ...placements]),
    unacknowledged: deliveries.filter((answer) => !acknowledged(answer)),
    faults: [...faults, ...series],
    note: `${orders} orders (1, 4 and 10 instalments), ${deliveries.length} deliveries: ${invoices.length} invoices, series ${series.length === 0 ? 'without gap' : 'faulty'}`,
  };
}

type PartResult = {
  requests: number;
  unclear: HttpAnswer[];
  unacknowledged?: HttpAnswer[];
  faults: string[];
  note: string;
};

/** Runs a part ROUNDS times, records its figures, then fails on anything seen. */
async function runPart(part: string, round: (index: number) => Promise<PartResult>) {
  const results: PartResult[] = [];
  try {
    for (let index = 0; index < ROUNDS; index += 1) results.push(await round(index));
  } catch (error) {
    // A round that could not finish (an order refused where it must be made…) still reports.
    record('exactly-once', {
      part,
      failures: 1,
      note: `stopped at round ${results.length + 1}: ${String(error)}`,
    });
    throw error;
  }
  const unclearAnswers = results.flatMap((result) => result.unclear);
  const unacknowledged = results.flatMap((result) => result.unacknowledged ?? []);
  const faults = results.flatMap((result) => result.faults);
  record('exactly-once', {
    part,
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    failures: unclearAnswers.length + unacknowledged.length + faults.length,
    note: `${ROUNDS} round(s); last: ${results.at(-1)?.note}`,
  });
  expect({
    faults,
    unacknowledged: describeAnswers(unacknowledged),
    unclear: describeAnswers(unclearAnswers),
  }).toEqual({ faults: [], unacknowledged: '', unclear: '' });
}

describe.each(DIALECTS)('exactly once under concurrency, over HTTP ($name)', (dialect) => {
  const ctx = useListeningApp(dialect);

  it('makes one order of one cart submitted 200 times at once, and answers it to every submission', async () => {
    await runPart(`one cart submitted ${SUBMISSIONS} times at once (${dialect.name})`, () =>
      oneCartManyTimes(ctx()),
    );
  });

  it('keeps one paid reload of a card submitted under 200 keys: the others refused, or refunded when paid anyway', async () => {
    await runPart(`one card's reload under ${SUBMISSIONS} keys (${dialect.name})`, () =>
      oneCardManyKeys(ctx()),
    );
  });

  it('applies a notification delivered 50 times at once and again later once: one payment, one charge, one invoice', async () => {
    await runPart(`one notification ${DELIVERIES} times at once and later (${dialect.name})`, () =>
      oneNotificationManyTimes(ctx()),
    );
  });

  it('numbers the invoices of orders paid at once without gap or duplicate, each notification delivered several times', async () => {
    await runPart(`${ORDERS} orders paid at once, invoice series (${dialect.name})`, (index) =>
      manyOrdersAtOnce(ctx(), ORDERS, seedFor(`exactly-once ${dialect.name} ${index}`)),
    );
  });

  it('leaves nothing in the provider’s outbox: every notification acknowledged with the ok envelope', async () => {
    const drained = await drainOutbox(ctx());
    record('exactly-once', {
      part: `the provider's outbox drained (${dialect.name})`,
      requests: drained.delivered + drained.failed,
      failures: drained.failed,
      note: `${drained.delivered} notifications delivered by the notifier after the bursts`,
    });
    expect(drained.failed).toBe(0);
    expect(await invoiceSeriesFaults(ctx().app)).toEqual([]);
  });
});
