/**
 * Issue 22 item 4, decision 058: reduced fares rest on proofs, not on what the passenger types.
 * A category typed online sells no reduced fare without a proof on record; a new card's reduced
 * fare is sold pending review of its proofs; a refused proof suspends the fare it justified, mails
 * the passenger with the unused days' refund, and a replacement accepted reinstates it.
 */
import type { CardView, OrderView, ShopProduct } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config.js';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { createOrder, deliver, freshKey, placeOrder, reload } from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { payWith } from '../../helpers/sandbox-psp.js';
import { logInAsStaff } from '../../helpers/staff.js';
import { holder, requestedCard, SHOP } from '../card-requests/support.js';
import { uploadProof } from './support.js';

const SUCCEEDS = '4242 4242 4242 4242';
const SOLIDARITY_CENTS = 1_000;
const FEE_CENTS = 800;

type Contract = CardView['contracts'][number];

async function cardsOf(app: FastifyInstance, who: LoggedIn): Promise<CardView[]> {
  return okResponse(
    await get<{ CARDS: CardView[] }>(app, 'Account/getCards.json', { userToken: who.userToken }),
  ).CARDS;
}

async function productsFor(app: FastifyInstance, who: LoggedIn, mediaId: number): Promise<ShopProduct[]> {
  return okResponse(
    await get<{ products: ShopProduct[] }>(app, 'Products/getProducts.json', {
      userToken: who.userToken,
      mediaId,
    }),
  ).products;
}

const fareProofOf = (products: ShopProduct[], shopItemId: number) =>
  products.find((product) => product.shopItemId === shopItemId)?.fareProof;

async function review(
  app: FastifyInstance,
  documentId: number,
  status: 'VALID' | 'INVALID',
  reason?: string,
) {
  const staff = await logInAsStaff(app);
  return okResponse(
    await post(app, 'Staff/reviewDocument.json', {
      userToken: staff.userToken,
      documentId,
      status,
      ...(reason ? { reason } : {}),
    }),
  );
}

/**
 * A new card for the solidarity fare, its holder a job seeker, ordered with an identity document
 * and an entitlement letter (two blank PDFs) and paid: the card, its pass and the proofs' ids.
 */
async function solidarityCard(
  app: FastifyInstance,
  config: Config,
  me: LoggedIn,
  locale: 'fr' | 'en' = 'fr',
) {
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
      expectedTotalCents: SOLIDARITY_CENTS + FEE_CENTS,
      idempotencyKey: freshKey(),
      locale,
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
  await madeBeforeTheGate(app, [identity, letter], async () => {
    await payWith(app, placed.paymentId, SUCCEEDS);
    await deliver(app, config);
  });
  const [card] = await cardsOf(app, me);
  return { card: card!, pass: card!.contracts[0]!, identity, letter, itemId: item.itemId! };
}

/**
 * A card made at payment with its proofs still pending, as every new card was before the review
 * gate (decision 072; since then a card waits for its proofs, and such cards remain): the proofs
 * pass as accepted for the payment, then go back to pending review with the reduced fare sold on
 * them. Decision 058's rules on such a card are what these tests check.
 */
async function madeBeforeTheGate(app: FastifyInstance, proofs: number[], pay: () => Promise<unknown>) {
  await app.db.updateTable('documents').set({ status: 'VALID' }).where('id', 'in', proofs).execute();
  await pay();
  await app.db
    .updateTable('documents')
    .set({ status: 'PENDING', reviewed_at: null, reviewed_by: null })
    .where('id', 'in', proofs)
    .execute();
  await app.db
    .updateTable('contracts')
    .set({ proof_review: 'PENDING' })
    .where('proof_review', '=', 'ACCEPTED')
    .execute();
}

async function contractOf(app: FastifyInstance, who: LoggedIn, contractId: number): Promise<Contract> {
  const cards = await cardsOf(app, who);
  return cards.flatMap((card) => card.contracts).find((contract) => contract.id === contractId)!;
}

