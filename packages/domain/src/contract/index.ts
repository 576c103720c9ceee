/**
 * The contract (decision 067): each call's request and response schemas, one file per area, keyed
 * by the call's name in `CALLS`. The table itself (calls.ts) stays free of zod: a page that must
 * not load zod at first paint imports only the table; these schemas load where a fetcher or a
 * route uses them.
 */
import type { z } from 'zod';
import { CALLS, type Call, type CallName } from '../calls.js';
import { ACCOUNT_DATA_CONTRACT } from './account-data.js';
import { ACCOUNT_SETTINGS_CONTRACT } from './account-settings.js';
import { ACCOUNT_WALLET_CONTRACT } from './account-wallet.js';
import { DISRUPTION_CONTRACT } from './disruptions.js';
import { NETWORK_CONTRACT } from './networks.js';
import { REMAINING_CONTRACT } from './remaining.js';
import { SHOP_CONTRACT } from './shop.js';
import { SUBSCRIPTION_CONTRACT } from './subscriptions.js';
import { STAFF_CONTRACT } from './staff.js';
import { STAFF_CUSTOMER_CONTRACT } from './staff-customers.js';
import { STAFF_REFUND_CONTRACT } from './staff-refunds.js';
import { CARD_REQUEST_CONTRACT } from './card-requests.js';
import { CARDS_CONTRACT } from './cards.js';
import { DOCUMENTS_CONTRACT } from './documents.js';
import { ORDER_CONTRACT } from './orders.js';
import { PAIRING_CONTRACT } from './pairing.js';
import { TRANSIT_CONTRACT } from './transit.js';
import type { FilePart } from './request.js';
import { EXTERNAL_IDENTITIES_CONTRACT } from './external-identities.js';
import { EXTERNAL_SIGN_IN_CONTRACT } from './external-sign-in.js';
import { GUEST_CONTRACT } from './guest.js';
import { IDENTITY_CONTRACT } from './identity.js';
import { SESSIONS_CONTRACT } from './sessions.js';
import { STAFF_MONITORING_CONTRACT } from './staff-monitoring.js';
import { STAFF_REVIEW_CONTRACT } from './staff-review.js';
import { STAFF_INSTALMENT_CONTRACT } from './staff-instalments.js';
import { STAFF_DASHBOARD_CONTRACT } from './staff-dashboard.js';
import { STAFF_TEAM_CONTRACT } from './staff-team.js';
import { STAFF_PRODUCTION_CONTRACT } from './staff-production.js';
import { STAFF_CATALOGUE_CONTRACT } from './staff-catalogue.js';
import type { CallContract } from './types.js';

export { BYTES, type AreaContract, type CallContract } from './types.js';
export { ACCOUNT_WALLET_CONTRACT } from './account-wallet.js';
export { DISRUPTION_CONTRACT } from './disruptions.js';
export { getNetworksContract, legalDocumentContract } from './first-visit.js';
export { NETWORK_CONTRACT } from './networks.js';
export { REMAINING_CONTRACT } from './remaining.js';
export { getProductsContract, SHOP_CONTRACT } from './shop.js';
export { SUBSCRIPTION_CONTRACT, transferResponse, walletResponse } from './subscriptions.js';
export {
  AUDIT_PAGE_SIZE,
  RECOVERY_CODE_COUNT,
  STAFF_CONTRACT,
  auditEntrySchema,
  secondFactorCodeField,
  totpCodeField,
  type AuditEntry,
} from './staff.js';
export { CARD_REQUEST_CONTRACT } from './card-requests.js';
export { CARDS_LIST_CONTRACT, getCardsContract } from './cards-list.js';
export {
  CARDS_CONTRACT,
  duplicateRequestViewSchema,
  getMediasResponse,
  type DuplicateRequestView,
} from './cards.js';
export { DOCUMENTS_CONTRACT } from './documents.js';
export { ORDER_CONTRACT } from './orders.js';
export { PAIRING_CONTRACT } from './pairing.js';
export { TRANSIT_CONTRACT } from './transit.js';
export {
  emptyResponse,
  fileField,
  idField,
  localeField,
  MAX_ID,
  publicRequest,
  publicRequestOf,
  sentResponse,
  sessionRequest,
  sessionRequestOf,
  userTokenField,
  type FilePart,
} from './request.js';
export { ACCOUNT_DATA_CONTRACT } from './account-data.js';
export { ACCOUNT_SETTINGS_CONTRACT } from './account-settings.js';
export { EXTERNAL_IDENTITIES_CONTRACT } from './external-identities.js';
export { EXTERNAL_SIGN_IN_CONTRACT } from './external-sign-in.js';
export { GUEST_CONTRACT } from './guest.js';
export { IDENTITY_CONTRACT } from './identity.js';
export { SESSIONS_CONTRACT } from './sessions.js';
export { STAFF_MONITORING_CONTRACT } from './staff-monitoring.js';
export * from './staff-customers.js';
export * from './staff-instalments.js';
export * from './staff-dashboard.js';
export * from './staff-refunds.js';
export * from './staff-catalogue.js';
export {
  REFUSAL_REASONS,
  REVIEW_CLAIM_MINUTES,
  STAFF_REVIEW_CONTRACT,
  reviewItemSchema,
  type RefusalReason,
  type ReviewItem,
} from './staff-review.js';
export {
  PRINT_BATCH_LIMIT,
  QUEUE_STEPS,
  STAFF_PRODUCTION_CONTRACT,
  productionItemSchema,
  type ProductionItem,
} from './staff-production.js';

