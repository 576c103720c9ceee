/**
 * The account's saved payment cards (decision 046): each with the schedules that still charge
 * it, flagged when it expires before one of their due instalments; and its deletion, which moves
 * those schedules to a replacement among the other saved cards in the same transaction. The cards
 * are the payments module's; the schedules are orders'.
 */
import type { PaymentCardSchedule, PaymentCardView } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { isoNow, today } from '../../lib/time.js';
import {
  cardValidThrough,
  deleteSavedCard,
  holdSavedCards,
  listSavedCards,
  type SavedCard,
} from '../payments/service.js';
import { findChargingOrders, findDueInstalmentsOf, movePaymentCard } from './saved-cards-repo.js';

type CardSchedule = PaymentCardSchedule & { paymentCardId: number };

/** The schedules that still charge one of the account's saved cards. */
async function chargingSchedules(db: Db, accountId: number): Promise<CardSchedule[]> {
  const orders = await findChargingOrders(db, accountId);
  const due = await findDueInstalmentsOf(
    db,
    orders.map((order) => order.id),
  );
  const schedules: CardSchedule[] = [];
  for (const order of orders) {
    const instalments = due.filter((instalment) => instalment.order_id === order.id);
    const postPayment = order.post_payment === 1 && order.status !== 'PROCESSING';
    if (instalments.length === 0 && !postPayment) continue;
    schedules.push({
      paymentCardId: order.payment_card_id!,
      orderId: order.id,
      reference: order.reference,
      kind: instalments.length === 0 ? 'POST_PAYMENT' : 'INSTALMENTS',
      nextDueDate: instalments[0]?.due_date ?? null,
      lastDueDate: instalments.at(-1)?.due_date ?? null,
      dueCents: instalments.reduce((sum, instalment) => sum + instalment.amount_cents, 0),
    });
  }
  return schedules;
}

/** Whether the card is still valid on the last due date of every schedule (and today). */
function coversSchedules(card: SavedCard, schedules: PaymentCardSchedule[], day: string): boolean {
  const validThrough = cardValidThrough(card);
  return (
    validThrough >= day && schedules.every((s) => s.lastDueDate === null || s.lastDueDate <= validThrough)
  );
}

function viewOf(card: SavedCard, schedules: CardSchedule[], day: string): PaymentCardView {
  const own = schedules.filter((schedule) => schedule.paymentCardId === card.id);
  const validThrough = cardValidThrough(card);
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    validThrough,
    expired: validThrough < day,
    expiresBeforeDueInstalment: own.some((s) => s.lastDueDate !== null && s.lastDueDate > validThrough),
    schedules: own.map(({ paymentCardId: _card, ...schedule }) => schedule),
  };
}

/** Account/getPaymentCards.json: the saved cards, oldest first, masked. */
export async function paymentCards(db: Db, session: CurrentSession): Promise<PaymentCardView[]> {
  const cards = await listSavedCards(db, session.accountId);
  const schedules = await chargingSchedules(db, session.accountId);
  const day = today();
  return cards.map((card) => viewOf(card, schedules, day));
}

/**
 * Account/deletePaymentCard.json. Another account's card (or a deleted or missing one), as the
 * card or as the replacement, is 403 like a missing one and changes nothing. A card that a
 * schedule still charges needs a replacement valid through the schedules' last due dates
 * (409 PAYMENT_CARD_IN_USE, CARD_EXPIRES_BEFORE_SCHEDULE); they move to it and the card is
 * deleted in one transaction.
 */
export async function deletePaymentCard(
  db: Db,
  session: CurrentSession,
  request: { paymentCardId: number; replacementCardId?: number | undefined },
): Promise<{ deleted: number; movedOrderIds: number[] }> {
  const { paymentCardId, replacementCardId } = request;
  const accountId = session.accountId;
  return db.transaction().execute(async (trx) => {
    const held = [paymentCardId, ...(replacementCardId === undefined ? [] : [replacementCardId])];
    if (!(await holdSavedCards(trx, accountId, held))) throw new AppError('FORBIDDEN');
    if (replacementCardId === paymentCardId)
      throw new AppError('VALIDATION_ERROR', { replacementCardId: 'validation.invalidValue' });
    const schedules = (await chargingSchedules(trx, accountId)).filter(
      (schedule) => schedule.paymentCardId === paymentCardId,
    );
    const at = isoNow();
    if (schedules.length > 0) {
      if (replacementCardId === undefined) throw new AppError('PAYMENT_CARD_IN_USE');
      const replacement = (await listSavedCards(trx, accountId)).find(
        (card) => card.id === replacementCardId,
      );
      if (!replacement) throw new AppError('FORBIDDEN');
      if (!coversSchedules(replacement, schedules, today()))
        throw new AppError('CARD_EXPIRES_BEFORE_SCHEDULE');
      const orderIds = schedules.map((schedule) => schedule.orderId);
      const moved = await movePaymentCard(trx, {
        accountId,
        orderIds,
        from: paymentCardId,
        to: replacementCardId,
        at,
      });
      if (moved !== orderIds.length) throw new Error('a schedule moved under the deletion');
    }
    if (!(await deleteSavedCard(trx, accountId, paymentCardId, at))) throw new AppError('FORBIDDEN');
    return { deleted: paymentCardId, movedOrderIds: schedules.map((schedule) => schedule.orderId) };
  });
}
