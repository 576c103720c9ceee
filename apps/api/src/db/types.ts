/**
 * Row types of the tables, as Kysely reads and writes them on both dialects. Timestamps are ISO
 * 8601 UTC strings (`2026-11-21T09:00:00.000Z`), calendar dates `YYYY-MM-DD`, money integer
 * cents, flags the integers 0 and 1, lists JSON text: the same values on SQLite and PostgreSQL.
 */
import type { UserRole } from '@oceane/domain';
import type { Generated, Insertable, Selectable } from 'kysely';

export type Flag = 0 | 1;

export type NetworksTable = {
  id: number;
  name: string;
  city: string;
  status: string;
  created_at: string;
};

export type TransportModesTable = {
  network_id: number;
  code: string;
  name_fr: string;
  name_en: string;
  position: number;
};

export type ProductsTable = {
  id: number;
  network_id: number;
  code: string;
  shop_item_id: number;
  name_fr: string;
  name_en: string;
  product_type: string;
  /** JSON array of transport mode codes. */
  transport_modes: string;
  renewal_interval: string | null;
  /** JSON array of instalment counts offered, e.g. [1,4,10]. */
  installments: string;
  pivot_type: string | null;
  price_cents: number;
  audience: string;
  active: Flag;
};

export type AgenciesTable = {
  id: number;
  network_id: number;
  name: string;
  address1: string;
  address2: string | null;
  zipcode: string;
  city: string;
  country: string;
  phone: string;
  email: string | null;
};

export type AgencyOpeningHoursTable = {
  agency_id: number;
  /** ISO weekday: 1 is Monday, 7 is Sunday. */
  weekday: number;
  opens: string;
  closes: string;
};

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
};

export type AccountsTable = {
  id: Generated<number>;
  identity_id: number | null;
  network_id: number;
  name: string;
  firstname: string;
  guest: Flag;
  disabled: Flag;
  created_at: string;
};

export type SessionsTable = {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  created_at: string;
  last_seen_at: string;
  idle_expires_at: string;
  absolute_expires_at: string;
  revoked_at: string | null;
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
};

export type MailOutboxTable = {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  raw_mime: string;
  created_at: string;
  sent_at: string | null;
};

export type MediaTable = {
  id: Generated<number>;
  number: string;
  network_id: number;
  account_id: number | null;
  validity_end: string;
  expired: Flag;
  reloading_name: string | null;
  holder_gender: string;
  holder_name: string;
  holder_firstname: string;
  holder_birthdate: string;
  holder_category: string | null;
  holder_address1: string | null;
  holder_address2: string | null;
  holder_zipcode: string | null;
  holder_city: string | null;
  holder_country: string | null;
  holder_mobile: string | null;
  holder_landline: string | null;
  photo: Uint8Array | null;
  photo_type: string | null;
  created_at: string;
  bookmarked: Generated<Flag>;
  photo_consent: Generated<Flag>;
  photo_width: number | null;
  photo_height: number | null;
  photo_updated_at: string | null;
  consent_post: Generated<Flag>;
  consent_sms: Generated<Flag>;
  consent_email: Generated<Flag>;
  alerts_email: string | null;
  alerts_phone: string | null;
  /** EMAIL or SMS; null when the card has no traffic alerts. */
  alerts_delivery_mode: string | null;
  /** JSON arrays of transport mode codes and of line names. */
  alerts_favorite_modes: string | null;
  alerts_favorite_lines: string | null;
  associated_at: string | null;
};

export type ContractsTable = {
  id: Generated<number>;
  media_id: number;
  product_id: number;
  valid_from: string;
  valid_to: string;
  status: string;
  created_at: string;
  /** Copied from the product at sale; null for a contract that does not renew. */
  renewal_interval: string | null;
  /** What was paid for one period; null on rows older than the column (read the product's price). */
  price_cents: number | null;
  /** When the first validation settled a PENDING_VALIDATION sale. */
  settled_at: string | null;
  terminated_at: string | null;
  /** A TRANSFERRED contract names the copy that replaced it on another card. */
  transferred_to_id: number | null;
  transferred_at: string | null;
};

export type ValidationsTable = {
  id: Generated<number>;
  media_id: number;
  account_id: number | null;
  mode: string;
  line: string;
  validated_at: string;
};

export type DuplicateRequestsTable = {
  id: Generated<number>;
  media_id: number;
  account_id: number;
  reason: string;
  /** AWAITING_PAYMENT while open, then PAID or CANCELLED. */
  status: string;
  product_id: number;
  price_cents: number;
  created_at: string;
  closed_at: string | null;
};

/** One row per failed association (card number and holder name refused), for the rate limit. */
export type AssociationAttemptsTable = {
  id: Generated<number>;
  account_id: number;
  address: string;
  created_at: string;
};

export type Database = {
  networks: NetworksTable;
  transport_modes: TransportModesTable;
  products: ProductsTable;
  agencies: AgenciesTable;
  agency_opening_hours: AgencyOpeningHoursTable;
  identities: IdentitiesTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  id_tokens: IdTokensTable;
  mailed_codes: MailedCodesTable;
  mail_outbox: MailOutboxTable;
  media: MediaTable;
  contracts: ContractsTable;
  validations: ValidationsTable;
  duplicate_requests: DuplicateRequestsTable;
  association_attempts: AssociationAttemptsTable;
};

export type Identity = Selectable<IdentitiesTable>;
export type Account = Selectable<AccountsTable>;
export type Session = Selectable<SessionsTable>;
export type Media = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;
export type Product = Selectable<ProductsTable>;
export type Contract = Selectable<ContractsTable>;
