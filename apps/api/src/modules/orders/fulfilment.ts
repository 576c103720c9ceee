/**
 * What a paid order does, inside the transaction that records its payment (checkout's
 * payment-events): the reloads' contracts go on the cards, a duplicate replaces its card, the
 * invoice is issued by the invoices module (order-invoice.ts), and the confirmation mail is queued with the
 * invoice attached. Once: an order already PROCESSED is left as it is
 * (docs/decisions/029-fulfilment-and-invoices.md).
 */
import {
  addDays,
  chainedStart,
  isSubscription,
  localizedPath,
  networkDay,
  periodLastDay,
  RENEWAL_INTERVAL_ENUM,
  splitInstalments,
  VALIDITY_WITHOUT_INTERVAL,
  type Locale,
} from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { oneOf } from '../../lib/one-of.js';
import { accountContact } from '../account/service.js';
import { issueRequestedCard } from '../card-requests/service.js';
import { cardById, replaceCard } from '../cards/service.js';
import { findProducts, type Product } from '../catalog/service.js';
import {
  addContract,
  findContract,
  heldPeriods,
  moveContract,
  runningContracts,
  suspendContract,
} from '../contracts/service.js';
import { saleProofs } from '../documents/service.js';
import { periodProduct } from '../shop/service.js';
import { payDuplicateRequest } from '../duplicates/service.js';
import { queueMail, renderOrderConfirmation, renderRegularizationNotice } from '../mail/service.js';
import { invoiceFilename, renderInvoicePdf, type InvoiceContent } from '../invoices/service.js';
import { setItemCard } from './card-creation-items.js';
import { claimOrderProcessing, markOrderProcessed, setItemContracts } from './fulfilment-repo.js';
import { issueOrderInvoice, localeOfOrder, orderReference } from './order-invoice.js';
import {
  findOrder,
  listOrderInstalments,
  listOrderItems,
  type OrderItemRow,
  type OrderRow,
} from './orders-repo.js';

const isInterval = oneOf(RENEWAL_INTERVAL_ENUM);

/** What the mails need from the configuration: the sender and the portal's address for links. */
export type FulfilmentSettings = Pick<Config, 'mailFrom' | 'publicBaseUrl'>;

/** The configuration's defaults (config.ts), for a caller without its configuration at hand. */
const DEFAULT_SETTINGS: FulfilmentSettings = {
  mailFrom: 'Océane Mobilités <no-reply@oceane-mobilites.example>',
  publicBaseUrl: 'http://localhost:3000',
};

/** The card that carries the card's contracts now: itself, or the card a paid duplicate replaced it with. */
export async function currentCard(trx: Db, mediaId: number): Promise<number> {
  let id = mediaId;
  for (let hops = 0; hops < 10; hops += 1) {
    const card = await cardById(trx, id);
    if (!card?.replaced_by_id) return id;
    id = card.replaced_by_id;
  }
  return id;
}

/** The proofs a sale puts on its contracts and their review (decision 058); none for a full fare reloaded. */
function proofsOfSale(trx: Db, item: OrderItemRow, mediaId: number, product: Product, at: string) {
  return saleProofs(
    trx,
    { mediaId, itemId: item.id, newCard: item.type === 'CARD_CREATION', product },
    networkDay(at),
  );
}

/**
 * A reload: `quantity` periods of the product on the card, PENDING_VALIDATION until the card's
 * first validation (spec §4), or ACTIVE for the post-payment fare (nothing to settle). A
 * subscription's period starts today (the network's day of the payment), or the day after the
 * card's subscriptions of a common mode that cover it, whatever their product (decision 060:
 * chainedStart), and each next one the day after the previous; tickets are all usable from today.
 * Paid is paid: the refusals were made before the money was taken (pricing, placing, and
 * `undeliverable` in this transaction), so this only places. What was paid is shared over the
 * periods to the cent. A reduced fare carries the proofs it was sold on and their review (decision
 * 058): pending review until the mobility centre accepts them; refused meanwhile, it is suspended
 * at once.
 */
async function reload(trx: Db, item: OrderItemRow, product: Product, mediaId: number, at: string) {
  const proofs = await proofsOfSale(trx, item, mediaId, product, at);
  const today = networkDay(at);
  const sold = periodProduct(product);
  const held = await heldPeriods(trx, mediaId, today);
  const interval = isInterval(item.renewal_interval) ? item.renewal_interval : null;
  const subscription = isSubscription(sold);
  let from = chainedStart(sold, held, today);
  const prices = splitInstalments(item.total_cents, item.quantity);
  const ids: number[] = [];
  for (const priceCents of prices) {
    const validTo = periodLastDay(from, interval ?? VALIDITY_WITHOUT_INTERVAL);
    ids.push(
      await addContract(
        trx,
        {
          mediaId,
          productId: item.product_id,
          validFrom: from,
          validTo,
          status: sold.postPayment ? 'ACTIVE' : 'PENDING_VALIDATION',
          renewalInterval: interval,
          priceCents: item.gift === 1 ? 0 : priceCents,
          proofReview: proofs.review === 'REFUSED' ? 'PENDING' : proofs.review,
          proofDocumentIds: proofs.documentIds,
        },
        at,
      ),
    );
    // Periods follow each other; tickets without a period are all usable from today.
    if (subscription) from = chainedStart(sold, held, addDays(validTo, 1));
  }
  if (proofs.review === 'REFUSED') {
    for (const id of ids) await suspendContract(trx, (await findContract(trx, id))!, at);
  }
  return ids;
}

/**
 * A duplicate: its request is paid, the card replaced by a new one (new number, same holder,
 * photo, consents and alerts, same account) and the old one blocked; the running contracts move
 * to the new card. Answers the moved contracts' new ids, and the new card (null when the request
 * was no longer open: the card left its account meanwhile, and nothing is replaced).
 */
async function duplicate(trx: Db, item: OrderItemRow, at: string) {
  const mediaId = item.media_id;
  if (item.duplicate_request_id === null || mediaId === null) return { contractIds: [], newCardId: null };
  if (!(await payDuplicateRequest(trx, item.duplicate_request_id, mediaId, at))) {
    return { contractIds: [], newCardId: null };
  }
  const replacement = await replaceCard(trx, mediaId, at);
  const contractIds: number[] = [];
  for (const contract of await runningContracts(trx, mediaId, networkDay(at))) {
    contractIds.push(await moveContract(trx, contract.id, replacement.id, at));
  }
  return { contractIds, newCardId: replacement.id };
}

/**
 * A new card's item: the request's card is issued (once for the product and the fee items of one
 * request), the item names it, and the product goes on it like a reload. Answers the contracts;
 * none when the request was cancelled meanwhile (the paying transaction found it open, so only a
 * request of another order paid first could be) or for the fee.
 */
async function newCard(trx: Db, item: OrderItemRow, product: Product | undefined, at: string) {
  if (item.card_request_id === null) return [];
  const card = await issueRequestedCard(trx, item.card_request_id, at);
  if (!card) return [];
  await setItemCard(trx, item.id, card);
  if (!product || product.product_type === 'FEE') return [];
  return reload(trx, item, product, card.id, at);
}

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
  if (!order || order.process_status === 'PROCESSED') return;
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
