import type { Amount } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { redeemVoucherUse } from '../../../src/modules/pricing/vouchers.js';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post, type Answer } from '../../helpers/api.js';
import { insertCard, TODAY } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';

// Seeded catalogue (seed-catalogue.ts): shop item ids.
const TICKET = 1001;
const MONTHLY = 1005;
const ANNUAL = 1007;
const BIKE = 1009;
const DUPLICATE_FEE = 1012;

type Item = {
  type: 'CARD_RELOAD' | 'CARD_DUPLICATE';
  mediaId: number;
  shopItemId: number;
  quantity: number;
  duplicateRequestId?: number;
};

const reload = (mediaId: number, shopItemId: number, quantity = 1): Item => ({
  type: 'CARD_RELOAD',
  mediaId,
  shopItemId,
  quantity,
});

function computeAmount(app: FastifyInstance, me: LoggedIn, body: Record<string, unknown>) {
  return post<{ amount: Amount }>(app, 'Order/computeAmount.json', { userToken: me.userToken, ...body });
}

async function amountOf(app: FastifyInstance, me: LoggedIn, body: Record<string, unknown>): Promise<Amount> {
  return okResponse(await computeAmount(app, me, body)).amount;
}

function refusal(answer: Answer) {
  return { status: answer.statusCode, code: koError(answer).code };
}

async function passengerWithCard(app: FastifyInstance) {
  const me = await signUpAndLogIn(app);
  const card = await insertCard(app, { accountId: me.userId });
  return { me, card };
}

async function insertVoucher(
  app: FastifyInstance,
  code: string,
  more: Partial<{
    valid_from: string;
    valid_to: string;
    max_uses: number | null;
    uses: number;
    amount_cents: number;
  }> = {},
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
      ...more,
    })
    .execute();
}

