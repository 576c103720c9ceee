/** The vouchers and voucher_redemptions tables: a voucher by its code, and its uses counted once per paid order. */
import type { Insertable, Updateable } from 'kysely';
import type { VouchersTable } from '../../db/tables/pricing.js';
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

/** How many paid orders of the account redeemed the code. */
export async function countAccountRedemptions(db: Db, code: string, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('voucher_redemptions')
    .innerJoin('orders', 'orders.id', 'voucher_redemptions.order_id')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('voucher_redemptions.code', '=', code)
    .where('orders.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Holds the voucher's row for the rest of the paying transaction (a write that changes nothing,
 * so PostgreSQL locks the row; SQLite's writer lock covers it): two orders of one account paying
 * at once count each other's redemption, the second after the first committed. False when the
 * code is gone.
 */
export async function holdVoucher(db: Db, code: string): Promise<boolean> {
  const result = await db
    .updateTable('vouchers')
    .set((eb) => ({ uses: eb.ref('uses') }))
    .where('code', '=', code)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A network's vouchers, the latest validity first (the back office's list, decision 076). */
export function listNetworkVouchers(db: Db, networkId: number) {
  return db
    .selectFrom('vouchers')
    .selectAll()
    .where('network_id', '=', networkId)
    .orderBy('valid_to', 'desc')
    .orderBy('code')
    .execute();
}

export async function insertVoucher(db: Db, row: Insertable<VouchersTable>) {
  await db.insertInto('vouchers').values(row).execute();
}

export async function updateVoucherRow(
  db: Db,
  code: string,
  values: Updateable<VouchersTable>,
): Promise<boolean> {
  const result = await db.updateTable('vouchers').set(values).where('code', '=', code).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Disables a voucher once: false when it was disabled already (or is gone). */
export async function markVoucherDisabled(db: Db, code: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('vouchers')
    .set({ disabled_at: at })
    .where('code', '=', code)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The paid orders that redeemed a code, newest first, with their reference and account. */
export function listRedemptions(db: Db, code: string, limit: number) {
  return db
    .selectFrom('voucher_redemptions')
    .innerJoin('orders', 'orders.id', 'voucher_redemptions.order_id')
    .select([
      'voucher_redemptions.order_id as orderId',
      'voucher_redemptions.redeemed_at as redeemedAt',
      'orders.reference as reference',
      'orders.account_id as accountId',
      'orders.status as status',
    ])
    .where('voucher_redemptions.code', '=', code)
    .orderBy('voucher_redemptions.redeemed_at', 'desc')
    .orderBy('voucher_redemptions.order_id', 'desc')
    .limit(limit)
    .execute();
}
