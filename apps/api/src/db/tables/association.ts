/**
 * Row types of the tables of modules/association, their one owner (apps/api/README.md). Failed
 * card associations, counted for the rate limit, and the look-ups of a card by its number without
 * an account (the guest reload, searchLocalMediaForSignin).
 */
import type { Generated } from 'kysely';

/** One row per failed association (card number and holder name refused), for the rate limit. */
export type AssociationAttemptsTable = {
  id: Generated<number>;
  account_id: number;
  address: string;
  created_at: string;
};

/** One row per look-up of a card by its number without an account, for the rate limit (decision 054). */
export type MediaLookupAttemptsTable = {
  id: Generated<number>;
  address: string;
  media_number: string;
  created_at: string;
};
