/** The erasure codes (their SHA-256 only) and the exports made, owned by this module. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ErasureCodesTable } from '../../db/tables/account-data.js';

export async function insertErasureCode(db: Db, code: Insertable<ErasureCodesTable>): Promise<void> {
  await db.insertInto('erasure_codes').values(code).execute();
}

/** Deletes a live code and answers the identity it names, or undefined (unknown, spent or expired). */
export async function takeErasureCode(db: Db, codeHash: string, now: string) {
  const row = await db
    .deleteFrom('erasure_codes')
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', now)
    .returning(['identity_id', 'locale'])
    .executeTakeFirst();
  return row;
}

export async function deleteErasureCodes(db: Db, identityId: number): Promise<void> {
  await db.deleteFrom('erasure_codes').where('identity_id', '=', identityId).execute();
}

/** The identity's exports within the window: how many, and the oldest. */
export async function countExports(db: Db, identityId: number, since: string) {
  const row = await db
    .selectFrom('data_exports')
    .select([(eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.min('created_at').as('oldest')])
    .where('identity_id', '=', identityId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest };
}

/** Records an export and forgets those older than the window. */
export async function recordExport(
  db: Db,
  asked: { identityId: number; accountId: number },
  now: string,
  since: string,
): Promise<void> {
  await db.deleteFrom('data_exports').where('created_at', '<=', since).execute();
  await db
    .insertInto('data_exports')
    .values({ identity_id: asked.identityId, account_id: asked.accountId, created_at: now })
    .execute();
}
