/**
 * Row types of the tables of modules/orders, their one owner (apps/api/README.md): orders with
 * their items, instalments and payment attempts (vouchers are pricing's, invoices invoices', the
 * usage bills usage-billing's: decision 068).
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
  /** Paid at the counter (decision 077): CASH, CHEQUE or COUNTER_CARD; null when charged. */
  paid_means: string | null;
  /** A FAILED one being charged again by an agent since then (decision 077). */
  claimed_at: string | null;
  /** Why its schedule was closed (CANCELED by the back office, decision 077). */
  closed_reason: string | null;
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

export type OrdersDatabase = {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_instalments: OrderInstalmentsTable;
  order_payments: OrderPaymentsTable;
};
