/** The back office's read of the orders by reference (decision 073); nothing else of the orders changes. */
import type { Db } from '../../db/index.js';

/** The network's orders whose reference starts with the text typed (references are upper case). */
export function ordersByReferencePrefix(db: Db, networkId: number, text: string, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'reference', 'account_id'])
    .where('network_id', '=', networkId)
    .where('reference', 'like', `${text.toUpperCase().replace(/[\\%_]/g, '')}%`)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
