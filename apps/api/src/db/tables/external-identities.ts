/**
 * Row types of the tables of modules/external-identities, their one owner (apps/api/README.md):
 * the OpenID Connect providers of each network, the authorization requests made to them, and the
 * external identities linked to an identity (decision 048).
 */
import type { Generated } from 'kysely';

export type AuthProvidersTable = {
  id: Generated<number>;
  network_id: number;
  issuer: string;
  client_id: string;
  label: string;
  created_at: string;
  updated_at: string;
};

export type ExternalSignInsTable = {
  id: Generated<number>;
  provider_id: number;
  state_hash: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: string;
  expires_at: string;
  exchanged_at: string | null;
  subject: string | null;
  email: string | null;
  token_hash: string | null;
  token_expires_at: string | null;
  token_used_at: string | null;
};

export type ExternalIdentitiesTable = {
  id: Generated<number>;
  identity_id: number;
  provider_id: number;
  subject: string;
  email: string | null;
  created_at: string;
};

export type ExternalIdentitiesDatabase = {
  auth_providers: AuthProvidersTable;
  external_sign_ins: ExternalSignInsTable;
  external_identities: ExternalIdentitiesTable;
};
