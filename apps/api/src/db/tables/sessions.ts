/**
 * Row types of the tables of modules/sessions, their one owner (apps/api/README.md). Sessions
 * behind `userToken` (only the SHA-256 of the token is stored).
 */
import type { Generated } from 'kysely';

export type SessionsTable = {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  created_at: string;
  last_seen_at: string;
  idle_expires_at: string;
  absolute_expires_at: string;
  revoked_at: string | null;
  /** When a staff member gave their second factor on this session (decision 070); else null. */
  second_factor_at: string | null;
};
