/**
 * The retention job (decision 039, root README): each kind of document loses its bytes when its
 * time is up and not a day before; the row stays, marked deleted, and the history says so.
 */
import type { DocumentView } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import {
  purgeDueDocuments,
  releasePhotoDocument,
  usePhotoDocument,
} from '../../../src/modules/documents/service.js';
import { useTestApp } from '../../helpers/app.js';
import { get, getRaw, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';
import { logInAsStaff } from '../../helpers/staff.js';
import { imageFile, insertCardCreationItem, solid, upload, uploadProof } from './support.js';

const DAY = 86_400_000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString();

describe.each(DIALECTS)('the documents retention job ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('deletes what is due, keeps what is not, and the history reads "deleted"', async () => {
    const { app } = ctx();
    const now = new Date();
    const me = await signUpAndLogIn(app);
    const staff = await logInAsStaff(app);
    const set = (id: number, values: Record<string, string | null>) =>
      app.db.updateTable('documents').set(values).where('id', '=', id).execute();
    const review = (documentId: number, status: 'VALID' | 'INVALID') =>
      post(app, 'Staff/reviewDocument.json', { userToken: staff.userToken, documentId, status });
    const portrait = await solid(800, 1000).jpeg().toBuffer();
    const photo = async () =>
      okResponse(await upload(app, me, 'PHOTO', imageFile(portrait), { photoConsent: '1' })).document.id;
    const submitted = async () => {
      const { itemId } = await insertCardCreationItem(app, me);
      const proof = await uploadProof(app, me);
      const { submission } = okResponse(
        await post<{ submission: { id: number } }>(app, 'Document/createDocumentsSubmission.json', {
          userToken: me.userToken,
          item_id: itemId,
          document_ids: [proof],
        }),
      );
      return { proof, submission: submission.id };
    };

    const oldUpload = await uploadProof(app, me);
    await set(oldUpload, { created_at: daysAgo(now, 2.1) });
    const youngUpload = await uploadProof(app, me);
    await set(youngUpload, { created_at: daysAgo(now, 1.9) });

    const pending = await submitted();
    await set(pending.proof, { created_at: daysAgo(now, 30) });

    const photoInUse = await photo();
    await usePhotoDocument(app.db, photoInUse, daysAgo(now, 9));
    await set(photoInUse, { created_at: daysAgo(now, 10) });
    const photoClosedLong = await photo();
    await usePhotoDocument(app.db, photoClosedLong);
    await releasePhotoDocument(app.db, photoClosedLong, daysAgo(now, 2.1));
    const photoClosedRecently = await photo();
    await usePhotoDocument(app.db, photoClosedRecently);
    await releasePhotoDocument(app.db, photoClosedRecently, daysAgo(now, 1.9));
    const photoNeverUsed = await photo();
    await set(photoNeverUsed, { created_at: daysAgo(now, 3) });

    const reviewedLong = await submitted();
    okResponse(await review(reviewedLong.proof, 'VALID'));
    await set(reviewedLong.proof, { reviewed_at: daysAgo(now, 184) });
    const reviewedRecently = await submitted();
    okResponse(await review(reviewedRecently.proof, 'VALID'));
    await set(reviewedRecently.proof, { reviewed_at: daysAgo(now, 182) });

    const replacedLong = await submitted();
    okResponse(await review(replacedLong.proof, 'INVALID'));
    const newProof = await uploadProof(app, me);
    okResponse(
      await post(app, 'Document/updateDocumentsSubmission.json', {
        userToken: me.userToken,
        submission_id: replacedLong.submission,
        document_ids: [newProof],
      }),
    );
    await set(replacedLong.proof, { reviewed_at: daysAgo(now, 31) });
    const replacedRecently = await submitted();
    okResponse(await review(replacedRecently.proof, 'INVALID'));
    const otherProof = await uploadProof(app, me);
    okResponse(
      await post(app, 'Document/updateDocumentsSubmission.json', {
        userToken: me.userToken,
        submission_id: replacedRecently.submission,
        document_ids: [otherProof],
      }),
    );
    await set(replacedRecently.proof, { reviewed_at: daysAgo(now, 29) });

    const { url } = okResponse(
      await get<{ url: string }>(app, 'Document/fileDownloadUrl', {
        userToken: me.userToken,
        documentId: youngUpload,
      }),
    );
    const liveToken = new URL(url, 'http://portal.test').searchParams.get('token')!;
    okResponse(
      await get(app, 'Document/fileDownloadUrl', { userToken: me.userToken, documentId: youngUpload }),
    );
    const links = () =>
      app.db.selectFrom('document_links').select(['id', 'expires_at']).orderBy('id').execute();
    const [, expiring] = await links();
    await app.db
      .updateTable('document_links')
      .set({ expires_at: daysAgo(now, 0.001) })
      .where('id', '=', expiring!.id)
      .execute();

    const report = await purgeDueDocuments(app.db, now);
    expect(report).toEqual({ unsubmitted: 2, photos: 1, proofs: 1, replaced: 1, links: 1 });

    const deleted = await app.db
      .selectFrom('documents')
      .select('id')
      .where('account_id', '=', me.userId)
      .where('deleted_at', 'is not', null)
      .where('data', 'is', null)
      .orderBy('id')
      .execute();
    expect(deleted.map((row) => row.id)).toEqual(
      [oldUpload, photoClosedLong, photoNeverUsed, reviewedLong.proof, replacedLong.proof].sort(
        (a, b) => a - b,
      ),
    );
    const kept = [
      youngUpload,
      pending.proof,
      photoInUse,
      photoClosedRecently,
      reviewedRecently.proof,
      replacedRecently.proof,
      newProof,
      otherProof,
    ];
    const stillThere = await app.db
      .selectFrom('documents')
      .select(['id', 'data'])
      .where('id', 'in', kept)
      .execute();
    expect(
      stillThere
        .filter((row) => row.data !== null)
        .map((row) => row.id)
        .sort((a, b) => a - b),
    ).toEqual([...kept].sort((a, b) => a - b));
    expect((await links()).map((link) => link.id)).not.toContain(expiring!.id);
    expect(
      (await getRaw(app, 'Document/file', { userToken: me.userToken, token: liveToken })).statusCode,
    ).toBe(200);

    // The history keeps the deleted proof, saying so.
    const { documents } = okResponse(
      await get<{ documents: DocumentView[] }>(app, 'Document/getUserDocuments.json', {
        userToken: me.userToken,
      }),
    );
    expect(documents.find((document) => document.id === reviewedLong.proof)).toMatchObject({
      status: 'VALID',
      deleted: true,
    });

    // A second run finds nothing more to do.
    expect(await purgeDueDocuments(app.db, now)).toEqual({
      unsubmitted: 0,
      photos: 0,
      proofs: 0,
      replaced: 0,
      links: 0,
    });
  });
});
