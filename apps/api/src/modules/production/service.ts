/**
 * Card production and shipping in the back office (issue 25, decision 074): the made cards at
 * each step, oldest payment first; the batch of card sheets that marks them printed; shipped home
 * with a tracking reference, or ready for pickup at the agency, then handed over. Each step only
 * from the one before (409 PRODUCTION_STEP_CONFLICT otherwise, which is also what the second of
 * two agents at once gets), in one transaction with its audit entry and its mail; the order is
 * PROCESSED once each of its cards has reached its last step. Owns card_productions.
 */
import {
  networkDay,
  nextProductionStep,
  passStartOfMadeCard,
  productionDone,
  type DeliveryType,
  type OrderCardProduction,
  type ProductionAction,
  type ProductionItem,
  type ProductionStep,
  isLocale,
} from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { isoNow } from '../../lib/time.js';
import { accountContact } from '../account/service.js';
import { recordStaffAction } from '../audit/service.js';
import { deliveryOfRequest } from '../card-requests/service.js';
import { cardById, photoOf } from '../cards/service.js';
import { agencyWithHours } from '../catalog/service.js';
import { settlePendingSales } from '../contracts/service.js';
import {
  cardsToProduce,
  madeCardsOfOrder,
  markOrderDelivered,
  type CardToProduce,
} from '../orders/service.js';
import { staffOf } from '../review/service.js';
import { queueCardReadyMail, queueCardShippedMail } from './mails.js';
import {
  findProduction,
  findProductions,
  insertPrinted,
  moveStep,
  productionsOfOrder,
  type ProductionRow,
} from './repo.js';
import { renderCardSheets, type SheetCard } from './sheet-pdf.js';

export type ProductionSettings = Pick<Config, 'mailFrom' | 'publicBaseUrl'>;

type Made = CardToProduce & { delivery: DeliveryType; collectSiteId: number | null };

async function withDelivery(db: Db, card: CardToProduce): Promise<Made> {
  if (card.kind === 'DUPLICATE' || card.cardRequestId === null)
    return { ...card, delivery: 'SHIPPING', collectSiteId: null };
  const delivery = await deliveryOfRequest(db, card.cardRequestId);
  return { ...card, delivery: delivery?.type ?? 'SHIPPING', collectSiteId: delivery?.collectSiteId ?? null };
}

function stepOf(row: ProductionRow | undefined): ProductionStep {
  return row ? (row.step as ProductionStep) : 'NUMBERED';
}

async function itemOf(db: Db, card: Made, row: ProductionRow | undefined): Promise<ProductionItem> {
  const media = await cardById(db, card.mediaId);
  const step = stepOf(row);
  const stepAt =
    (step === 'PRINTED' && row?.printed_at) ||
    (step === 'SHIPPED' && row?.shipped_at) ||
    (step === 'READY_FOR_PICKUP' && row?.ready_at) ||
    (step === 'HANDED_OVER' && row?.handed_over_at) ||
    card.paidAt;
  return {
    mediaId: card.mediaId,
    cardNumber: media?.number ?? '',
    holderName: media ? `${media.holder_firstname ?? ''} ${media.holder_name ?? ''}`.trim() : '',
    accountId: card.accountId,
    orderId: card.orderId,
    orderReference: card.orderReference,
    kind: card.kind,
    step,
    delivery: card.delivery,
    paidAt: card.paidAt,
    stepAt,
    trackingReference: row?.tracking_reference ?? null,
  };
}

/** Staff/productionQueue.json: the made cards not yet at their last step, oldest payment first. */
export async function productionQueue(db: Db, step?: ProductionStep): Promise<ProductionItem[]> {
  const cards = await cardsToProduce(db);
  const rows = new Map(
    (
      await findProductions(
        db,
        cards.map((card) => card.mediaId),
      )
    ).map((row) => [row.media_id, row]),
  );
  const items: ProductionItem[] = [];
  for (const card of cards) {
    const row = rows.get(card.mediaId);
    const at = stepOf(row);
    if (productionDone(at) || (step !== undefined && at !== step)) continue;
    items.push(await itemOf(db, await withDelivery(db, card), row));
  }
  return items;
}

