/** The back office's reads of the accounts (decision 073): by id, by name on a network. */
import { nameSearchKey } from '@oceane/domain';
import type { Db } from '../../db/index.js';

/**
 * Fills the search form of the names of the rows written without it (the seed, a row of before
 * migration 20261128T0610): at most `batch` a call; answers how many it filled.
 */
export async function fillMissingSearchNames(db: Db, batch = 1000): Promise<number> {
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'firstname'])
    .where('search_name', 'is', null)
    .limit(batch)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('accounts')
      .set({ search_name: nameSearchKey(row) })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}

/**
 * The network's profiles (guests aside) whose names, in the search's form, hold `key` (already
 * in that form: searchKey): one LIKE of the database over `search_name`, oldest first.
 */
export async function accountsByNameKey(db: Db, networkId: number, key: string, limit: number) {
  // `%`, `_` and `\` dropped: no escape character is common to SQLite and PostgreSQL.
  const pattern = `%${key.replace(/[\\%_]/g, '')}%`;
  return db
    .selectFrom('accounts')
    .select(['id', 'identity_id', 'name', 'firstname'])
    .where('network_id', '=', networkId)
    .where('guest', '=', 0)
    .where('search_name', 'like', pattern)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The profiles of some identities on a network. */
export function accountsOfIdentities(db: Db, identityIds: number[], networkId: number) {
  if (identityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('accounts')
    .select(['id', 'identity_id', 'name', 'firstname', 'disabled'])
    .where('identity_id', 'in', identityIds)
    .where('network_id', '=', networkId)
    .orderBy('id')
    .execute();
}

/** Some profiles by id, with their network (for the search results). */
export function accountsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('accounts')
    .select(['id', 'identity_id', 'network_id', 'name', 'firstname', 'guest', 'disabled', 'created_at'])
    .where('id', 'in', ids)
    .execute();
}
