/**
 * The database as Kysely sees it, on both dialects: the tables of every module, composed from
 * `tables/<module>.ts`, each file holding the row types of the tables its module owns (the one
 * module that reads and writes them; apps/api/README.md). db/ imports no module, so the row types
 * live here rather than in the modules, and lint lets a module import only its own file.
 */
import type { AccountsTable } from './tables/account.js';
import type { AccountDataDatabase } from './tables/account-data.js';
import type { AssociationAttemptsTable, MediaLookupAttemptsTable } from './tables/association.js';
import type { GuestDatabase } from './tables/guest.js';
import type { BikeReservationsDatabase } from './tables/bike-reservations.js';
import type { CardNumberRangesTable, MediaTable } from './tables/cards.js';
import type { CardRequestsTable } from './tables/card-requests.js';
import type {
  AgenciesTable,
  AgencyOpeningHoursTable,
  NetworkDomainsTable,
  NetworksTable,
  ProductPricesTable,
  ProductsTable,
  SchoolsTable,
  TransportModesTable,
} from './tables/catalog.js';
import type { ContractProofsTable, ContractsTable } from './tables/contracts.js';
import type { DocumentsDatabase } from './tables/documents.js';
import type { DisruptionsDatabase } from './tables/disruptions.js';
import type { DuplicateRequestsTable } from './tables/duplicates.js';
import type { ExternalIdentitiesDatabase } from './tables/external-identities.js';
import type { IntelligenceDatabase } from './tables/intelligence.js';
import type { IdentitiesTable, IdTokensTable, MailedCodesTable } from './tables/identity.js';
import type { MailOutboxTable } from './tables/mail.js';
import type { InvoicesDatabase } from './tables/invoices.js';
import type { OrdersDatabase } from './tables/orders.js';
import type { PricingDatabase } from './tables/pricing.js';
import type { UsageBillingDatabase } from './tables/usage-billing.js';
import type { SmsDatabase } from './tables/sms.js';
import type { PairingDatabase } from './tables/pairing.js';
import type { PaymentsDatabase } from './tables/payments.js';
import type { SandboxPspDatabase } from './tables/sandbox-psp.js';
import type { SessionsTable } from './tables/sessions.js';
import type {
  TransitLineStopsTable,
  TransitLinesTable,
  TransitStopsTable,
  ValidationsTable,
} from './tables/transit.js';
import type { VignetteDatabase } from './tables/vignette.js';
import type { StaffAuthDatabase } from './tables/staff-auth.js';
import type { AuditDatabase } from './tables/audit.js';
import type { ReviewDatabase } from './tables/review.js';
import type { ProductionDatabase } from './tables/production.js';
import type { RefundsDatabase } from './tables/refunds.js';

/** The tables of the modules that list them here one by one. */
type CoreDatabase = {
  // catalog
  networks: NetworksTable;
  transport_modes: TransportModesTable;
  products: ProductsTable;
  product_prices: ProductPricesTable;
  agencies: AgenciesTable;
  agency_opening_hours: AgencyOpeningHoursTable;
  network_domains: NetworkDomainsTable;
  schools: SchoolsTable;
  // identity
  identities: IdentitiesTable;
  id_tokens: IdTokensTable;
  mailed_codes: MailedCodesTable;
  // account
  accounts: AccountsTable;
  // sessions
  sessions: SessionsTable;
  // mail
  mail_outbox: MailOutboxTable;
  // cards
  media: MediaTable;
  card_number_ranges: CardNumberRangesTable;
  // contracts
  contracts: ContractsTable;
  contract_proofs: ContractProofsTable;
  // transit
  validations: ValidationsTable;
  transit_stops: TransitStopsTable;
  transit_lines: TransitLinesTable;
  transit_line_stops: TransitLineStopsTable;
  // duplicates
  duplicate_requests: DuplicateRequestsTable;
  // association
  association_attempts: AssociationAttemptsTable;
  media_lookup_attempts: MediaLookupAttemptsTable;
  // card-requests
  card_requests: CardRequestsTable;
};

/** The money path's modules each export their own tables' map, so that each file has one owner. */
export type Database = CoreDatabase &
  SandboxPspDatabase &
  PaymentsDatabase &
  PricingDatabase &
  InvoicesDatabase &
  OrdersDatabase &
  UsageBillingDatabase &
  PairingDatabase &
  BikeReservationsDatabase &
  DocumentsDatabase &
  ExternalIdentitiesDatabase &
  AccountDataDatabase &
  VignetteDatabase &
  IntelligenceDatabase &
  GuestDatabase &
  SmsDatabase &
  DisruptionsDatabase &
  StaffAuthDatabase &
  AuditDatabase &
  ReviewDatabase &
  ProductionDatabase &
  RefundsDatabase;
