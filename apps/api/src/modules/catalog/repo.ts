/** The catalogue's products and the network's agencies, as the other modules read them. */
import type { Db } from '../../db/index.js';

export function listProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
}

export function findActiveProductByCode(db: Db, networkId: number, code: string) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('code', '=', code)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** The network's first agency: the one named on its documents. */
export function findMainAgency(db: Db, networkId: number) {
  return db
    .selectFrom('agencies')
    .selectAll()
    .where('network_id', '=', networkId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}
