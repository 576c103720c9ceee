/**
 * Row types of the tables of modules/account, their one owner (apps/api/README.md). Accounts: the
 * profiles of an identity on a network (a guest has no identity).
 */
import type { Generated } from 'kysely';
import type { Flag } from './columns.js';

export type AccountsTable = {
  id: Generated<number>;
  identity_id: number | null;
  network_id: number;
  name: string;
  firstname: string;
  guest: Flag;
  disabled: Flag;
  created_at: string;
  /**
   * The names as the customer search compares them (nameSearchKey, decision 073; migration
   * 20261128T0610), written with the names; null for a row written without (the search fills it).
   */
  search_name: string | null;
};
