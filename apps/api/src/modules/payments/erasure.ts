/**
 * The payments module's part of "Your data" (decision 049): the saved cards for the export (brand,
 * last four digits, expiry; never the provider's token), and the erasure: each marked deleted.
 */
import type { Db } from '../../db/index.js';

export async function paymentCardsForExport(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('payment_cards')
    .select(['id', 'brand', 'last4', 'exp_month', 'exp_year', 'created_at', 'deleted_at'])
    .where('account_id', 'in', accountIds)
    .orderBy('id')
    .execute();
}

export async function forgetPaymentCards(trx: Db, accountIds: number[], at: string): Promise<void> {
  if (accountIds.length === 0) return;
  // The cards added without buying (decision 052): their sessions say nothing once the cards go.
  await trx.deleteFrom('card_registrations').where('account_id', 'in', accountIds).execute();
  await trx
    .updateTable('payment_cards')
    .set({ deleted_at: at })
    .where('account_id', 'in', accountIds)
    .where('deleted_at', 'is', null)
    .execute();
}
