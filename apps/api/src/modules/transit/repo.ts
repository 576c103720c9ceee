/** The validations table: one row per punch of a card on a bus or a boat. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ValidationsTable } from '../../db/tables/transit.js';

export async function insertValidation(db: Db, validation: Insertable<ValidationsTable>): Promise<number> {
  const row = await db.insertInto('validations').values(validation).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
