/**
 * The review queue of the mobility centre (issue 25, decision 072): the proofs awaiting review,
 * oldest first, with who holds each; the claim an agent takes on one (15 minutes, taken over only
 * on purpose); the verdict (Staff/reviewDocument.json), given once, by the holder, written to the
 * audit log, and making the new card when it accepts the last proof of its request (orders'
 * `issueReviewedCards`, in the verdict's transaction). Owns review_claims.
 */
import { REVIEW_CLAIM_MINUTES, type ReviewItem } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { isoAfter, isoNow } from '../../lib/time.js';
import { accountContact } from '../account/service.js';
import { recordStaffAction } from '../audit/service.js';
import {
  applyVerdict,
  documentForReview,
  pendingDocuments,
  queueRefusedProofMail,
  reviewDocument,
} from '../documents/service.js';
import { issueReviewedCards, orderLocale, orderReferenceOf } from '../orders/service.js';
import { deleteClaim, findClaim, findClaims, insertClaim, retakeClaim, type ClaimRow } from './repo.js';

/** The staff member behind a session: identity and e-mail, for claims and the audit log. */
export async function staffOf(
  db: Db,
  session: CurrentSession,
): Promise<{ identityId: number; email: string }> {
  const contact = await accountContact(db, session.accountId);
  if (session.identityId === null || !contact?.email) throw new AppError('FORBIDDEN');
  return { identityId: session.identityId, email: contact.email };
}

function liveClaim(claim: ClaimRow | undefined, now: string) {
  return claim && claim.expires_at > now
    ? { identityId: claim.staff_identity_id, email: claim.staff_email, expiresAt: claim.expires_at }
    : null;
}

type Pending = Awaited<ReturnType<typeof pendingDocuments>>[number];

async function itemOf(db: Db, row: Pending, claim: ClaimRow | undefined, now: string): Promise<ReviewItem> {
  const contact = await accountContact(db, row.account_id);
  return {
    documentId: row.id,
    type: row.type,
    mimeType: row.mime_type,
    fileName: row.file_name,
    createdAt: row.created_at,
    ageMinutes: Math.max(0, Math.floor((Date.parse(now) - Date.parse(row.created_at)) / 60_000)),
    holder: {
      accountId: row.account_id,
      name: contact ? `${contact.firstname} ${contact.name}`.trim() : '',
    },
    orderId: row.order_id,
    orderReference: (await orderReferenceOf(db, row.order_id)) ?? '',
    claim: liveClaim(claim, now),
  };
}

/** Staff/reviewQueue.json: the proofs awaiting review, oldest first. */
export async function reviewQueue(db: Db): Promise<ReviewItem[]> {
  const now = isoNow();
  const rows = await pendingDocuments(db);
  const claims = new Map(
    (
      await findClaims(
        db,
        rows.map((row) => row.id),
      )
    ).map((claim) => [claim.document_id, claim]),
  );
  const items: ReviewItem[] = [];
  for (const row of rows) items.push(await itemOf(db, row, claims.get(row.id), now));
  return items;
}

/**
 * Staff/claimReview.json: the caller takes the item for 15 minutes (again, it renews); another
 * agent's live claim stands unless `takeOver`, and the answer says who holds it. 404 NOT_FOUND
 * for a document not awaiting review.
 */
export async function claimReview(
  db: Db,
  session: CurrentSession,
  input: { documentId: number; takeOver?: boolean },
): Promise<{ item: ReviewItem; held: boolean }> {
  const staff = await staffOf(db, session);
  const row = (await pendingDocuments(db)).find((one) => one.id === input.documentId);
  if (!row) throw new AppError('NOT_FOUND');
  const at = isoNow();
  const claim = {
    documentId: row.id,
    identityId: staff.identityId,
    email: staff.email,
    at,
    expiresAt: isoAfter(at, REVIEW_CLAIM_MINUTES),
  };
  const before = await findClaim(db, row.id);
  let held = await retakeClaim(db, claim, input.takeOver === true);
  if (!held && !before) {
    try {
      await insertClaim(db, claim);
      held = true;
    } catch (error) {
      // Another agent took it in the same instant: theirs stands.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  if (
    held &&
    input.takeOver &&
    before &&
    liveClaim(before, at) &&
    before.staff_identity_id !== staff.identityId
  ) {
    await recordStaffAction(db, {
      staff,
      action: 'review.take-over',
      recordKind: 'document',
      recordId: row.id,
      customerAccountId: row.account_id,
      before: { holder: before.staff_email },
      after: { holder: staff.email },
    });
  }
  return { item: await itemOf(db, row, await findClaim(db, row.id), at), held };
}

/** What the verdict needs of the app: the refusal mail's sender and links. */
export type VerdictSettings = Pick<Config, 'mailFrom' | 'publicBaseUrl'>;

/**
 * Staff/reviewDocument.json: the verdict, in one transaction with its effects. Refused 409
 * REVIEW_HELD while another agent's claim is live; given once (the documents module's conditional
 * update); written to the audit log with the document's before and after; an accepted last proof
 * makes the card (decision 072); the reduced fares follow (decision 058); a refusal is mailed.
 */
export async function giveVerdict(
  db: Db,
  settings: VerdictSettings,
  session: CurrentSession,
  input: {
    documentId: number;
    status: 'VALID' | 'INVALID';
    reason?: string | undefined;
    reasonCode?: string | undefined;
  },
) {
  const staff = await staffOf(db, session);
  return db.transaction().execute(async (trx) => {
    const at = isoNow();
    const claim = liveClaim(await findClaim(trx, input.documentId), at);
    if (claim && claim.identityId !== staff.identityId)
      throw new AppError('REVIEW_HELD', { holder: claim.email });
    const result = await reviewDocument(trx, session, {
      documentId: input.documentId,
      status: input.status,
      ...(input.reason !== undefined ? { reason: input.reason } : {}),
      ...(input.reasonCode !== undefined ? { reasonCode: input.reasonCode } : {}),
    });
    if (!result.changed) return result;
    const reviewedAt = result.document.reviewedAt ?? at;
    // The reduced fares the proof justifies are suspended, accepted or reinstated with it (decision 058).
    const verdict = await applyVerdict(trx, input.documentId, reviewedAt);
    const cards = input.status === 'VALID' ? await issueReviewedCards(trx, input.documentId, reviewedAt) : [];
    if (input.status === 'INVALID')
      await queueRefusedProofMail(trx, settings, result, orderLocale, verdict.suspended);
    await deleteClaim(trx, input.documentId);
    const document = await documentForReview(trx, input.documentId);
    await recordStaffAction(
      trx,
      {
        staff,
        action: input.status === 'VALID' ? 'document.accept' : 'document.refuse',
        recordKind: 'document',
        recordId: input.documentId,
        customerAccountId: result.ownerId,
        before: result.before,
        after: {
          status: document?.status ?? input.status,
          reason: document?.reason ?? null,
          reasonCode: document?.reason_code ?? null,
          ...(cards.length > 0 ? { cardsMade: cards } : {}),
        },
      },
      reviewedAt,
    );
    return result;
  });
}