/** The made card of that id with its order and delivery, or 404 NOT_FOUND. */
async function madeCard(db: Db, mediaId: number): Promise<Made> {
  const [card] = await cardsToProduce(db, { mediaId });
  if (!card) throw new AppError('NOT_FOUND');
  return withDelivery(db, card);
}

function refuseStep(action: ProductionAction, from: ProductionStep, delivery: DeliveryType): ProductionStep {
  const to = nextProductionStep(action, from, delivery);
  if (!to) throw new AppError('PRODUCTION_STEP_CONFLICT', undefined, { values: { step: from, delivery } });
  return to;
}

/**
 * Staff/printCardSheets.pdf: the sheets of the cards given, each NUMBERED, which become PRINTED
 * in the same transaction (all or none: one card printed meanwhile refuses the batch, 409).
 */
export async function printCardSheets(db: Db, session: CurrentSession, mediaIds: number[]): Promise<Buffer> {
  const staff = await staffOf(db, session);
  const ids = [...new Set(mediaIds)];
  const at = isoNow();
  const cards = await db.transaction().execute(async (trx) => {
    const sheet: SheetCard[] = [];
    for (const mediaId of ids) {
      const card = await madeCard(trx, mediaId);
      refuseStep('print', stepOf(await findProduction(trx, mediaId)), card.delivery);
      if (
        !(await insertPrinted(trx, {
          mediaId,
          orderId: card.orderId,
          accountId: card.accountId,
          deliveryType: card.delivery,
          by: staff.email,
          at,
        }))
      )
        throw new AppError('PRODUCTION_STEP_CONFLICT', undefined, { values: { step: 'PRINTED' } });
      const media = await cardById(trx, mediaId);
      sheet.push({
        number: media?.number ?? '',
        holderName: media ? `${media.holder_firstname ?? ''} ${media.holder_name ?? ''}`.trim() : '',
        photo: await photoOf(trx, mediaId),
        validityEnd: media?.validity_end ?? '',
      });
      await recordStaffAction(
        trx,
        {
          staff,
          action: 'card.print',
          recordKind: 'card',
          recordId: mediaId,
          customerAccountId: card.accountId,
          before: { step: 'NUMBERED' },
          after: { step: 'PRINTED', batch: ids },
        },
        at,
      );
    }
    return sheet;
  });
  return renderCardSheets(cards, at);
}

/** The holder's account's mail: its address, first name and the order's language. */
async function mailOf(db: Db, card: Made, item: ProductionItem) {
  const contact = await accountContact(db, card.accountId);
  if (!contact?.email) return null; // a guest's account hears it at the counter
  return {
    to: contact.email,
    firstname: contact.firstname,
    cardNumber: item.cardNumber,
    holderName: item.holderName,
    orderReference: card.orderReference,
    locale: isLocale(card.orderLocale) ? card.orderLocale : ('fr' as const),
  };
}

/** Once each card of the order has reached its last step, the order is PROCESSED. */
async function closeOrderWhenDelivered(db: Db, orderId: number, at: string): Promise<void> {
  const made = await madeCardsOfOrder(db, orderId);
  const rows = new Map((await productionsOfOrder(db, orderId)).map((row) => [row.media_id, row]));
  if (made.every((mediaId) => productionDone(stepOf(rows.get(mediaId)))))
    await markOrderDelivered(db, orderId, at);
}

/**
 * One step after printing, in one transaction: the conditional move (409 when the card is not at
 * the step the action starts from), the audit entry, the mail, the order closed when its last card
 * is done.
 */
