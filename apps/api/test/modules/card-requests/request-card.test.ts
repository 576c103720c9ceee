import { describe, expect, it, onTestFinished } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, type Answer } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';
import { postForm } from '../../helpers/multipart.js';
import { AGENCY_ID, holder, requestCard, requestCardBody, SHOP, uploadPhoto } from './support.js';

function refusal(answer: Answer) {
  return { status: answer.statusCode, code: koError(answer).code };
}

/** Someone born `years` years ago today (minus a day: the birthday has passed). */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

describe.each(DIALECTS)('POST Media/requestCard.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('makes a request awaiting payment and answers the product and the creation fee as CARD_CREATION cart items', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const photo = await uploadPhoto(app, me);
    const answer = okResponse(await requestCard(app, me, { ...requestCardBody(photo), locale: 'en' }));
    const id = answer.cardRequest.id;
    expect(answer.cardRequest).toEqual({
      id: expect.any(Number),
      status: 'AWAITING_PAYMENT',
      holderName: 'Hélène Le Goff',
      productId: 105,
      feeProductId: 111,
      quantity: 1,
      deliveryType: 'SHIPPING',
      mediaId: null,
      createdAt: expect.any(String),
    });
    expect(answer.cartItems).toEqual([
      expect.objectContaining({
        type: 'CARD_CREATION',
        cardRequestId: id,
        shopItemId: SHOP.monthly,
        shopItemPromoPrice: '49.00',
        ubiProductId: 105,
        quantity: 1,
      }),
      expect.objectContaining({
        type: 'CARD_CREATION',
        cardRequestId: id,
        shopItemId: SHOP.creationFee,
        ubiProductId: 111,
        quantity: 1,
      }),
    ]);
    const row = await app.db
      .selectFrom('card_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      account_id: me.userId,
      holder_mobile: '0612345678',
      holder_category: 'EMPLOYEE',
      delivery_type: 'SHIPPING',
      delivery_address1: '4 quai des Indes',
      collect_site_id: null,
      photo_document_id: photo,
      alerts_delivery_mode: 'EMAIL',
      alerts_favorite_modes: '["BUS","BOAT"]',
      consent_sms: 1,
      consent_post: 0,
      status: 'AWAITING_PAYMENT',
    });
    // The photo is now a request's: kept past the 2 days of an unused upload.
    const document = await app.db
      .selectFrom('documents')
      .select(['used_at'])
      .where('id', '=', photo)
      .executeTakeFirstOrThrow();
    expect(document.used_at).not.toBeNull();

    // The same data again makes another request (the cart holds one at a time).
    const again = okResponse(await requestCard(app, me, requestCardBody(photo)));
    expect(again.cardRequest.id).not.toBe(id);
  });

  it('says a creation fee missing from the catalogue in its own words, not the reload’s (CARD_CREATION_FEE_UNAVAILABLE)', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const photo = await uploadPhoto(app, me);
    // The catalogue is the block's: its fee is on sale again for the next test.
    const onSale = (active: 0 | 1) =>
      app.db.updateTable('products').set({ active }).where('code', '=', 'CARD_CREATION_FEE').execute();
    onTestFinished(async () => {
      await onSale(1);
    });
    await onSale(0);
    const french = await requestCard(app, me, requestCardBody(photo));
    expect(refusal(french)).toEqual({ status: 409, code: 'CARD_CREATION_FEE_UNAVAILABLE' });
    expect(koError(french).message).toBe(
      'Une nouvelle carte ne peut pas être commandée en ligne pour le moment\u00a0: la Maison de la mobilité l’établit sur place ou par téléphone. Vos réponses sont conservées.',
    );
    const english = await requestCard(app, me, { ...requestCardBody(photo), locale: 'en' });
    expect(koError(english).message).toMatch(/^A new card cannot be ordered online at the moment/);
    const requests = await app.db
      .selectFrom('card_requests')
      .select('id')
      .where('account_id', '=', me.userId)
      .execute();
    expect(requests).toEqual([]);
  });

  it('takes a pickup at an agency of the network, and refuses an unknown one (COLLECT_SITE_UNKNOWN)', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const photo = await uploadPhoto(app, me);
    const pickup = (collectSiteId: unknown) =>
      requestCard(app, me, requestCardBody(photo, { delivery: { type: 'PICKUP', collectSiteId } }));
    const answer = okResponse(await pickup(AGENCY_ID));
    expect(answer.cardRequest.deliveryType).toBe('PICKUP');
    expect(refusal(await pickup(999_999))).toEqual({ status: 400, code: 'COLLECT_SITE_UNKNOWN' });
    expect(refusal(await pickup('abc'))).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('refuses a product the holder cannot have (PRODUCT_NOT_FOR_HOLDER): under-26 at 40, solidarity for an employee, any pass for the police, a fee', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const photo = await uploadPhoto(app, me);
    const ask = (shopItemId: number, holderFields: Record<string, unknown>) =>
      requestCard(app, me, requestCardBody(photo, { shopItemId, holder: holder(holderFields) }));
    const refused = { status: 409, code: 'PRODUCT_NOT_FOR_HOLDER' };

    expect(refusal(await ask(SHOP.under26, { birthdate: bornYearsAgo(40) }))).toEqual(refused);
    expect(refusal(await ask(SHOP.solidarity, { socioProfessionalCategory: 'EMPLOYEE' }))).toEqual(refused);
    expect(refusal(await ask(SHOP.monthly, { socioProfessionalCategory: 'POLICE' }))).toEqual(refused);
    expect(refusal(await ask(SHOP.creationFee, {}))).toEqual(refused);
    expect(refusal(await ask(999_999, {}))).toEqual(refused);
    // The same products for the holders they are for.
    okResponse(await ask(SHOP.under26, { birthdate: bornYearsAgo(20) }));
    okResponse(await ask(SHOP.solidarity, { socioProfessionalCategory: 'JOBSEEKER' }));
    // Without a category: the fares for everyone.
    okResponse(await ask(SHOP.monthly, { socioProfessionalCategory: undefined }));
    // Two passes on one new card would overlap; tickets come by the ten.
    expect(refusal(await requestCard(app, me, requestCardBody(photo, { quantity: 2 })))).toEqual({
      status: 409,
      code: 'QUANTITY_NOT_ALLOWED',
    });
    okResponse(await requestCard(app, me, requestCardBody(photo, { shopItemId: SHOP.ticket, quantity: 3 })));

    const count = await app.db
      .selectFrom('card_requests')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('account_id', '=', me.userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(4);
  });

  it('needs the caller’s own photo document: another account’s is 403 like a missing one, a proof is PHOTO_REQUIRED', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const theirs = await uploadPhoto(app, stranger);
    const forbidden = { status: 403, code: 'FORBIDDEN' };
    expect(refusal(await requestCard(app, me, requestCardBody(theirs)))).toEqual(forbidden);
    expect(refusal(await requestCard(app, me, requestCardBody(2_000_000_000)))).toEqual(forbidden);
    // Even with a body otherwise refused, a stranger's id says nothing more.
    expect(
      refusal(await requestCard(app, me, requestCardBody(theirs, { shopItemId: SHOP.creationFee }))),
    ).toEqual(forbidden);

    const proof = await postForm<{ document: { id: number } }>(
      app,
      'Media/uploadDocument.json',
      { userToken: me.userToken, document_type: 'IDENTITY' },
      {
        field: 'document',
        filename: 'id.pdf',
        contentType: 'application/pdf',
        data: Buffer.from(
          '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
        ),
      },
    );
    const proofId = okResponse(proof).document.id;
    expect(refusal(await requestCard(app, me, requestCardBody(proofId)))).toEqual({
      status: 400,
      code: 'PHOTO_REQUIRED',
    });
    const made = await app.db
      .selectFrom('card_requests')
      .select('id')
      .where('account_id', '=', me.userId)
      .execute();
    expect(made).toEqual([]);
  });

  it('refuses wrong types, nulls, missing and extra fields with 400 VALIDATION_ERROR naming the field', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const photo = await uploadPhoto(app, me);
    const fields = async (overrides: Record<string, unknown>) => {
      const answer = await requestCard(app, me, requestCardBody(photo, overrides));
      expect(answer.statusCode).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
      return Object.keys(koError(answer).fields ?? {});
    };
    expect(await fields({ holder: holder({ mobile: undefined }) })).toEqual(['holder.mobile']);
    expect(await fields({ holder: holder({ mobile: '01 23 45 67 89' }) })).toEqual(['holder.mobile']);
    expect(await fields({ holder: null })).toEqual(['holder']);
    expect(await fields({ holder: holder({ zipcode: '123' }) })).toEqual(['holder.zipcode']);
    expect(await fields({ holder: holder({ nickname: 'Léna' }) })).toEqual(['holder.nickname']);
    expect(await fields({ shopItemId: '10.5' })).toEqual(['shopItemId']);
    expect(await fields({ quantity: 0 })).toEqual(['quantity']);
    expect(await fields({ quantity: '1' })).toEqual(['quantity']);
    expect(await fields({ forSelf: 'yes' })).toEqual(['forSelf']);
    expect(await fields({ photoConsent: false })).toEqual(['photoConsent']);
    expect(await fields({ photoDocumentId: null })).toEqual(['photoDocumentId']);
    expect(await fields({ delivery: { type: 'DRONE' } })).toEqual(['delivery.type']);
    expect(await fields({ delivery: { type: 'SHIPPING', firstname: 'A' } })).toContain('delivery.lastname');
    expect(await fields({ alerts: { deliveryMode: 'SMS' } })).toEqual(['alerts.phone']);
    expect(await fields({ consents: { post: true } })).toEqual(['consents.sms', 'consents.email']);
    expect(await fields({ admin: true })).toEqual(['admin']);
    const made = await app.db
      .selectFrom('card_requests')
      .select('id')
      .where('account_id', '=', me.userId)
      .execute();
    expect(made).toEqual([]);
  });
});
