/**
 * Row types of the tables of modules/orders, their one owner (apps/api/README.md): orders with
 * their items, instalments and payment attempts; vouchers; invoices and their gapless numbering.
 * Money is integer cents; dates are ISO strings (YYYY-MM-DD for days).
 */
import type { Generated } from 'kysely';
import type { Flag } from './columns.js';

export type OrdersTable = {
  id: Generated<number>;
  account_id: number;
  network_id: number;
  /** What the passenger quotes: "OM-" and the id on 8 digits, set right after the insert. */
  reference: string | null;
  /** The client's key for one checkout; unique per account (exactly once). */
  idempotency_key: string;
  /** SHA-256 of the canonical text of what was ordered: the same key with another cart is a 409. */
  request_hash: string;
  /** CARD_RELOAD, CARD_DUPLICATE, CARD_CREATION or POST_PAYMENT_USAGE. */
  order_type: string;
  /** Legacy status (spec §3): PENDING → COMPLETED / CANCELED / ERROR; REGULARIZATION. */
  status: string;
  /** Process status (spec §3): TO_PROCESS → PROCESSING → PROCESSED. */
  process_status: string;
  origin: string;
  payment_method: string;
  installments: number;
  post_payment: Flag;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  vat_cents: number;
  voucher_code: string | null;
  /** The passenger's language when ordering: mails and the invoice use it. */
  locale: string;
  /** The saved card (payments module) the later instalments are charged on. */
  payment_card_id: number | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
};

export type OrderItemsTable = {
  id: Generated<number>;
  order_id: number;
  position: number;
  type: string;
  /** The card; null on a CARD_CREATION item until the paid order issues its card. */
  media_id: number | null;
  /**
   * Snapshots taken when ordering: the order reads the same when the card changes later. A
   * CARD_CREATION item has '' as number until its card is issued, and the request's holder.
   */
  card_number: string;
  holder_name: string;
  product_id: number;
  shop_item_id: number;
  name_fr: string;
  name_en: string;
  product_type: string;
  /** JSON array of transport mode codes. */
  transport_modes: string;
  renewal_interval: string | null;
  quantity: number;
  unit_price_cents: number;
  discount_cents: number;
  total_cents: number;
  gift: Flag;
  duplicate_request_id: number | null;
  /** A CARD_CREATION item: the request of Media/requestCard.json it pays (migration 20261126T0920). */
  card_request_id: number | null;
  /** JSON array of the contracts the paid item put on the card; null until fulfilled. */
  contract_ids: string | null;
};

export type OrderInstalmentsTable = {
  id: Generated<number>;
  order_id: number;
  /** 1 is the first payment, charged at checkout. */
  position: number;
  due_date: string;
  amount_cents: number;
  /** DUE, PAID, FAILED, CANCELED. */
  status: string;
  attempts: number;
  next_attempt_on: string | null;
  paid_at: string | null;
  /** The provider's payment or charge id that paid it. */
  provider_reference: string | null;
};

export type OrderPaymentsTable = {
  id: Generated<number>;
  order_id: number;
  /** The provider's payment session id (unique). */
  provider_payment_id: string;
  /** PAYMENT (the first instalment) or REGISTRATION (post-payment: the card is registered). */
  kind: string;
  /** PENDING, SUCCEEDED, FAILED, REFUNDED. */
  status: string;
  amount_cents: number;
  failure_code: string | null;
  created_at: string;
  updated_at: string;
};

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
};

export type VoucherRedemptionsTable = {
  order_id: number;
  code: string;
  redeemed_at: string;
};

export type InvoicesTable = {
  id: Generated<number>;
  /** "F2026-000001": the year's series, without gaps. */
  number: string;
  order_id: number;
  account_id: number;
  year: number;
  sequence: number;
  issued_at: string;
  total_cents: number;
  /** JSON array of the transport modes of the items, for the filters. */
  transport_modes: string;
  /** JSON of everything printed (seller, buyer, lines, VAT, schedule): never changed once issued. */
  content: string;
};

export type InvoiceCountersTable = {
  year: number;
  last_sequence: number;
};

export type OrdersDatabase = {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_instalments: OrderInstalmentsTable;
  order_payments: OrderPaymentsTable;
  vouchers: VouchersTable;
  voucher_redemptions: VoucherRedemptionsTable;
  invoices: InvoicesTable;
  invoice_counters: InvoiceCountersTable;
  usage_bills: UsageBillsTable;
};

/**
 * One month of a post-payment card's journeys billed to an account (docs/decisions/032): its
 * POST_PAYMENT_USAGE order. Unique (account_id, media_id, month): a month is billed once.
 */
export type UsageBillsTable = {
  id: Generated<number>;
  account_id: number;
  media_id: number;
  /** YYYY-MM (UTC). */
  month: string;
  order_id: number;
  created_at: string;
};
