/** The vouchers and voucher_redemptions tables: a voucher by its code, and its uses counted once per paid order. */
import type { Db } from '../../db/index.js';

export function findVoucher(db: Db, code: string) {
  return db.selectFrom('vouchers').selectAll().where('code', '=', code).executeTakeFirst();
}

export type VoucherRow = NonNullable<Awaited<ReturnType<typeof findVoucher>>>;

export function findRedemption(db: Db, orderId: number) {
  return db.selectFrom('voucher_redemptions').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function insertRedemption(
  db: Db,
  redemption: { order_id: number; code: string; redeemed_at: string },
) {
  await db.insertInto('voucher_redemptions').values(redemption).execute();
}

/**
 * One more use, in one statement, only while the voucher has uses left: two orders paying at once
 * cannot both take its last use. Answers whether the use was taken.
 */
export async function takeVoucherUse(db: Db, code: string): Promise<boolean> {
  const result = await db
    .updateTable('vouchers')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
