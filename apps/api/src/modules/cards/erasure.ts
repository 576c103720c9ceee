/**
 * The cards module's part of "Your data" (decision 049): what the export shows of the account's
 * cards (and their photos), and the erasure: each card released as Account/unregisterCard.json
 * releases one (RELEASED_CARD, its open duplicate request cancelled by onReleased), and its holder's
 * identity blanked too: the card keeps its number and contracts only, and the Maison de la
 * mobilité, not the portal, can hand it to someone again.
 */
import type { Db } from '../../db/index.js';
import { releaseCard } from './repo.js';
import type { OnCardReleased } from './service.js';

export function cardsForExport(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('media').selectAll().where('account_id', 'in', accountIds).orderBy('id').execute();
}

export async function eraseCardsOfAccounts(
  trx: Db,
  accountIds: number[],
  onReleased: OnCardReleased,
  at: string,
): Promise<void> {
  const cards = await cardsForExport(trx, accountIds);
  for (const card of cards) {
    await releaseCard(trx, card.id, card.account_id!);
    await onReleased(trx, card.id, at);
    await trx
      .updateTable('media')
      .set({
        holder_gender: '',
        holder_name: '',
        holder_firstname: '',
        holder_birthdate: '',
        reloading_name: null,
      })
      .where('id', '=', card.id)
      .execute();
  }
}
