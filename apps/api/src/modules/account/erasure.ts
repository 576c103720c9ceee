/**
 * The account module's part of "Your data" (decision 049): the profiles an export or an erasure
 * covers, and the erasure of the profiles: the rows stay (orders and invoices name them), without
 * a name, disabled and detached from the identity, which is deleted next.
 */
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';

/** Every profile of the session's identity, on every network, disabled ones too; a guest's own. */
export async function profilesOfPerson(db: Db, session: Pick<CurrentSession, 'identityId' | 'accountId'>) {
  if (session.identityId === null)
    return db.selectFrom('accounts').selectAll().where('id', '=', session.accountId).execute();
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('identity_id', '=', session.identityId)
    .orderBy('id')
    .execute();
}

export async function anonymiseProfiles(trx: Db, identityId: number): Promise<number[]> {
  const rows = await trx.selectFrom('accounts').select('id').where('identity_id', '=', identityId).execute();
  await trx
    .updateTable('accounts')
    .set({ name: '', firstname: '', search_name: '', disabled: 1, identity_id: null })
    .where('identity_id', '=', identityId)
    .execute();
  return rows.map((row) => row.id);
}
