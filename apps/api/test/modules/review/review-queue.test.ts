/**
 * Issue 25, the review queue (decision 072): a new card is made only when every proof of its
 * request is accepted, once, even under two verdicts at once; the queue lists the proofs awaiting
 * review, oldest first; a claim keeps a second agent from deciding unless he takes it over; the
 * verdict is given once, with a reason from the list, and written to the audit log; the bytes are
 * served to staff, never cached.
 */
import type { CardView, OrderView, ReviewItem } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config.js';
import { useTestApp } from '../../helpers/app.js';
import { get, getRaw, koError, okResponse, post } from '../../helpers/api.js';
import { createOrder, deliver, freshKey, placeOrder } from '../../helpers/checkout.js';
import { expireWaitingReviews } from '../../../src/modules/orders/service.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { payWith } from '../../helpers/sandbox-psp.js';
import { logInAsStaff, logInAsSupervisor } from '../../helpers/staff.js';
import { holder, requestedCard, SHOP } from '../card-requests/support.js';
import { uploadProof } from '../documents/support.js';

const SUCCEEDS = '4242 4242 4242 4242';

async function cardsOf(app: FastifyInstance, who: LoggedIn): Promise<CardView[]> {
  return okResponse(
    await get<{ CARDS: CardView[] }>(app, 'Account/getCards.json', { userToken: who.userToken }),
  ).CARDS;
}

/** A solidarity card ordered with two proofs and paid: its order, request and proofs. */
async function paidSolidarityCard(app: FastifyInstance, config: Config, me: LoggedIn) {
  const { cardRequest } = await requestedCard(app, me, {
    shopItemId: SHOP.solidarity,
    holder: holder({ socioProfessionalCategory: 'JOBSEEKER' }),
  });
  const { order } = okResponse(
    await createOrder(app, me, {
      items: [
        { type: 'CARD_CREATION', cardRequestId: cardRequest.id, shopItemId: SHOP.solidarity, quantity: 1 },
        { type: 'CARD_CREATION', cardRequestId: cardRequest.id, shopItemId: SHOP.creationFee, quantity: 1 },
      ],
      expectedTotalCents: 1_000 + 800,
      idempotencyKey: freshKey(),
    }),
  );
  const identity = await uploadProof(app, me, 'IDENTITY');
  const letter = await uploadProof(app, me, 'ENTITLEMENT_LETTER');
  const item = (order as OrderView).items.find((line) => line.shopItemId === SHOP.solidarity)!;
  okResponse(
    await post(app, 'Document/createDocumentsSubmission.json', {
      userToken: me.userToken,
      item_id: item.itemId,
      document_ids: [identity, letter],
    }),
  );
  const placed = okResponse(await placeOrder(app, me, order.id));
  await payWith(app, placed.paymentId, SUCCEEDS);
  await deliver(app, config);
  return { orderId: order.id, requestId: cardRequest.id, identity, letter };
}

type Staff = { userToken: string };
const verdict = (
  app: FastifyInstance,
  staff: Staff,
  documentId: number,
  status: 'VALID' | 'INVALID',
  more: Record<string, unknown> = {},
) => post(app, 'Staff/reviewDocument.json', { userToken: staff.userToken, documentId, status, ...more });

const queue = async (app: FastifyInstance, staff: Staff) =>
  okResponse(
    await get<{ items: ReviewItem[] }>(app, 'Staff/reviewQueue.json', { userToken: staff.userToken }),
  ).items;

const claim = (app: FastifyInstance, staff: Staff, documentId: number, takeOver?: boolean) =>
  post<{ item: ReviewItem; held: boolean }>(app, 'Staff/claimReview.json', {
    userToken: staff.userToken,
    documentId,
    ...(takeOver !== undefined ? { takeOver } : {}),
  });