function contractRow(app: FastifyInstance, id: number) {
  return app.db
    .selectFrom('contracts')
    .select(['status', 'proof_review', 'suspended_at', 'refund_due_cents'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe.each(DIALECTS)('reduced fares and their proofs ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('a category typed online sells no reduced fare: FARE_PROOF_REQUIRED in French and English', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    // The attack of the issue: the holder said "job seeker" (and under 26) on the card page.
    const card = await insertCard(app, { accountId: me.userId, birthdate: '2005-06-21' });
    await app.db
      .updateTable('media')
      .set({ holder_category: 'JOBSEEKER' })
      .where('id', '=', card.id)
      .execute();
    const products = await productsFor(app, me, card.id);
    // Listed, so that the page says why; not sold.
    expect(fareProofOf(products, SHOP.solidarity)).toBe('REQUIRED');
    expect(fareProofOf(products, SHOP.under26)).toBe('REQUIRED');
    expect(fareProofOf(products, SHOP.monthly)).toBeNull();
    for (const locale of ['fr', 'en'] as const) {
      const answer = await post(app, 'Order/computeAmount.json', {
        userToken: me.userToken,
        items: [reload(card.id, SHOP.solidarity)],
        locale,
      });
      expect(answer.statusCode, locale).toBe(409);
      expect(koError(answer).code).toBe('FARE_PROOF_REQUIRED');
      expect(koError(answer).message).toBe(
        locale === 'fr'
          ? 'Ce tarif réduit demande un justificatif vérifié par la Maison de la mobilité\u00a0: présentez-le à l’agence, qui ouvrira ce tarif sur votre carte, puis rechargez-la en ligne.'
          : 'This reduced fare needs a proof checked by the mobility centre: bring it there to open the fare on your card, then reload it online.',
      );
    }
    const under26 = await createOrder(app, me, {
      items: [reload(card.id, SHOP.under26)],
      expectedTotalCents: 2_800,
      idempotencyKey: freshKey(),
    });
    expect([under26.statusCode, koError(under26).code]).toEqual([409, 'FARE_PROOF_REQUIRED']);
    // The full fares are sold as before.
    okResponse(
      await post(app, 'Order/computeAmount.json', {
        userToken: me.userToken,
        items: [reload(card.id, SHOP.monthly)],
      }),
    );
  });

  it('sells a new card’s solidarity pass pending review; two refused proofs suspend it, with a mail and the refund of the unused days', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const { card, pass, identity, letter } = await solidarityCard(app, config, me);
    expect(pass).toMatchObject({
      productId: 108,
      status: 'PENDING_VALIDATION',
      proofReview: 'PENDING',
      refundDueCents: null,
    });

    await review(app, identity, 'INVALID', 'Page blanche');
    const suspended = await contractOf(app, me, pass.id);
    expect(suspended.status).toBe('SUSPENDED');
    expect(suspended.proofReview).toBe('REFUSED');
    const row = await contractRow(app, pass.id);
    // The unused days at the price paid: the whole period but the days already past.
    const today = new Date().toISOString().slice(0, 10);
    const days = (from: string, to: string) =>
      Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
    expect(row.refund_due_cents).toBe(
      Math.floor((SOLIDARITY_CENTS * days(today, pass.validTo)) / days(pass.validFrom, pass.validTo)),
    );
    expect(suspended.refundDueCents).toBe(row.refund_due_cents);
    expect(row.suspended_at).not.toBeNull();

    const mails = await app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', me.passenger.email.toLowerCase())
      .where('kind', '=', 'document-refused')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(
      `Votre titre à tarif réduit « Abonnement mensuel solidaire » de la carte n° ${card.number} est suspendu depuis le `,
    );
    const refund = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
      row.refund_due_cents! / 100,
    );
    expect(mails[0]!.text_body).toContain(
      `Sinon, la Maison de la mobilité vous rembourse les jours non utilisés, ${refund}, sur demande.`,
    );

    // The second refusal: mailed as a refused proof, nothing suspended twice.
    await review(app, letter, 'INVALID', 'Page blanche');
    expect((await contractRow(app, pass.id)).refund_due_cents).toBe(row.refund_due_cents);
    // Nothing runs on the card any more, and no reduced fare is sold on it.
    const products = await productsFor(app, me, card.id);
    expect(fareProofOf(products, SHOP.solidarity)).toBe('REQUIRED');
  });

  it('tells the refusal in English for an English order', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const { card, identity } = await solidarityCard(app, config, me, 'en');
    await review(app, identity, 'INVALID', 'Blank page');
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', me.passenger.email.toLowerCase())
      .where('kind', '=', 'document-refused')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(
      `Your reduced-fare “Monthly solidarity pass” on card no. ${card.number} is suspended from `,
    );
    expect(mail.text_body).toMatch(
      /Otherwise, the mobility centre refunds the unused days, €\d+\.\d\d, on request\./,
    );
  });

  it('accepted proofs make the fare ACCEPTED, and the card’s next solidarity pass is sold plainly', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const { card, pass, identity, letter } = await solidarityCard(app, config, me);
    // Settled by a first validation: the card may be reloaded; its proofs still wait.
    await app.db.updateTable('contracts').set({ status: 'ACTIVE' }).where('id', '=', pass.id).execute();
    expect(fareProofOf(await productsFor(app, me, card.id), SHOP.solidarity)).toBe('PENDING');

    await review(app, identity, 'VALID');
    expect((await contractOf(app, me, pass.id)).proofReview).toBe('PENDING');
    await review(app, letter, 'VALID');
    expect(await contractOf(app, me, pass.id)).toMatchObject({ status: 'ACTIVE', proofReview: 'ACCEPTED' });
    expect(fareProofOf(await productsFor(app, me, card.id), SHOP.solidarity)).toBe('ACCEPTED');
    okResponse(
      await post(app, 'Order/computeAmount.json', {
        userToken: me.userToken,
        items: [reload(card.id, SHOP.solidarity)],
      }),
    );
  });

  it('a reload sold on proofs still pending is suspended with the new card’s pass when they are refused', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const { card, pass, letter } = await solidarityCard(app, config, me);
    await app.db.updateTable('contracts').set({ status: 'ACTIVE' }).where('id', '=', pass.id).execute();
    const { order } = okResponse(
      await createOrder(app, me, {
        items: [reload(card.id, SHOP.solidarity)],
        expectedTotalCents: SOLIDARITY_CENTS,
        idempotencyKey: freshKey(),
      }),
    );
    const placed = okResponse(await placeOrder(app, me, order.id));
    await payWith(app, placed.paymentId, SUCCEEDS);
    await deliver(app, config);
    const next = (await cardsOf(app, me))[0]!.contracts.find((contract) => contract.id !== pass.id)!;
    expect(next).toMatchObject({ productId: 108, proofReview: 'PENDING' });

    await review(app, letter, 'INVALID', 'Attestation expirée');
    expect((await contractOf(app, me, pass.id)).status).toBe('SUSPENDED');
    const later = await contractOf(app, me, next.id);
    expect(later.status).toBe('SUSPENDED');
    // It had not begun: all of it is due back.
    expect(later.refundDueCents).toBe(SOLIDARITY_CENTS);
  });

  it('a refused proof replaced and accepted puts the suspended pass back, with nothing due', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const { pass, identity, letter } = await solidarityCard(app, config, me);
    await review(app, identity, 'VALID');
    await review(app, letter, 'INVALID', 'Illisible');
    expect((await contractOf(app, me, pass.id)).status).toBe('SUSPENDED');

    const submission = okResponse(
      await get<{ submissions: { id: number }[] }>(app, 'Document/getUserDocumentSubmissions.json', {
        userToken: me.userToken,
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
    expect((await contractOf(app, me, pass.id)).status).toBe('SUSPENDED');
    await review(app, replacement, 'VALID');
    expect(await contractOf(app, me, pass.id)).toMatchObject({
      status: 'PENDING_VALIDATION',
      proofReview: 'ACCEPTED',
      refundDueCents: null,
    });
    expect(await contractRow(app, pass.id)).toMatchObject({ suspended_at: null, refund_due_cents: null });
  });

  it('a refused identity leaves a full-fare pass alone', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const { cardRequest } = await requestedCard(app, me);
    const { order } = okResponse(
      await createOrder(app, me, {
        items: [
          { type: 'CARD_CREATION', cardRequestId: cardRequest.id, shopItemId: SHOP.monthly, quantity: 1 },
          { type: 'CARD_CREATION', cardRequestId: cardRequest.id, shopItemId: SHOP.creationFee, quantity: 1 },
        ],
        expectedTotalCents: 4_900 + FEE_CENTS,
        idempotencyKey: freshKey(),
      }),
    );
    const identity = await uploadProof(app, me, 'IDENTITY');
    const item = order.items.find((line) => line.shopItemId === SHOP.monthly)!;
    okResponse(
      await post(app, 'Document/createDocumentsSubmission.json', {
        userToken: me.userToken,
        item_id: item.itemId,
        document_ids: [identity],
      }),
    );
    const placed = okResponse(await placeOrder(app, me, order.id));
    await madeBeforeTheGate(app, [identity], async () => {
      await payWith(app, placed.paymentId, SUCCEEDS);
      await deliver(app, config);
    });
    const pass = (await cardsOf(app, me))[0]!.contracts[0]!;
    expect(pass.proofReview).toBeNull();
    await review(app, identity, 'INVALID', 'Illisible');
    expect(await contractOf(app, me, pass.id)).toMatchObject({
      status: 'PENDING_VALIDATION',
      proofReview: null,
    });
  });
});
