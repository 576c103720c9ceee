/**
 * Row types of the tables of modules/guest, their one owner (apps/api/README.md): the cards lent to
 * a guest session for a reload (docs/decisions/054-guest-reload.md).
 */
import type { Generated } from 'kysely';

export type GuestLoansTable = {
  id: Generated<number>;
  account_id: number;
  session_id: number;
  media_id: number;
  lent_at: string;
  /** When the card went back to no account: the guest logged out, or its session expired. */
  released_at: string | null;
};

export type GuestDatabase = { guest_loans: GuestLoansTable };
