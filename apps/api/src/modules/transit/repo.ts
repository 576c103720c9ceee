/** The validations table: one row per punch of a card on a bus or a boat. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ValidationsTable } from '../../db/tables/transit.js';

export async function insertValidation(db: Db, validation: Insertable<ValidationsTable>): Promise<number> {
  const row = await db.insertInto('validations').values(validation).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The validations of a card by an account in [from, to) (ISO instants). */
export async function countValidationRows(
  db: Db,
  query: { mediaId: number; accountId: number; from: string; to: string },
): Promise<number> {
  const row = await db
    .selectFrom('validations')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('media_id', '=', query.mediaId)
    .where('account_id', '=', query.accountId)
    .where('validated_at', '>=', query.from)
    .where('validated_at', '<', query.to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
