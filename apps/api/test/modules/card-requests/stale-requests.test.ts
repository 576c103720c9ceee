import { describe, expect, it } from 'vitest';
import { cancelStaleCardRequests } from '../../../src/modules/card-requests/service.js';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';
import { requestCard, requestCardBody, requestedCard, SHOP, uploadPhoto } from './support.js';

const DAY = 86_400_000;

describe.each(DIALECTS)('unpaid card requests ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('are cancelled two days after they were made, and nothing else is: a fresh one and a paid one stay', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const old = (await requestedCard(app, me)).cardRequest.id;
    const fresh = (await requestedCard(app, me)).cardRequest.id;
    const paid = (await requestedCard(app, me)).cardRequest.id;
    const threeDaysAgo = new Date(Date.now() - 3 * DAY).toISOString();
    await app.db
      .updateTable('card_requests')
      .set({ created_at: threeDaysAgo })
      .where('id', 'in', [old, paid])
      .execute();
    await app.db.updateTable('card_requests').set({ status: 'PAID' }).where('id', '=', paid).execute();

    expect(await cancelStaleCardRequests(app.db)).toBe(1);
    const rows = await app.db
      .selectFrom('card_requests')
      .select(['id', 'status', 'photo_document_id'])
      .where('account_id', '=', me.userId)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [old, 'CANCELLED'],
      [fresh, 'AWAITING_PAYMENT'],
      [paid, 'PAID'],
    ]);
    // The cancelled request's photo is released to the retention job; the waiting one's is not.
    const photos = await app.db
      .selectFrom('documents')
      .select(['id', 'released_at'])
      .where('id', 'in', [rows[0]!.photo_document_id, rows[1]!.photo_document_id])
      .orderBy('id')
      .execute();
    expect(photos.map((photo) => photo.released_at !== null)).toEqual([true, false]);
    // Run again: nothing more to do.
    expect(await cancelStaleCardRequests(app.db)).toBe(0);

    // A cart still holding the cancelled request is refused.
    const answer = await post(app, 'Order/computeAmount.json', {
      userToken: me.userToken,
      items: [
        { type: 'CARD_CREATION', cardRequestId: old, shopItemId: SHOP.monthly, quantity: 1 },
        { type: 'CARD_CREATION', cardRequestId: old, shopItemId: SHOP.creationFee, quantity: 1 },
      ],
    });
    expect([answer.statusCode, koError(answer).code]).toEqual([409, 'CARD_REQUEST_CLOSED']);
  });

  it('keep a photo two requests share (a double submit) while one of them still waits', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const photo = await uploadPhoto(app, me);
    const first = okResponse(await requestCard(app, me, requestCardBody(photo))).cardRequest.id;
    const second = okResponse(await requestCard(app, me, requestCardBody(photo))).cardRequest.id;
    const released = async () =>
      (
        await app.db
          .selectFrom('documents')
          .select('released_at')
          .where('id', '=', photo)
          .executeTakeFirstOrThrow()
      ).released_at;
    await app.db
      .updateTable('card_requests')
      .set({ created_at: new Date(Date.now() - 3 * DAY).toISOString() })
      .where('id', '=', first)
      .execute();
    expect(await cancelStaleCardRequests(app.db)).toBeGreaterThanOrEqual(1);
    const firstRow = await app.db
      .selectFrom('card_requests')
      .select('status')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(firstRow.status).toBe('CANCELLED');
    expect(await released()).toBeNull();
    // The second one's turn: now nobody waits for the photo.
    await cancelStaleCardRequests(app.db, new Date(Date.now() + 3 * DAY));
    const statuses = await app.db
      .selectFrom('card_requests')
      .select('status')
      .where('id', 'in', [first, second])
      .orderBy('id')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(await released()).not.toBeNull();
  });
});
