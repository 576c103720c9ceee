/**
 * Subscriptions/terminate and Subscriptions/updateCard with their consequences (spec §4, decisions
 * 012 and 064): what stops or moves, from when, what is refunded (nothing online) and what is still
 * billed, answered before the passenger confirms (`preview`: every check, nothing written) and
 * again once it is done. The money side (the post-payment journeys so far, the instalments still
 * due) is the orders module's, handed down by app.ts as `contractMoney`.
 */
import {
  canMove,
  canTerminate,
  isPostPaymentProduct,
  periodsOverlap,
  sameHolder,
  type Locale,
  type SubscriptionChange,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { isoNow, today } from '../../lib/time.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { holdCard, isCardExpired, ownedCard } from '../cards/service.js';
import {
  contractsOfCards,
  contractView,
  moveContract,
  terminateContract,
  type ContractRow,
} from '../contracts/service.js';
import { endOfCurrentPeriod, ownedContract, subscriptionView, type ContractMoney } from './service.js';

export const isPostPaymentContract = (row: ContractRow) =>
  isPostPaymentProduct({ code: row.productCode, audience: row.productAudience });

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The last day of a subscription stopped on `on`: the post-payment fare runs to the end of that
 * day (its journeys so far are billed, none after); a pass that renews to the end of the renewal
 * period running then (decision 012), never past its own last day.
 */
export function lastDayWhenStopped(row: ContractRow, on: string): string {
  const view = contractView(row, 'fr', on);
  if (isPostPaymentContract(row) || !view.renewalInterval) {
    const end = on < view.validFrom ? view.validFrom : on;
    return end < view.validTo ? end : view.validTo;
  }
  const end = endOfCurrentPeriod(view.validFrom, view.renewalInterval, on);
  return end < view.validTo ? end : view.validTo;
}

/**
 * Subscriptions/terminate: TERMINATED, valid to its last day (lastDayWhenStopped). Stopping it
 * again answers the same; a ticket or a contract no longer running is 409 CONFLICT. With
 * `preview`, the same checks and answer, nothing written.
 */
export async function terminateSubscription(
  db: Db,
  session: CurrentSession,
  request: { id: number; preview: boolean },
  money: ContractMoney,
  locale: Locale,
): Promise<SubscriptionChange> {
  const on = today();
  let contract = await ownedContract(db, session, request.id);
  const postPayment = isPostPaymentContract(contract);
  const current = contractView(contract, locale, on);
  const stopped = current.status === 'TERMINATED';
  if (!stopped && !canTerminate(current, postPayment)) throw new AppError('CONFLICT');
  const lastDay = stopped ? current.validTo : lastDayWhenStopped(contract, on);
  if (request.preview || stopped) {
    contract = { ...contract, status: 'TERMINATED', validTo: lastDay };
  } else {
    await terminateContract(db, contract.id, lastDay, isoNow());
    contract = await ownedContract(db, session, request.id);
  }
  const { usage, dueInstalments } = await money(db, {
    accountId: session.accountId,
    networkId: session.networkId,
    contract,
    postPayment,
    on,
  });
  return {
    subscription: subscriptionView(contract, locale),
    consequences: { effectiveFrom: dayAfter(lastDay), lastDay, refundCents: 0, usage, dueInstalments },
  };
}

type Card = Awaited<ReturnType<typeof ownedCard>>;

/** The card's running contracts that the moved one would overlap (decision 064). */
async function overlapping(db: Db, moved: ContractRow, targetId: number, on: string) {
  const period = (row: ContractRow) => {
    const view = contractView(row, 'fr', on);
    return { ...view, postPayment: isPostPaymentContract(row) };
  };
  const held = (await contractsOfCards(db, [targetId])).filter((row) => canMove(contractView(row, 'fr', on)));
  return held.filter((row) => periodsOverlap(period(moved), period(row), on));
}

function checkTarget(contract: ContractRow, source: Card, target: Card) {
  if (isCardExpired(target)) throw new AppError('CARD_EXPIRED');
  const holder = (card: Card) => ({
    name: card.holder_name,
    firstname: card.holder_firstname,
    birthdate: card.holder_birthdate,
  });
  if (!sameHolder(holder(source), holder(target))) throw new AppError('CARD_OF_ANOTHER_HOLDER');
  if (!canMove(contractView(contract, 'fr'))) throw new AppError('CONFLICT');
}

/**
 * Subscriptions/updateCard: the contract moves to another card of the caller's, of the same
 * holder, not expired or blocked, where it overlaps no subscription of a common mode (409
 * CARD_EXPIRED, CARD_OF_ANOTHER_HOLDER, SUBSCRIPTION_OVERLAP; CONFLICT when it no longer runs).
 * The answer is its copy on that card (with `preview`, what the copy would be, under the original's
 * id); the original stays on the old card, TRANSFERRED. Its own card answers it unchanged.
 */
export async function moveSubscription(
  db: Db,
  session: CurrentSession,
  request: { id: number; mediaId: number; preview: boolean },
  money: ContractMoney,
  locale: Locale,
): Promise<SubscriptionChange> {
  const on = today();
  const contract = await ownedContract(db, session, request.id);
  const target = await ownedCard(db, session, request.mediaId);
  const postPayment = isPostPaymentContract(contract);
  const consequences = async (moved: ContractRow) => {
    // The old card's bill of the month (post-payment) and the order's instalments: the original's.
    const { usage, dueInstalments } = await money(db, {
      accountId: session.accountId,
      networkId: session.networkId,
      contract,
      postPayment,
      on,
    });
    return { effectiveFrom: on, lastDay: moved.validTo, refundCents: 0, usage, dueInstalments };
  };
  if (contract.mediaId === target.id) {
    return { subscription: subscriptionView(contract, locale), consequences: await consequences(contract) };
  }
  checkTarget(contract, await ownedCard(db, session, contract.mediaId), target);
  if (request.preview) {
    if ((await overlapping(db, contract, target.id, on)).length > 0)
      throw new AppError('SUBSCRIPTION_OVERLAP');
    const copy = { ...contract, mediaId: target.id };
    return { subscription: subscriptionView(copy, locale), consequences: await consequences(copy) };
  }
  const copyId = await db.transaction().execute(async (trx) => {
    // One move onto a card at a time: the second sees the first's copy when it checks overlaps.
    await holdCard(trx, target.id);
    if ((await overlapping(trx, contract, target.id, on)).length > 0)
      throw new AppError('SUBSCRIPTION_OVERLAP');
    return moveContract(trx, contract.id, target.id, isoNow());
  });
  const copy = await ownedContract(db, session, copyId);
  return { subscription: subscriptionView(copy, locale), consequences: await consequences(copy) };
}
