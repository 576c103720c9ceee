/** The school_stickers table: one random code per school pass that was given a sticker. */
import type { Db } from '../../db/index.js';

export function findStickerOfContract(db: Db, contractId: number) {
  return db
    .selectFrom('school_stickers')
    .selectAll()
    .where('contract_id', '=', contractId)
    .executeTakeFirst();
}

export function findStickerByCode(db: Db, code: string) {
  return db.selectFrom('school_stickers').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Inserts the contract's code unless it has one already (two first prints at once keep one). */
export async function insertSticker(db: Db, contractId: number, code: string, at: string): Promise<void> {
  await db
    .insertInto('school_stickers')
    .values({ contract_id: contractId, code, created_at: at })
    .onConflict((oc) => oc.column('contract_id').doNothing())
    .execute();
}
