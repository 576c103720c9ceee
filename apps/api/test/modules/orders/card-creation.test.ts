/**
 * A new card through checkout (issue 10): the request's CARD_CREATION items priced, ordered, held
 * until the proofs are linked, paid with the sandbox provider, and the card issued once, with its
 * holder, photo and product; a cancelled request or order issues nothing.
 */
import { signBody, type Amount, type CardView, type OrderView } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cancelStaleCardRequests } from '../../../src/modules/card-requests/service.js';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { get, getRaw, koError, okResponse, post, type Answer } from '../../helpers/api.js';
import {
  captureNotification,
  createOrder,
  deliver,
  freshKey,
  injectNotification,
  orderRow,
  paymentRows,
  placeOrder,
  verifyOrder,
} from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import { logInAsStaff } from '../../helpers/staff.js';
import { postForm } from '../../helpers/multipart.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { pdfText } from '../../helpers/pdf.js';
import { payWith } from '../../helpers/sandbox-psp.js';
import { MONTHLY_CENTS, requestedCard, SHOP } from '../card-requests/support.js';

const SUCCEEDS = '4242 4242 4242 4242';
const FEE_CENTS = 800;

function refusal(answer: Answer) {
  return { status: answer.statusCode, code: koError(answer).code };
}

const creationItems = (cardRequestId: number) => [
  { type: 'CARD_CREATION', cardRequestId, shopItemId: SHOP.monthly, quantity: 1 },
  { type: 'CARD_CREATION', cardRequestId, shopItemId: SHOP.creationFee, quantity: 1 },
];

async function cardsOf(app: FastifyInstance, who: LoggedIn): Promise<CardView[]> {
  return okResponse(
    await get<{ CARDS: CardView[] }>(app, 'Account/getCards.json', { userToken: who.userToken }),
  ).CARDS;
}

