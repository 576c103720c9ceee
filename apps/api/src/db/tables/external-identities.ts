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
  /** Hash of the random value of the cookie of the browser that started the trip (decision 055). */
  browser_hash: string | null;
  purpose: Generated<'signin' | 'link'>;
  /** The identity whose session started a linking trip; null for a sign-in. */
  identity_id: number | null;
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
