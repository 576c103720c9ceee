/** The networks with their transport modes, the catalogue's products and the agencies. */
import type { Db } from '../../db/index.js';

export function listProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
}

/** The products a network has on sale (active), in catalogue order. */
export function listActiveProducts(db: Db, networkId: number) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
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

export function findNetworkRow(db: Db, id: number) {
  return db.selectFrom('networks').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listNetworks(db: Db) {
  return db.selectFrom('networks').selectAll().orderBy('id').execute();
}

export function listTransportModes(db: Db) {
  return db.selectFrom('transport_modes').selectAll().orderBy('network_id').orderBy('position').execute();
}
