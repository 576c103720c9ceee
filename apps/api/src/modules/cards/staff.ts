/**
 * The back office's reads and its one change of the cards (decision 073): cards by the start of
 * their number, and a card blocked at the counter (lost), as a paid duplicate blocks the old one.
 */
import type { Db } from '../../db/index.js';

/** The network's cards whose number starts with the digits typed, with their account. */
export function cardsByNumberPrefix(db: Db, networkId: number, digits: string, limit: number) {
  return db
    .selectFrom('media')
    .select(['id', 'number', 'account_id'])
    .where('network_id', '=', networkId)
    .where('number', 'like', `${digits.replace(/[^0-9A-Za-z]/g, '')}%`)
    .where('account_id', 'is not', null)
    .orderBy('number')
    .limit(limit)
    .execute();
}

/**
 * Blocks a card declared lost at the counter: it reads as expired from then on, like a card a paid
 * duplicate replaced (without a replacement). Answers false when it was blocked already.
 */
export async function blockLostCard(db: Db, mediaId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('media')
    .set({ blocked_at: at, bookmarked: 0 })
    .where('id', '=', mediaId)
    .where('blocked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
