/**
 * Row types of the tables of modules/pricing, their one owner (apps/api/README.md; decision 068):
 * the vouchers and their redemptions, one per paid order.
 */

export type VouchersTable = {
  code: string;
  network_id: number;
  /** AMOUNT, RATIO, ARTICLE_AMOUNT, ARTICLE_RATIO, GIFT (spec §3). */
  discount_type: string;
  /** AMOUNT and ARTICLE_AMOUNT: cents off. */
  amount_cents: number | null;
  /** RATIO and ARTICLE_RATIO: basis points off (1 000 = 10 %). */
  ratio_bp: number | null;
  /** ARTICLE_*: the product it applies to; GIFT: the product given. */
  product_id: number | null;
  valid_from: string;
  valid_to: string;
  /** null: no limit. */
  max_uses: number | null;
  uses: number;
  label_fr: string;
  label_en: string;
  /** How many paid orders of one account may redeem it; null: no limit (decision 056). */
  max_uses_per_account: number | null;
  /** The smallest cart it applies to, before discounts, in cents; null: any (decision 056). */
  min_cart_cents: number | null;
  /** When a supervisor disabled it (decision 076); refused at checkout from then on. */
  disabled_at: string | null;
};

export type VoucherRedemptionsTable = {
  order_id: number;
  code: string;
  redeemed_at: string;
};

export type PricingDatabase = {
  vouchers: VouchersTable;
  voucher_redemptions: VoucherRedemptionsTable;
};
