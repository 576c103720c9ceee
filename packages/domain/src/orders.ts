/**
 * The wire shapes of the money path (spec §7 Orders, Payment, Products, shop): what the portal
 * sends to price, order and pay a cart, and what the api answers. Money is integer cents in every
 * field named `…Cents` (docs/decisions/025-checkout-and-payment.md); the only price strings are the
 * spec's `shopItemPromoPrice` of a product. The api validates with these schemas and the portal
 * parses with them: one wire shape.
 */
import { DELIVERY_TYPES, PRODUCTION_STEPS } from './production.js';
import { z } from 'zod';
import {
  LEGACY_ORDER_STATUSES,
  ORDER_ORIGIN_TYPES,
  ORDER_PROCESS_STATUSES,
  TRANSPORT_MODES,
} from './enums.js';
import { MAX_ITEM_QUANTITY, MAX_ORDER_ITEMS } from './item-quantity.js';

export { MAX_ITEM_QUANTITY, MAX_ORDER_ITEMS, maxQuantityFor } from './item-quantity.js';
import { FARE_PROOF_STATES } from './fare-proofs.js';

const id = z.number().int().positive().max(2_147_483_647);

/** The kinds of item a checkout takes: reloads, duplicates and new cards (Media/requestCard.json). */
export const CHECKOUT_ITEM_TYPES = ['CARD_RELOAD', 'CARD_DUPLICATE', 'CARD_CREATION'] as const;
export type CheckoutItemType = (typeof CHECKOUT_ITEM_TYPES)[number];
/**
 * The kinds of order and item the api answers: a checkout's, and POST_PAYMENT_USAGE, the month's
 * journeys of a post-payment card billed on its registered card (decision 032), which no cart sends.
 */
export const ORDER_ITEM_TYPES = [...CHECKOUT_ITEM_TYPES, 'POST_PAYMENT_USAGE'] as const;
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];

const quantity = z.number().int().min(1).max(MAX_ITEM_QUANTITY);

/** A reload or a duplicate: what is bought for which card. */
const cardItemSchema = z
  .object({
    type: z.enum(['CARD_RELOAD', 'CARD_DUPLICATE']),
    /** The card the item is for (the cart item's ubiUserId). */
    mediaId: id,
    shopItemId: id,
    quantity,
    /** A CARD_DUPLICATE item: the open request of Media/requestDuplicate.json it pays. */
    duplicateRequestId: id.optional(),
  })
  .strict();

/**
 * A new card's item: the card does not exist until the order is paid, so the item names the
 * request of Media/requestCard.json (its holder, product and fee), never a card.
 */
const cardCreationItemSchema = z
  .object({ type: z.literal('CARD_CREATION'), cardRequestId: id, shopItemId: id, quantity })
  .strict();

/** One cart item as the server prices it: never a price, only what is bought for which card. */
export const checkoutItemSchema = z.discriminatedUnion('type', [cardItemSchema, cardCreationItemSchema]);
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

const voucherCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalidValue');

const installments = z.union([z.literal(1), z.literal(4), z.literal(10)]);

export const computeAmountBody = z
  .object({
    items: z.array(checkoutItemSchema).min(1).max(MAX_ORDER_ITEMS),
    voucherCode: voucherCode.optional(),
  })
  .strict();
export type ComputeAmountBody = z.infer<typeof computeAmountBody>;

export const redeemVoucherBody = z
  .object({ code: voucherCode, items: z.array(checkoutItemSchema).max(MAX_ORDER_ITEMS).optional() })
  .strict();

export const createOrderBody = computeAmountBody
  .extend({
    installments,
    /** The total the passenger saw, in cents: the order is refused when the server's differs. */
    expectedTotalCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    acceptTerms: z.literal(true, { message: 'validation.terms.required' }),
    /** One key per checkout of one cart: the same key answers the same order (exactly once). */
    idempotencyKey: z
      .string()
      .min(16)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
  })
  .strict();

