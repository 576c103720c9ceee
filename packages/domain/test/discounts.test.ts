import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_TYPES } from '../src/enums.js';
import { applyVoucher, spreadProportionally, type DiscountLine, type VoucherRule } from '../src/discounts.js';

const annual: DiscountLine = { productId: 107, unitPriceCents: 49_000, quantity: 1 };
const tickets: DiscountLine = { productId: 102, unitPriceCents: 1_450, quantity: 3 };
const bike: DiscountLine = { productId: 109, unitPriceCents: 3_500, quantity: 1 };

describe('a voucher applied to a cart (spec §3 discount types)', () => {
  it('AMOUNT: cents off the whole cart, spread over the lines in proportion, summing exactly', () => {
    expect(applyVoucher([annual, tickets], { discountType: 'AMOUNT', amountCents: 500 })).toEqual({
      lineDiscountsCents: [459, 41],
      discountCents: 500,
      giftProductId: null,
    });
  });

  it('AMOUNT: never more than the subtotal', () => {
    const applied = applyVoucher([{ productId: 101, unitPriceCents: 170, quantity: 2 }], {
      discountType: 'AMOUNT',
      amountCents: 500,
    });
    expect(applied).toEqual({ lineDiscountsCents: [340], discountCents: 340, giftProductId: null });
  });

  it('AMOUNT: the cents left go to the largest remainders, the first line on a tie', () => {
    expect(spreadProportionally([100n, 100n, 100n], 100n)).toEqual([34n, 33n, 33n]);
    expect(spreadProportionally([1n, 2n], 2n)).toEqual([1n, 1n]);
    expect(spreadProportionally([0n, 0n], 5n)).toEqual([0n, 0n]);
  });

  it('RATIO: basis points off each line, halves rounded up', () => {
    expect(
      applyVoucher([annual, tickets, { productId: 101, unitPriceCents: 5, quantity: 1 }], {
        discountType: 'RATIO',
        ratioBp: 1000,
      }),
    ).toEqual({ lineDiscountsCents: [4_900, 435, 1], discountCents: 5_336, giftProductId: null });
  });

  it('ARTICLE_AMOUNT: cents off each unit of its product, never below the unit price', () => {
    expect(
      applyVoucher([annual, bike], { discountType: 'ARTICLE_AMOUNT', amountCents: 500, productId: 109 }),
    ).toEqual({
      lineDiscountsCents: [0, 500],
      discountCents: 500,
      giftProductId: null,
    });
    expect(
      applyVoucher([{ productId: 101, unitPriceCents: 170, quantity: 3 }], {
        discountType: 'ARTICLE_AMOUNT',
        amountCents: 500,
        productId: 101,
      }),
    ).toEqual({ lineDiscountsCents: [510], discountCents: 510, giftProductId: null });
  });

  it('ARTICLE_RATIO: basis points off the lines of its product only', () => {
    expect(
      applyVoucher([annual, bike], { discountType: 'ARTICLE_RATIO', ratioBp: 2000, productId: 107 }),
    ).toEqual({
      lineDiscountsCents: [9_800, 0],
      discountCents: 9_800,
      giftProductId: null,
    });
  });

  it('GIFT: nothing off, one free unit of its product to add', () => {
    expect(applyVoucher([bike], { discountType: 'GIFT', productId: 103 })).toEqual({
      lineDiscountsCents: [0],
      discountCents: 0,
      giftProductId: 103,
    });
  });

  it.each<VoucherRule>([
    { discountType: 'ARTICLE_AMOUNT', amountCents: 500, productId: 109 },
    { discountType: 'ARTICLE_RATIO', ratioBp: 2000, productId: 109 },
    { discountType: 'AMOUNT' },
    { discountType: 'RATIO', ratioBp: null },
    { discountType: 'GIFT' },
  ])('applies to nothing (the api answers VOUCHER_INVALID): %o', (rule) => {
    expect(applyVoucher([annual, tickets], rule)).toBeNull();
  });

  it('refuses a line that is not whole cents and a positive quantity', () => {
    expect(() =>
      applyVoucher([{ productId: 1, unitPriceCents: 1.5, quantity: 1 }], {
        discountType: 'GIFT',
        productId: 1,
      }),
    ).toThrow(RangeError);
    expect(() =>
      applyVoucher([{ productId: 1, unitPriceCents: 100, quantity: 0 }], {
        discountType: 'GIFT',
        productId: 1,
      }),
    ).toThrow(RangeError);
  });

  const line = fc.record({
    productId: fc.integer({ min: 1, max: 4 }),
    unitPriceCents: fc.integer({ min: 0, max: 100_000_000 }),
    quantity: fc.integer({ min: 1, max: 10 }),
  });
  const rule = fc.record({
    discountType: fc.constantFrom(...DISCOUNT_TYPES),
    amountCents: fc.option(fc.integer({ min: 0, max: 2_000_000_000 }), { nil: undefined }),
    ratioBp: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
    productId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  });

  it('whatever the cart and voucher: whole cents, no line below zero, the lines sum to the discount, ≤ the subtotal', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), rule, (lines, voucher) => {
        const applied = applyVoucher(lines, voucher);
        if (applied === null) return;
        const totals = lines.map((one) => one.unitPriceCents * one.quantity);
        const subtotal = totals.reduce((sum, total) => sum + total, 0);
        expect(applied.lineDiscountsCents).toHaveLength(lines.length);
        applied.lineDiscountsCents.forEach((discount, index) => {
          expect(Number.isSafeInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(totals[index]! - discount).toBeGreaterThanOrEqual(0);
        });
        expect(applied.lineDiscountsCents.reduce((sum, discount) => sum + discount, 0)).toBe(
          applied.discountCents,
        );
        expect(applied.discountCents).toBeLessThanOrEqual(subtotal);
        expect(subtotal - applied.discountCents).toBeGreaterThanOrEqual(0);
        if (voucher.discountType === 'AMOUNT') {
          expect(applied.discountCents).toBe(Math.min(voucher.amountCents!, subtotal));
        }
        expect(applied.giftProductId).toBe(voucher.discountType === 'GIFT' ? voucher.productId : null);
      }),
    );
  });

  it('AMOUNT spreads each line a share within one cent of its exact proportion', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (lines, amount) => {
          const applied = applyVoucher(lines, { discountType: 'AMOUNT', amountCents: amount })!;
          const totals = lines.map((one) => BigInt(one.unitPriceCents * one.quantity));
          const subtotal = totals.reduce((sum, total) => sum + total, 0n);
          if (subtotal === 0n) return;
          const discount = BigInt(applied.discountCents);
          applied.lineDiscountsCents.forEach((share, index) => {
            const exactTimesSubtotal = discount * totals[index]!;
            const gap = BigInt(share) * subtotal - exactTimesSubtotal;
            expect(gap > -subtotal && gap < subtotal).toBe(true);
          });
        },
      ),
    );
  });
});
