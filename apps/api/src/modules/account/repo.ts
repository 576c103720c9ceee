/** Accounts: the profiles of an identity on a network (a guest's has no identity). */
import { nameSearchKey } from '@oceane/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { AccountsTable } from '../../db/tables/account.js';

export function findAccount(db: Db, id: number) {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The enabled profiles of an identity on a network, oldest first. */
export function listProfiles(db: Db, identityId: number, networkId: number) {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('identity_id', '=', identityId)
    .where('network_id', '=', networkId)
    .where('disabled', '=', 0)
    .orderBy('id')
    .execute();
}

/** The ids of every profile of an identity: every network's, disabled ones too. */
export async function profileIdsOfIdentity(db: Db, identityId: number): Promise<number[]> {
  const rows = await db.selectFrom('accounts').select('id').where('identity_id', '=', identityId).execute();
  return rows.map((row) => row.id);
}

export async function insertAccount(db: Db, account: Insertable<AccountsTable>) {
  return db
    .insertInto('accounts')
    .values({ ...account, search_name: nameSearchKey(account) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The names of a profile (Account/update.json's contact info). */
export async function updateAccountNames(
  db: Db,
  accountId: number,
  names: { name: string; firstname: string },
) {
  await db
    .updateTable('accounts')
    .set({ name: names.name, firstname: names.firstname, search_name: nameSearchKey(names) })
    .where('id', '=', accountId)
    .execute();
}
