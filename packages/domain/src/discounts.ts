/**
 * What a voucher takes off a cart (spec §3 discount types), line by line, in whole cents
 * (docs/decisions/028): the lines' discounts always add up to the total discount, no line goes
 * below zero, and the total discount never exceeds the subtotal. Pure: the api reads the voucher
 * and the catalogue, this decides the cents.
 */
import type { DiscountType } from './enums.js';
import { divideRoundHalfUp } from './schedule.js';

/** One line of a cart as a discount sees it. */
export type DiscountLine = { productId: number; unitPriceCents: number; quantity: number };

/** A voucher's rule: AMOUNT/ARTICLE_AMOUNT take cents, RATIO/ARTICLE_RATIO basis points (1 000 = 10 %). */
export type VoucherRule = {
  discountType: DiscountType;
  amountCents?: number | null;
  ratioBp?: number | null;
  /** ARTICLE_*: the product it applies to; GIFT: the product given. */
  productId?: number | null;
};

export type AppliedVoucher = {
  /** The discount of each line, in the lines' order. */
  lineDiscountsCents: number[];
  discountCents: number;
  /** GIFT: the product added as one free unit; otherwise null. */
  giftProductId: number | null;
};

const FULL_BP = 10_000n;

function lineTotal(line: DiscountLine): bigint {
  return BigInt(line.unitPriceCents) * BigInt(line.quantity);
}

function assertLines(lines: readonly DiscountLine[]): void {
  for (const line of lines) {
    if (!Number.isSafeInteger(line.unitPriceCents) || line.unitPriceCents < 0) {
      throw new RangeError(`A unit price is a whole, non-negative number of cents: ${line.unitPriceCents}`);
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`A quantity is a whole, positive number: ${line.quantity}`);
    }
  }
}

/** A rule's number, when it is a whole non-negative one; a voucher row missing it applies to nothing. */
function whole(value: number | null | undefined): bigint | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null;
}

/**
 * `discount` cents spread over lines in proportion to their totals: each line takes the whole
 * cents of its share, and the cents left go one each to the lines with the largest remainders
 * (the first line on a tie), so that the shares add up to `discount` exactly (largest remainder).
 */
export function spreadProportionally(totals: readonly bigint[], discount: bigint): bigint[] {
  const subtotal = totals.reduce((sum, total) => sum + total, 0n);
  if (subtotal === 0n) return totals.map(() => 0n);
  const shares = totals.map((total) => (discount * total) / subtotal);
  const remainders = totals.map((total, index) => ({ index, remainder: (discount * total) % subtotal }));
  let left = discount - shares.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = shares[index]! + 1n;
    left -= 1n;
  }
  return shares;
}

const ratioOf = (total: bigint, bp: bigint) =>
  divideRoundHalfUp(total * (bp < FULL_BP ? bp : FULL_BP), FULL_BP);

function lineDiscounts(lines: readonly DiscountLine[], rule: VoucherRule): bigint[] | null {
  const amount = whole(rule.amountCents);
  const bp = whole(rule.ratioBp);
  const totals = lines.map(lineTotal);
  const matches = (line: DiscountLine) => rule.productId != null && line.productId === rule.productId;
  switch (rule.discountType) {
    case 'AMOUNT': {
      if (amount === null) return null;
      const subtotal = totals.reduce((sum, total) => sum + total, 0n);
      return spreadProportionally(totals, amount < subtotal ? amount : subtotal);
    }
    case 'RATIO':
      return bp === null ? null : totals.map((total) => ratioOf(total, bp));
    case 'ARTICLE_AMOUNT':
      if (amount === null || !lines.some(matches)) return null;
      return lines.map((line) => {
        if (!matches(line)) return 0n;
        const unit = BigInt(line.unitPriceCents);
        return (amount < unit ? amount : unit) * BigInt(line.quantity);
      });
    case 'ARTICLE_RATIO':
      if (bp === null || !lines.some(matches)) return null;
      return lines.map((line, index) => (matches(line) ? ratioOf(totals[index]!, bp) : 0n));
    case 'GIFT':
      return rule.productId == null ? null : lines.map(() => 0n);
  }
}

/**
 * The voucher applied to the cart's lines, or null when it applies to nothing in this cart (an
 * ARTICLE_* voucher whose product no line holds, or a rule missing its amount, rate or product):
 * the api answers VOUCHER_INVALID. A GIFT takes nothing off and names the product to add free.
 */
export function applyVoucher(lines: readonly DiscountLine[], rule: VoucherRule): AppliedVoucher | null {
  assertLines(lines);
  const discounts = lineDiscounts(lines, rule);
  if (discounts === null) return null;
  const lineDiscountsCents = discounts.map(Number);
  const discountCents = Number(discounts.reduce((sum, discount) => sum + discount, 0n));
  if (!Number.isSafeInteger(discountCents))
    throw new RangeError(`A discount beyond exact cents: ${discountCents}`);
  return {
    lineDiscountsCents,
    discountCents,
    giftProductId: rule.discountType === 'GIFT' ? (rule.productId ?? null) : null,
  };
}
