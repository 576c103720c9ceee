/**
 * The end of a guest reload (decision 054): the card lent to a guest's account goes back to no
 * account, as Account/unregisterCard.json leaves it (RELEASED_CARD), so that an account can still
 * associate it later.
 */
import type { Db } from '../../db/index.js';
import { releaseCard } from './repo.js';

/** False when that account no longer holds the card. */
export function releaseLentCard(db: Db, mediaId: number, accountId: number): Promise<boolean> {
  return releaseCard(db, mediaId, accountId);
}
