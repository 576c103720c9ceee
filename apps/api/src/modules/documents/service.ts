/**
 * The documents of a new-card request (issue 10, decision 039): the catalogue of proofs, uploads
 * (sniffed, re-encoded, limited per day), the account's documents, short-lived download links
 * bound to the session's account, and the mobility centre's review. Owns document_types,
 * product_document_requirements, documents, document_submissions, document_submission_documents
 * and document_links; the submissions' rules are in submissions.ts, the retention job in
 * retention.ts, the proofs behind reduced fares in fare-proofs.ts (decision 058). For other
 * modules: ownedPhotoDocument, usePhotoDocument, releasePhotoDocument (card requests),
 * requiredDocumentTypes, missingDocumentTypes and saleProofs (orders), fareProofOfCard (shop).
 */
import {
  DOCUMENT_LIMITS,
  MESSAGE_KEYS,
  type DocumentTypeView,
  type DocumentView,
  type Locale,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { jsonList } from '../../lib/json-list.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { isoAfter, isoNow } from '../../lib/time.js';
import { hashSecret, newSecret } from '../../lib/tokens.js';
import type { UploadedFile } from '../../plugins/multipart.js';
import { findNetwork, productsOnSale } from '../catalog/service.js';
import { displayName, intakePhoto, intakeProof } from './intake.js';
import {
  countUploadsSince,
  findAccountDocuments,
  findDocument,
  findDocumentBytes,
  findDocumentType,
  findLink,
  findItemsOfDocument,
  findReplacedDocumentIds,
  findSubmissionOfItem,
  insertDocument,
  insertLink,
  listAccountDocuments,
  listDocumentTypes,
  listPendingDocuments,
  listRequiredTypes,
  listSubmissionDocuments,
  markDocumentReleased,
  markDocumentUsed,
  setReasonCode,
  setReview,
  type DocumentRow,
} from './repo.js';
import { documentView, inLocale } from './views.js';

export {
  createDocumentsSubmission,
  missingDocumentTypes,
  listUserSubmissions,
  updateDocumentsSubmission,
  type FindCardCreationItem,
  type CardCreationItem,
} from './submissions.js';
export { purgeDueDocuments, runDocumentsRetention, type RetentionReport } from './retention.js';
export {
  applyVerdict,
  fareProofOfCard,
  saleProofs,
  type FareProduct,
  type VerdictOnContracts,
} from './fare-proofs.js';

/** The product types a new card may be ordered with need the proofs the catalogue lists. */
export function requiredDocumentTypes(db: Db, productId: number): Promise<string[]> {
  return listRequiredTypes(db, productId);
}

/** Document/getDocuments.json: every type, or those the product of a shop item asks for. */
export async function documentTypeViews(
  db: Db,
  query: { networkId: number; shopItemId?: number },
  locale: Locale,
): Promise<DocumentTypeView[]> {
  // A missing or closed network is 404, as every public call of the network answers.
  const network = await findNetwork(db, query.networkId);
  if (!network || network.status !== 'ACTIVE') throw new AppError('NETWORK_NOT_FOUND');
  let types = await listDocumentTypes(db);
  if (query.shopItemId !== undefined) {
    const product = (await productsOnSale(db, query.networkId)).find(
      (candidate) => candidate.shop_item_id === query.shopItemId,
    );
    // An unknown shop item asks for nothing: the same answer for every network's visitors.
    const required = product ? await listRequiredTypes(db, product.id) : [];
    types = types.filter((type) => required.includes(type.code));
  }
  return types.map((type) => ({
    code: type.code as DocumentTypeView['code'],
    ...inLocale(type, locale),
    acceptedTypes: jsonList(type.accepted_types).filter((mime): mime is string => typeof mime === 'string'),
    maxBytes: type.max_bytes,
  }));
}

/** Media/uploadDocument.json: one file of a type of the catalogue, stored PENDING. */
export async function uploadDocument(
  db: Db,
  session: CurrentSession,
  input: { type: string; file: UploadedFile; photoConsent: string | undefined },
): Promise<DocumentView> {
  const type = await findDocumentType(db, input.type);
  if (!type) throw new AppError('DOCUMENT_TYPE_UNKNOWN');
  // An account cannot fill the disk: a day's uploads are counted in the database.
  const since = new Date(Date.now() - 24 * 60 * 60_000).toISOString();
  if ((await countUploadsSince(db, session.accountId, since)) >= DOCUMENT_LIMITS.maxUploadsPerDay)
    throw new AppError('RATE_LIMITED');
  const accepted = jsonList(type.accepted_types).filter((mime): mime is string => typeof mime === 'string');
  const stored =
    type.code === 'PHOTO'
      ? await intakePhoto(input.file, input.photoConsent)
      : await intakeProof(input.file, accepted);
  const id = await insertDocument(db, {
    account_id: session.accountId,
    type: type.code,
    status: 'PENDING',
    file_name: displayName(input.file.filename),
    mime_type: stored.mimeType,
    size: stored.data.length,
    data: stored.data,
    width: stored.width,
    height: stored.height,
    created_at: isoNow(),
    reviewed_at: null,
    reviewed_by: null,
    reason: null,
    used_at: null,
    released_at: null,
    deleted_at: null,
  });
  return documentView((await findDocument(db, id))!);
}

export async function listUserDocuments(db: Db, session: CurrentSession): Promise<DocumentView[]> {
  const rows = await listAccountDocuments(db, session.accountId);
  const replaced = await findReplacedDocumentIds(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => documentView(row, replaced.has(row.id)));
}

/** The account's document, or 403 FORBIDDEN: another account's answers like a missing one. */
export async function ownedDocument(db: Db, accountId: number, documentId: number): Promise<DocumentRow> {
  const [document] = await findAccountDocuments(db, accountId, [documentId]);
  if (!document) throw new AppError('FORBIDDEN');
  return document;
}

export type PhotoDocument = { id: number; data: Buffer; width: number; height: number };

/**
 * The account's holder photo uploaded as a PHOTO document, for a card request: another account's
 * or a missing id is 403 FORBIDDEN; a document of another type, or one deleted, PHOTO_REQUIRED.
 */
export async function ownedPhotoDocument(
  db: Db,
  accountId: number,
  documentId: number,
): Promise<PhotoDocument> {
  const document = await ownedDocument(db, accountId, documentId);
  if (document.type !== 'PHOTO' || document.deleted_at !== null) throw new AppError('PHOTO_REQUIRED');
  const bytes = await findDocumentBytes(db, documentId);
  if (!bytes?.data || bytes.width === null || bytes.height === null) throw new AppError('PHOTO_REQUIRED');
  return { id: documentId, data: Buffer.from(bytes.data), width: bytes.width, height: bytes.height };
}

/**
 * A card request took this photo: it is kept until the request is paid or cancelled (then
 * releasePhotoDocument), instead of the 2 days of an upload nobody used.
 */
export async function usePhotoDocument(db: Db, documentId: number, at = isoNow()): Promise<void> {
  await markDocumentUsed(db, documentId, at);
}

/** The card request of this photo was paid (the card has its copy) or cancelled: 2 days left. */
export async function releasePhotoDocument(db: Db, documentId: number, at = isoNow()): Promise<void> {
  await markDocumentReleased(db, documentId, at);
}

/** Document/fileDownloadUrl: a link for 5 minutes, for this account only; the token is kept hashed. */
export async function createDownloadLink(
  db: Db,
  session: CurrentSession,
  documentId: number,
): Promise<{ url: string; expiresAt: string }> {
  const document = await ownedDocument(db, session.accountId, documentId);
  if (document.deleted_at !== null) throw new AppError('NOT_FOUND');
  const token = newSecret();
  const now = isoNow();
  const expiresAt = isoAfter(now, DOCUMENT_LIMITS.downloadLinkMinutes);
  await insertLink(db, {
    token_hash: hashSecret(token),
    account_id: session.accountId,
    document_id: documentId,
    created_at: now,
    expires_at: expiresAt,
  });
  return { url: `/api/Document/file?token=${token}`, expiresAt };
}

/**
 * Document/file: the bytes of a link's document. An unknown token, one of another account's
 * session, an expired one and one whose document was deleted are one answer: 410.
 */
export async function openDownloadLink(
  db: Db,
  session: CurrentSession,
  token: string,
): Promise<{ data: Buffer; mimeType: string; fileName: string }> {
  const link = await findLink(db, hashSecret(token));
  if (!link || link.account_id !== session.accountId || link.expires_at <= isoNow())
    throw new AppError('DOCUMENT_LINK_EXPIRED');
  const bytes = await findDocumentBytes(db, link.document_id);
  if (!bytes?.data) throw new AppError('DOCUMENT_LINK_EXPIRED');
  return { data: Buffer.from(bytes.data), mimeType: bytes.mime_type, fileName: bytes.file_name };
}

/**
 * Staff/reviewDocument.json: the mobility centre's verdict on any account's PENDING document. The
 * same verdict again (a double submit, two clicks at once) answers the document as it is with
 * `changed` false, so that the owner gets one mail; another verdict on a reviewed document is 409
 * CONFLICT: the passenger was told the first one (and may have replaced the proof since).
 */
export async function reviewDocument(
  db: Db,
  staff: CurrentSession,
  input: { documentId: number; status: 'VALID' | 'INVALID'; reason?: string; reasonCode?: string },
): Promise<{
  document: DocumentView;
  ownerId: number;
  changed: boolean;
  before: { status: string; reason: string | null; reasonCode: string | null };
  reasonCode: string | null;
}> {
  // OTHER says why in words (decision 072).
  if (input.status === 'INVALID' && input.reasonCode === 'OTHER' && !input.reason)
    throw new AppError('VALIDATION_ERROR', { reason: MESSAGE_KEYS.required });
  const document = await findDocument(db, input.documentId);
  if (!document) throw new AppError('NOT_FOUND');
  if (document.deleted_at !== null) throw new AppError('CONFLICT');
  const reason = input.status === 'INVALID' ? (input.reason ?? null) : null;
  const reasonCode = input.status === 'INVALID' ? (input.reasonCode ?? null) : null;
  const before = { status: document.status, reason: document.reason, reasonCode: document.reason_code };
  // Only a PENDING row is updated: of two reviews at once, one writes, the other finds it reviewed.
  const changed = await setReview(db, document.id, {
    status: input.status,
    reason,
    reviewedAt: isoNow(),
    reviewedBy: staff.accountId,
  });
  if (changed && reasonCode !== null) await setReasonCode(db, document.id, reasonCode);
  const reviewed = (await findDocument(db, document.id))!;
  if (
    !changed &&
    (reviewed.status !== input.status || reviewed.reason !== reason || reviewed.reason_code !== reasonCode)
  )
    throw new AppError('CONFLICT');
  const replaced = await findReplacedDocumentIds(db, [document.id]);
  return {
    document: documentView(reviewed, replaced.has(document.id)),
    ownerId: document.account_id,
    changed,
    before,
    reasonCode,
  };
}
export { documentsForExport, eraseDocumentsOfAccounts } from './erasure.js';
export { queueRefusedProofMail, type OrderLocale } from './refusal-mail.js';

/**
 * Whether every proof currently submitted for the order item is accepted (VALID): a new card is
 * made only then (decision 072). An item without a submission (the fee, a product asking for no
 * proof) has nothing to wait for.
 */
export async function itemProofsAccepted(db: Db, itemId: number): Promise<boolean> {
  const submission = await findSubmissionOfItem(db, itemId);
  if (!submission) return true;
  const current = (await listSubmissionDocuments(db, [submission.id])).filter(
    (row) => row.replaced_at === null && row.type !== 'PHOTO',
  );
  return current.every((row) => row.status === 'VALID');
}

/** The order items whose current proofs include this document (the verdict's cards to make). */
export function itemsOfDocument(db: Db, documentId: number): Promise<number[]> {
  return findItemsOfDocument(db, documentId);
}

/** The proofs awaiting review, oldest first, with the order and item they were submitted for. */
export function pendingDocuments(db: Db, limit = 200) {
  return listPendingDocuments(db, limit);
}

/** A document's bytes for the mobility centre (any account's), or 404 NOT_FOUND. */
export async function documentBytesForReview(
  db: Db,
  documentId: number,
): Promise<{ data: Buffer; mimeType: string; fileName: string }> {
  const document = await findDocument(db, documentId);
  const bytes =
    document && document.deleted_at === null ? await findDocumentBytes(db, documentId) : undefined;
  if (!bytes?.data) throw new AppError('NOT_FOUND');
  return { data: Buffer.from(bytes.data), mimeType: bytes.mime_type, fileName: bytes.file_name };
}

/** A document as the review reads it (any account's), or undefined. */
export function documentForReview(db: Db, documentId: number) {
  return findDocument(db, documentId);
}
