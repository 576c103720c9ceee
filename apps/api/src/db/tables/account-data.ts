/**
 * Row types of the tables of modules/account-data, their one owner (apps/api/README.md): the codes
 * mailed to confirm an account's erasure (only their SHA-256), and the exports made, for their
 * rate limit.
 */
import type { Generated } from 'kysely';

export type ErasureCodesTable = {
  id: Generated<number>;
  identity_id: number;
  code_hash: string;
  locale: string;
  created_at: string;
  expires_at: string;
};

/** One Account/exportData answered, counted per identity within the rate-limit window. */
export type DataExportsTable = {
  id: Generated<number>;
  identity_id: number;
  /** The profile that asked. */
  account_id: number;
  created_at: string;
};

export type AccountDataDatabase = { erasure_codes: ErasureCodesTable; data_exports: DataExportsTable };
