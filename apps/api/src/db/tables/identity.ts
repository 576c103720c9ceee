/**
 * Row types of the tables of modules/identity, their one owner (apps/api/README.md). Identities
 * (an e-mail and a password), their ID tokens and the codes mailed to them.
 */
import type { StaffRole, UserRole } from '@oceane/domain';
import type { Generated } from 'kysely';

export type IdentitiesTable = {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string;
  firstname: string;
  phone: string;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  /** 'passenger' unless granted 'staff' (migration 20261124T0900, decision 022). */
  role: Generated<UserRole>;
  /** For a staff identity, agent or supervisor; null for a passenger (migration 20261128T0500, decision 070). */
  staff_role: StaffRole | null;
  /** When a supervisor disabled this staff account; null while active (migration 20261128T0740, decision 078). */
  staff_disabled_at: Generated<string | null>;
};

export type IdTokensTable = {
  id: Generated<number>;
  token_hash: string;
  identity_id: number;
  created_at: string;
  expires_at: string;
};

export type MailedCodeKind = 'reset' | 'verify';

export type MailedCodesTable = {
  id: Generated<number>;
  kind: MailedCodeKind;
  code_hash: string;
  identity_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** A `verify` code mailed to an address the identity asks to move to (decision 044); else null. */
  new_email: string | null;
  /** The language an e-mail change was asked in (its notice to the old address); else null. */
  locale: string | null;
};
