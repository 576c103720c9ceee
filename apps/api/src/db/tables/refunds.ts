/**
 * Row types of the table of modules/refunds, its one owner (decision 075): each provider refund a
 * credit note paid back, on which payment, once per idempotency key.
 */
import type { Generated } from 'kysely';

export type OrderRefundsTable = {
  id: Generated<number>;
  order_id: number;
  credit_note_id: number;
  /** The provider's payment (session or charge) the money went back on. */
  provider_payment_id: string;
  amount_cents: number;
  idempotency_key: string;
  created_at: string;
};

export type RefundsDatabase = { order_refunds: OrderRefundsTable };
