/** Networks and their transport modes. */
import type { Db } from '../../db/index.js';

export function findNetworkRow(db: Db, id: number) {
  return db.selectFrom('networks').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listNetworks(db: Db) {
  return db.selectFrom('networks').selectAll().orderBy('id').execute();
}

export function listTransportModes(db: Db) {
  return db.selectFrom('transport_modes').selectAll().orderBy('network_id').orderBy('position').execute();
}
