/** The back office's reads of the accounts (decision 073): by id, by name on a network. */
import type { Db } from '../../db/index.js';

/** The profiles of a network with their names (the name search reads them to match without accents). */
export function accountNamesOfNetwork(db: Db, networkId: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'identity_id', 'name', 'firstname'])
    .where('network_id', '=', networkId)
    .where('guest', '=', 0)
    .orderBy('id')
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
