/**
 * The proofs submitted for a CARD_CREATION order item: one submission per item, made exactly once
 * (a double submit answers the first one), replaced whole while the order is unpaid, and after a
 * review only its INVALID proofs may be replaced, by new PENDING ones of the same type. The order
 * item is read through a function app.ts hands in (orders imports documents, not the reverse).
 */
import { MESSAGE_KEYS, submissionStatus, type SubmissionView } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { isoNow } from '../../lib/time.js';
import { replaceContractProof } from '../contracts/service.js';
import {
  addSubmissionDocuments,
  findAccountDocuments,
  findAccountSubmission,
  findSubmissionOfItem,
  insertSubmission,
  listAccountSubmissions,
  listRequiredTypes,
  listSubmissionDocuments,
  markSubmissionDocumentsReplaced,
  removeSubmissionDocuments,
  touchSubmission,
  type DocumentRow,
  type SubmissionRow,
} from './repo.js';
import { documentView } from './views.js';

/** A CARD_CREATION item of one of the account's unpaid orders. */
export type CardCreationItem = { id: number; orderId: number; productId: number };
export type FindCardCreationItem = (
  db: Db,
  accountId: number,
  itemId: number,
) => Promise<CardCreationItem | undefined>;

/** The caller's documents of those ids, each usable as a proof; any other id is 403. */
async function ownedProofs(db: Db, accountId: number, documentIds: number[]): Promise<DocumentRow[]> {
  const ids = [...new Set(documentIds)];
  const documents = await findAccountDocuments(db, accountId, ids);
  if (documents.length !== ids.length) throw new AppError('FORBIDDEN');
  // The photo is no proof, and a deleted or refused document proves nothing.
  if (documents.some((document) => document.type === 'PHOTO' || document.deleted_at !== null))
    throw new AppError('VALIDATION_ERROR', { document_ids: MESSAGE_KEYS.invalidValue });
  return documents;
}

/** The required types an item's current proofs do not cover (a refused one covers nothing). */
export async function missingDocumentTypes(db: Db, itemId: number, productId: number): Promise<string[]> {
  const required = await listRequiredTypes(db, productId);
  if (required.length === 0) return [];
  const submission = await findSubmissionOfItem(db, itemId);
  const current = submission ? await currentDocuments(db, submission.id) : [];
  const covered = new Set(
    current.filter((document) => document.status !== 'INVALID').map((document) => document.type),
  );
  return required.filter((type) => !covered.has(type));
}

async function currentDocuments(db: Db, submissionId: number) {
  return (await listSubmissionDocuments(db, [submissionId])).filter((row) => row.replaced_at === null);
}

async function submissionViews(db: Db, submissions: SubmissionRow[]): Promise<SubmissionView[]> {
  const rows = await listSubmissionDocuments(
    db,
    submissions.map((submission) => submission.id),
  );
  return submissions.map((submission) => {
    const documents = rows.filter((row) => row.submission_id === submission.id);
    const current = documents.filter((row) => row.replaced_at === null);
    return {
      id: submission.id,
      itemId: submission.item_id,
      orderId: submission.order_id,
      createdAt: submission.created_at,
      status: submissionStatus(current.map((row) => documentView(row).status)),
      // Replaced proofs stay listed (their history), after the current ones.
      documents: [...current, ...documents.filter((row) => row.replaced_at !== null)].map((row) =>
        documentView(row, row.replaced_at !== null),
      ),
    };
  });
}

async function oneView(db: Db, submissionId: number, accountId: number): Promise<SubmissionView> {
  const submission = await findAccountSubmission(db, accountId, submissionId);
  return (await submissionViews(db, [submission!]))[0]!;
}

