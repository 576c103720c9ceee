/**
 * The amount of a cart (spec §9), computed on the server from the catalogue whatever the client
 * sends: each article (articles.ts) checked against the caller's card (the shop's reload rule, the
 * duplicates module's open request) or, for a new card, its request (card-creation-pricing.ts),
 * then the voucher (vouchers.ts, voucher-lines.ts), the totals and the VAT they hold, the
 * instalment options and their schedules (docs/decisions/028).
 */
import {
  allowedInstalments,
  instalmentSchedule,
  maxQuantityFor,
  vatIncludedCents,
  type Amount,
  type AmountItem,
  type CartItem,
  type CheckoutItem,
  type Locale,
  type VoucherView,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { duplicateRequestToPay } from '../duplicates/service.js';
import {
  periodRefusalError,
  productForReload,
  reloadPeriodsRefusal,
  type ReloadLine,
} from '../shop/service.js';
import { itemRef, mergeItems, namingItem } from './articles.js';
import { withVoucher } from './voucher-lines.js';
import { assertMinimumCart, usableVoucher, voucherView } from './vouchers.js';
import { assertWholeCardRequests, priceCardCreation } from './card-creation-pricing.js';
import { pricedLine, type Priced, type PricedLine } from './priced-line.js';

export type { PricedLine };

export type PricedCart = { amount: Amount; lines: PricedLine[]; voucher: { code: string } | null };

export type PriceCartInput = { items: CheckoutItem[]; voucherCode?: string | undefined };

/**
 * One item, from the catalogue and the caller's card. Only tickets are bought by the dozen: a
 * pass or subscription covers a period, so two on one card in one order would overlap
 * (QUANTITY_NOT_ALLOWED, the limit of packages/domain's item-quantity.ts that the portal's cart
 * keeps too); a duplicate is paid once.
 */
async function priceItem(
  db: Db,
  session: CurrentSession,
  item: CheckoutItem,
  locale: Locale,
): Promise<Priced> {
  if (item.type === 'CARD_RELOAD') {
    const { card, product } = await productForReload(db, session, item.mediaId, item.shopItemId);
    if (item.quantity > maxQuantityFor(product.product_type)) throw new AppError('QUANTITY_NOT_ALLOWED');
    return pricedLine(item, card, product, product.price_cents, locale);
  }
  if (item.type === 'CARD_CREATION') return priceCardCreation(db, session, item, locale);
  const { card, request, fee } = await duplicateRequestToPay(
    db,
    session,
    item.mediaId,
    item.duplicateRequestId,
  );
  if (fee.shop_item_id !== item.shopItemId) throw new AppError('PRODUCT_NOT_FOR_CARD');
  if (item.quantity !== 1) throw new AppError('QUANTITY_NOT_ALLOWED');
  return pricedLine(item, card, fee, request.priceCents, locale);
}

/** A priced line the period rule reads: a pass or ticket loaded on a card, not a fee. */
function isPeriodLine({ line }: Priced): boolean {
  return (line.type === 'CARD_RELOAD' || line.type === 'CARD_CREATION') && line.productType !== 'FEE';
}

/** A priced line as the period rule reads it (a new card's product on its card to be). */
function reloadLine({ line, postPayment }: Priced): ReloadLine {
  return {
    mediaId: line.type === 'CARD_CREATION' ? null : line.mediaId,
    product: { transportModes: line.transportModes, renewalInterval: line.renewalInterval, postPayment },
    quantity: line.quantity,
  };
}

/**
 * Spec §9: the options every line allows (1 always); a cart with the post-payment fare registers
 * a card and is paid in one go; a count is offered only when each payment is at least a cent.
 * A guest (decision 054) pays in one go too: a later instalment refused would need a person to
 * tell and an account to come back to and settle it, and a guest has neither.
 */
function instalmentOptions(
  lines: readonly Priced[],
  totalCents: number,
  postPayment: boolean,
  guest: boolean,
): number[] {
  if (postPayment || guest) return [1];
  const cartItems: CartItem[] = lines.map(({ line, installments }, index) => ({
    id: String(index),
    quantity: line.quantity,
    product: { shopItemId: line.shopItemId, unitPriceCents: line.unitPriceCents, installments },
  }));
  return allowedInstalments(cartItems).filter((count) => count === 1 || count <= totalCents);
}

/**
 * The amount of the caller's cart on `today` (YYYY-MM-DD, the network's day): the first payment
 * falls on it, the voucher must be valid on it, the passes start from it. Throws the item's refusal,
 * naming the item (FORBIDDEN, CARD_EXPIRED, NO_PRODUCT_FOR_CONTRACT, PRODUCT_NOT_FOR_CARD, QUANTITY_NOT_ALLOWED,
 * DUPLICATE_REQUEST_CLOSED, CARD_REQUEST_CLOSED), the period rule's (SUBSCRIPTION_ALREADY_IN_CART,
 * SALE_NOT_SETTLED, CARD_ALREADY_COVERED: decision 060) or the voucher's (VOUCHER_INVALID,
 * VOUCHER_ALREADY_USED, VOUCHER_ACCOUNT_ONLY, VOUCHER_MINIMUM_NOT_REACHED).
 */
export async function priceCart(
  db: Db,
  session: CurrentSession,
  input: PriceCartInput,
  locale: Locale,
  today: string,
): Promise<PricedCart> {
  let lines: Priced[] = [];
  const articles = mergeItems(input.items);
  for (const item of articles) {
    lines.push(await namingItem(itemRef(input.items, item), () => priceItem(db, session, item, locale)));
  }
  assertWholeCardRequests(lines, input.items);
  // Decision 060: one subscription per card, its period after what the card holds, or refused,
  // naming the item refused (decision 061).
  const periodLines = lines.flatMap((priced, index) => (isPeriodLine(priced) ? [index] : []));
  const refused = await reloadPeriodsRefusal(
    db,
    periodLines.map((index) => reloadLine(lines[index]!)),
    today,
  );
  if (refused) {
    const error = periodRefusalError(refused.refusal);
    const article = articles[periodLines[refused.index]!]!;
    throw new AppError(error.code, undefined, { ...error.extras, item: itemRef(input.items, article) });
  }
  const voucher =
    input.voucherCode === undefined ? null : await usableVoucher(db, session, input.voucherCode, today);
  if (voucher) {
    assertMinimumCart(voucher, lines);
    lines = await withVoucher(db, lines, voucher, locale);
  }

  const subtotalCents = lines.reduce((sum, { line }) => sum + line.unitPriceCents * line.quantity, 0);
  const discountCents = lines.reduce((sum, { line }) => sum + line.discountCents, 0);
  const totalCents = subtotalCents - discountCents;
  const postPayment = lines.some((priced) => priced.postPayment);
  const installments = instalmentOptions(lines, totalCents, postPayment, session.guest);
  const items = lines.map(({ line }) => line);
  return {
    amount: {
      items: items.map(toAmountItem),
      subtotalCents,
      discountCents,
      totalCents,
      vatCents: vatIncludedCents(totalCents),
      voucher: voucher ? voucherView(voucher, locale) : null,
      installments,
      schedules: installments.map((count) => ({
        count,
        payments: instalmentSchedule(totalCents, count, today),
      })),
      postPayment,
    },
    lines: items,
    voucher: voucher ? { code: voucher.code } : null,
  };
}

/** The wire's item: a priced line without what only the order keeps. */
function toAmountItem(line: PricedLine): AmountItem {
  const {
    nameFr: _nameFr,
    nameEn: _nameEn,
    productType: _productType,
    transportModes: _modes,
    renewalInterval: _interval,
    duplicateRequestId: _request,
    ...item
  } = line;
  return item;
}

/**
 * Order/redeemVoucher.json: the voucher of that code as it applies today, and to the cart when
 * its items are given (VOUCHER_INVALID when it applies to none of them).
 */
export async function checkVoucher(
  db: Db,
  session: CurrentSession,
  input: { code: string; items?: CheckoutItem[] | undefined },
  locale: Locale,
  today: string,
): Promise<VoucherView> {
  if (input.items && input.items.length > 0) {
    const priced = await priceCart(
      db,
      session,
      { items: input.items, voucherCode: input.code },
      locale,
      today,
    );
    if (priced.amount.voucher) return priced.amount.voucher;
  }
  return voucherView(await usableVoucher(db, session, input.code, today), locale);
}