export {
  STAFF_TEAM_CONTRACT,
  staffMemberFormSchema,
  staffMemberSchema,
  type StaffMember,
  type StaffMemberForm,
} from './staff-team.js';

export const CONTRACT = {
  ...ORDER_CONTRACT,
  ...ACCOUNT_WALLET_CONTRACT,
  ...NETWORK_CONTRACT,
  ...SHOP_CONTRACT,
  ...DISRUPTION_CONTRACT,
  ...REMAINING_CONTRACT,
  ...SUBSCRIPTION_CONTRACT,
  ...STAFF_CONTRACT,
  ...CARDS_CONTRACT,
  ...CARD_REQUEST_CONTRACT,
  ...DOCUMENTS_CONTRACT,
  ...TRANSIT_CONTRACT,
  ...PAIRING_CONTRACT,
  ...IDENTITY_CONTRACT,
  ...SESSIONS_CONTRACT,
  ...ACCOUNT_SETTINGS_CONTRACT,
  ...ACCOUNT_DATA_CONTRACT,
  ...EXTERNAL_SIGN_IN_CONTRACT,
  ...EXTERNAL_IDENTITIES_CONTRACT,
  ...GUEST_CONTRACT,
  ...STAFF_MONITORING_CONTRACT,
  ...STAFF_CUSTOMER_CONTRACT,
  ...STAFF_REVIEW_CONTRACT,
  ...STAFF_INSTALMENT_CONTRACT,
  ...STAFF_DASHBOARD_CONTRACT,
  ...STAFF_TEAM_CONTRACT,
  ...STAFF_PRODUCTION_CONTRACT,
  ...STAFF_REFUND_CONTRACT,
  ...STAFF_CATALOGUE_CONTRACT,
} as const satisfies Partial<Record<CallName, CallContract>>;

/** The calls whose request and response are written in the contract. */
export type ContractCallName = keyof typeof CONTRACT;

/** What a call takes (the body, or the query of a GET), as the client writes it. */
export type CallRequest<Name extends ContractCallName> = z.input<(typeof CONTRACT)[Name]['request']>;

/** What a call answers inside the envelope's `response` (a bytes call: never, it answers a file). */
export type CallResponse<Name extends ContractCallName> =
  (typeof CONTRACT)[Name]['response'] extends z.ZodType
    ? z.output<(typeof CONTRACT)[Name]['response']>
    : never;

/** The request a call's server handler reads, after parsing (ids as numbers, defaults applied). */
export type CallInput<Name extends ContractCallName> = z.output<(typeof CONTRACT)[Name]['request']>;

/**
 * What a fetcher gives: the request without `locale` and, on a session or staff call, `userToken`,
 * which the api client adds (a public call's `userToken` is data: the token introspected, the
 * session a linking trip links to).
 */
export type ClientRequest<Name extends ContractCallName> = Omit<
  CallRequest<Name>,
  'locale' | ((typeof CALLS)[Name]['access'] extends 'session' | 'staff' ? 'userToken' : never)
>;

/**
 * The name in `CALLS` of a call of the contract, found from the call itself: its path and method
 * (Account/introspectToken.json is two calls, a GET and a POST).
 */
export type ContractNameOf<C extends Call> = {
  [Name in ContractCallName]: (typeof CALLS)[Name]['path'] extends C['path']
    ? (typeof CALLS)[Name]['method'] extends C['method']
      ? Name
      : never
    : never;
}[ContractCallName];

/** A call of the table whose request and response are in the contract. */
export type ContractCall = (typeof CALLS)[ContractCallName];

const CONTRACT_NAMES = new Map<Call, ContractCallName>(
  (Object.keys(CONTRACT) as ContractCallName[]).map((name) => [CALLS[name], name]),
);

/** The contract of a call of the table (`CALLS.x`); throws for a call without one. */
export function contractOf<C extends ContractCall>(call: C): (typeof CONTRACT)[ContractNameOf<C>] {
  const name = CONTRACT_NAMES.get(call);
  if (!name) throw new Error(`${call.method} ${call.path} has no contract (packages/domain/src/contract)`);
  return CONTRACT[name] as (typeof CONTRACT)[ContractNameOf<C>];
}

/** The name in `CALLS` of a call of the contract. */
export function contractNameOf(call: Call): ContractCallName | undefined {
  return CONTRACT_NAMES.get(call);
}

/** The file parts of a multipart call's request (`multipart: true` in the table). */
export type FileFieldOf<Name extends ContractCallName> = {
  [K in keyof CallRequest<Name>]-?: NonNullable<CallRequest<Name>[K]> extends FilePart ? K : never;
}[keyof CallRequest<Name>];
