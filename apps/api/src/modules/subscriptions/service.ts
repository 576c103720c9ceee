/**
 * Subscriptions (spec §4: they can be terminated or have their card updated): the contracts on
 * the caller's cards. A contract of another account, or none, answers 403 FORBIDDEN.
 */
import { addRenewalInterval, type Locale, type RenewalInterval } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { isoNow, today } from '../../lib/time.js';
import type { CurrentSession } from '../account/sessions.js';
import type { ContractRow } from '../cards/repo.js';
import { ownedCard } from '../cards/service.js';
import { contractView, isCardExpired } from '../cards/views.js';
import { findAccountContract, listAccountContracts, moveContract, terminateContract } from './repo.js';
import type { SubscriptionView } from './schemas.js';

export function subscriptionView(row: ContractRow, locale: Locale): SubscriptionView {
  return { ...contractView(row, locale), mediaId: row.mediaId };
}

export async function ownedContract(
  db: Db,
  session: CurrentSession,
  contractId: number,
): Promise<ContractRow> {
  const contract = await findAccountContract(db, session.accountId, contractId);
  if (!contract) throw new AppError('FORBIDDEN');
  return contract;
}

export async function listSubscriptions(
  db: Db,
  session: CurrentSession,
  mediaId: number | undefined,
  locale: Locale,
): Promise<SubscriptionView[]> {
  if (mediaId !== undefined) await ownedCard(db, session, mediaId);
  const rows = await listAccountContracts(db, session.accountId, mediaId);
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
