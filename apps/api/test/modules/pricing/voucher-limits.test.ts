/**
 * A voucher's limits (issue 22, item 2; decision 056): the smallest cart it applies to, and how
 * many paid orders of one account may redeem it, held even when two orders of the account pay at
 * the same moment. The seeded MOINS5 (5,00 € off) no longer makes a single ticket free.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post, type Answer } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import {
  createOrder,
  deliver,
  freshKey,
  MONTHLY,
  MONTHLY_CENTS,
  orderRow,
  passengerWithCard,
  placeOrder,
  reload,
  verifyOrder,
} from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { payWith } from '../../helpers/sandbox-psp.js';

const TICKET = 1001;
const SUCCEEDS = '4242 4242 4242 4242';

async function insertVoucher(
  app: FastifyInstance,
  code: string,
  limits: { max_uses_per_account?: number | null; min_cart_cents?: number | null },
) {
  await app.db
    .insertInto('vouchers')
    .values({
      code,
      network_id: 1,
      discount_type: 'AMOUNT',
      amount_cents: 100,
      ratio_bp: null,
      product_id: null,
      valid_from: '2026-01-01',
      valid_to: '2030-12-31',
      max_uses: null,
      uses: 0,
      label_fr: '1,00 € de réduction',
      label_en: '€1.00 off',
      max_uses_per_account: null,
      min_cart_cents: null,
      ...limits,
    })
    .execute();
}

function refusal(answer: Answer) {
  return { status: answer.statusCode, code: koError(answer).code, message: koError(answer).message };
}

const computeAmount = (app: FastifyInstance, me: LoggedIn, body: Record<string, unknown>) =>
  post<{ amount: { discountCents: number; totalCents: number } }>(app, 'Order/computeAmount.json', {
    userToken: me.userToken,
    locale: 'en',
    ...body,
  });

/** An order of a monthly pass on the card with that code, made (PENDING), not placed. */
async function orderWith(app: FastifyInstance, me: LoggedIn, mediaId: number, voucherCode: string) {
  return okResponse(
    await createOrder(app, me, {
      idempotencyKey: freshKey(),
      items: [reload(mediaId, MONTHLY)],
      voucherCode,
      expectedTotalCents: MONTHLY_CENTS - 100,
    }),
  ).order;
}

async function redemptionsOf(app: FastifyInstance, code: string) {
  return app.db
    .selectFrom('voucher_redemptions')
    .select('order_id')
    .where('code', '=', code)
    .orderBy('order_id')
    .execute();
}

