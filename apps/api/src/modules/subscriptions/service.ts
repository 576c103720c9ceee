/**
 * Subscriptions (spec §4: they can be terminated or have their card updated): the contracts on
 * the caller's cards. A contract of another account, or none, answers 403 FORBIDDEN.
 */
import { addRenewalInterval, type Locale, type RenewalInterval } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { isoNow, today } from '../../lib/time.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { accountCardIds, isCardExpired, ownedCard } from '../cards/service.js';
import {
  contractsOfCards,
  contractView,
  findContract,
  moveContract,
  terminateContract,
  type ContractRow,
} from '../contracts/service.js';
import type { SubscriptionView } from './schemas.js';

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

/** Subscriptions/terminate: no renewal any more; the contract stays valid to the end of its period. */
export async function terminateSubscription(db: Db, session: CurrentSession, id: number, locale: Locale) {
  const contract = await ownedContract(db, session, id);
  const current = contractView(contract, locale);
  if (current.status === 'TERMINATED') return subscriptionView(contract, locale);
  if (current.status !== 'ACTIVE' && current.status !== 'PENDING_VALIDATION') throw new AppError('CONFLICT');
  if (!current.renewalInterval) throw new AppError('CONFLICT');
  const end = endOfCurrentPeriod(current.validFrom, current.renewalInterval, today());
  await terminateContract(db, id, end < current.validTo ? end : current.validTo, isoNow());
  return subscriptionView(await ownedContract(db, session, id), locale);
}

/** Whether a contract still gives rights, so that it can move to another card. */
export function isMovable(row: ContractRow, on = today()): boolean {
  const status = contractView(row, 'fr', on).status;
  return status === 'ACTIVE' || status === 'PENDING_VALIDATION';
}

/** Subscriptions/updateCard: the contract moves to another card of the caller. */
export async function moveSubscription(
  db: Db,
  session: CurrentSession,
  id: number,
  mediaId: number,
  locale: Locale,
): Promise<SubscriptionView> {
  const contract = await ownedContract(db, session, id);
  const target = await ownedCard(db, session, mediaId);
  if (contract.mediaId === target.id) return subscriptionView(contract, locale);
  if (isCardExpired(target)) throw new AppError('CARD_EXPIRED');
  if (!isMovable(contract)) throw new AppError('CONFLICT');
  const copyId = await db.transaction().execute((trx) => moveContract(trx, id, target.id, isoNow()));
  return subscriptionView(await ownedContract(db, session, copyId), locale);
}