describe.each(DIALECTS)('POST Order/computeAmount.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('prices an annual pass from the catalogue: total, VAT, 1, 4 or 10 payments from today summing to the total', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const amount = await amountOf(app, me, { items: [reload(card.id, ANNUAL)] });
    expect(amount).toMatchObject({
      subtotalCents: 49_000,
      discountCents: 0,
      totalCents: 49_000,
      vatCents: 4_455,
      voucher: null,
      installments: [1, 4, 10],
      postPayment: false,
    });
    expect(amount.items).toEqual([
      {
        type: 'CARD_RELOAD',
        mediaId: card.id,
        cardNumber: card.number,
        holderName: 'Anaïs Le Goff',
        shopItemId: ANNUAL,
        productId: 107,
        name: 'Abonnement annuel tout public',
        quantity: 1,
        unitPriceCents: 49_000,
        discountCents: 0,
        totalCents: 49_000,
        gift: false,
      },
    ]);
    expect(amount.schedules.map((schedule) => schedule.count)).toEqual([1, 4, 10]);
    for (const { count, payments } of amount.schedules) {
      expect(payments).toHaveLength(count);
      expect(payments.reduce((sum, payment) => sum + payment.amountCents, 0)).toBe(49_000);
      expect(payments[0]!.dueDate).toBe(TODAY);
    }
    expect(amount.schedules[1]!.payments.map((payment) => payment.amountCents)).toEqual([
      12_250, 12_250, 12_250, 12_250,
    ]);
    const english = await amountOf(app, me, { items: [reload(card.id, ANNUAL)], locale: 'en' });
    expect(english.items[0]!.name).toBe('Annual pass');
  });

  it('never takes a price from the client: a price field is refused as unknown, never used', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    for (const body of [
      { items: [{ ...reload(card.id, ANNUAL), shopItemPromoPrice: '0.01' }] },
      { items: [{ ...reload(card.id, ANNUAL), priceCents: 1 }] },
      { items: [reload(card.id, ANNUAL)], totalCents: 1 },
      { items: [reload(card.id, ANNUAL)], priceCents: 1 },
    ]) {
      const answer = await computeAmount(app, me, body);
      expect(refusal(answer)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    }
    expect((await amountOf(app, me, { items: [reload(card.id, ANNUAL)] })).totalCents).toBe(49_000);
  });

  it('offers 1 alone when a monthly pass is in the cart (spec §9: the intersection, 1 always)', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const other = await insertCard(app, { accountId: me.userId });
    const amount = await amountOf(app, me, { items: [reload(card.id, ANNUAL), reload(other.id, MONTHLY)] });
    expect(amount.totalCents).toBe(49_000 + 4_900);
    expect(amount.installments).toEqual([1]);
    expect(amount.schedules).toEqual([{ count: 1, payments: [{ dueDate: TODAY, amountCents: 53_900 }] }]);
  });

  it('a card of another account answers FORBIDDEN exactly like a missing one', async () => {
    const { app } = ctx();
    const { me } = await passengerWithCard(app);
    const { card: theirs } = await passengerWithCard(app);
    const other = await computeAmount(app, me, { items: [reload(theirs.id, ANNUAL)] });
    const missing = await computeAmount(app, me, { items: [reload(2_000_000_000, ANNUAL)] });
    expect(other.statusCode).toBe(403);
    expect(other.body).toEqual(missing.body);
    expect(koError(other).code).toBe('FORBIDDEN');
  });

  it('refuses a product the card cannot take: a fee, an unknown shop item', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    for (const shopItemId of [DUPLICATE_FEE, 999_999]) {
      expect(refusal(await computeAmount(app, me, { items: [reload(card.id, shopItemId)] }))).toEqual({
        status: 409,
        code: 'PRODUCT_NOT_FOR_CARD',
      });
    }
  });

  it('takes tickets by the dozen and merges the same shop item for the same card; a pass only once', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const tickets = await amountOf(app, me, {
      items: [reload(card.id, TICKET, 2), reload(card.id, TICKET, 3)],
    });
    expect(tickets.items).toHaveLength(1);
    expect(tickets.items[0]).toMatchObject({ quantity: 5, unitPriceCents: 170, totalCents: 850 });
    expect(tickets.totalCents).toBe(850);

    const other = await insertCard(app, { accountId: me.userId });
    const twoCards = await amountOf(app, me, { items: [reload(card.id, TICKET), reload(other.id, TICKET)] });
    expect(twoCards.items).toHaveLength(2);

    for (const items of [
      [reload(card.id, MONTHLY, 2)],
      [reload(card.id, MONTHLY), reload(card.id, MONTHLY)],
      [reload(card.id, TICKET, 6), reload(card.id, TICKET, 5)],
    ]) {
      expect(refusal(await computeAmount(app, me, { items }))).toEqual({
        status: 409,
        code: 'QUANTITY_NOT_ALLOWED',
      });
    }
  });

  it('names the item a refusal concerns: its place in the items, its shop item and card (issue 23)', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const other = await insertCard(app, { accountId: me.userId });
    const notForCard = await computeAmount(app, me, {
      items: [reload(card.id, ANNUAL), reload(other.id, DUPLICATE_FEE)],
    });
    expect(koError(notForCard)).toMatchObject({
      code: 'PRODUCT_NOT_FOR_CARD',
      item: { index: 1, type: 'CARD_RELOAD', shopItemId: DUPLICATE_FEE },
    });
    // Merged into one article, the refusal names the first item of it.
    const tooMany = await computeAmount(app, me, {
      items: [reload(other.id, ANNUAL), reload(card.id, TICKET, 6), reload(card.id, TICKET, 5)],
    });
    expect(koError(tooMany)).toMatchObject({
      code: 'QUANTITY_NOT_ALLOWED',
      item: { index: 1, type: 'CARD_RELOAD', shopItemId: TICKET },
    });
    const { card: theirs } = await passengerWithCard(app);
    const forbidden = await computeAmount(app, me, {
      items: [reload(card.id, TICKET), reload(theirs.id, ANNUAL)],
    });
    expect(forbidden.statusCode).toBe(403);
    // Nothing of the card but its place: another account's answers exactly as a missing one.
    expect(koError(forbidden).item).toEqual({ index: 1, type: 'CARD_RELOAD', shopItemId: ANNUAL });
    // A refusal of the whole cart names no item.
    const voucher = await computeAmount(app, me, {
      items: [reload(card.id, ANNUAL)],
      voucherCode: 'INCONNU',
    });
    expect(koError(voucher)).not.toHaveProperty('item');
  });

  it('prices a duplicate at its open request’s fee; refuses it closed, missing, for another card or twice', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const { duplicateRequest } = okResponse(
      await post<{ duplicateRequest: { id: number } }>(app, 'Media/requestDuplicate.json', {
        userToken: me.userToken,
        mediaId: card.id,
        reason: 'LOST',
      }),
    );
    const item: Item = {
      type: 'CARD_DUPLICATE',
      mediaId: card.id,
      shopItemId: DUPLICATE_FEE,
      quantity: 1,
      duplicateRequestId: duplicateRequest.id,
    };
    const amount = await amountOf(app, me, { items: [item] });
    expect(amount.items[0]).toMatchObject({ type: 'CARD_DUPLICATE', productId: 112, unitPriceCents: 1000 });
    expect(amount).toMatchObject({ totalCents: 1000, installments: [1] });

    const refused = async (items: Item[]) => refusal(await computeAmount(app, me, { items }));
    const { duplicateRequestId: _none, ...withoutRequest } = item;
    expect(await refused([withoutRequest])).toEqual({ status: 409, code: 'DUPLICATE_REQUEST_CLOSED' });
    expect(await refused([{ ...item, duplicateRequestId: duplicateRequest.id + 1000 }])).toEqual({
      status: 409,
      code: 'DUPLICATE_REQUEST_CLOSED',
    });
    expect(await refused([{ ...item, shopItemId: ANNUAL }])).toEqual({
      status: 409,
      code: 'PRODUCT_NOT_FOR_CARD',
    });
    expect(await refused([{ ...item, quantity: 2 }])).toEqual({ status: 409, code: 'QUANTITY_NOT_ALLOWED' });
    expect(await refused([item, item])).toEqual({ status: 409, code: 'QUANTITY_NOT_ALLOWED' });
    const other = await insertCard(app, { accountId: me.userId });
    expect(await refused([{ ...item, mediaId: other.id }])).toEqual({
      status: 409,
      code: 'DUPLICATE_REQUEST_CLOSED',
    });

    const stranger = await signUpAndLogIn(app);
    const theirs = await computeAmount(app, stranger, { items: [item] });
    expect(refusal(theirs)).toEqual({ status: 403, code: 'FORBIDDEN' });

    await app.db
      .updateTable('duplicate_requests')
      .set({ status: 'PAID', closed_at: new Date().toISOString() })
      .where('id', '=', duplicateRequest.id)
      .execute();
    expect(await refused([item])).toEqual({ status: 409, code: 'DUPLICATE_REQUEST_CLOSED' });
  });

  it('RATIO (BIENVENUE10): 10 % off the cart, in the caller’s language', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const amount = await amountOf(app, me, {
      items: [reload(card.id, ANNUAL)],
      voucherCode: 'BIENVENUE10',
      locale: 'en',
    });
    expect(amount).toMatchObject({
      subtotalCents: 49_000,
      discountCents: 4_900,
      totalCents: 44_100,
      vatCents: 4_009,
      voucher: { code: 'BIENVENUE10', discountType: 'RATIO', label: '10% off your order, once per account' },
      installments: [1, 4, 10],
    });
    expect(amount.items[0]).toMatchObject({ discountCents: 4_900, totalCents: 44_100 });
    for (const { payments } of amount.schedules) {
      expect(payments.reduce((sum, payment) => sum + payment.amountCents, 0)).toBe(44_100);
    }
  });

  it('AMOUNT (MOINS5): 5,00 € off, spread over the lines in whole cents; never below zero', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const amount = await amountOf(app, me, {
      items: [reload(card.id, ANNUAL), reload(card.id, TICKET, 3)],
      voucherCode: 'moins5',
    });
    expect(amount).toMatchObject({ subtotalCents: 49_510, discountCents: 500, totalCents: 49_010 });
    expect(amount.items.map((item) => item.discountCents)).toEqual([495, 5]);
    expect(amount.voucher).toMatchObject({
      code: 'MOINS5',
      label: '5,00\u00a0€ de réduction dès 10,00\u00a0€ d’achat, une fois par compte',
    });

    // MOINS5 asks a 10,00 € cart (decision 056): the same 5,00 € off without a minimum.
    await insertVoucher(app, 'CINQ', { amount_cents: 500 });
    const small = await amountOf(app, me, { items: [reload(card.id, TICKET, 2)], voucherCode: 'CINQ' });
    expect(small).toMatchObject({
      subtotalCents: 340,
      discountCents: 340,
      totalCents: 0,
      vatCents: 0,
      installments: [1],
    });
  });

  it('ARTICLE_RATIO (ANNUEL20): 20 % off the annual pass only; without one in the cart it is invalid', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const other = await insertCard(app, { accountId: me.userId });
    const amount = await amountOf(app, me, {
      items: [reload(card.id, ANNUAL), reload(other.id, TICKET)],
      voucherCode: 'ANNUEL20',
    });
    expect(amount.items.map((item) => item.discountCents)).toEqual([9_800, 0]);
    expect(amount.totalCents).toBe(39_200 + 170);
    expect(
      refusal(await computeAmount(app, me, { items: [reload(card.id, MONTHLY)], voucherCode: 'ANNUEL20' })),
    ).toEqual({ status: 409, code: 'VOUCHER_INVALID' });
  });

  it('ARTICLE_AMOUNT (VELO5): 5,00 € off each bike pass', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const amount = await amountOf(app, me, { items: [reload(card.id, BIKE)], voucherCode: 'VELO5' });
    expect(amount).toMatchObject({ subtotalCents: 3_500, discountCents: 500, totalCents: 3_000 });
    expect(amount.voucher?.discountType).toBe('ARTICLE_AMOUNT');
  });

  it('GIFT (CADEAU24H): a free 24-hour pass on the reloaded card, the total and the options unchanged', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const amount = await amountOf(app, me, { items: [reload(card.id, ANNUAL)], voucherCode: 'CADEAU24H' });
    expect(amount).toMatchObject({
      subtotalCents: 49_000,
      discountCents: 0,
      totalCents: 49_000,
      installments: [1, 4, 10],
    });
    expect(amount.items[1]).toEqual({
      type: 'CARD_RELOAD',
      mediaId: card.id,
      cardNumber: card.number,
      holderName: 'Anaïs Le Goff',
      shopItemId: 1003,
      productId: 103,
      name: 'Pass 24 heures',
      quantity: 1,
      unitPriceCents: 0,
      discountCents: 0,
      totalCents: 0,
      gift: true,
    });
  });

  it('refuses a voucher unknown, expired, not yet valid or used up (VOUCHER_INVALID, in the caller’s language)', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    await insertVoucher(app, 'EXPIRE', { valid_from: '2025-01-01', valid_to: '2025-12-31' });
    await insertVoucher(app, 'BIENTOT', { valid_from: '2099-01-01', valid_to: '2099-12-31' });
    await insertVoucher(app, 'EPUISE', { max_uses: 3, uses: 3 });
    await insertVoucher(app, 'RESTE1', { max_uses: 3, uses: 2 });
    for (const voucherCode of ['INCONNU', 'EXPIRE', 'BIENTOT', 'EPUISE']) {
      const answer = await computeAmount(app, me, {
        items: [reload(card.id, ANNUAL)],
        voucherCode,
        locale: 'en',
      });
      expect(refusal(answer)).toEqual({ status: 409, code: 'VOUCHER_INVALID' });
      expect(koError(answer).message).toBe(
        'This promo code is not valid, has expired or has already been used.',
      );
    }
    expect(
      (await amountOf(app, me, { items: [reload(card.id, ANNUAL)], voucherCode: 'RESTE1' })).discountCents,
    ).toBe(100);
  });

  it('prices the post-payment fare: the card registered, paid in one go', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    await app.db
      .insertInto('products')
      .values({
        id: 190,
        network_id: 1,
        code: 'POST_PAYMENT_FARE',
        shop_item_id: 1090,
        name_fr: 'Post-paiement',
        name_en: 'Post-payment',
        product_type: 'SUBSCRIPTION',
        transport_modes: '["BUS"]',
        renewal_interval: null,
        installments: '[1,4,10]',
        pivot_type: null,
        price_cents: 0,
        audience: 'POST_PAYMENT',
        active: 1,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const fare = await app.db
      .selectFrom('products')
      .select('shop_item_id')
      .where('code', '=', 'POST_PAYMENT_FARE')
      .executeTakeFirstOrThrow();
    // The annual pass on another card: one subscription per card in a cart (decision 060).
    const other = await insertCard(app, { accountId: me.userId });
    const amount = await amountOf(app, me, {
      items: [reload(card.id, fare.shop_item_id), reload(other.id, ANNUAL)],
    });
    expect(amount).toMatchObject({ postPayment: true, installments: [1] });
  });
});

