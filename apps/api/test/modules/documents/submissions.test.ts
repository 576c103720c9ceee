/**
 * Document/createDocumentsSubmission.json, updateDocumentsSubmission.json and
 * getUserDocumentSubmissions.json, with the mobility centre's Staff/reviewDocument.json: the proofs
 * of a CARD_CREATION item, made once under a double submit, refused while a required type is
 * missing, another account's ids answered like missing ones, and only refused proofs replaced.
 */
import type { DocumentView, SubmissionView } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import type { CurrentSession } from '../../../src/lib/current-session.js';
import {
  createDocumentsSubmission,
  type FindCardCreationItem,
} from '../../../src/modules/documents/service.js';
import { findCardCreationItem } from '../../../src/modules/orders/card-creation-items.js';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post, type Answer } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { logInAsStaff } from '../../helpers/staff.js';
import { imageFile, insertCardCreationItem, solid, upload, uploadProof } from './support.js';

type Submitted = Answer<{ submission: SubmissionView }>;

describe.each(DIALECTS)('submissions of proofs ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const submit = (
    who: LoggedIn,
    itemId: number | string,
    documentIds: Array<number | string>,
  ): Promise<Submitted> =>
    post(ctx().app, 'Document/createDocumentsSubmission.json', {
      userToken: who.userToken,
      item_id: itemId,
      document_ids: documentIds,
    });
  const replace = (who: LoggedIn, submissionId: number, documentIds: number[]): Promise<Submitted> =>
    post(ctx().app, 'Document/updateDocumentsSubmission.json', {
      userToken: who.userToken,
      submission_id: submissionId,
      document_ids: documentIds,
    });
  const review = async (documentId: number, status: 'VALID' | 'INVALID', reason?: string) => {
    const staff = await logInAsStaff(ctx().app);
    return post<{ document: { status: string; reason: string | null } }>(
      ctx().app,
      'Staff/reviewDocument.json',
      {
        userToken: staff.userToken,
        documentId,
        status,
        ...(reason ? { reason } : {}),
      },
    );
  };
  const countSubmissions = async (itemId: number) =>
    (
      await ctx()
        .app.db.selectFrom('document_submissions')
        .select('id')
        .where('item_id', '=', itemId)
        .execute()
    ).length;

  it('links the proofs to the item, PENDING, and lists them for the order', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const { itemId, orderId } = await insertCardCreationItem(ctx().app, me);
    const identity = await uploadProof(ctx().app, me);
    const { submission } = okResponse(await submit(me, itemId, [identity]));
    expect(submission).toMatchObject({ itemId, orderId, status: 'PENDING' });
    expect(submission.documents.map((document) => document.id)).toEqual([identity]);
    const listed = okResponse(
      await get<{ submissions: SubmissionView[] }>(ctx().app, 'Document/getUserDocumentSubmissions.json', {
        userToken: me.userToken,
        orderId,
      }),
    );
    expect(listed.submissions).toEqual([submission]);
  });

  it('refuses 409 DOCUMENTS_REQUIRED naming the missing types, and makes nothing', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const { itemId } = await insertCardCreationItem(ctx().app, me, { product: 'MONTHLY_SOLIDARITY' });
    const identity = await uploadProof(ctx().app, me);
    const answer = await submit(me, itemId, [identity]);
    expect(answer.statusCode).toBe(409);
    expect(koError(answer)).toMatchObject({
      code: 'DOCUMENTS_REQUIRED',
      fields: { ENTITLEMENT_LETTER: 'validation.required' },
    });
    expect(await countSubmissions(itemId)).toBe(0);
    const letter = await uploadProof(ctx().app, me, 'ENTITLEMENT_LETTER');
    expect(okResponse(await submit(me, itemId, [identity, letter])).submission.documents).toHaveLength(2);
  });

  it('makes one submission under a double submit, and answers it again', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const { itemId } = await insertCardCreationItem(ctx().app, me);
    const identity = await uploadProof(ctx().app, me);
    const answers = await Promise.all([submit(me, itemId, [identity]), submit(me, itemId, [identity])]);
    const ids = answers.map((answer) => okResponse(answer).submission.id);
    expect(ids[0]).toBe(ids[1]);
    expect(okResponse(await submit(me, itemId, [identity, identity])).submission.id).toBe(ids[0]);
    expect(await countSubmissions(itemId)).toBe(1);
  });

  it('makes one submission when two submits meet inside their transactions (the second runs again)', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const { itemId } = await insertCardCreationItem(ctx().app, me);
    const identity = await uploadProof(ctx().app, me);
    const session = { accountId: me.userId } as CurrentSession;
    // Each submit waits in its transaction until the other arrives (PostgreSQL runs both at once;
    // SQLite, one connection, runs them one after the other once the wait gives up).
    let arrived = 0;
    let meet: () => void = () => {};
    const bothIn = new Promise<void>((resolve) => {
      meet = resolve;
      setTimeout(resolve, 300);
    });
    const meeting: FindCardCreationItem = async (db, accountId, id) => {
      arrived += 1;
      if (arrived === 2) meet();
      await bothIn;
      return findCardCreationItem(db, accountId, id);
    };
    // Open connections first (PostgreSQL's pool makes them on demand): a new one's first queries
    // are slow enough that the other submit would have committed before them.
    await Promise.all(
      Array.from({ length: 4 }, () => ctx().app.db.selectFrom('document_types').select('code').execute()),
    );
    const input = { itemId, documentIds: [identity] };
    const [first, second] = await Promise.all([
      createDocumentsSubmission(ctx().app.db, session, input, meeting),
      createDocumentsSubmission(ctx().app.db, session, input, meeting),
    ]);
    expect(first.id).toBe(second.id);
    expect(await countSubmissions(itemId)).toBe(1);
  });

  it('replaces the proofs with others while the order is unpaid', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const { itemId } = await insertCardCreationItem(ctx().app, me);
    const first = await uploadProof(ctx().app, me);
    const second = await uploadProof(ctx().app, me);
    const before = okResponse(await submit(me, itemId, [first])).submission;
    const after = okResponse(await submit(me, itemId, [second])).submission;
    expect(after.id).toBe(before.id);
    expect(after.documents.map((document) => document.id)).toEqual([second]);
  });

  it('refuses a paid order’s item, a reload’s item, the photo and a deleted proof', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const identity = await uploadProof(ctx().app, me);
    const paid = await insertCardCreationItem(ctx().app, me, { status: 'COMPLETED' });
    expect(koError(await submit(me, paid.itemId, [identity])).code).toBe('FORBIDDEN');
    const reload = await insertCardCreationItem(ctx().app, me);
    await ctx()
      .app.db.updateTable('order_items')
      .set({ type: 'CARD_RELOAD' })
      .where('id', '=', reload.itemId)
      .execute();
    expect(koError(await submit(me, reload.itemId, [identity])).code).toBe('FORBIDDEN');
    const { itemId } = await insertCardCreationItem(ctx().app, me);
    const portrait = await solid(800, 1000).jpeg().toBuffer();
    const photo = okResponse(await upload(ctx().app, me, 'PHOTO', imageFile(portrait), { photoConsent: '1' }))
      .document.id;
    const asProof = await submit(me, itemId, [identity, photo]);
    expect([asProof.statusCode, koError(asProof).fields]).toEqual([
      400,
      { document_ids: 'validation.invalidValue' },
    ]);
    await ctx()
      .app.db.updateTable('documents')
      .set({ data: null, deleted_at: new Date().toISOString() })
      .where('id', '=', identity)
      .execute();
    const deleted = await submit(me, itemId, [identity]);
    expect([deleted.statusCode, koError(deleted).fields]).toEqual([
      400,
      { document_ids: 'validation.invalidValue' },
    ]);
  });

  it('answers another account’s item, document and submission exactly as missing ones, changing nothing', async () => {
    const owner = await signUpAndLogIn(ctx().app);
    const stranger = await signUpAndLogIn(ctx().app);
    const theirs = await insertCardCreationItem(ctx().app, owner);
    const theirProof = await uploadProof(ctx().app, owner);
    const theirSubmission = okResponse(await submit(owner, theirs.itemId, [theirProof])).submission;
    const mine = await insertCardCreationItem(ctx().app, stranger);
    const myProof = await uploadProof(ctx().app, stranger);
    const mySubmission = okResponse(await submit(stranger, mine.itemId, [myProof])).submission;
    const missing = 987_654;
    const links = () =>
      ctx().app.db.selectFrom('document_submission_documents').selectAll().orderBy('document_id').execute();
    const linksBefore = await links();
    const same = (a: Answer, b: Answer) => expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);

    const foreignItem = await submit(stranger, theirs.itemId, [myProof]);
    expect([foreignItem.statusCode, koError(foreignItem).code]).toEqual([403, 'FORBIDDEN']);
    same(foreignItem, await submit(stranger, missing, [myProof]));
    same(
      await submit(stranger, mine.itemId, [myProof, theirProof]),
      await submit(stranger, mine.itemId, [myProof, missing]),
    );
    same(await replace(stranger, theirSubmission.id, [myProof]), await replace(stranger, missing, [myProof]));
    same(
      await replace(stranger, mySubmission.id, [theirProof]),
      await replace(stranger, mySubmission.id, [missing]),
    );
    same(
      await get(ctx().app, 'Document/getUserDocumentSubmissions.json', {
        userToken: stranger.userToken,
        orderId: theirs.orderId,
      }),
      await get(ctx().app, 'Document/getUserDocumentSubmissions.json', {
        userToken: stranger.userToken,
        orderId: missing,
      }),
    );
    const ownerView = okResponse(
      await get<{ submissions: SubmissionView[] }>(ctx().app, 'Document/getUserDocumentSubmissions.json', {
        userToken: owner.userToken,
      }),
    );
    expect(ownerView.submissions).toEqual([theirSubmission]);
    expect(await links()).toEqual(linksBefore);
  });

  it('refuses wrong types with 400: text ids, an empty list, eleven documents, a fraction', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const { itemId } = await insertCardCreationItem(ctx().app, me);
    for (const documentIds of [['abc'], [], Array.from({ length: 11 }, (_, index) => index + 1), [1.5]]) {
      const answer = await submit(me, itemId, documentIds);
      expect([answer.statusCode, koError(answer).code], JSON.stringify(documentIds)).toEqual([
        400,
        'VALIDATION_ERROR',
      ]);
    }
    const nullItem = await post(ctx().app, 'Document/createDocumentsSubmission.json', {
      userToken: me.userToken,
      item_id: null,
      document_ids: [1],
    });
    expect(nullItem.statusCode).toBe(400);
  });

  it('replaces only a refused proof, by a new PENDING one of its type, and tells the owner by mail', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const { itemId } = await insertCardCreationItem(ctx().app, me);
    const identity = await uploadProof(ctx().app, me);
    const { submission } = okResponse(await submit(me, itemId, [identity]));
    const fresh = await uploadProof(ctx().app, me);
    const early = await replace(me, submission.id, [fresh]);
    expect([early.statusCode, koError(early).code]).toEqual([409, 'DOCUMENT_NOT_REPLACEABLE']);

    const refused = okResponse(await review(identity, 'INVALID', 'Document illisible'));
    expect(refused.document).toMatchObject({ status: 'INVALID', reason: 'Document illisible' });
    const mails = await ctx()
      .app.db.selectFrom('mail_outbox')
      .select(['kind', 'text_body'])
      .where('to_address', '=', me.passenger.email.toLowerCase())
      .execute();
    expect(mails.find((mail) => mail.kind === 'document-refused')?.text_body).toContain('Document illisible');
    const invalidView = okResponse(
      await get<{ submissions: SubmissionView[] }>(ctx().app, 'Document/getUserDocumentSubmissions.json', {
        userToken: me.userToken,
      }),
    ).submissions.find((candidate) => candidate.id === submission.id)!;
    expect(invalidView.status).toBe('INVALID');

    const letter = await uploadProof(ctx().app, me, 'ENTITLEMENT_LETTER');
    const wrongType = await replace(me, submission.id, [letter]);
    expect([wrongType.statusCode, koError(wrongType).code]).toEqual([409, 'DOCUMENT_NOT_REPLACEABLE']);

    const replaced = okResponse(await replace(me, submission.id, [fresh])).submission;
    expect(replaced.status).toBe('PENDING');
    // The refused proof stays as history and says it was replaced (the portal offers no "Replace").
    expect(replaced.documents.map((document) => [document.id, document.status, document.replaced])).toEqual([
      [fresh, 'PENDING', false],
      [identity, 'INVALID', true],
    ]);
    const listed = okResponse(
      await get<{ documents: DocumentView[] }>(ctx().app, 'Document/getUserDocuments.json', {
        userToken: me.userToken,
      }),
    ).documents;
    expect(listed.filter((document) => document.replaced).map((document) => document.id)).toEqual([identity]);
    // Again (a double submit): the same answer, nothing more.
    expect(okResponse(await replace(me, submission.id, [fresh])).submission).toEqual(replaced);
    // The replaced proof cannot come back.
    const back = await replace(me, submission.id, [identity]);
    expect([back.statusCode, koError(back).code]).toEqual([409, 'DOCUMENT_NOT_REPLACEABLE']);
    okResponse(await review(fresh, 'VALID'));
    const valid = okResponse(
      await get<{ submissions: SubmissionView[] }>(ctx().app, 'Document/getUserDocumentSubmissions.json', {
        userToken: me.userToken,
      }),
    ).submissions.find((candidate) => candidate.id === submission.id)!;
    expect(valid.status).toBe('VALID');
  });

  it('lets only the staff review: a passenger’s session is 403, a missing document 404', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const identity = await uploadProof(ctx().app, me);
    const byPassenger = await post(ctx().app, 'Staff/reviewDocument.json', {
      userToken: me.userToken,
      documentId: identity,
      status: 'VALID',
    });
    expect([byPassenger.statusCode, koError(byPassenger).code]).toEqual([403, 'FORBIDDEN']);
    const status = await ctx()
      .app.db.selectFrom('documents')
      .select('status')
      .where('id', '=', identity)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('PENDING');
    const missing = await review(987_654, 'VALID');
    expect([missing.statusCode, koError(missing).code]).toEqual([404, 'NOT_FOUND']);
    const badStatus = await post(ctx().app, 'Staff/reviewDocument.json', {
      userToken: (await logInAsStaff(ctx().app)).userToken,
      documentId: identity,
      status: 'MAYBE',
    });
    expect(badStatus.statusCode).toBe(400);
  });
});
