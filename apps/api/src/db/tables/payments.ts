/**
 * Row types of the tables of modules/payments, their one owner (apps/api/README.md): the
 * merchant's side of the payment provider. Saved cards are the provider's tokens with a masked
 * number and an expiry (never the number); received notifications are kept once per event id.
 */
import type { Generated } from 'kysely';

export type PaymentCardsTable = {
  id: Generated<number>;
  account_id: number;
  /** The provider's token (unique per account): the later instalments are charged on it. */
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
  deleted_at: string | null;
};

export type PaymentEventsTable = {
  /** The provider's event id (unique): a notification delivered twice is recorded once. */
  event_id: string;
  type: string;
  /** The event as JSON. */
  payload: string;
  received_at: string;
};

/** A card added without buying (decision 052): the provider's registration session and its outcome. */
export type CardRegistrationsTable = {
  /** It travels in the return URL; only the account that opened it reads it. */
  id: Generated<number>;
  account_id: number;
  provider_payment_id: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  failure_code: string | null;
  payment_card_id: number | null;
  created_at: string;
  updated_at: string;
};

export type PaymentsDatabase = {
  payment_cards: PaymentCardsTable;
  payment_events: PaymentEventsTable;
  card_registrations: CardRegistrationsTable;
};
