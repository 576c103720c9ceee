/**
 * A voucher applied to a cart's priced lines (docs/decisions/028): each line's discount, and a
 * GIFT's free article added on the card of the cart's first reload.
 */
import { applyVoucher, INSTALMENT_OPTIONS, type CheckoutItem, type Locale } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { findProducts } from '../catalog/service.js';
import { pricedLine, type Priced } from './priced-line.js';
import type { VoucherRow } from './vouchers-repo.js';
import { discountTypeOf } from './vouchers.js';

/**
 * A GIFT's free article: one unit of its product at 0, loaded on the card of the cart's first
 * reload. A cart without a reload, or a gift no longer on sale, takes no gift (VOUCHER_INVALID).
 */
async function giftLine(
  db: Db,
  lines: readonly Priced[],
  productId: number,
  locale: Locale,
): Promise<Priced> {
  const reload = lines.find((priced) => priced.line.type === 'CARD_RELOAD')?.line;
  const [product] = await findProducts(db, [productId]);
  if (!reload || !product || product.active !== 1) throw new AppError('VOUCHER_INVALID');
  if (reload.mediaId === null) throw new AppError('VOUCHER_INVALID');
  const card = { id: reload.mediaId, number: reload.cardNumber, holderName: reload.holderName };
  const item: CheckoutItem = {
    type: 'CARD_RELOAD',
    mediaId: reload.mediaId,
    shopItemId: product.shop_item_id,
    quantity: 1,
  };
  const gift = pricedLine(item, card, product, 0, locale);
  return { line: { ...gift.line, gift: true }, installments: [...INSTALMENT_OPTIONS], postPayment: false };
}

/** The voucher applied to the lines: their discounts set, and a GIFT's article added. */
export async function withVoucher(
  db: Db,
  lines: Priced[],
  voucher: VoucherRow,
  locale: Locale,
): Promise<Priced[]> {
  const applied = applyVoucher(
    lines.map(({ line }) => ({
      productId: line.productId,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
    })),
    {
      discountType: discountTypeOf(voucher),
      amountCents: voucher.amount_cents,
      ratioBp: voucher.ratio_bp,
      productId: voucher.product_id,
    },
  );
  if (!applied) throw new AppError('VOUCHER_INVALID');
  const discounted = lines.map((priced, index) => {
    const discountCents = applied.lineDiscountsCents[index] ?? 0;
    return {
      ...priced,
      line: { ...priced.line, discountCents, totalCents: priced.line.totalCents - discountCents },
    };
  });
  if (applied.giftProductId === null) return discounted;
  return [...discounted, await giftLine(db, discounted, applied.giftProductId, locale)];
}