describe.each(DIALECTS)('the review queue ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const requestRow = (id: number) =>
    ctx()
      .app.db.selectFrom('card_requests')
      .select(['status', 'media_id', 'paid_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const orderRow = (id: number) =>
    ctx()
      .app.db.selectFrom('orders')
      .select(['status', 'process_status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('makes no card before every proof is accepted, then exactly one at the last acceptance', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const agent = await logInAsStaff(app);
    const { orderId, requestId, identity, letter } = await paidSolidarityCard(app, config, me);

    expect(await cardsOf(app, me)).toHaveLength(0);
    expect(await requestRow(requestId)).toMatchObject({ status: 'AWAITING_REVIEW', media_id: null });
    expect((await requestRow(requestId)).paid_at).not.toBeNull();
    // Paid, but not processed while the card waits: tracking does not say "Processed".
    expect(await orderRow(orderId)).toMatchObject({ process_status: 'PROCESSING' });
    const tracked = okResponse(
      await get<{ orders: { id: number; processStatus: string }[] }>(app, 'Order/history.json', {
        userToken: me.userToken,
      }),
    ).orders.find((order) => order.id === orderId)!;
    expect(tracked.processStatus).toBe('PROCESSING');

    okResponse(await verdict(app, agent, identity, 'VALID'));
    expect(await cardsOf(app, me)).toHaveLength(0);
    okResponse(await verdict(app, agent, letter, 'VALID'));
    const cards = await cardsOf(app, me);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.contracts).toHaveLength(1);
    expect(cards[0]!.contracts[0]).toMatchObject({ productId: 108, proofReview: 'ACCEPTED' });
    expect(await requestRow(requestId)).toMatchObject({ status: 'PAID', media_id: cards[0]!.id });
    // The card made goes to production; its order is PROCESSED at the last step (decision 074).
    expect(await orderRow(orderId)).toMatchObject({ process_status: 'PROCESSING' });
    // The same verdict again makes nothing more.
    okResponse(await verdict(app, agent, letter, 'VALID'));
    expect(await cardsOf(app, me)).toHaveLength(1);
  });

  it('two verdicts at once on the last two proofs make the card once', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const [agent, supervisor] = [await logInAsStaff(app), await logInAsSupervisor(app)];
    const { identity, letter, requestId } = await paidSolidarityCard(app, config, me);
    const answers = await Promise.all([
      verdict(app, agent, identity, 'VALID'),
      verdict(app, supervisor, letter, 'VALID'),
    ]);
    for (const answer of answers) okResponse(answer);
    const cards = await cardsOf(app, me);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.contracts).toHaveLength(1);
    expect(await requestRow(requestId)).toMatchObject({ status: 'PAID', media_id: cards[0]!.id });
  });

  it('a refused proof holds the card; replaced and accepted, the card is made', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const agent = await logInAsStaff(app);
    const { identity, letter, orderId } = await paidSolidarityCard(app, config, me);
    okResponse(await verdict(app, agent, identity, 'VALID'));
    okResponse(await verdict(app, agent, letter, 'INVALID', { reasonCode: 'EXPIRED' }));
    expect(await cardsOf(app, me)).toHaveLength(0);
    const submission = okResponse(
      await get<{ submissions: { id: number }[] }>(app, 'Document/getUserDocumentSubmissions.json', {
        userToken: me.userToken,
        orderId,
      }),
    ).submissions[0]!;
    const replacement = await uploadProof(app, me, 'ENTITLEMENT_LETTER');
    okResponse(
      await post(app, 'Document/updateDocumentsSubmission.json', {
        userToken: me.userToken,
        submission_id: submission.id,
        document_ids: [replacement],
      }),
    );
    expect((await queue(app, agent)).map((item) => item.documentId)).toContain(replacement);
    okResponse(await verdict(app, agent, replacement, 'VALID'));
    expect(await cardsOf(app, me)).toHaveLength(1);
    // The refusal's mail says the reason from the list in the order's words.
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', me.passenger.email.toLowerCase())
      .where('kind', '=', 'document-refused')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Motif : document expiré');
  });

  it('lists the proofs awaiting review oldest first, with type, holder, order reference and age', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const agent = await logInAsStaff(app);
    const { identity, letter, orderId } = await paidSolidarityCard(app, config, me);
    await app.db
      .updateTable('documents')
      .set({ created_at: new Date(Date.now() - 3 * 60 * 60_000).toISOString() })
      .where('id', '=', letter)
      .execute();
    const items = (await queue(app, agent)).filter((item) => item.orderId === orderId);
    expect(items.map((item) => item.documentId)).toEqual([letter, identity]);
    expect(items[0]).toMatchObject({
      type: 'ENTITLEMENT_LETTER',
      claim: null,
    });
    expect(items[0]!.ageMinutes).toBeGreaterThanOrEqual(179);
    expect(items[0]!.holder.name).not.toBe('');
    expect(items[0]!.orderReference).toMatch(/\S/);
    // The whole queue is oldest first.
    const all = await queue(app, agent);
    const times = all.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort());
    // A reviewed proof leaves the queue.
    okResponse(await verdict(app, agent, identity, 'VALID'));
    expect((await queue(app, agent)).map((item) => item.documentId)).not.toContain(identity);
  });

  it('a second agent sees who holds an item and cannot decide, unless he takes it over', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const [agent, supervisor] = [await logInAsStaff(app), await logInAsSupervisor(app)];
    const { identity } = await paidSolidarityCard(app, config, me);
    const mine = okResponse(await claim(app, agent, identity));
    expect(mine.held).toBe(true);
    expect(mine.item.claim?.email).toMatch(/@/);
    const theirs = okResponse(await claim(app, supervisor, identity));
    expect(theirs.held).toBe(false);
    expect(theirs.item.claim?.email).toBe(mine.item.claim?.email);
    const listed = (await queue(app, supervisor)).find((item) => item.documentId === identity)!;
    expect(listed.claim?.email).toBe(mine.item.claim?.email);

    const refused = await verdict(app, supervisor, identity, 'VALID');
    expect([refused.statusCode, koError(refused).code]).toEqual([409, 'REVIEW_HELD']);
    const taken = okResponse(await claim(app, supervisor, identity, true));
    expect(taken.held).toBe(true);
    expect(taken.item.claim?.email).not.toBe(mine.item.claim?.email);
    const late = await verdict(app, agent, identity, 'VALID');
    expect([late.statusCode, koError(late).code]).toEqual([409, 'REVIEW_HELD']);
    okResponse(await verdict(app, supervisor, identity, 'VALID'));

    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'record_id', 'before_json', 'after_json'])
      .where('record_kind', '=', 'document')
      .where('record_id', '=', String(identity))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['review.take-over', 'document.accept']);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ status: 'PENDING' });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ status: 'VALID' });
  });

  it('an expired claim no longer holds the item', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const [agent, supervisor] = [await logInAsStaff(app), await logInAsSupervisor(app)];
    const { identity } = await paidSolidarityCard(app, config, me);
    okResponse(await claim(app, agent, identity));
    await app.db
      .updateTable('review_claims')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('document_id', '=', identity)
      .execute();
    expect(okResponse(await claim(app, supervisor, identity)).held).toBe(true);
  });

  it('validates the reasons, and gives a verdict once', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const agent = await logInAsStaff(app);
    const { identity, letter } = await paidSolidarityCard(app, config, me);
    const bare = await verdict(app, agent, identity, 'INVALID', { reasonCode: 'OTHER' });
    expect([bare.statusCode, koError(bare).code]).toEqual([400, 'VALIDATION_ERROR']);
    const unknown = await verdict(app, agent, identity, 'INVALID', { reasonCode: 'UGLY' });
    expect([unknown.statusCode, koError(unknown).code]).toEqual([400, 'VALIDATION_ERROR']);
    okResponse(await verdict(app, agent, identity, 'INVALID', { reasonCode: 'OTHER', reason: 'Coupé' }));
    const row = await app.db
      .selectFrom('documents')
      .select(['status', 'reason', 'reason_code'])
      .where('id', '=', identity)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'INVALID', reason: 'Coupé', reason_code: 'OTHER' });
    // The same verdict again answers as it is; another is 409.
    okResponse(await verdict(app, agent, identity, 'INVALID', { reasonCode: 'OTHER', reason: 'Coupé' }));
    const other = await verdict(app, agent, identity, 'INVALID', { reasonCode: 'UNREADABLE' });
    expect([other.statusCode, koError(other).code]).toEqual([409, 'CONFLICT']);
    okResponse(await verdict(app, agent, letter, 'INVALID', { reasonCode: 'WRONG_PERSON' }));
  });

  it('serves a document’s bytes to staff, never cached', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const agent = await logInAsStaff(app);
    const { identity } = await paidSolidarityCard(app, config, me);
    const answer = await getRaw(app, 'Staff/reviewDocumentFile', {
      userToken: agent.userToken,
      documentId: identity,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toMatch(/^application\/pdf/);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const passenger = await getRaw(app, 'Staff/reviewDocumentFile', {
      userToken: me.userToken,
      documentId: identity,
    });
    expect(passenger.statusCode).toBe(403);
  });

  it('cancels a card still waiting 30 days after payment, refunds the order in full once and mails once', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const agent = await logInAsStaff(app);
    const { orderId, requestId, identity } = await paidSolidarityCard(app, config, me);
    okResponse(await verdict(app, agent, identity, 'INVALID', { reasonCode: 'UNREADABLE' }));
    // 29 days on: nothing yet.
    expect(await expireWaitingReviews(app.db, config, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    const later = new Date(Date.now() + 31 * 86_400_000);
    const runs = await Promise.all([
      expireWaitingReviews(app.db, config, later),
      expireWaitingReviews(app.db, config, later),
    ]);
    // The other tests' cards waiting in this database go too; this one's refund and mail are counted below.
    expect(runs.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await expireWaitingReviews(app.db, config, later)).toBe(0);
    expect(await requestRow(requestId)).toMatchObject({ status: 'CANCELLED', media_id: null });
    expect(await orderRow(orderId)).toMatchObject({ status: 'CANCELED', process_status: 'PROCESSED' });
    const payments = await app.db
      .selectFrom('order_payments')
      .select(['status', 'provider_payment_id', 'amount_cents'])
      .where('order_id', '=', orderId)
      .execute();
    expect(payments.map((payment) => payment.status)).toEqual(['REFUNDED']);
    const refunds = await app.db
      .selectFrom('sandbox_psp_refunds')
      .selectAll()
      .where('payment_id', '=', payments[0]!.provider_payment_id)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount_cents).toBe(1_800);
    // The invoice stays; a credit note of the whole amount cancels it (decision 075).
    const credited = await app.db
      .selectFrom('credit_notes')
      .select(['total_cents', 'refunded_cents', 'staff_email'])
      .where('order_id', '=', orderId)
      .execute();
    expect(credited).toEqual([{ total_cents: 1_800, refunded_cents: 1_800, staff_email: null }]);
    const mails = await app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', me.passenger.email.toLowerCase())
      .where('kind', '=', 'review-expired-refund')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Votre commande .+ est annulée et remboursée$/);
    expect(mails[0]!.text_body).toContain('18,00');
    // The accepted verdict afterwards makes nothing.
    expect(await cardsOf(app, me)).toHaveLength(0);
  });
});
