/**
 * The card_productions table (decision 074): one row per made card from its printing on. Each
 * step is one conditional statement: of two agents at once, one moves the card.
 */
import type { Db } from '../../db/index.js';

export type ProductionRow = NonNullable<Awaited<ReturnType<typeof findProduction>>>;

export function findProduction(db: Db, mediaId: number) {
  return db.selectFrom('card_productions').selectAll().where('media_id', '=', mediaId).executeTakeFirst();
}

export function findProductions(db: Db, mediaIds: number[]) {
  if (mediaIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('card_productions').selectAll().where('media_id', 'in', mediaIds).execute();
}

/** The card is printed: false when it was already (another batch took it first). */
export async function insertPrinted(
  db: Db,
  row: { mediaId: number; orderId: number; accountId: number; deliveryType: string; by: string; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('card_productions')
    .values({
      media_id: row.mediaId,
      order_id: row.orderId,
      account_id: row.accountId,
      step: 'PRINTED',
      delivery_type: row.deliveryType,
      printed_at: row.at,
      printed_by: row.by,
      updated_by: row.by,
    })
    .onConflict((oc) => oc.column('media_id').doNothing())
    .returning('media_id')
    .execute();
  return result.length === 1;
}

type StepColumns = {
  shipped_at?: string;
  tracking_reference?: string;
  ready_at?: string;
  handed_over_at?: string;
};

/** The card moves from `from` to `to`: false when it was not at `from` (skipped, or done). */
export async function moveStep(
  db: Db,
  mediaId: number,
  from: string,
  to: string,
  by: string,
  columns: StepColumns,
): Promise<boolean> {
  const result = await db
    .updateTable('card_productions')
    .set({ step: to, updated_by: by, ...columns })
    .where('media_id', '=', mediaId)
    .where('step', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The production rows of an order's cards (whether each has reached its last step). */
export function productionsOfOrder(db: Db, orderId: number) {
  return db.selectFrom('card_productions').selectAll().where('order_id', '=', orderId).execute();
}
