/**
 * Subscriptions (spec §4: they can be terminated or have their card updated): the contracts on
 * the caller's cards. A contract of another account, or none, answers 403 FORBIDDEN.
 */
import {
  addRenewalInterval,
  canMove,
  type DueInstalment,
  type Locale,
  type RenewalInterval,
  type SubscriptionUsage,
  type SubscriptionView,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { today } from '../../lib/time.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { accountCardIds, ownedCard } from '../cards/service.js';
import { contractsOfCards, contractView, findContract, type ContractRow } from '../contracts/service.js';

/**
 * What the orders module says of a contract's money from `on` (YYYY-MM-DD): the post-payment
 * journeys of the month so far on its card, the instalments still due on the order that sold it.
 * Orders is above this module: app.ts hands its `contractMoney` down (decision 064).
 */
export type ContractMoney = (
  db: Db,
  query: { accountId: number; networkId: number; contract: ContractRow; postPayment: boolean; on: string },
) => Promise<{ usage: SubscriptionUsage | null; dueInstalments: DueInstalment[] }>;

export function subscriptionView(row: ContractRow, locale: Locale): SubscriptionView {
  return { ...contractView(row, locale), mediaId: row.mediaId };
}

export async function ownedContract(
  db: Db,
  session: CurrentSession,
  contractId: number,
): Promise<ContractRow> {
  const contract = await findContract(db, contractId);
  if (!contract) throw new AppError('FORBIDDEN');
  // A contract is the account's whose card it is on: another account's answers as a missing one.
  await ownedCard(db, session, contract.mediaId);
  return contract;
}

/** The account's contracts, of one of its cards or of all of them, newest period first. */
export async function accountContracts(
  db: Db,
  session: CurrentSession,
  mediaId?: number,
): Promise<ContractRow[]> {
  if (mediaId !== undefined) {
    await ownedCard(db, session, mediaId);
    return contractsOfCards(db, [mediaId]);
  }
  return contractsOfCards(db, await accountCardIds(db, session));
}

export async function listSubscriptions(
  db: Db,
  session: CurrentSession,
  mediaId: number | undefined,
  locale: Locale,
): Promise<SubscriptionView[]> {
  const rows = await accountContracts(db, session, mediaId);
  return rows.map((row) => subscriptionView(row, locale));
}

export async function getSubscription(db: Db, session: CurrentSession, id: number, locale: Locale) {
  return subscriptionView(await ownedContract(db, session, id), locale);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Last day of the renewal period running on `on`: periods follow one another from the first
 * day of the contract, one renewal interval long.
 */
export function endOfCurrentPeriod(validFrom: string, interval: RenewalInterval, on: string): string {
  let start = new Date(`${validFrom}T00:00:00Z`);
  let next = addRenewalInterval(start, interval);
  while (day(next) <= on) {
    start = next;
    next = addRenewalInterval(start, interval);
  }
  return day(new Date(next.getTime() - 86_400_000));
}

/** Whether a contract still gives rights, so that it can move to another card. */
export function isMovable(row: ContractRow, on = today()): boolean {
  return canMove(contractView(row, 'fr', on));
}