async function mediaCount(app: FastifyInstance, accountId: number): Promise<number> {
  const row = await app.db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function requestRow(app: FastifyInstance, id: number) {
  return app.db.selectFrom('card_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The order of a new card's request, made (not placed). */
async function orderedCard(app: FastifyInstance, me: LoggedIn, cardRequestId: number): Promise<OrderView> {
  return okResponse(
    await createOrder(app, me, {
      items: creationItems(cardRequestId),
      expectedTotalCents: MONTHLY_CENTS + FEE_CENTS,
      idempotencyKey: freshKey(),
    }),
  ).order;
}

/** The identity proof linked to the order's product item, as the portal does after Order/create.json. */
async function submitProofs(app: FastifyInstance, me: LoggedIn, order: OrderView): Promise<void> {
  const uploaded = await postForm<{ document: { id: number } }>(
    app,
    'Media/uploadDocument.json',
    { userToken: me.userToken, document_type: 'IDENTITY' },
    {
      field: 'document',
      filename: 'identity.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    },
  );
  const product = order.items.find((item) => item.shopItemId === SHOP.monthly);
  okResponse(
    await post(app, 'Document/createDocumentsSubmission.json', {
      userToken: me.userToken,
      item_id: product!.itemId,
      document_ids: [okResponse(uploaded).document.id],
    }),
  );
}

/**
 * The mobility centre accepts the passenger's proofs awaiting review: a paid new card is made then
 * (decision 072).
 */
async function acceptProofs(app: FastifyInstance, me: LoggedIn): Promise<void> {
  const staff = await logInAsStaff(app);
  const pending = await app.db
    .selectFrom('documents')
    .select('id')
    .where('account_id', '=', me.userId)
    .where('status', '=', 'PENDING')
    .where('type', '!=', 'PHOTO')
    .orderBy('id')
    .execute();
  for (const { id } of pending) {
    okResponse(
      await post(app, 'Staff/reviewDocument.json', {
        userToken: staff.userToken,
        documentId: id,
        status: 'VALID',
      }),
    );
  }
}

/** A request ordered, its proofs linked and its order placed: the payment session. */
async function placedCard(app: FastifyInstance, me: LoggedIn) {
  const { cardRequest } = await requestedCard(app, me);
  const order = await orderedCard(app, me, cardRequest.id);
  await submitProofs(app, me, order);
  const placed = okResponse(await placeOrder(app, me, order.id));
  return { cardRequest, order, placed };
}

describe.each(DIALECTS)('a new card through checkout ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('prices and orders the request, waits for the proofs, and once paid issues the card with its holder, photo and pass', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const { cardRequest } = await requestedCard(app, me);
    const { amount } = okResponse(
      await post<{ amount: Amount }>(app, 'Order/computeAmount.json', {
        userToken: me.userToken,
        items: creationItems(cardRequest.id),
      }),
    );
    expect(amount.totalCents).toBe(MONTHLY_CENTS + FEE_CENTS);
    expect(amount.items).toEqual([
      expect.objectContaining({
        type: 'CARD_CREATION',
        mediaId: null,
        cardNumber: '',
        holderName: 'Hélène Le Goff',
        cardRequestId: cardRequest.id,
        unitPriceCents: MONTHLY_CENTS,
      }),
      expect.objectContaining({ type: 'CARD_CREATION', mediaId: null, unitPriceCents: FEE_CENTS }),
    ]);

    const order = await orderedCard(app, me, cardRequest.id);
    expect(order).toMatchObject({ orderType: 'CARD_CREATION', status: 'PENDING' });
    expect(order.items.every((item) => typeof item.itemId === 'number')).toBe(true);
    // The proofs its product needs are not linked yet: no payment is opened.
    expect(refusal(await placeOrder(app, me, order.id))).toEqual({ status: 409, code: 'DOCUMENTS_REQUIRED' });
    expect(await paymentRows(app, order.id)).toEqual([]);

    await submitProofs(app, me, order);
    const placed = okResponse(await placeOrder(app, me, order.id));
    expect(await mediaCount(app, me.userId)).toBe(0);
    await payWith(app, placed.paymentId, SUCCEEDS);
    expect(await deliver(app, config)).toHaveLength(1);
    // Paid, the card waits for the proof's review (decision 072); accepted, it is made.
    expect(await orderRow(app, order.id)).toMatchObject({
      status: 'COMPLETED',
      process_status: 'PROCESSING',
    });
    expect(await requestRow(app, cardRequest.id)).toMatchObject({
      status: 'AWAITING_REVIEW',
      media_id: null,
    });
    expect(await mediaCount(app, me.userId)).toBe(0);
    await acceptProofs(app, me);

    // Made, the card goes to production: the order is PROCESSED once it is shipped (decision 074).
    expect(await orderRow(app, order.id)).toMatchObject({
      status: 'COMPLETED',
      process_status: 'PROCESSING',
    });
    const [card, ...others] = await cardsOf(app, me);
    expect(others).toEqual([]);
    expect(card).toMatchObject({
      number: expect.stringMatching(/^41\d{8}$/),
      expired: false,
      hasPhoto: true,
      photoConsent: true,
      pendingSale: true,
      holder: {
        name: 'Le Goff',
        firstname: 'Hélène',
        mobile: '0612345678',
        socioProfessionalCategory: 'EMPLOYEE',
      },
      alerts: expect.objectContaining({ deliveryMode: 'EMAIL', favoriteModes: ['BUS', 'BOAT'] }),
      consents: { post: false, sms: true, email: true },
      contracts: [expect.objectContaining({ productId: 105, status: 'PENDING_VALIDATION' })],
    });
    const photo = await getRaw(app, 'Media/photo', { userToken: me.userToken, mediaId: card!.id });
    expect(photo.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(photo.rawPayload.length).toBeGreaterThan(1000);
    expect(await requestRow(app, cardRequest.id)).toMatchObject({ status: 'PAID', media_id: card!.id });

    // The order now names the card it issued, on both lines.
    const verified = okResponse(await verifyOrder(app, me, order.id));
    expect(verified.outcome).toBe('PAID');
    expect(verified.order.items.map((item) => [item.mediaId, item.cardNumber])).toEqual([
      [card!.id, card!.number],
      [card!.id, card!.number],
    ]);
    // The invoice, issued at payment and never edited, names the new card to make and its holder.
    const pdf = await app.inject({
      method: 'POST',
      url: '/api/Order/printOrder.json',
      payload: await signBody({ userToken: me.userToken, orderId: order.id }, SIGNATURE_KEY),
    });
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    // (The PDF wraps the line: its text is read with spaces for line breaks.)
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain(
      `Nouvelle carte, titulaire Hélène Le Goff`,
    );

    // Paid once: the request cannot be ordered again.
    expect(
      refusal(
        await createOrder(app, me, {
          items: creationItems(cardRequest.id),
          expectedTotalCents: MONTHLY_CENTS + FEE_CENTS,
          idempotencyKey: freshKey(),
        }),
      ),
    ).toEqual({ status: 409, code: 'CARD_REQUEST_CLOSED' });
  });

  it('issues one card for a notification delivered 10 times at once', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const { placed, cardRequest } = await placedCard(app, me);
    await payWith(app, placed.paymentId, SUCCEEDS);
    const request = await captureNotification(app, config, placed.orderId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => injectNotification(app, request)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    await injectNotification(app, request);
    expect(await requestRow(app, cardRequest.id)).toMatchObject({ status: 'AWAITING_REVIEW' });
    await acceptProofs(app, me);
    expect(await mediaCount(app, me.userId)).toBe(1);
    const [card] = await cardsOf(app, me);
    expect(card!.contracts).toHaveLength(1);
    expect(await requestRow(app, cardRequest.id)).toMatchObject({ status: 'PAID', media_id: card!.id });
  });

  it('issues no card when the request was cancelled before the money came: the order is cancelled and refunded', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const { placed, cardRequest } = await placedCard(app, me);
    // Two days later the job cancels the unpaid request; then the passenger pays the open page.
    const later = new Date(Date.now() + 3 * 86_400_000);
    expect(await cancelStaleCardRequests(app.db, later)).toBeGreaterThanOrEqual(1);
    await payWith(app, placed.paymentId, SUCCEEDS);
    await deliver(app, config);
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: 'CANCELED' });
    expect((await paymentRows(app, placed.orderId)).map((row) => row.status)).toEqual(['REFUNDED']);
    expect(await mediaCount(app, me.userId)).toBe(0);
    expect(await requestRow(app, cardRequest.id)).toMatchObject({ status: 'CANCELLED', media_id: null });
    expect(okResponse(await verifyOrder(app, me, placed.orderId))).toMatchObject({
      outcome: 'REFUSED',
      reason: 'ORDER_CANCELED_REFUNDED',
    });
    // Placing it again says why.
    expect(refusal(await placeOrder(app, me, placed.orderId)).status).toBe(409);
  });

  it('a payment and the job cancelling the request at the same moment: a card and a paid request, or neither and a refund', async () => {
    const { app, config } = ctx();
    for (let round = 0; round < 3; round += 1) {
      const me = await signUpAndLogIn(app);
      const { placed, cardRequest } = await placedCard(app, me);
      await payWith(app, placed.paymentId, SUCCEEDS);
      const notification = await captureNotification(app, config, placed.orderId);
      await Promise.all([
        injectNotification(app, notification),
        cancelStaleCardRequests(app.db, new Date(Date.now() + 3 * 86_400_000)),
      ]);
      const order = await orderRow(app, placed.orderId);
      await acceptProofs(app, me);
      const request = await requestRow(app, cardRequest.id);
      const cards = await mediaCount(app, me.userId);
      if (order.status === 'COMPLETED') {
        expect([request.status, cards]).toEqual(['PAID', 1]);
      } else {
        expect([order.status, request.status, cards]).toEqual(['CANCELED', 'CANCELLED', 0]);
        expect((await paymentRows(app, placed.orderId)).map((row) => row.status)).toEqual(['REFUNDED']);
      }
    }
  });

  it('pays one request once: a second order of the same request, paid after the first, is refunded and issues nothing', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const { cardRequest } = await requestedCard(app, me);
    const first = await orderedCard(app, me, cardRequest.id);
    const second = await orderedCard(app, me, cardRequest.id);
    expect(second.id).not.toBe(first.id);
    await submitProofs(app, me, first);
    await submitProofs(app, me, second);
    const placedFirst = okResponse(await placeOrder(app, me, first.id));
    const placedSecond = okResponse(await placeOrder(app, me, second.id));
    await payWith(app, placedFirst.paymentId, SUCCEEDS);
    await payWith(app, placedSecond.paymentId, SUCCEEDS);
    await deliver(app, config);
    const statuses = [(await orderRow(app, first.id)).status, (await orderRow(app, second.id)).status].sort();
    expect(statuses).toEqual(['CANCELED', 'COMPLETED']);
    await acceptProofs(app, me);
    expect(await mediaCount(app, me.userId)).toBe(1);
  });

  it('refuses another account’s request, an unknown one, a cart missing the fee, and another product for the request', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const theirs = (await requestedCard(app, stranger)).cardRequest.id;
    const mine = (await requestedCard(app, me)).cardRequest.id;
    const price = (items: unknown[]) =>
      post(app, 'Order/computeAmount.json', { userToken: me.userToken, items });
    const closed = { status: 409, code: 'CARD_REQUEST_CLOSED' };
    expect(refusal(await price(creationItems(theirs)))).toEqual(closed);
    expect(refusal(await price(creationItems(2_000_000_000)))).toEqual(closed);
    expect(refusal(await price([creationItems(mine)[0]]))).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(refusal(await price([creationItems(mine)[1]]))).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    // The refusal names the request's item the cart holds (issue 23), and the line of a wrong quantity.
    const onlyFee = creationItems(mine)[1] as { type: string; shopItemId: number };
    expect(koError(await price([onlyFee])).item).toEqual({
      index: 0,
      type: 'CARD_CREATION',
      shopItemId: onlyFee.shopItemId,
    });
    const twoFees = await price([creationItems(mine)[0], { ...onlyFee, quantity: 2 }]);
    expect(koError(twoFees)).toMatchObject({
      code: 'QUANTITY_NOT_ALLOWED',
      item: { index: 1, type: 'CARD_CREATION', shopItemId: onlyFee.shopItemId },
    });
    expect(
      refusal(await price([{ ...creationItems(mine)[0], shopItemId: SHOP.ticket }, creationItems(mine)[1]])),
    ).toEqual({ status: 409, code: 'PRODUCT_NOT_FOR_CARD' });
    expect(
      refusal(await price([{ ...creationItems(mine)[1], quantity: 2 }, creationItems(mine)[0]])),
    ).toEqual({ status: 409, code: 'QUANTITY_NOT_ALLOWED' });
    expect(refusal(await price([{ ...creationItems(mine)[0], mediaId: 1 }]))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    // The stranger's request is untouched.
    expect(await requestRow(app, theirs)).toMatchObject({ status: 'AWAITING_PAYMENT' });
  });
});
