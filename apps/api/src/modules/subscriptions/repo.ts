/** Contracts (subscriptions) as the Subscriptions and wallet calls read and move them. */
import type { Db } from '../../db/index.js';
import { contractsQuery } from '../cards/repo.js';

/** The account's contracts, of one card or of all its cards, newest period first. */
export function listAccountContracts(db: Db, accountId: number, mediaId?: number) {
  let query = contractsQuery(db).where('media.account_id', '=', accountId);
  if (mediaId !== undefined) query = query.where('contracts.media_id', '=', mediaId);
  return query.orderBy('contracts.valid_from', 'desc').orderBy('contracts.id').execute();
}

/** The contract when its card belongs to the account, else undefined. */
export function findAccountContract(db: Db, accountId: number, contractId: number) {
  return contractsQuery(db)
    .where('contracts.id', '=', contractId)
    .where('media.account_id', '=', accountId)
    .executeTakeFirst();
}

export async function terminateContract(db: Db, contractId: number, validTo: string, now: string) {
  await db
    .updateTable('contracts')
    .set({ status: 'TERMINATED', valid_to: validTo, terminated_at: now })
    .where('id', '=', contractId)
    .execute();
}

/**
 * Moves a contract to another card: a copy goes onto the new card and the original stays on the
 * old one as TRANSFERRED, naming its copy. Answers the copy's id.
 */
export async function moveContract(
  db: Db,
  contractId: number,
  toMediaId: number,
  now: string,
): Promise<number> {
  const original = await db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', contractId)
    .executeTakeFirstOrThrow();
  const { id: _id, transferred_to_id: _to, transferred_at: _at, ...kept } = original;
  const copy = await db
    .insertInto('contracts')
    .values({ ...kept, media_id: toMediaId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('contracts')
    .set({ status: 'TRANSFERRED', transferred_to_id: copy.id, transferred_at: now })
    .where('id', '=', contractId)
    .execute();
  return copy.id;
}
