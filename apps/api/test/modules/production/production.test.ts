/**
 * Issue 25, card production and shipping (decision 074): a card made once its proofs are accepted
 * goes through its steps in order (printed, shipped or ready for pickup, handed over), each only
 * from the one before, once under two agents at once, written to the audit log; the sheet names
 * the holder; the passenger gets a mail at "shipped" and at "ready for pickup"; the order is
 * PROCESSED at the last step; the card numbers come from the network's range, never twice.
 */
import { signBody, type OrderView, type ProductionItem } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config.js';
import { freshCardNumber } from '../../../src/modules/cards/new-card.js';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { createOrder, deliver, freshKey, passengerWithCard, placeOrder } from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import { postForm } from '../../helpers/multipart.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { pdfText } from '../../helpers/pdf.js';
import { payWith } from '../../helpers/sandbox-psp.js';
import { logInAsStaff, logInAsSupervisor } from '../../helpers/staff.js';
import { AGENCY_ID, MONTHLY_CENTS, requestedCard, SHOP } from '../card-requests/support.js';

const SUCCEEDS = '4242 4242 4242 4242';
const FEE_CENTS = 800;
type Staff = { userToken: string };

/** A new card ordered (shipped home, or picked up at the agency), paid, its proof accepted. */
async function madeCard(
  app: FastifyInstance,
  config: Config,
  me: LoggedIn,
  agent: Staff,
  delivery: 'SHIPPING' | 'PICKUP' = 'SHIPPING',
) {
  const { cardRequest } = await requestedCard(
    app,
    me,
    delivery === 'PICKUP' ? { delivery: { type: 'PICKUP', collectSiteId: AGENCY_ID } } : {},
  );
  const { order } = okResponse(
    await createOrder(app, me, {
      items: [
        { type: 'CARD_CREATION', cardRequestId: cardRequest.id, shopItemId: SHOP.monthly, quantity: 1 },
        { type: 'CARD_CREATION', cardRequestId: cardRequest.id, shopItemId: SHOP.creationFee, quantity: 1 },
      ],
      expectedTotalCents: MONTHLY_CENTS + FEE_CENTS,
      idempotencyKey: freshKey(),
    }),
  );
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
  const documentId = okResponse(uploaded).document.id;
  const product = (order as OrderView).items.find((item) => item.shopItemId === SHOP.monthly)!;
  okResponse(
    await post(app, 'Document/createDocumentsSubmission.json', {
      userToken: me.userToken,
      item_id: product.itemId,
      document_ids: [documentId],
    }),
  );
  const placed = okResponse(await placeOrder(app, me, order.id));
  await payWith(app, placed.paymentId, SUCCEEDS);
  await deliver(app, config);
  okResponse(
    await post(app, 'Staff/reviewDocument.json', { userToken: agent.userToken, documentId, status: 'VALID' }),
  );
  const request = await app.db
    .selectFrom('card_requests')
    .select('media_id')
    .where('id', '=', cardRequest.id)
    .executeTakeFirstOrThrow();
  return { orderId: order.id, mediaId: request.media_id! };
}

const queue = async (app: FastifyInstance, staff: Staff, step?: string) =>
  okResponse(
    await get<{ items: ProductionItem[] }>(app, 'Staff/productionQueue.json', {
      userToken: staff.userToken,
      ...(step ? { step } : {}),
    }),
  ).items;

async function print(app: FastifyInstance, staff: Staff, mediaIds: number[]) {
  return app.inject({
    method: 'POST',
    url: '/api/Staff/printCardSheets.pdf',
    payload: await signBody({ userToken: staff.userToken, mediaIds }, SIGNATURE_KEY),
  });
}

const ship = (app: FastifyInstance, staff: Staff, mediaId: number, trackingReference = 'LP 1234 5678 9FR') =>
  post<{ item: ProductionItem }>(app, 'Staff/markCardShipped.json', {
    userToken: staff.userToken,
    mediaId,
    trackingReference,
  });
const ready = (app: FastifyInstance, staff: Staff, mediaId: number) =>
  post<{ item: ProductionItem }>(app, 'Staff/markCardReadyForPickup.json', {
    userToken: staff.userToken,
    mediaId,
  });
const handOver = (app: FastifyInstance, staff: Staff, mediaId: number) =>
  post<{ item: ProductionItem }>(app, 'Staff/markCardHandedOver.json', {
    userToken: staff.userToken,
    mediaId,
  });