/** Document/createDocumentsSubmission.json. */
export async function createDocumentsSubmission(
  db: Db,
  session: CurrentSession,
  input: { itemId: number; documentIds: number[] },
  findItem: FindCardCreationItem,
): Promise<SubmissionView> {
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const item = await findItem(trx, session.accountId, input.itemId);
      if (!item) throw new AppError('FORBIDDEN');
      const documents = await ownedProofs(trx, session.accountId, input.documentIds);
      if (documents.some((document) => document.status === 'INVALID'))
        throw new AppError('VALIDATION_ERROR', { document_ids: MESSAGE_KEYS.invalidValue });
      const types = new Set(documents.map((document) => document.type));
      const missing = (await listRequiredTypes(trx, item.productId)).filter((type) => !types.has(type));
      if (missing.length > 0)
        throw new AppError(
          'DOCUMENTS_REQUIRED',
          Object.fromEntries(missing.map((type) => [type, MESSAGE_KEYS.required])),
        );
      const wanted = documents.map((document) => document.id);
      const now = isoNow();
      const existing = await findSubmissionOfItem(trx, item.id);
      if (!existing) {
        const id = await insertSubmissionRow(trx, session.accountId, item, now);
        await addSubmissionDocuments(trx, id, wanted);
        return id;
      }
      // The same proofs again (a double submit) answer the submission as it is; others replace it.
      const current = (await currentDocuments(trx, existing.id)).map((row) => row.id);
      const added = wanted.filter((id) => !current.includes(id));
      const removed = current.filter((id) => !wanted.includes(id));
      if (added.length + removed.length > 0) {
        await removeSubmissionDocuments(trx, existing.id, removed);
        if (added.length > 0) await addSubmissionDocuments(trx, existing.id, added);
        await touchSubmission(trx, existing.id, now);
      }
      return existing.id;
    });
  let id: number;
  try {
    id = await attempt();
  } catch (error) {
    // Two submits at once: the second's insert met the first's row; run again, it finds it.
    if (!isUniqueViolation(error)) throw error;
    id = await attempt();
  }
  return oneView(db, id, session.accountId);
}

function insertSubmissionRow(db: Db, accountId: number, item: CardCreationItem, now: string) {
  return insertSubmission(db, {
    account_id: accountId,
    item_id: item.id,
    order_id: item.orderId,
    created_at: now,
  });
}

/** Document/updateDocumentsSubmission.json: the refused proofs replaced by new ones of their type. */
export async function updateDocumentsSubmission(
  db: Db,
  session: CurrentSession,
  input: { submissionId: number; documentIds: number[] },
): Promise<SubmissionView> {
  await db.transaction().execute(async (trx) => {
    const submission = await findAccountSubmission(trx, session.accountId, input.submissionId);
    if (!submission) throw new AppError('FORBIDDEN');
    const documents = await ownedProofs(trx, session.accountId, input.documentIds);
    const rows = await listSubmissionDocuments(trx, [submission.id]);
    const current = rows.filter((row) => row.replaced_at === null);
    const fresh = documents.filter((document) => !current.some((row) => row.id === document.id));
    // Already in place (a double submit): nothing to do.
    if (fresh.length === 0) return;
    if (rows.some((row) => fresh.some((document) => document.id === row.id)))
      throw new AppError('DOCUMENT_NOT_REPLACEABLE');
    const replaced: number[] = [];
    const pairs: [refused: number, fresh: number][] = [];
    for (const document of fresh) {
      const refused = current.find(
        (row) => row.status === 'INVALID' && row.type === document.type && !replaced.includes(row.id),
      );
      if (document.status !== 'PENDING' || !refused) throw new AppError('DOCUMENT_NOT_REPLACEABLE');
      replaced.push(refused.id);
      pairs.push([refused.id, document.id]);
    }
    const now = isoNow();
    await markSubmissionDocumentsReplaced(trx, submission.id, replaced, now);
    // A contract the refused proof suspended waits for the new one: accepted, it runs again (decision 058).
    for (const [refusedId, freshId] of pairs) await replaceContractProof(trx, refusedId, freshId, now);
    await addSubmissionDocuments(
      trx,
      submission.id,
      fresh.map((document) => document.id),
    );
    await touchSubmission(trx, submission.id, now);
  });
  return oneView(db, input.submissionId, session.accountId);
}

/** Document/getUserDocumentSubmissions.json, all or one order's (checked the caller's first). */
export async function listUserSubmissions(
  db: Db,
  session: CurrentSession,
  orderId: number | undefined,
  ownsOrder: (db: Db, accountId: number, orderId: number) => Promise<boolean>,
): Promise<SubmissionView[]> {
  if (orderId !== undefined && !(await ownsOrder(db, session.accountId, orderId)))
    throw new AppError('FORBIDDEN');
  return submissionViews(db, await listAccountSubmissions(db, session.accountId, orderId));
}
