/** The erasure codes (their SHA-256 only), owned by this module. */
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
