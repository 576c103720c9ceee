/**
 * Row types of the tables of modules/pairing, their one owner (apps/api/README.md): the devices
 * paired (or being paired) with an account, and the wrong codes counted for the rate limit.
 */
import type { Generated } from 'kysely';

export type PairedDevicesTable = {
  id: Generated<number>;
  network_id: number;
  /** SHA-256 of the secret the device polls with. */
  secret_hash: string;
  /** SHA-256 of the code the device shows; null once the code is used or swept. */
  code_hash: string | null;
  code_expires_at: string;
  /** Null until a holder types the code; name and paired_at with it. */
  account_id: number | null;
  name: string | null;
  paired_at: string | null;
  signin_token_hash: string | null;
  signin_token_expires_at: string | null;
  signin_token_used_at: string | null;
  /** The session the sign-in token opened: ended by the unpairing. */
  session_id: number | null;
  unpaired_at: string | null;
  created_at: string;
};

/** One row per wrong code typed at /pairing, for the rate limit (per account and per address). */
export type PairingAttemptsTable = {
  id: Generated<number>;
  account_id: number;
  address: string;
  created_at: string;
};

export type PairingDatabase = {
  paired_devices: PairedDevicesTable;
  pairing_attempts: PairingAttemptsTable;
};
