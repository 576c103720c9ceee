/**
 * The card-requests module's part of "Your data" (decision 049): the requests for the export, and
 * the erasure: a request still awaiting payment is cancelled, and every request loses its holder,
 * delivery address and alerts (the order that paid it keeps its amounts).
 */
import type { Db } from '../../db/index.js';

export function cardRequestsForExport(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('card_requests')
    .selectAll()
    .where('account_id', 'in', accountIds)
    .orderBy('id')
    .execute();
}

export async function eraseCardRequestsOfAccounts(trx: Db, accountIds: number[], at: string): Promise<void> {
  if (accountIds.length === 0) return;
  await trx
    .updateTable('card_requests')
    .set({ status: 'CANCELLED', closed_at: at })
    .where('account_id', 'in', accountIds)
    .where('status', '=', 'AWAITING_PAYMENT')
    .execute();
  await trx
    .updateTable('card_requests')
    .set({
      holder_gender: '',
      holder_name: '',
      holder_firstname: '',
      holder_birthdate: '',
      holder_category: null,
      holder_address1: '',
      holder_address2: null,
      holder_zipcode: '',
      holder_city: '',
      holder_country: '',
      holder_mobile: '',
      holder_landline: null,
      holder_email: null,
      delivery_firstname: null,
      delivery_lastname: null,
      delivery_address1: null,
      delivery_address2: null,
      delivery_zipcode: null,
      delivery_city: null,
      delivery_country: null,
      alerts_email: null,
      alerts_phone: null,
      alerts_delivery_mode: null,
      alerts_favorite_modes: null,
      alerts_favorite_lines: null,
    })
    .where('account_id', 'in', accountIds)
    .execute();
}
