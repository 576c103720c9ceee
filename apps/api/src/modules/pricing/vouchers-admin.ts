/**
 * The vouchers as the back office keeps them (decision 076): created, their limits changed
 * (count, per account, dates, minimum cart), disabled, and their use seen. Each answers the
 * voucher before and after, for the audit entry the caller writes in the same transaction.
 */
import { DISCOUNT_TYPES, VOUCHER_USAGE_LISTED, type DiscountType, type StaffVoucher } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { oneOf } from '../../lib/one-of.js';
import { findProducts } from '../catalog/service.js';
import {
  findVoucher,
  insertVoucher,
  listNetworkVouchers,
  listRedemptions,
  markVoucherDisabled,
  updateVoucherRow,
  type VoucherRow,
} from './vouchers-repo.js';

const isDiscountType = oneOf(DISCOUNT_TYPES);

export type VoucherLimits = {
  validFrom: string;
  validTo: string;
  maxUses: number | null;
  maxUsesPerAccount: number | null;
  minCartCents: number | null;
};

export type NewVoucher = VoucherLimits & {
  code: string;
  discountType: DiscountType;
  amountCents: number | null;
  ratioBp: number | null;
  productId: number | null;
  labelFr: string;
  labelEn: string;
};

export function staffVoucherView(row: VoucherRow): StaffVoucher {
  return {
    code: row.code,
    discountType: isDiscountType(row.discount_type) ? row.discount_type : 'AMOUNT',
    amountCents: row.amount_cents,
    ratioBp: row.ratio_bp,
    productId: row.product_id,
    labelFr: row.label_fr,
    labelEn: row.label_en,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    maxUses: row.max_uses,
    maxUsesPerAccount: row.max_uses_per_account,
    minCartCents: row.min_cart_cents,
    uses: row.uses,
    disabledAt: row.disabled_at,
  };
}

/** The network's voucher of that code, else NOT_FOUND (another network's reads as missing). */
async function networkVoucher(db: Db, networkId: number, code: string): Promise<VoucherRow> {
  const voucher = await findVoucher(db, code);
  if (!voucher || voucher.network_id !== networkId) throw new AppError('NOT_FOUND');
  return voucher;
}

export async function staffVouchers(db: Db, networkId: number): Promise<StaffVoucher[]> {
  return (await listNetworkVouchers(db, networkId)).map(staffVoucherView);
}

/** A new voucher; CONFLICT when the code exists (on any network: codes are the key). */
export async function createStaffVoucher(
  db: Db,
  networkId: number,
  input: NewVoucher,
): Promise<StaffVoucher> {
  if (input.productId !== null) {
    const [product] = await findProducts(db, [input.productId]);
    if (!product || product.network_id !== networkId) {
      throw new AppError('VALIDATION_ERROR', { productId: 'validation.invalidValue' });
    }
  }
  if (await findVoucher(db, input.code)) throw new AppError('CONFLICT');
  await insertVoucher(db, {
    code: input.code,
    network_id: networkId,
    discount_type: input.discountType,
    amount_cents: input.amountCents,
    ratio_bp: input.ratioBp,
    product_id: input.productId,
    valid_from: input.validFrom,
    valid_to: input.validTo,
    max_uses: input.maxUses,
    max_uses_per_account: input.maxUsesPerAccount,
    min_cart_cents: input.minCartCents,
    label_fr: input.labelFr,
    label_en: input.labelEn,
    uses: 0,
  });
  return staffVoucherView(await networkVoucher(db, networkId, input.code));
}

/**
 * A voucher's limits replaced; a count below its uses leaves it used up (the uses already paid
 * stay). Checkout reads the new limits from the next cart on.
 */
export async function updateStaffVoucherLimits(
  db: Db,
  networkId: number,
  code: string,
  limits: VoucherLimits,
): Promise<{ before: StaffVoucher; after: StaffVoucher }> {
  const before = staffVoucherView(await networkVoucher(db, networkId, code));
  await updateVoucherRow(db, code, {
    valid_from: limits.validFrom,
    valid_to: limits.validTo,
    max_uses: limits.maxUses,
    max_uses_per_account: limits.maxUsesPerAccount,
    min_cart_cents: limits.minCartCents,
  });
  return { before, after: staffVoucherView(await networkVoucher(db, networkId, code)) };
}

/** A voucher disabled for good: refused at checkout as VOUCHER_INVALID; CONFLICT when it was already. */
export async function disableStaffVoucher(
  db: Db,
  networkId: number,
  code: string,
  at: string,
): Promise<{ before: StaffVoucher; after: StaffVoucher }> {
  const before = staffVoucherView(await networkVoucher(db, networkId, code));
  if (!(await markVoucherDisabled(db, code, at))) throw new AppError('CONFLICT');
  return { before, after: staffVoucherView(await networkVoucher(db, networkId, code)) };
}

/** A voucher with the paid orders that redeemed it, newest first. */
export async function staffVoucherUsage(db: Db, networkId: number, code: string) {
  const voucher = staffVoucherView(await networkVoucher(db, networkId, code));
  return { voucher, uses: await listRedemptions(db, code, VOUCHER_USAGE_LISTED) };
}
