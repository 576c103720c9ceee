/**
 * The queries of the documents module's tables (document_types, product_document_requirements,
 * documents, document_submissions, document_submission_documents, document_links). Each function
 * takes `db`, which may be a transaction.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { DocumentsTable } from '../../db/tables/documents.js';

/** Every column of a document but its bytes: what views and rules read. */
const DOCUMENT_COLUMNS = [
  'documents.id',
  'documents.account_id',
  'documents.type',
  'documents.status',
  'documents.file_name',
  'documents.mime_type',
  'documents.size',
  'documents.created_at',
  'documents.reviewed_at',
  'documents.reason',
  'documents.reason_code',
  'documents.used_at',
  'documents.released_at',
  'documents.deleted_at',
] as const;

export function listDocumentTypes(db: Db) {
  return db.selectFrom('document_types').selectAll().orderBy('position').execute();
}

export function findDocumentType(db: Db, code: string) {
  return db.selectFrom('document_types').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function listRequiredTypes(db: Db, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('product_document_requirements')
    .innerJoin('document_types', 'document_types.code', 'product_document_requirements.document_type')
    .select('document_type')
    .where('product_id', '=', productId)
    .orderBy('document_types.position')
    .execute();
  return rows.map((row) => row.document_type);
}

export async function insertDocument(db: Db, row: Insertable<DocumentsTable>): Promise<number> {
  const inserted = await db.insertInto('documents').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Uploads of an account since an instant (rows deleted since are not counted: none are that young). */
export async function countUploadsSince(db: Db, accountId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('account_id', '=', accountId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export function findDocument(db: Db, documentId: number) {
  return db.selectFrom('documents').select(DOCUMENT_COLUMNS).where('id', '=', documentId).executeTakeFirst();
}

/** The documents of those ids, whoever uploaded them: the proofs on record for a card (decision 058). */
export function findDocuments(db: Db, documentIds: number[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('documents').select(DOCUMENT_COLUMNS).where('id', 'in', documentIds).execute();
}

/** The account's documents among those ids (another account's are simply not found). */
export function findAccountDocuments(db: Db, accountId: number, documentIds: number[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('account_id', '=', accountId)
    .where('id', 'in', documentIds)
    .execute();
}

export function listAccountDocuments(db: Db, accountId: number) {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findDocumentBytes(db: Db, documentId: number) {
  return db
    .selectFrom('documents')
    .select(['data', 'width', 'height', 'mime_type', 'file_name'])
    .where('id', '=', documentId)
    .executeTakeFirst();
}

export function markDocumentUsed(db: Db, documentId: number, at: string) {
  return db
    .updateTable('documents')
    .set({ used_at: at, released_at: null })
    .where('id', '=', documentId)
    .execute();
}

export function markDocumentReleased(db: Db, documentId: number, at: string) {
  return db
    .updateTable('documents')
    .set({ released_at: at })
    .where('id', '=', documentId)
    .where('released_at', 'is', null)
    .execute();
}

/** Sets the verdict of a PENDING document; false when it was not PENDING (already reviewed). */
export async function setReview(
  db: Db,
  documentId: number,
  review: { status: string; reason: string | null; reviewedAt: string; reviewedBy: number },
): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({
      status: review.status,
      reason: review.reason,
      reviewed_at: review.reviewedAt,
      reviewed_by: review.reviewedBy,
    })
    .where('id', '=', documentId)
    .where('status', '=', 'PENDING')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type SubmissionRow = NonNullable<Awaited<ReturnType<typeof findSubmissionOfItem>>>;

export function findSubmissionOfItem(db: Db, itemId: number) {
  return db.selectFrom('document_submissions').selectAll().where('item_id', '=', itemId).executeTakeFirst();
}

export function findAccountSubmission(db: Db, accountId: number, submissionId: number) {
  return db
    .selectFrom('document_submissions')
    .selectAll()
    .where('id', '=', submissionId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export function listAccountSubmissions(db: Db, accountId: number, orderId?: number) {
  let query = db.selectFrom('document_submissions').selectAll().where('account_id', '=', accountId);
  if (orderId !== undefined) query = query.where('order_id', '=', orderId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function insertSubmission(
  db: Db,
  row: { account_id: number; item_id: number; order_id: number; created_at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('document_submissions')
    .values({ ...row, updated_at: row.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function touchSubmission(db: Db, submissionId: number, at: string) {
  return db
    .updateTable('document_submissions')
    .set({ updated_at: at })
    .where('id', '=', submissionId)
    .execute();
}

/** The documents of submissions (current and replaced ones), bytes left out. */
export function listSubmissionDocuments(db: Db, submissionIds: number[]) {
  if (submissionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('document_submission_documents')
    .innerJoin('documents', 'documents.id', 'document_submission_documents.document_id')
    .select([
      ...DOCUMENT_COLUMNS,
      'document_submission_documents.submission_id',
      'document_submission_documents.replaced_at',
    ])
    .where('document_submission_documents.submission_id', 'in', submissionIds)
    .orderBy('documents.id')
    .execute();
}

export function addSubmissionDocuments(db: Db, submissionId: number, documentIds: number[]) {
  return db
    .insertInto('document_submission_documents')
    .values(
      documentIds.map((documentId) => ({
        submission_id: submissionId,
        document_id: documentId,
        replaced_at: null,
      })),
    )
    .execute();
}

/** Takes documents out of a submission (a re-submit with others while the order is unpaid). */
export function removeSubmissionDocuments(db: Db, submissionId: number, documentIds: number[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .deleteFrom('document_submission_documents')
    .where('submission_id', '=', submissionId)
    .where('document_id', 'in', documentIds)
    .execute();
}

export function markSubmissionDocumentsReplaced(
  db: Db,
  submissionId: number,
  documentIds: number[],
  at: string,
) {
  return db
    .updateTable('document_submission_documents')
    .set({ replaced_at: at })
    .where('submission_id', '=', submissionId)
    .where('document_id', 'in', documentIds)
    .execute();
}

/** Among those documents, the ones a submission holds as replaced (refused, then replaced). */
export async function findReplacedDocumentIds(db: Db, documentIds: number[]): Promise<Set<number>> {
  if (documentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('document_submission_documents')
    .select('document_id')
    .where('document_id', 'in', documentIds)
    .where('replaced_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.document_id));
}

/** The orders a document was submitted for, the newest submission's first. */
export async function findSubmittedOrderIds(db: Db, documentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('document_submission_documents')
    .innerJoin(
      'document_submissions',
      'document_submissions.id',
      'document_submission_documents.submission_id',
    )
    .select('document_submissions.order_id')
    .where('document_submission_documents.document_id', '=', documentId)
    .orderBy('document_submissions.created_at', 'desc')
    .orderBy('document_submissions.id', 'desc')
    .execute();
  return rows.map((row) => row.order_id);
}

/** Whether a document is in any submission (then it is a proof, kept by the proof rules). */
export async function isSubmitted(db: Db, documentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('document_submission_documents')
    .select('document_id')
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertLink(
  db: Db,
  row: {
    token_hash: string;
    account_id: number;
    document_id: number;
    created_at: string;
    expires_at: string;
  },
) {
  return db.insertInto('document_links').values(row).execute();
}

export function findLink(db: Db, tokenHash: string) {
  return db.selectFrom('document_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** The order items whose current proofs include this document (replaced ones not). */
export async function findItemsOfDocument(db: Db, documentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('document_submission_documents')
    .innerJoin(
      'document_submissions',
      'document_submissions.id',
      'document_submission_documents.submission_id',
    )
    .select('document_submissions.item_id')
    .where('document_submission_documents.document_id', '=', documentId)
    .where('document_submission_documents.replaced_at', 'is', null)
    .execute();
  return rows.map((row) => row.item_id);
}

/**
 * The proofs awaiting review, oldest first, with the order item they were submitted for (a
 * document in no submission, e.g. a proof uploaded but never sent, is nobody's work yet).
 */
export function listPendingDocuments(db: Db, limit: number) {
  return db
    .selectFrom('documents')
    .innerJoin('document_submission_documents', (join) =>
      join
        .onRef('document_submission_documents.document_id', '=', 'documents.id')
        .on('document_submission_documents.replaced_at', 'is', null),
    )
    .innerJoin(
      'document_submissions',
      'document_submissions.id',
      'document_submission_documents.submission_id',
    )
    .select([
      'documents.id',
      'documents.account_id',
      'documents.type',
      'documents.file_name',
      'documents.mime_type',
      'documents.created_at',
      'document_submissions.order_id',
      'document_submissions.item_id',
    ])
    .where('documents.status', '=', 'PENDING')
    .where('documents.deleted_at', 'is', null)
    .orderBy('documents.created_at')
    .orderBy('documents.id')
    .limit(limit)
    .execute();
}

export function setReasonCode(db: Db, documentId: number, reasonCode: string) {
  return db.updateTable('documents').set({ reason_code: reasonCode }).where('id', '=', documentId).execute();
}
