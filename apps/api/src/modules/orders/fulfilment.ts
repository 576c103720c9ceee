/**
 * What a paid order does, inside the transaction that records its payment (checkout's
 * payment-events): the reloads' contracts go on the cards, a duplicate replaces its card
 * (item-contracts.ts), the
 * invoice is issued by the invoices module (order-invoice.ts), and the confirmation mail is queued with the
 * invoice attached. Once: an order already PROCESSED is left as it is
 * (docs/decisions/029-fulfilment-and-invoices.md).
 */
import { localizedPath, type Locale } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { accountContact } from '../account/service.js';
import { findProducts } from '../catalog/service.js';
import { queueMail, renderOrderConfirmation, renderRegularizationNotice } from '../mail/service.js';
import { invoiceFilename, renderInvoicePdf, type InvoiceContent } from '../invoices/service.js';
import { currentCard, duplicate, newCard, reload } from './item-contracts.js';
import { claimOrderProcessing, markOrderProcessed, setItemContracts } from './fulfilment-repo.js';
import { issueOrderInvoice, localeOfOrder, orderReference } from './order-invoice.js';
import { orderMakesCards } from './production-cards.js';
import { orderWaitsForReview } from './review-wait.js';
import { findOrder, listOrderInstalments, listOrderItems, type OrderRow } from './orders-repo.js';

/** What the mails need from the configuration: the sender and the portal's address for links. */
export type FulfilmentSettings = Pick<Config, 'mailFrom' | 'publicBaseUrl'>;

/** The configuration's defaults (config.ts), for a caller without its configuration at hand. */
const DEFAULT_SETTINGS: FulfilmentSettings = {
  mailFrom: 'Océane Mobilités <no-reply@oceane-mobilites.example>',
  publicBaseUrl: 'http://localhost:3000',
};

function trackingLink(settings: FulfilmentSettings, locale: Locale): string {
  return `${settings.publicBaseUrl.replace(/\/$/, '')}${localizedPath('/account/history', locale)}`;
}

/** The confirmation mail, with the invoice's PDF, in the outbox of the caller's transaction. */
async function queueConfirmation(
  trx: Db,
  order: OrderRow,
  content: InvoiceContent,
  settings: FulfilmentSettings,
): Promise<void> {
  const contact = await accountContact(trx, order.account_id);
  if (!contact?.email) return; // a guest's account has no address
  const locale = localeOfOrder(order);
  const mail = renderOrderConfirmation(
    {
      firstname: contact.firstname,
      reference: content.orderReference,
      items: content.lines.map((line) => ({
        name: locale === 'en' ? line.nameEn : line.nameFr,
        cardNumber: line.cardNumber,
        holderName: line.holderName,
        quantity: line.quantity,
        totalCents: line.totalInclVatCents,
      })),
      totalCents: content.totalInclVatCents,
      paidTodayCents: content.payment.paidCents,
      postPayment: content.payment.postPayment,
      schedule: content.schedule,
      invoiceNumber: content.number,
      settlesAtValidation:
        !content.payment.postPayment &&
        content.lines.some((line) => line.type === 'CARD_RELOAD' || line.type === 'CARD_CREATION'),
      trackingLink: trackingLink(settings, locale),
    },
    locale,
  );
  await queueMail(trx, {
    kind: 'order-confirmation',
    from: settings.mailFrom,
    to: contact.email,
    locale,
    content: mail,
    attachments: [
      {
        filename: invoiceFilename(content, locale),
        contentType: 'application/pdf',
        content: await renderInvoicePdf(content, locale),
      },
    ],
  });
}

/**
 * Fulfils a paid order in the caller's transaction (the one that records the payment), once:
 * an order already PROCESSED is left untouched. Writes each item's contract_ids and ends with
 * process_status PROCESSED. `settings` (the app's config) gives the mails' sender and links.
 */
export async function fulfilPaidOrder(
  trx: Db,
  orderId: number,
  at: string,
  settings: FulfilmentSettings = DEFAULT_SETTINGS,
): Promise<void> {
  const order = await findOrder(trx, orderId);
  if (!order || order.process_status !== 'TO_PROCESS') return;
  if (!(await claimOrderProcessing(trx, orderId, at))) return;
  const items = await listOrderItems(trx, orderId);
  const products = new Map(
    (
      await findProducts(
        trx,
        items.map((item) => item.product_id),
      )
    ).map((product) => [product.id, product]),
  );
  // Duplicates first, so that a reload of the same card in this order goes on its replacement.
  const ordered = [...items].sort(
    (a, b) =>
      Number(a.type !== 'CARD_DUPLICATE') - Number(b.type !== 'CARD_DUPLICATE') || a.position - b.position,
  );
  for (const item of ordered) {
    if (item.type === 'CARD_DUPLICATE') {
      const { contractIds } = await duplicate(trx, item, at);
      await setItemContracts(trx, item.id, contractIds);
      continue;
    }
    const product = products.get(item.product_id);
    if (item.type === 'CARD_CREATION') {
      await setItemContracts(trx, item.id, await newCard(trx, item, product, at));
      continue;
    }
    if (item.type !== 'CARD_RELOAD' || !product || product.product_type === 'FEE' || item.media_id === null) {
      await setItemContracts(trx, item.id, []);
      continue;
    }
    const mediaId = await currentCard(trx, item.media_id);
    await setItemContracts(trx, item.id, await reload(trx, item, product, mediaId, at));
  }
  const content = await issueOrderInvoice(trx, orderId, at);
  await queueConfirmation(trx, order, content, settings);
  // A new card waiting for its proofs' review keeps the order PROCESSING (decision 072), and so
  // does a card made, new or duplicate, until production hands it over (decision 074).
  if (!(await orderWaitsForReview(trx, orderId)) && !(await orderMakesCards(trx, orderId)))
    await markOrderProcessed(trx, orderId, at);
}

/**
 * The mail telling the passenger that a later instalment could not be charged (the order went to
 * REGULARIZATION): which one, how much, and what to do. Queued in the caller's transaction.
 */
export async function queueRegularizationMail(
  trx: Db,
  orderId: number,
  settings: FulfilmentSettings = DEFAULT_SETTINGS,
): Promise<void> {
  const order = await findOrder(trx, orderId);
  if (!order) return;
  const contact = await accountContact(trx, order.account_id);
  if (!contact?.email) return;
  const instalments = await listOrderInstalments(trx, orderId);
  const failed = instalments.filter((instalment) => instalment.status === 'FAILED').at(-1);
  if (!failed) return;
  const locale = localeOfOrder(order);
  await queueMail(trx, {
    kind: 'order-regularization',
    from: settings.mailFrom,
    to: contact.email,
    locale,
    content: renderRegularizationNotice(
      {
        firstname: contact.firstname,
        reference: orderReference(order),
        position: failed.position,
        dueDate: failed.due_date,
        amountCents: failed.amount_cents,
        attempts: failed.attempts,
        trackingLink: trackingLink(settings, locale),
      },
      locale,
    ),
  });
}