export const historyQuery = z
  .object({
    /** Keyset pagination: the orders older than this id. */
    before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    limit: z.coerce.number().int().min(1).max(50).optional(),
  })
  .strict();

export const getOrdersQuery = z
  .object({
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    mode: z.enum(TRANSPORT_MODES).optional(),
  })
  .strict();

/** One way a product is sold (spec §3 "a shopItem list with shopItemId"): its price and instalments. */
export const shopItemSchema = z.object({
  shopItemId: z.number().int(),
  shopItemPromoPrice: z.string().describe('Spec §3: a numeric string, "49.00"'),
  priceCents: z.number().int(),
  installments: z.array(z.number().int()),
});
export type ShopItem = z.infer<typeof shopItemSchema>;

/**
 * A product as the shop sells it: the spec's backend product record (§3: productType with
 * productTypeId, a shopItem list with shopItemId), and flat beside it the cart's Product (§3:
 * shopItemId, shopItemPromoPrice, installments, ubiProductId = productId) that the portal puts in
 * its cart: the first shop item's (this catalogue sells each product as one shop item; decision 064).
 */
export const shopProductSchema = z.object({
  productId: z.number().int().describe('Also the spec’s ubiProductId'),
  shopItemId: z.number().int().describe('The first of `shopItem`'),
  shopItemPromoPrice: z.string().describe('Spec §3: a numeric string, "49.00"'),
  priceCents: z.number().int(),
  installments: z.array(z.number().int()),
  name: z.string().describe('In the caller’s language'),
  productType: z.object({ productTypeId: z.string().describe('TICKET, PASS, SUBSCRIPTION, FEE') }),
  shopItem: z.array(shopItemSchema).min(1).describe('The shop items it is sold as (one here)'),
  transportModes: z.array(z.enum(TRANSPORT_MODES)),
  renewalInterval: z.string().nullable(),
  audience: z.string().describe('ALL, UNDER_26, SOLIDARITY, POST_PAYMENT, SCHOOL'),
  postPayment: z.boolean().describe('The post-payment fare: the card is registered, usage billed later'),
  fareProof: z
    .enum(FARE_PROOF_STATES)
    .nullable()
    .default(null)
    .describe(
      'Listed for a card (getProducts with mediaId), a reduced fare (decision 058): ACCEPTED, sold plainly; ' +
        'PENDING, sold pending the review of the card’s proofs; REQUIRED, not sold online (409 FARE_PROOF_REQUIRED). ' +
        'null for a full fare or a list without card',
    ),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

export const productsResponse = z.object({ products: z.array(shopProductSchema) });

export const scheduledPaymentSchema = z.object({
  dueDate: z.string().describe('YYYY-MM-DD'),
  amountCents: z.number().int(),
});
export type ScheduledPayment = z.infer<typeof scheduledPaymentSchema>;

export const amountItemSchema = z.object({
  type: z.enum(ORDER_ITEM_TYPES),
  /** The card; null on a new card's item until the paid order issues it. */
  mediaId: z.number().int().nullable(),
  /** A new card's item (CARD_CREATION): its request. */
  cardRequestId: z.number().int().optional(),
  /** The order item's id (an order's items, not a cart's amount): Document/createDocumentsSubmission.json's item_id. */
  itemId: z.number().int().optional(),
  cardNumber: z.string(),
  holderName: z.string(),
  shopItemId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int().describe('unitPriceCents × quantity − discountCents'),
  /** A GIFT voucher's free article. */
  gift: z.boolean(),
});
export type AmountItem = z.infer<typeof amountItemSchema>;

export const voucherViewSchema = z.object({
  code: z.string(),
  discountType: z.enum(['AMOUNT', 'RATIO', 'ARTICLE_AMOUNT', 'ARTICLE_RATIO', 'GIFT']),
  label: z.string().describe('What it gives, in the caller’s language'),
});
export type VoucherView = z.infer<typeof voucherViewSchema>;

export const amountSchema = z.object({
  items: z.array(amountItemSchema),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  vatCents: z.number().int().describe('The VAT the total includes (10 % on passenger transport)'),
  voucher: voucherViewSchema.nullable(),
  /** Spec §9: the options every item allows, 1 always. */
  installments: z.array(z.number().int()),
  /** For each allowed option, the payments: the first today, then monthly. */
  schedules: z.array(z.object({ count: z.number().int(), payments: z.array(scheduledPaymentSchema) })),
  postPayment: z.boolean(),
});
export type Amount = z.infer<typeof amountSchema>;

export const INSTALMENT_STATUSES = ['DUE', 'PAID', 'FAILED', 'CANCELED'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

export const orderViewSchema = z.object({
  id: z.number().int(),
  /** Spec §3's order record (id, network_id), named as the spec names it (decision 064). */
  network_id: z.number().int().describe('The network the order was placed on'),
  reference: z.string().describe('What the passenger quotes to the mobility centre'),
  createdAt: z.string(),
  status: z.enum(LEGACY_ORDER_STATUSES),
  processStatus: z.enum(ORDER_PROCESS_STATUSES),
  origin: z
    .enum(ORDER_ORIGIN_TYPES)
    .describe('SCHOOL for an order of a school pass (decision 050), else ESHOP'),
  paymentMethod: z.literal('CARD'),
  orderType: z.enum(ORDER_ITEM_TYPES),
  installments: z.number().int(),
  postPayment: z.boolean(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  items: z.array(amountItemSchema),
  schedule: z.array(
    scheduledPaymentSchema.extend({
      index: z.number().int().describe('1 is the first payment'),
      status: z.enum(INSTALMENT_STATUSES),
      paidAt: z.string().nullable(),
    }),
  ),
  invoice: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  /** Order tracking only: each card the order made and where its production is (decision 074). */
  production: z
    .array(
      z.object({
        mediaId: z.number().int(),
        step: z.enum(PRODUCTION_STEPS),
        delivery: z.enum(DELIVERY_TYPES),
        stepAt: z.string().nullable().describe('When the card reached its step (null: numbered)'),
        trackingReference: z.string().nullable(),
      }),
    )
    .optional(),
});
export type OrderView = z.infer<typeof orderViewSchema>;
export type OrderCardProduction = NonNullable<OrderView['production']>[number];

export const orderResponse = z.object({ order: orderViewSchema });
export const historyResponse = z.object({
  orders: z.array(orderViewSchema),
  /** The `before` of the next page, or null at the last one. */
  next: z.number().int().nullable(),
});

export const invoiceViewSchema = z.object({
  number: z.string(),
  orderId: z.number().int(),
  issuedAt: z.string(),
  totalCents: z.number().int(),
  transportModes: z.array(z.enum(TRANSPORT_MODES)),
  /** Spec §3 "transport type": the modes' names joined, in the caller's language. */
  transportType: z.string(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;
export const getOrdersResponse = z.object({
  invoices: z.array(invoiceViewSchema),
  /** The years and modes the account's invoices have, for the filters. */
  years: z.array(z.number().int()),
  modes: z.array(z.enum(TRANSPORT_MODES)),
});

/** Where the browser goes to pay: the provider's hosted page. */
export const placeOrderResponse = z.object({
  orderId: z.number().int(),
  paymentId: z.string(),
  redirectUrl: z.string(),
});

/** Spec §4 payment results: PAID → order tracking, REFUSED → cart, DUPLICATE → My cards. */
export const PAYMENT_OUTCOMES = ['PAID', 'REFUSED', 'PENDING', 'DUPLICATE'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
export const verifyResponse = z.object({
  outcome: z.enum(PAYMENT_OUTCOMES),
  /** Why a payment was refused, as a code of errors.ts (PAYMENT_REFUSED, CARD_EXPIRES_BEFORE_SCHEDULE…). */
  reason: z.string().nullable(),
  order: orderViewSchema,
});
export type VerifyResponse = z.infer<typeof verifyResponse>;