describe.each(DIALECTS)('POST Order/redeemVoucher.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answers what a valid code gives, checked against the cart when its items come along', async () => {
    const { app } = ctx();
    const { me, card } = await passengerWithCard(app);
    const redeem = (body: Record<string, unknown>) =>
      post<{ voucher: { code: string; discountType: string; label: string } }>(
        app,
        'Order/redeemVoucher.json',
        {
          userToken: me.userToken,
          ...body,
        },
      );
    expect(okResponse(await redeem({ code: 'bienvenue10' })).voucher).toEqual({
      code: 'BIENVENUE10',
      discountType: 'RATIO',
      label: '10\u00a0% de réduction sur votre commande, une fois par compte',
    });
    expect(okResponse(await redeem({ code: 'ANNUEL20', locale: 'en' })).voucher.label).toBe(
      '20% off the annual pass',
    );
    expect(
      okResponse(await redeem({ code: 'ANNUEL20', items: [reload(card.id, ANNUAL)] })).voucher.code,
    ).toBe('ANNUEL20');
    expect(refusal(await redeem({ code: 'ANNUEL20', items: [reload(card.id, MONTHLY)] }))).toEqual({
      status: 409,
      code: 'VOUCHER_INVALID',
    });
    expect(refusal(await redeem({ code: 'NOPE' }))).toEqual({ status: 409, code: 'VOUCHER_INVALID' });
    expect(refusal(await redeem({ code: 'BIENVENUE10', amountCents: 1 }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });

  it('a paid order takes one use, once; the last use goes to one order only', async () => {
    const { app } = ctx();
    const { me } = await passengerWithCard(app);
    await insertVoucher(app, 'UNSEUL', { max_uses: 1 });
    const order = async (key: string) =>
      (
        await app.db
          .insertInto('orders')
          .values({
            account_id: me.userId,
            network_id: 1,
            idempotency_key: key,
            request_hash: 'hash',
            order_type: 'CARD_RELOAD',
            status: 'PENDING',
            process_status: 'TO_PROCESS',
            origin: 'ESHOP',
            payment_method: 'CARD',
            installments: 1,
            post_payment: 0,
            subtotal_cents: 1000,
            discount_cents: 100,
            total_cents: 900,
            vat_cents: 82,
            voucher_code: 'UNSEUL',
            locale: 'fr',
            payment_card_id: null,
            created_at: TODAY,
            updated_at: TODAY,
            paid_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [first, second, third] = [
      await order('key-first-0000001'),
      await order('key-second-000001'),
      await order('key-third-0000001'),
    ];
    const at = new Date().toISOString();
    const redeem = (orderId: number) =>
      app.db.transaction().execute((trx) => redeemVoucherUse(trx, 'UNSEUL', orderId, at));
    const outcomes = await Promise.allSettled([redeem(first), redeem(second)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ code: 'VOUCHER_INVALID' });
    const winner = outcomes[0]!.status === 'fulfilled' ? first : second;
    await redeem(winner);
    await expect(redeem(third)).rejects.toMatchObject({ code: 'VOUCHER_INVALID' });

    const voucher = await app.db
      .selectFrom('vouchers')
      .select('uses')
      .where('code', '=', 'UNSEUL')
      .executeTakeFirstOrThrow();
    expect(voucher.uses).toBe(1);
    const redemptions = await app.db
      .selectFrom('voucher_redemptions')
      .select(['order_id', 'code'])
      .where('code', '=', 'UNSEUL')
      .execute();
    expect(redemptions).toEqual([{ order_id: winner, code: 'UNSEUL' }]);
  });
});
