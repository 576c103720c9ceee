/** The contracts table: the sales carried by cards. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ContractsTable } from '../../db/tables/contracts.js';

/** The contracts of the cards given, newest period first. */
export function listContractsOfCards(db: Db, mediaIds: number[]) {
  if (mediaIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contracts')
    .selectAll()
    .where('media_id', 'in', mediaIds)
    .orderBy('valid_from', 'desc')
    .orderBy('id')
    .execute();
}

export function findContractRow(db: Db, id: number) {
  return db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function terminateContractRow(db: Db, contractId: number, validTo: string, now: string) {
  await db
    .updateTable('contracts')
    .set({ status: 'TERMINATED', valid_to: validTo, terminated_at: now })
    .where('id', '=', contractId)
    .execute();
}

/**
 * A copy of the contract goes onto the other card and the original stays on its card as
 * TRANSFERRED, naming its copy. Answers the copy's id, or null when the original no longer runs.
 * The original is taken first by a conditional update: of two moves at once (a double click, two
 * tabs), the second waits for the first (PostgreSQL) or runs after it (SQLite) and finds it gone.
 */
export async function copyContractTo(db: Db, contractId: number, toMediaId: number, now: string) {
  const original = await db
    .updateTable('contracts')
    .set({ transferred_at: now })
    .where('id', '=', contractId)
    .where('status', 'in', ['ACTIVE', 'PENDING_VALIDATION'])
    .where('transferred_to_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!original) return null;
  const { id: _id, transferred_to_id: _to, transferred_at: _at, ...kept } = original;
  const copy = await db
    .insertInto('contracts')
    .values({ ...kept, media_id: toMediaId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('contracts')
    .set({ status: 'TRANSFERRED', transferred_to_id: copy.id })
    .where('id', '=', contractId)
    .execute();
  // A reduced fare's proofs go with it: a refusal suspends the copy (decision 058).
  const proofs = await listCurrentProofs(db, [contractId]);
  await insertContractProofs(
    db,
    copy.id,
    proofs.map((proof) => proof.document_id),
  );
  return copy.id;
}

/** The card's sales waiting for a validation, still running on `on`, become ACTIVE; answers their ids. */
export async function activatePendingContracts(db: Db, mediaId: number, at: string, on: string) {
  const settled = await db
    .updateTable('contracts')
    .set({ status: 'ACTIVE', settled_at: at })
    .where('media_id', '=', mediaId)
    .where('status', '=', 'PENDING_VALIDATION')
    .where('valid_to', '>=', on)
    .returning('id')
    .execute();
  return settled.map((row) => row.id);
}

export async function insertContractRow(db: Db, contract: Insertable<ContractsTable>): Promise<number> {
  const row = await db.insertInto('contracts').values(contract).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The proofs a contract was sold on (decision 058). */
export async function insertContractProofs(db: Db, contractId: number, documentIds: number[]): Promise<void> {
  const ids = [...new Set(documentIds)];
  if (ids.length === 0) return;
  await db
    .insertInto('contract_proofs')
    .values(ids.map((documentId) => ({ contract_id: contractId, document_id: documentId })))
    .execute();
}

/** The current (not replaced) proofs of those contracts. */
export function listCurrentProofs(db: Db, contractIds: number[]) {
  if (contractIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contract_proofs')
    .select(['contract_id', 'document_id'])
    .where('contract_id', 'in', contractIds)
    .where('replaced_at', 'is', null)
    .orderBy('document_id')
    .execute();
}

/** The contracts a proof currently justifies. */
export async function listContractIdsOfProof(db: Db, documentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('contract_proofs')
    .select('contract_id')
    .where('document_id', '=', documentId)
    .where('replaced_at', 'is', null)
    .orderBy('contract_id')
    .execute();
  return rows.map((row) => row.contract_id);
}

/** The current proofs of every contract of a card, each once. */
export async function listProofIdsOfCard(db: Db, mediaId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('contract_proofs')
    .innerJoin('contracts', 'contracts.id', 'contract_proofs.contract_id')
    .select('contract_proofs.document_id')
    .distinct()
    .where('contracts.media_id', '=', mediaId)
    .where('contract_proofs.replaced_at', 'is', null)
    .orderBy('contract_proofs.document_id')
    .execute();
  return rows.map((row) => row.document_id);
}

/** A refused proof replaced by a new one: each contract it justified is now justified by the new one. */
export async function replaceProofRows(db: Db, refusedId: number, freshId: number, at: string) {
  const replaced = await db
    .updateTable('contract_proofs')
    .set({ replaced_at: at })
    .where('document_id', '=', refusedId)
    .where('replaced_at', 'is', null)
    .returning('contract_id')
    .execute();
  if (replaced.length === 0) return;
  await db
    .insertInto('contract_proofs')
    .values(replaced.map((row) => ({ contract_id: row.contract_id, document_id: freshId })))
    .onConflict((oc) => oc.columns(['contract_id', 'document_id']).doNothing())
    .execute();
}

/**
 * A reduced fare still pending review and running is SUSPENDED by a refused proof, once: the
 * conditional update lets one of two reviews at once write it. Answers whether it did.
 */
export async function suspendContractRow(db: Db, id: number, at: string, refundDueCents: number) {
  const row = await db
    .updateTable('contracts')
    .set({ status: 'SUSPENDED', proof_review: 'REFUSED', suspended_at: at, refund_due_cents: refundDueCents })
    .where('id', '=', id)
    .where('proof_review', '=', 'PENDING')
    .where('status', 'in', ['ACTIVE', 'PENDING_VALIDATION'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Every proof of a reduced fare pending review was accepted. */
export async function acceptContractRow(db: Db, id: number): Promise<boolean> {
  const row = await db
    .updateTable('contracts')
    .set({ proof_review: 'ACCEPTED' })
    .where('id', '=', id)
    .where('proof_review', '=', 'PENDING')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A suspended contract whose replaced proofs were accepted runs again, as it was before: ACTIVE
 * once settled by a validation, else waiting for one. Nothing is refunded any more.
 */
export async function reinstateContractRow(db: Db, id: number, settled: boolean): Promise<boolean> {
  const row = await db
    .updateTable('contracts')
    .set({
      status: settled ? 'ACTIVE' : 'PENDING_VALIDATION',
      proof_review: 'ACCEPTED',
      suspended_at: null,
      refund_due_cents: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'SUSPENDED')
    .where('proof_review', '=', 'REFUSED')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