async function step(
  db: Db,
  settings: ProductionSettings,
  session: CurrentSession,
  action: Exclude<ProductionAction, 'print'>,
  mediaId: number,
  trackingReference?: string,
): Promise<ProductionItem> {
  const staff = await staffOf(db, session);
  return db.transaction().execute(async (trx) => {
    const at = isoNow();
    const card = await madeCard(trx, mediaId);
    const from = stepOf(await findProduction(trx, mediaId));
    const to = refuseStep(action, from, card.delivery);
    const columns =
      action === 'ship'
        ? { shipped_at: at, tracking_reference: trackingReference ?? '' }
        : action === 'readyForPickup'
          ? { ready_at: at }
          : { handed_over_at: at };
    if (!(await moveStep(trx, mediaId, from, to, staff.email, columns)))
      throw new AppError('PRODUCTION_STEP_CONFLICT', undefined, { values: { step: from } });
    const row = await findProduction(trx, mediaId);
    const item = await itemOf(trx, card, row);
    await recordStaffAction(
      trx,
      {
        staff,
        action: `card.${action === 'ship' ? 'ship' : action === 'readyForPickup' ? 'ready-for-pickup' : 'hand-over'}`,
        recordKind: 'card',
        recordId: mediaId,
        customerAccountId: card.accountId,
        before: { step: from },
        after: { step: to, ...(action === 'ship' ? { trackingReference } : {}) },
      },
      at,
    );
    const mail = await mailOf(trx, card, item);
    if (action === 'ship' && mail)
      await queueCardShippedMail(trx, settings, { ...mail, trackingReference: trackingReference ?? '' });
    if (action === 'readyForPickup' && mail) {
      const agency = await agencyWithHours(trx, card.networkId, card.collectSiteId);
      await queueCardReadyMail(trx, settings, { ...mail, agency });
    }
    // The passes start when the card is in the holder's hands (decision 074): handed over here,
    // unless a validation came first (then they started already).
    if (
      action === 'handOver' &&
      passStartOfMadeCard({ handedOverDay: networkDay(at), firstValidationDay: null })
    )
      await settlePendingSales(trx, mediaId, at);
    await closeOrderWhenDelivered(trx, card.orderId, at);
    return item;
  });
}

/** Staff/markCardShipped.json: a PRINTED card for home delivery is shipped, with its tracking reference. */
export function markCardShipped(
  db: Db,
  settings: ProductionSettings,
  session: CurrentSession,
  mediaId: number,
  trackingReference: string,
) {
  return step(db, settings, session, 'ship', mediaId, trackingReference);
}

/** Staff/markCardReadyForPickup.json: a PRINTED card for pickup waits at the agency. */
export function markCardReadyForPickup(
  db: Db,
  settings: ProductionSettings,
  session: CurrentSession,
  mediaId: number,
) {
  return step(db, settings, session, 'readyForPickup', mediaId);
}

/** Staff/markCardHandedOver.json: a card ready for pickup is handed to its holder. */
export function markCardHandedOver(
  db: Db,
  settings: ProductionSettings,
  session: CurrentSession,
  mediaId: number,
) {
  return step(db, settings, session, 'handOver', mediaId);
}

/**
 * Order tracking's view of production (decision 074, handed to orders by app.ts): each card an
 * order made, at its step. A card made before the back office existed (its order PROCESSED with
 * no production row) is not shown: it was handed over without these steps.
 */
export async function productionOfOrders(
  db: Db,
  orders: { orderId: number; processStatus: string }[],
): Promise<Map<number, OrderCardProduction[]>> {
  const result = new Map<number, OrderCardProduction[]>();
  for (const { orderId, processStatus } of orders) {
    const made = await madeCardsOfOrder(db, orderId);
    if (made.length === 0) continue;
    const rows = new Map((await productionsOfOrder(db, orderId)).map((row) => [row.media_id, row]));
    const cards: OrderCardProduction[] = [];
    for (const mediaId of made) {
      const row = rows.get(mediaId);
      if (!row && processStatus === 'PROCESSED') continue;
      const delivery: DeliveryType = row
        ? row.delivery_type === 'PICKUP'
          ? 'PICKUP'
          : 'SHIPPING'
        : await cardsToProduce(db, { mediaId }).then(async ([card]) =>
            card ? (await withDelivery(db, card)).delivery : 'SHIPPING',
          );
      const step = stepOf(row);
      cards.push({
        mediaId,
        step,
        delivery,
        stepAt:
          (step === 'PRINTED' && row?.printed_at) ||
          (step === 'SHIPPED' && row?.shipped_at) ||
          (step === 'READY_FOR_PICKUP' && row?.ready_at) ||
          (step === 'HANDED_OVER' && row?.handed_over_at) ||
          null,
        trackingReference: row?.tracking_reference ?? null,
      });
    }
    result.set(orderId, cards);
  }
  return result;
}
