/**
 * The review_claims table (decision 072): one row per document an agent took, live until its
 * expiry. Every take is one conditional statement: of two agents at once, one holds the item.
 */
import type { Db } from '../../db/index.js';

export type ClaimRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

export function findClaim(db: Db, documentId: number) {
  return db.selectFrom('review_claims').selectAll().where('document_id', '=', documentId).executeTakeFirst();
}

export function findClaims(db: Db, documentIds: number[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('review_claims').selectAll().where('document_id', 'in', documentIds).execute();
}

/**
 * The claim moves to this agent when it is expired, already theirs, or `takeOver`: false when
 * another agent's live claim stands (or there is no row yet).
 */
export async function retakeClaim(
  db: Db,
  claim: { documentId: number; identityId: number; email: string; at: string; expiresAt: string },
  takeOver: boolean,
): Promise<boolean> {
  let query = db
    .updateTable('review_claims')
    .set({
      staff_identity_id: claim.identityId,
      staff_email: claim.email,
      claimed_at: claim.at,
      expires_at: claim.expiresAt,
    })
    .where('document_id', '=', claim.documentId);
  if (!takeOver)
    query = query.where((eb) =>
      eb.or([eb('expires_at', '<=', claim.at), eb('staff_identity_id', '=', claim.identityId)]),
    );
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertClaim(
  db: Db,
  claim: { documentId: number; identityId: number; email: string; at: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('review_claims')
    .values({
      document_id: claim.documentId,
      staff_identity_id: claim.identityId,
      staff_email: claim.email,
      claimed_at: claim.at,
      expires_at: claim.expiresAt,
    })
    .execute();
}

/** The claim is done with (the verdict given). */
export function deleteClaim(db: Db, documentId: number) {
  return db.deleteFrom('review_claims').where('document_id', '=', documentId).execute();
}