describe.each(DIALECTS)('a voucher’s limits ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('a minimum cart: a smaller one is refused with its reason, counted before any discount', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    await insertVoucher(app, 'DESDIX', { min_cart_cents: 1000 });
    for (const quantity of [1, 5]) {
      expect(
        refusal(
          await computeAmount(app, me, { items: [reload(card.id, TICKET, quantity)], voucherCode: 'DESDIX' }),
        ),
      ).toEqual({
        status: 409,
        code: 'VOUCHER_MINIMUM_NOT_REACHED',
        message: 'Your cart does not reach the minimum amount of this promo code: add items to use it.',
      });
    }
    // 10,20 € of tickets: reached, though the discount takes the total below it.
    const six = okResponse(
      await computeAmount(app, me, { items: [reload(card.id, TICKET, 6)], voucherCode: 'desdix' }),
    ).amount;
    expect(six).toMatchObject({ discountCents: 100, totalCents: 920 });
    const redeemed = await post(app, 'Order/redeemVoucher.json', {
      userToken: me.userToken,
      code: 'DESDIX',
      items: [reload(card.id, TICKET)],
    });
    expect(koError(redeemed).code).toBe('VOUCHER_MINIMUM_NOT_REACHED');
  });

  it('the demo’s MOINS5 no longer makes a single ticket free: 10,00 € at least, once per account', async () => {
    const { app, config } = ctx();
    const { me, card } = await passengerWithCard(app);
    expect(
      refusal(await computeAmount(app, me, { items: [reload(card.id, TICKET)], voucherCode: 'MOINS5' })).code,
    ).toBe('VOUCHER_MINIMUM_NOT_REACHED');
    const { order } = okResponse(
      await createOrder(app, me, {
        idempotencyKey: freshKey(),
        items: [reload(card.id, MONTHLY)],
        voucherCode: 'MOINS5',
        expectedTotalCents: MONTHLY_CENTS - 500,
      }),
    );
    const placed = okResponse(await placeOrder(app, me, order.id));
    await payWith(app, placed.paymentId, SUCCEEDS);
    await deliver(app, config);
    expect((await orderRow(app, order.id)).status).toBe('COMPLETED');
    const other = await insertCard(app, { accountId: me.userId });
    expect(
      refusal(await computeAmount(app, me, { items: [reload(other.id, MONTHLY)], voucherCode: 'MOINS5' }))
        .code,
    ).toBe('VOUCHER_ALREADY_USED');
  });

  it('once per account: refused to the account once an order of it paid with it, from pricing to placing; another account still takes it', async () => {
    const { app, config } = ctx();
    const { me, card } = await passengerWithCard(app);
    const second = await insertCard(app, { accountId: me.userId });
    await insertVoucher(app, 'UNEFOIS', { max_uses_per_account: 1 });
    const first = await orderWith(app, me, card.id, 'UNEFOIS');
    // Made before the first is paid: both are priced with the code.
    const later = await orderWith(app, me, second.id, 'UNEFOIS');

    const placed = okResponse(await placeOrder(app, me, first.id));
    await payWith(app, placed.paymentId, SUCCEEDS);
    await deliver(app, config);
    expect((await orderRow(app, first.id)).status).toBe('COMPLETED');
    expect(await redemptionsOf(app, 'UNEFOIS')).toEqual([{ order_id: first.id }]);

    expect(
      refusal(await computeAmount(app, me, { items: [reload(second.id, MONTHLY)], voucherCode: 'UNEFOIS' })),
    ).toEqual({
      status: 409,
      code: 'VOUCHER_ALREADY_USED',
      message: 'You have already used this promo code as many times as it allows.',
    });
    const redeemed = await post(app, 'Order/redeemVoucher.json', {
      userToken: me.userToken,
      code: 'UNEFOIS',
    });
    expect(koError(redeemed).code).toBe('VOUCHER_ALREADY_USED');
    expect(refusal(await placeOrder(app, me, later.id)).code).toBe('VOUCHER_ALREADY_USED');

    const stranger = await passengerWithCard(app);
    expect(
      okResponse(
        await computeAmount(app, stranger.me, {
          items: [reload(stranger.card.id, MONTHLY)],
          voucherCode: 'UNEFOIS',
        }),
      ).amount.discountCents,
    ).toBe(100);
  });

  it('two orders of one account paying with a once-per-account code at the same moment: one redeems it, the other is refunded and canceled', async () => {
    const { app, config } = ctx();
    const { me, card } = await passengerWithCard(app);
    const second = await insertCard(app, { accountId: me.userId });
    await insertVoucher(app, 'ENMEMETEMPS', { max_uses_per_account: 1 });
    // Placed at once: nothing is redeemed yet, so both open a payment.
    const orders = await Promise.all([
      orderWith(app, me, card.id, 'ENMEMETEMPS'),
      orderWith(app, me, second.id, 'ENMEMETEMPS'),
    ]);
    const placed = await Promise.all(
      orders.map(async (order) => okResponse(await placeOrder(app, me, order.id))),
    );
    for (const payment of placed) await payWith(app, payment.paymentId, SUCCEEDS);
    // Both paid at the provider; their outcomes applied at the same moment.
    const outcomes = await Promise.all(
      orders.map(async (order) => okResponse(await verifyOrder(app, me, order.id))),
    );
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['PAID', 'REFUSED']);
    const refused = outcomes.find((outcome) => outcome.outcome === 'REFUSED')!;
    expect(refused.reason).toBe('ORDER_CANCELED_REFUNDED');
    const paidOrder = orders.find((order) => order.id !== refused.order.id)!;
    expect((await orderRow(app, refused.order.id)).status).toBe('CANCELED');
    expect(await redemptionsOf(app, 'ENMEMETEMPS')).toEqual([{ order_id: paidOrder.id }]);
    expect(
      (
        await app.db
          .selectFrom('vouchers')
          .select('uses')
          .where('code', '=', 'ENMEMETEMPS')
          .executeTakeFirstOrThrow()
      ).uses,
    ).toBe(1);
    const refunds = await app.db.selectFrom('sandbox_psp_refunds').select('amount_cents').execute();
    expect(refunds).toContainEqual({ amount_cents: MONTHLY_CENTS - 100 });
    // The notifications that arrive afterwards change nothing.
    await deliver(app, config);
    expect(await redemptionsOf(app, 'ENMEMETEMPS')).toEqual([{ order_id: paidOrder.id }]);
  });

  it('a guest is refused a code limited per account (each guest session is a new account), and takes one without', async () => {
    const { app } = ctx();
    const card = await insertCard(app);
    const guest = okResponse(
      await post<{ user: { userToken: string; userId: number } }>(app, 'Account/openGuestReload.json', {
        network_id: 1,
        mediaNumber: card.number,
        holderName: 'Le Goff',
        holderBirthdate: '1991-03-08',
      }),
    );
    const me = { userToken: guest.user.userToken, userId: guest.user.userId } as unknown as LoggedIn;
    await insertVoucher(app, 'COMPTE1', { max_uses_per_account: 1 });
    await insertVoucher(app, 'POURTOUS', {});
    expect(
      refusal(await computeAmount(app, me, { items: [reload(card.id, MONTHLY)], voucherCode: 'COMPTE1' })),
    ).toEqual({
      status: 409,
      code: 'VOUCHER_ACCOUNT_ONLY',
      message:
        'This promo code is for passengers logged in to their account: log in or create an account to use it.',
    });
    expect(
      okResponse(await computeAmount(app, me, { items: [reload(card.id, MONTHLY)], voucherCode: 'POURTOUS' }))
        .amount.discountCents,
    ).toBe(100);
  });

  it('refuses a signed-up passenger nothing for a code without limits, however often', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    await insertVoucher(app, 'SANSLIMITE', {});
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await post(app, 'Order/redeemVoucher.json', {
        userToken: me.userToken,
        code: 'SANSLIMITE',
      });
      expect(answer.statusCode).toBe(200);
    }
  });
});
