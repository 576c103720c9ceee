/**
 * Staff/reviewDocument.json beyond the first verdict: the refusal mail speaks the language of the
 * order the proof was submitted for (French when it is in none), the same verdict again answers
 * the document once with one mail, another verdict on a reviewed or a deleted document is 409.
 */
import { localizedPath, type DocumentView } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { logInAsStaff } from '../../helpers/staff.js';
import { insertCardCreationItem, uploadProof } from './support.js';

describe.each(DIALECTS)('reviewing a proof ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const review = async (documentId: number, status: 'VALID' | 'INVALID', reason?: string) => {
    const staff = await logInAsStaff(ctx().app);
    return post<{ document: DocumentView }>(ctx().app, 'Staff/reviewDocument.json', {
      userToken: staff.userToken,
      documentId,
      status,
      ...(reason ? { reason } : {}),
    });
  };
  /** The refusal mails queued for the passenger, oldest first, with their Content-Language. */
  const refusalMails = async (who: LoggedIn) =>
    (
      await ctx()
        .app.db.selectFrom('mail_outbox')
        .select(['subject', 'text_body', 'raw_mime'])
        .where('to_address', '=', who.passenger.email.toLowerCase())
        .where('kind', '=', 'document-refused')
        .orderBy('id')
        .execute()
    ).map((mail) => ({ ...mail, locale: /^Content-Language: (\w+)/im.exec(mail.raw_mime)?.[1] }));
  /** A proof submitted for a new card's order placed in that language. */
  const submittedProof = async (who: LoggedIn, locale: 'fr' | 'en') => {
    const { itemId, orderId } = await insertCardCreationItem(ctx().app, who);
    await ctx().app.db.updateTable('orders').set({ locale }).where('id', '=', orderId).execute();
    const proof = await uploadProof(ctx().app, who);
    okResponse(
      await post(ctx().app, 'Document/createDocumentsSubmission.json', {
        userToken: who.userToken,
        item_id: itemId,
        document_ids: [proof],
      }),
    );
    return proof;
  };

  it('mails a refused proof of an English order in English, with the English order tracking', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const proof = await submittedProof(me, 'en');
    okResponse(await review(proof, 'INVALID', 'Blurry scan'));
    const [mail, ...more] = await refusalMails(me);
    expect(more).toHaveLength(0);
    expect(mail!.locale).toBe('en');
    expect(mail!.subject).toBe('Your proof needs replacing');
    expect(mail!.text_body).toContain('Reason: Blurry scan');
    expect(mail!.text_body).toContain(
      'The mobility centre could not validate your proof “Identity document”.',
    );
    expect(mail!.text_body).toContain(localizedPath('/account/history', 'en'));
    expect(mail!.text_body).not.toContain('Bonjour');
  });

  it('mails in French for a French order, and for a proof in no submission yet', async () => {
    const me = await signUpAndLogIn(ctx().app);
    okResponse(await review(await submittedProof(me, 'fr'), 'INVALID', 'Illisible'));
    okResponse(await review(await uploadProof(ctx().app, me), 'INVALID'));
    const mails = await refusalMails(me);
    expect(mails.map((mail) => [mail.locale, mail.subject])).toEqual([
      ['fr', 'Votre justificatif doit être remplacé'],
      ['fr', 'Votre justificatif doit être remplacé'],
    ]);
    expect(mails[0]!.text_body).toContain('Motif : Illisible');
  });

  it('answers the same verdict again as it is, with one mail, also when both arrive at once', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const proof = await submittedProof(me, 'fr');
    const both = await Promise.all([
      review(proof, 'INVALID', 'Illisible'),
      review(proof, 'INVALID', 'Illisible'),
    ]);
    const [first, second] = both.map((answer) => okResponse(answer).document);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ status: 'INVALID', reason: 'Illisible' });
    const again = okResponse(await review(proof, 'INVALID', 'Illisible')).document;
    expect(again).toEqual(first);
    expect(await refusalMails(me)).toHaveLength(1);
  });

  it('of two different verdicts at once, one is given and the other answers 409', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const proof = await submittedProof(me, 'fr');
    const answers = await Promise.all([review(proof, 'VALID'), review(proof, 'INVALID', 'Illisible')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const given = okResponse(answers.find((answer) => answer.statusCode === 200)!).document;
    const row = await ctx()
      .app.db.selectFrom('documents')
      .select('status')
      .where('id', '=', proof)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(given.status);
    expect(await refusalMails(me)).toHaveLength(given.status === 'INVALID' ? 1 : 0);
  });

  it('refuses 409 another verdict on a reviewed proof, and any on a deleted one, changing nothing', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const valid = await submittedProof(me, 'fr');
    okResponse(await review(valid, 'VALID'));
    const turned = await review(valid, 'INVALID', 'Finalement illisible');
    expect([turned.statusCode, koError(turned).code]).toEqual([409, 'CONFLICT']);
    const refused = await uploadProof(ctx().app, me);
    okResponse(await review(refused, 'INVALID', 'Illisible'));
    const otherReason = await review(refused, 'INVALID', 'Expiré');
    expect([otherReason.statusCode, koError(otherReason).code]).toEqual([409, 'CONFLICT']);
    const deleted = await uploadProof(ctx().app, me);
    await ctx()
      .app.db.updateTable('documents')
      .set({ deleted_at: new Date().toISOString(), data: null })
      .where('id', '=', deleted)
      .execute();
    const onDeleted = await review(deleted, 'VALID');
    expect([onDeleted.statusCode, koError(onDeleted).code]).toEqual([409, 'CONFLICT']);
    const rows = await ctx()
      .app.db.selectFrom('documents')
      .select(['id', 'status', 'reason'])
      .where('id', 'in', [valid, refused, deleted])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.status, row.reason])).toEqual([
      ['VALID', null],
      ['INVALID', 'Illisible'],
      ['PENDING', null],
    ]);
    // Only the first refusal was mailed.
    expect(await refusalMails(me)).toHaveLength(1);
  });
});
