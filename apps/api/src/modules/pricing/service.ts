/**
 * What other modules use of pricing (decision 068): a cart's amount from the catalogue and its
 * voucher, which orders makes an order of; the voucher's checks and its use counted once per paid
 * order, in the paying transaction. Owns `vouchers` and `voucher_redemptions`.
 */
export { checkVoucher, priceCart, type PricedCart, type PricedLine } from './pricing.js';
export { redeemVoucherUse, voucherStillRedeemable } from './vouchers.js';
export {
  createStaffVoucher,
  disableStaffVoucher,
  staffVoucherUsage,
  staffVouchers,
  updateStaffVoucherLimits,
  type NewVoucher,
  type VoucherLimits,
} from './vouchers-admin.js';
