/**
 * Row types of the tables of modules/staff-auth, their one owner (apps/api/README.md): the staff's
 * authenticator secrets (TOTP, RFC 6238), their recovery codes (hashed) and the wrong codes
 * counted for the rate limit (decision 070).
 */
import type { Generated } from 'kysely';

export type StaffSecondFactorsTable = {
  identity_id: number;
  /**
   * Sealed with STAFF_TOTP_KEY (AES-256-GCM, `v1.<iv>.<tag>.<ciphertext>`, decision 078): the
   * base32 secret is never stored; a plaintext left from before is sealed at start.
   */
  secret: string;
  created_at: string;
  /** Null until the first code confirmed the app holds the secret. */
  enrolled_at: string | null;
  /** The last time step a code was accepted for: the same code is never accepted twice. */
  last_time_step: number | null;
};

export type StaffRecoveryCodesTable = {
  id: Generated<number>;
  identity_id: number;
  /** Argon2id of the code, as for passwords (lib/passwords.ts). */
  code_hash: string;
  created_at: string;
  used_at: string | null;
};

export type StaffSecondFactorFailuresTable = {
  id: Generated<number>;
  identity_id: number;
  created_at: string;
};

export type StaffAuthDatabase = {
  staff_second_factors: StaffSecondFactorsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_second_factor_failures: StaffSecondFactorFailuresTable;
};
