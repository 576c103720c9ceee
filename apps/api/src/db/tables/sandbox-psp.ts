/**
 * Row types of the tables of modules/sandbox-psp, their one owner (apps/api/README.md): the
 * built-in sandbox payment provider's own records, as a real provider keeps them on its side.
 * Never a full card number nor a CVC: a card is a token, its brand, last four digits and expiry.
 */
import type { Generated } from 'kysely';
import type { Flag } from './columns.js';

export type SandboxPspSessionsTable = {
  /** `ps_` and 24 random characters: the payment id the merchant and the hosted page name. */
  id: string;
  /** The merchant's order (the sandbox knows no other table: a plain number). */
  order_id: number;
  reference: string;
  description: string;
  /** What is charged today, in cents (0 for a REGISTRATION). */
  amount_cents: number;
  /** PAYMENT (charge now) or REGISTRATION (register the card, charge nothing). */
  mode: string;
  /** Keep the card as a token for later charges (always for a REGISTRATION). */
  save_card: Flag;
  /** The schedule's last due date (YYYY-MM-DD): a card expiring before it is refused. */
  last_due_date: string | null;
  /** Where the browser goes back after the outcome. */
  return_url: string;
  /** Where the outcome's notification goes (the merchant's configuration when the session opened). */
  notification_url: string;
  /** fr or en: the language of the hosted pages. */
  locale: string;
  /** OPEN → SUCCEEDED / FAILED / CANCELED; paid once. */
  status: string;
  failure_code: string | null;
  /** The card tokenised for this session (set when a card passed, or awaits its challenge). */
  card_token: string | null;
  /** A 3-D Secure challenge is waiting for its code. */
  challenge_pending: Flag;
  challenge_attempts: number;
  /** The outcome's event (payment.succeeded / payment.failed), once decided. */
  event_id: string | null;
  created_at: string;
  /** 30 minutes after creation: an open session then fails as `session_expired`. */
  expires_at: string;
  completed_at: string | null;
};

export type SandboxPspCardsTable = {
  /** `tok_` and 24 random characters. */
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** The test card's behaviour class (cards.ts): what later charges of the token do. */
  behaviour: string;
  /** The merchant may charge it later (saveCard, or a REGISTRATION). */
  reusable: Flag;
  created_at: string;
};

export type SandboxPspChargesTable = {
  /** `ch_` and 24 random characters. */
  id: string;
  token: string;
  order_id: number;
  amount_cents: number;
  /** The merchant's key: the same key answers the same charge (unique). */
  idempotency_key: string;
  /** SUCCEEDED or FAILED. */
  status: string;
  failure_code: string | null;
  event_id: string;
  created_at: string;
};

export type SandboxPspRefundsTable = {
  /** `re_` and 24 random characters. */
  id: string;
  /** The session (`ps_…`) or the charge (`ch_…`) refunded. */
  payment_id: string;
  order_id: number;
  amount_cents: number;
  /** Unique: the same key answers the same refund. */
  idempotency_key: string;
  status: string;
  event_id: string;
  created_at: string;
};

/** The notification outbox: each event POSTed to the merchant until it acknowledges it. */
export type SandboxPspNotificationsTable = {
  id: Generated<number>;
  /** `evt_` and 24 random characters (unique). */
  event_id: string;
  /** The event as JSON (what is signed and sent). */
  payload: string;
  target_url: string;
  attempts: number;
  next_attempt_at: string;
  delivered_at: string | null;
  /** Why the last attempt failed (a status, or a network error's code). */
  last_error: string | null;
  created_at: string;
};

export type SandboxPspDatabase = {
  sandbox_psp_sessions: SandboxPspSessionsTable;
  sandbox_psp_cards: SandboxPspCardsTable;
  sandbox_psp_charges: SandboxPspChargesTable;
  sandbox_psp_refunds: SandboxPspRefundsTable;
  sandbox_psp_notifications: SandboxPspNotificationsTable;
};
