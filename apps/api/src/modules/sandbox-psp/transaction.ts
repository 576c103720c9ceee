/** One transaction, or the caller's when `db` already is one (Kysely does not nest them). */
import type { Db } from '../../db/index.js';

export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
