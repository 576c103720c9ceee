/**
 * The migration set, imported statically rather than read from the folder, so that the same list
 * runs from src/ (tsx, vitest) and from the compiled dist/. Names sort in the order they apply.
 */
import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from './dialect.js';
import * as catalogue from './20261121T0900-catalogue.js';
import * as identities from './20261121T0910-identities-and-sessions.js';
import * as cards from './20261121T0920-cards.js';
import * as cardsWallet from './20261122T0900-cards-wallet.js';
import * as identityOnly from './20261123T0900-unassociated-cards-keep-identity-only.js';
import * as identityRole from './20261124T0900-identity-role.js';
import * as countryCodes from './20261124T1000-countries-as-iso-codes.js';
import * as sandboxPsp from './20261125T0900-sandbox-psp.js';
import * as payments from './20261125T0910-payments.js';
import * as orders from './20261125T0920-orders.js';
import * as vouchers from './20261125T0925-vouchers.js';
import * as invoices from './20261125T0930-invoices.js';
import * as replacedCards from './20261125T0935-replaced-cards.js';
import * as usageBills from './20261125T0940-usage-bills.js';
import * as cardRequests from './20261126T0920-card-requests.js';
import * as networkDomains from './20261126T0930-network-domains-and-schools.js';
import * as documents from './20261126T0940-documents.js';
import * as externalIdentities from './20261126T1050-external-identities.js';
import * as pairedDevices from './20261126T1040-paired-devices.js';
import * as emailChangeCodes from './20261126T1010-email-change-codes.js';
import * as erasureCodes from './20261126T1100-erasure-codes.js';
import * as bikeReservations from './20261126T1030-bike-reservations.js';
import * as transitNetwork from './20261126T1020-transit-network.js';
import * as schoolStickers from './20261126T1110-school-stickers-and-geolocation.js';
import * as cardRegistrations from './20261126T1200-card-registrations.js';
import * as trafficDisruptions from './20261126T1210-traffic-disruptions.js';
import * as guestLoans from './20261126T1220-guest-loans.js';
import * as externalSignInBinding from './20261128T0300-external-sign-in-binding.js';
import * as paymentCardsPerAccount from './20261128T0310-payment-cards-per-account.js';
import * as voucherLimits from './20261128T0311-voucher-limits.js';
import * as demoVouchers from './20261128T0312-demo-vouchers-only-with-demo-data.js';
import * as dataExports from './20261128T0313-data-exports.js';
import * as reducedFareProofs from './20261128T0330-reduced-fare-proofs.js';
import * as staffAuthAudit from './20261128T0500-staff-roles-second-factor-audit.js';
import * as accountSearchName from './20261128T0610-account-search-name.js';
import * as staffDisabled from './20261128T0740-staff-disabled.js';
import * as cardProduction from './20261128T0700-card-production.js';
import * as creditNotesAndRefunds from './20261128T0710-credit-notes-and-refunds.js';
import * as productPrices from './20261128T0720-product-prices.js';
import * as voucherDisabled from './20261128T0721-voucher-disabled.js';
import * as reviewQueue from './20261128T0600-review-queue.js';
import * as instalmentRegularisation from './20261128T0730-instalment-regularisation.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
type Up = (db: Kysely<any>, dialect: SqlDialect) => Promise<void>;

const ALL: Record<string, { up: Up }> = {
  '20261121T0900-catalogue': catalogue,
  '20261121T0910-identities-and-sessions': identities,
  '20261121T0920-cards': cards,
  '20261122T0900-cards-wallet': cardsWallet,
  '20261123T0900-unassociated-cards-keep-identity-only': identityOnly,
  '20261124T0900-identity-role': identityRole,
  '20261124T1000-countries-as-iso-codes': countryCodes,
  '20261125T0900-sandbox-psp': sandboxPsp,
  '20261125T0910-payments': payments,
  '20261125T0920-orders': orders,
  '20261125T0925-vouchers': vouchers,
  '20261125T0930-invoices': invoices,
  '20261125T0935-replaced-cards': replacedCards,
  '20261125T0940-usage-bills': usageBills,
  '20261126T0920-card-requests': cardRequests,
  '20261126T0930-network-domains-and-schools': networkDomains,
  '20261126T0940-documents': documents,
  '20261126T1050-external-identities': externalIdentities,
  '20261126T1040-paired-devices': pairedDevices,
  '20261126T1010-email-change-codes': emailChangeCodes,
  '20261126T1030-bike-reservations': bikeReservations,
  '20261126T1020-transit-network': transitNetwork,
  '20261126T1100-erasure-codes': erasureCodes,
  '20261126T1110-school-stickers-and-geolocation': schoolStickers,
  '20261126T1200-card-registrations': cardRegistrations,
  '20261126T1210-traffic-disruptions': trafficDisruptions,
  '20261126T1220-guest-loans': guestLoans,
  '20261128T0300-external-sign-in-binding': externalSignInBinding,
  '20261128T0310-payment-cards-per-account': paymentCardsPerAccount,
  '20261128T0311-voucher-limits': voucherLimits,
  '20261128T0312-demo-vouchers-only-with-demo-data': demoVouchers,
  '20261128T0313-data-exports': dataExports,
  '20261128T0330-reduced-fare-proofs': reducedFareProofs,
  '20261128T0500-staff-roles-second-factor-audit': staffAuthAudit,
  '20261128T0600-review-queue': reviewQueue,
  '20261128T0610-account-search-name': accountSearchName,
  '20261128T0700-card-production': cardProduction,
  '20261128T0710-credit-notes-and-refunds': creditNotesAndRefunds,
  '20261128T0720-product-prices': productPrices,
  '20261128T0721-voucher-disabled': voucherDisabled,
  '20261128T0730-instalment-regularisation': instalmentRegularisation,
  '20261128T0740-staff-disabled': staffDisabled,
};

export function migrationsFor(dialect: SqlDialect): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(ALL).map(([name, migration]) => [name, { up: (db) => migration.up(db, dialect) }]),
  );
}

export type { SqlDialect };
