/** Duplicate requests and the catalogue's duplicate fee. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { DuplicateRequestsTable } from '../../db/types.js';

/** The product the catalogue sells as the duplicate fee. */
export const DUPLICATE_FEE_CODE = 'CARD_DUPLICATE_FEE';

export function findDuplicateFee(db: Db, networkId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'price_cents'])
    .where('network_id', '=', networkId)
    .where('code', '=', DUPLICATE_FEE_CODE)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export function findOpenRequest(db: Db, mediaId: number) {
  return db
    .selectFrom('duplicate_requests')
    .innerJoin('products', 'products.id', 'duplicate_requests.product_id')
    .select([
      'duplicate_requests.id as id',
      'duplicate_requests.media_id as mediaId',
      'duplicate_requests.reason as reason',
      'duplicate_requests.status as status',
      'duplicate_requests.price_cents as priceCents',
      'products.id as productId',
      'products.shop_item_id as shopItemId',
      'products.name_fr as nameFr',
      'products.name_en as nameEn',
      'products.installments as installments',
    ])
    .where('duplicate_requests.media_id', '=', mediaId)
    .where('duplicate_requests.status', '=', 'AWAITING_PAYMENT')
    .executeTakeFirst();
}

export type OpenRequestRow = NonNullable<Awaited<ReturnType<typeof findOpenRequest>>>;

export async function insertRequest(db: Db, request: Insertable<DuplicateRequestsTable>) {
  await db.insertInto('duplicate_requests').values(request).execute();
}

/** The open request of the card takes the reason given: the passenger's last choice wins. */
export async function setOpenRequestReason(db: Db, mediaId: number, reason: string) {
  await db
    .updateTable('duplicate_requests')
    .set({ reason })
    .where('media_id', '=', mediaId)
    .where('status', '=', 'AWAITING_PAYMENT')
    .execute();
}
