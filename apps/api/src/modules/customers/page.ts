/**
 * Staff/getCustomer.json (decision 073): everything the mobility centre needs when a customer
 * calls, read from each owning module's service. A profile of another network reads as missing.
 */
import { CUSTOMER_ALERTS_LISTED, CUSTOMER_MAILS_LISTED, type CustomerPage } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { today } from '../../lib/time.js';
import { accountsByIds, accountsOfIdentities } from '../account/service.js';
import { cardsForExport } from '../cards/service.js';
import { contractsOfCards } from '../contracts/service.js';
import { trafficAlertsForExport } from '../disruptions/service.js';
import { documentsForExport } from '../documents/service.js';
import { identityForExport } from '../identity/service.js';
import { invoicesOfAccounts } from '../invoices/service.js';
import { listOutbox } from '../mail/service.js';
import { ordersForExport } from '../orders/service.js';
import { paymentCardsForExport } from '../payments/service.js';

/** The orders and invoices a page lists, newest first. */
export const CUSTOMER_ORDERS_LISTED = 50;

/** The profile when it is of the staff's network; else 404 NOT_FOUND. */
export async function customerAccount(db: Db, networkId: number, accountId: number) {
  const [account] = await accountsByIds(db, [accountId]);
  if (!account || account.network_id !== networkId) throw new AppError('NOT_FOUND');
  return account;
}

export async function customerPage(db: Db, networkId: number, accountId: number): Promise<CustomerPage> {
  const account = await customerAccount(db, networkId, accountId);
  const accountIds = [account.id];
  const identity = account.identity_id === null ? null : await identityForExport(db, account.identity_id);
  const profiles =
    account.identity_id === null ? [] : await accountsOfIdentities(db, [account.identity_id], networkId);

  const cards = await cardsForExport(db, accountIds);
  const contracts = await contractsOfCards(
    db,
    cards.map((card) => card.id),
  );
  const on = today();
  const orders = (await ordersForExport(db, accountIds)).reverse().slice(0, CUSTOMER_ORDERS_LISTED);
  const mails = identity ? await listOutbox(db, identity.email, CUSTOMER_MAILS_LISTED) : [];
  const alerts = (await trafficAlertsForExport(db, accountIds)).reverse().slice(0, CUSTOMER_ALERTS_LISTED);

  return {
    account: {
      accountId: account.id,
      name: account.name,
      firstname: account.firstname,
      guest: account.guest === 1,
      disabled: account.disabled === 1,
      createdAt: account.created_at,
    },
    identity: identity && {
      email: identity.email,
      name: identity.name,
      firstname: identity.firstname,
      phone: identity.phone,
      emailVerified: identity.emailVerifiedAt !== null,
      createdAt: identity.createdAt,
    },
    profiles: profiles.map((profile) => ({
      accountId: profile.id,
      name: profile.name,
      firstname: profile.firstname,
      disabled: profile.disabled === 1,
    })),
    cards: cards.map((card) => ({
      id: card.id,
      number: card.number,
      holderName: card.holder_name,
      holderFirstname: card.holder_firstname,
      validityEnd: card.validity_end,
      state:
        card.blocked_at !== null
          ? 'blocked'
          : card.expired === 1 || card.validity_end < on
            ? 'expired'
            : 'active',
      blockedAt: card.blocked_at,
      contracts: contracts
        .filter((contract) => contract.mediaId === card.id)
        .map((contract) => ({
          id: contract.id,
          nameFr: contract.nameFr,
          nameEn: contract.nameEn,
          status: contract.status,
          validFrom: contract.validFrom,
          validTo: contract.validTo,
        })),
    })),
    orders: orders.map((order) => ({
      id: order.id,
      reference: order.reference ?? `OM-${String(order.id).padStart(8, '0')}`,
      status: order.status,
      processStatus: order.process_status,
      paymentMethod: order.payment_method,
      totalCents: order.total_cents,
      createdAt: order.created_at,
      paidAt: order.paid_at,
      instalments: order.instalments.map((instalment) => ({
        position: instalment.position,
        dueDate: instalment.due_date,
        amountCents: instalment.amount_cents,
        status: instalment.status,
        paidAt: instalment.paid_at,
      })),
      invoiceNumber: order.invoice?.number ?? null,
    })),
    invoices: (await invoicesOfAccounts(db, accountIds, CUSTOMER_ORDERS_LISTED)).map((invoice) => ({
      number: invoice.number,
      orderId: invoice.order_id,
      issuedAt: invoice.issued_at,
      totalCents: invoice.total_cents,
    })),
    documents: (await documentsForExport(db, accountIds)).reverse().map((document) => ({
      id: document.id,
      type: document.type,
      status: document.status,
      fileName: document.file_name,
      createdAt: document.created_at,
      reviewedAt: document.reviewed_at,
      reason: document.reason,
    })),
    // Masked: the brand, the last four digits and the expiry, never more.
    paymentCards: (await paymentCardsForExport(db, accountIds)).map((card) => ({
      id: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      deleted: card.deleted_at !== null,
    })),
    mails: mails.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      subject: mail.subject,
      createdAt: mail.created_at,
      sentAt: mail.sent_at,
    })),
    alerts: alerts.map((alert) => ({
      cardId: alert.mediaId,
      channel: alert.channel,
      sentAt: alert.sentAt,
      titleFr: alert.titleFr,
      titleEn: alert.titleEn,
    })),
  };
}