describe.each(DIALECTS)('card production ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const orderStatus = async (id: number) =>
    (
      await ctx()
        .app.db.selectFrom('orders')
        .select('process_status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).process_status;
  const mailsTo = (to: string, kind: string) =>
    ctx()
      .app.db.selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to.toLowerCase())
      .where('kind', '=', kind)
      .execute();
  const audit = (action: string, mediaId: number) =>
    ctx()
      .app.db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('record_id', '=', String(mediaId))
      .execute();

  it('a shipped card: numbered, printed (the sheet names the holder), shipped with its reference and a mail, then the order is processed', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const agent = await logInAsStaff(app);
    const { orderId, mediaId } = await madeCard(app, config, me, agent);

    // Made: the order stays PROCESSING while the card is produced, and the card waits to be printed.
    expect(await orderStatus(orderId)).toBe('PROCESSING');
    const [waiting] = (await queue(app, agent, 'NUMBERED')).filter((item) => item.mediaId === mediaId);
    expect(waiting).toMatchObject({ step: 'NUMBERED', delivery: 'SHIPPING', holderName: 'Hélène Le Goff' });
    expect(waiting!.cardNumber).toMatch(/^41\d{8}$/);

    // Shipping before printing is a skipped step.
    const skipped = await ship(app, agent, mediaId);
    expect(skipped.statusCode).toBe(409);
    expect(koError(skipped).code).toBe('PRODUCTION_STEP_CONFLICT');

    const printed = await print(app, agent, [mediaId]);
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toContain('application/pdf');
    const text = pdfText(printed.rawPayload);
    expect(text).toContain('Hélène Le Goff');
    expect(text).toContain(waiting!.cardNumber);
    expect(await audit('card.print', mediaId)).toHaveLength(1);
    // Printed once: the same card again is refused, and the queue shows it printed.
    expect((await print(app, agent, [mediaId])).statusCode).toBe(409);
    expect((await queue(app, agent, 'PRINTED')).map((item) => item.mediaId)).toContain(mediaId);
    // A card for home delivery is not "ready for pickup".
    expect(koError(await ready(app, agent, mediaId)).code).toBe('PRODUCTION_STEP_CONFLICT');

    const shipped = okResponse(await ship(app, agent, mediaId));
    expect(shipped.item).toMatchObject({ step: 'SHIPPED', trackingReference: 'LP 1234 5678 9FR' });
    const [mail, ...more] = await mailsTo(me.passenger.email, 'card-shipped');
    expect(more).toEqual([]);
    expect(mail!.text_body).toContain('LP 1234 5678 9FR');
    expect(mail!.text_body).toContain(waiting!.cardNumber);
    expect(await audit('card.ship', mediaId)).toHaveLength(1);
    expect(await orderStatus(orderId)).toBe('PROCESSED');
    expect((await queue(app, agent)).map((item) => item.mediaId)).not.toContain(mediaId);
    // Again: 409, no second mail.
    expect((await ship(app, agent, mediaId)).statusCode).toBe(409);
    expect(await mailsTo(me.passenger.email, 'card-shipped')).toHaveLength(1);

    // The passenger sees the step in order tracking.
    const tracked = okResponse(
      await get<{ orders: OrderView[] }>(app, 'Order/history.json', { userToken: me.userToken }),
    ).orders.find((order) => order.id === orderId)!;
    expect(tracked.production).toEqual([
      expect.objectContaining({ mediaId, step: 'SHIPPED', trackingReference: 'LP 1234 5678 9FR' }),
    ]);
  });

  it('a card for pickup: ready at the agency with a mail naming its address, then handed over, and its passes start', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const agent = await logInAsStaff(app);
    const { orderId, mediaId } = await madeCard(app, config, me, agent, 'PICKUP');
    expect((await print(app, agent, [mediaId])).statusCode).toBe(200);
    expect(koError(await handOver(app, agent, mediaId)).code).toBe('PRODUCTION_STEP_CONFLICT');
    expect(koError(await ship(app, agent, mediaId)).code).toBe('PRODUCTION_STEP_CONFLICT');
    expect(okResponse(await ready(app, agent, mediaId)).item.step).toBe('READY_FOR_PICKUP');
    const [mail] = await mailsTo(me.passenger.email, 'card-ready-for-pickup');
    const agency = await app.db
      .selectFrom('agencies')
      .selectAll()
      .where('id', '=', AGENCY_ID)
      .executeTakeFirstOrThrow();
    expect(mail!.text_body).toContain(agency.address1);
    // Its opening hours, in the order's language (French here): Saturday's two spans on one line.
    expect(mail!.text_body).toContain('lundi\u00a0: 07:30–19:00');
    expect(mail!.text_body).toContain('samedi\u00a0: 08:00–12:00, 13:30–16:10');
    expect(await orderStatus(orderId)).toBe('PROCESSING');

    expect(okResponse(await handOver(app, agent, mediaId)).item.step).toBe('HANDED_OVER');
    expect(await audit('card.hand-over', mediaId)).toHaveLength(1);
    expect(await orderStatus(orderId)).toBe('PROCESSED');
    const contracts = await app.db
      .selectFrom('contracts')
      .select('status')
      .where('media_id', '=', mediaId)
      .execute();
    expect(contracts.map((row) => row.status)).toEqual(['ACTIVE']);
  });

  it('two agents at once: one moves the card, the other gets a 409', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const [agent, supervisor] = [await logInAsStaff(app), await logInAsSupervisor(app)];
    const { mediaId } = await madeCard(app, config, me, agent);
    const prints = await Promise.all([print(app, agent, [mediaId]), print(app, supervisor, [mediaId])]);
    expect(prints.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const ships = await Promise.all([
      ship(app, agent, mediaId, 'AAA111'),
      ship(app, supervisor, mediaId, 'BBB222'),
    ]);
    expect(ships.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await mailsTo(me.passenger.email, 'card-shipped')).toHaveLength(1);
    expect(await audit('card.ship', mediaId)).toHaveLength(1);
  });

  it('a duplicate follows the same path: the old card blocked at payment, the new one printed and shipped', async () => {
    const { app, config } = ctx();
    const { me, card } = await passengerWithCard(app);
    const agent = await logInAsStaff(app);
    const { duplicateRequest } = okResponse(
      await post<{ duplicateRequest: { id: number } }>(app, 'Media/requestDuplicate.json', {
        userToken: me.userToken,
        mediaId: card.id,
        reason: 'LOST',
      }),
    );
    const { order } = okResponse(
      await createOrder(app, me, {
        items: [
          {
            type: 'CARD_DUPLICATE',
            mediaId: card.id,
            shopItemId: SHOP.duplicateFee,
            quantity: 1,
            duplicateRequestId: duplicateRequest.id,
          },
        ],
        expectedTotalCents: 1_000,
        idempotencyKey: freshKey(),
      }),
    );
    const placed = okResponse(await placeOrder(app, me, order.id));
    await payWith(app, placed.paymentId, SUCCEEDS);
    await deliver(app, config);
    const old = await app.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(old.blocked_at).not.toBeNull();
    const mediaId = old.replaced_by_id!;
    expect(await orderStatus(order.id)).toBe('PROCESSING');
    const [item] = (await queue(app, agent)).filter((one) => one.mediaId === mediaId);
    expect(item).toMatchObject({ kind: 'DUPLICATE', step: 'NUMBERED', delivery: 'SHIPPING' });
    expect((await print(app, agent, [mediaId])).statusCode).toBe(200);
    okResponse(await ship(app, agent, mediaId));
    expect(await orderStatus(order.id)).toBe('PROCESSED');
  });

  it('card numbers come from the network range, in order, never twice, even at once', async () => {
    const { app } = ctx();
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () => app.db.transaction().execute((trx) => freshCardNumber(trx, 1))),
    );
    expect(new Set(numbers).size).toBe(20);
    for (const number of numbers) expect(number).toMatch(/^41\d{8}$/);
    const range = await app.db
      .selectFrom('card_number_ranges')
      .selectAll()
      .where('network_id', '=', 1)
      .executeTakeFirstOrThrow();
    const values = numbers.map((number) => Number(number.slice(2))).sort((a, b) => a - b);
    expect(range.next_value).toBe(values.at(-1)! + 1);
  });

  it('a passenger, a guest or an unknown card are refused', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const agent = await logInAsStaff(app);
    const refused = await get(app, 'Staff/productionQueue.json', { userToken: me.userToken });
    expect(refused.statusCode).toBe(403);
    expect((await print(app, me, [1])).statusCode).toBe(403);
    expect((await ship(app, me, 1)).statusCode).toBe(403);
    expect(koError(await ship(app, agent, 999_999)).code).toBe('NOT_FOUND');
    // A bad tracking reference is a 400, never a 500.
    expect((await ship(app, agent, 1, '<script>')).statusCode).toBe(400);
  });
});
