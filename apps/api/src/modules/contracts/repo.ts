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
