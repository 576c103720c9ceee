/**
 * Vouchers (docs/decisions/028 and 056): a code usable today by the caller, what it shows, its
 * minimum cart, and its use counted once per paid order, within its per-account limit. Owns
 * `vouchers` and `voucher_redemptions`.
 */
import { DISCOUNT_TYPES, type DiscountType, type Locale, type VoucherView } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { oneOf } from '../../lib/one-of.js';
import {
  countAccountRedemptions,
  findRedemption,
  findVoucher,
  holdVoucher,
  insertRedemption,
  takeVoucherUse,
  type VoucherRow,
} from './vouchers-repo.js';

const isDiscountType = oneOf(DISCOUNT_TYPES);

/** The voucher's discount type (a row of an unknown type is refused before it is applied). */
export function discountTypeOf(voucher: Pick<VoucherRow, 'discount_type'>): DiscountType {
  return isDiscountType(voucher.discount_type) ? voucher.discount_type : 'AMOUNT';
}

/**
 * The voucher of that code (any case) usable today on the caller's network by the caller:
 * VOUCHER_INVALID when unknown, another network's, disabled (decision 076), outside its dates or used up;
 * VOUCHER_ACCOUNT_ONLY for a guest when it has a per-account limit (a guest session is a new
 * account each time: it would make the limit none); VOUCHER_ALREADY_USED when the caller's paid
 * orders have redeemed it as often as it allows (decision 056).
 */
export async function usableVoucher(
  db: Db,
  session: CurrentSession,
  code: string,
  today: string,
): Promise<VoucherRow> {
  const voucher = await findVoucher(db, code.trim().toUpperCase());
  if (
    !voucher ||
    voucher.network_id !== session.networkId ||
    voucher.disabled_at !== null ||
    !isDiscountType(voucher.discount_type) ||
    today < voucher.valid_from ||
    today > voucher.valid_to ||
    (voucher.max_uses !== null && voucher.uses >= voucher.max_uses)
  ) {
    throw new AppError('VOUCHER_INVALID');
  }
  if (voucher.max_uses_per_account !== null) {
    if (session.guest) throw new AppError('VOUCHER_ACCOUNT_ONLY');
    if (!(await accountMayRedeem(db, voucher, session.accountId))) throw new AppError('VOUCHER_ALREADY_USED');
  }
  return voucher;
}

async function accountMayRedeem(
  db: Db,
  voucher: Pick<VoucherRow, 'code' | 'max_uses_per_account'>,
  accountId: number,
): Promise<boolean> {
  if (voucher.max_uses_per_account === null) return true;
  return (await countAccountRedemptions(db, voucher.code, accountId)) < voucher.max_uses_per_account;
}

/**
 * In the paying transaction, before the order is paid: whether its account may still redeem its
 * voucher. The voucher's row is held first, so two orders of one account paying at once are
 * counted one after the other and the second finds the first's redemption (decision 056). A code
 * gone since the order was made is no reason to refuse a payment (its use is simply not counted).
 */
export async function voucherStillRedeemable(trx: Db, code: string, accountId: number): Promise<boolean> {
  if (!(await holdVoucher(trx, code))) return true;
  const voucher = await findVoucher(trx, code);
  return !voucher || (await accountMayRedeem(trx, voucher, accountId));
}

/** A minimum cart is reached by what the lines cost before any discount (decision 056). */
export function assertMinimumCart(
  voucher: VoucherRow,
  lines: ReadonlyArray<{ line: { unitPriceCents: number; quantity: number } }>,
): void {
  if (voucher.min_cart_cents === null) return;
  const subtotal = lines.reduce((sum, { line }) => sum + line.unitPriceCents * line.quantity, 0);
  if (subtotal < voucher.min_cart_cents) throw new AppError('VOUCHER_MINIMUM_NOT_REACHED');
}

export function voucherView(voucher: VoucherRow, locale: Locale): VoucherView {
  return {
    code: voucher.code,
    discountType: discountTypeOf(voucher),
    label: locale === 'en' ? voucher.label_en : voucher.label_fr,
  };
}

/**
 * Counts a paid order's use of its voucher, inside the paying transaction: one use taken in one
 * statement while uses are left (VOUCHER_INVALID otherwise, which rolls the transaction back) and
 * the redemption recorded. The same order counted again changes nothing.
 */
export async function redeemVoucherUse(trx: Db, code: string, orderId: number, at: string): Promise<void> {
  if (await findRedemption(trx, orderId)) return;
  if (!(await takeVoucherUse(trx, code))) throw new AppError('VOUCHER_INVALID');
  await insertRedemption(trx, { order_id: orderId, code, redeemed_at: at });
}
