/**
 * The guest reload (spec §6 authAsGuest, decision 054): the card's number, holder family name and
 * birth date open a guest session to which the card is lent; the loan ends with the session (a
 * logout, or the release job once it expired) and the card goes back to no account. A card that an
 * account holds is refused. Owns `guest_loans`.
 */
import type { CallInput } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import type { JobContext } from '../../lib/periodic-job.js';
import { isoNow } from '../../lib/time.js';
import { openGuestProfile } from '../account/service.js';
import { cardOfHolder, lookupBlockedFor, recordMediaLookup } from '../association/service.js';
import { claimCard, releaseLentCard } from '../cards/service.js';
import { findNetwork } from '../catalog/service.js';
import { endSessionById, liveSessionIds } from '../sessions/service.js';
import { closeLoan, insertLoan, openLoanOfCard, openLoans, openLoansOfAccount } from './repo.js';

type Loan = { id: number; account_id: number; media_id: number };

/** Ends one loan in the caller's transaction; a loan already ended (by another server) is left. */
async function releaseLoan(trx: Db, loan: Loan, at: string): Promise<boolean> {
  if (!(await closeLoan(trx, loan.id, at))) return false;
  await releaseLentCard(trx, loan.media_id, loan.account_id);
  return true;
}

export type GuestReloadAnswer =
  | { user: { userId: number; userName: string; userLastname: string; userToken: string }; mediaId: number }
  | { retryAfter: number };

export async function openGuestReload(
  ctx: AppContext,
  body: CallInput<'openGuestReload'>,
  address: string,
): Promise<GuestReloadAnswer> {
  const network = await findNetwork(ctx.db, body.network_id);
  if (!network) throw new AppError('NETWORK_NOT_FOUND');
  const wait = await lookupBlockedFor(ctx, address, body.mediaNumber);
  if (wait > 0) return { retryAfter: wait };
  const card = await cardOfHolder(ctx, network.id, body);
  if (!card) {
    // A wrong name or birth date answers as an unknown number, and counts towards the limit,
    // whose attempts left the answer carries (decision 063).
    const left = await recordMediaLookup(ctx, address, body.mediaNumber);
    throw new AppError('CARD_NOT_RECOGNIZED', undefined, { details: left });
  }
  const now = isoNow();
  return ctx.db.transaction().execute(async (trx) => {
    if (card.account_id !== null) {
      const loan = await openLoanOfCard(trx, card.id);
      if (!loan || loan.account_id !== card.account_id) throw new AppError('CARD_HELD_BY_ACCOUNT');
      // Lent to an earlier guest session: the holder's details again take it over (a closed tab
      // would otherwise keep the card until that session expired); that session ends.
      await releaseLoan(trx, loan, now);
      await endSessionById(trx, loan.session_id);
    }
    const { user, sessionId } = await openGuestProfile(trx, ctx.config, network.id);
    // Another request took the card between the read and the write: nothing of this one is kept.
    if (!(await claimCard(trx, card.id, user.userId, now))) throw new AppError('CONFLICT');
    await insertLoan(trx, {
      account_id: user.userId,
      session_id: sessionId,
      media_id: card.id,
      lent_at: now,
    });
    return { user, mediaId: card.id };
  });
}

/** After a guest's logout: the cards lent to its account go back at once. */
export async function releaseLoansOfAccount(db: Db, accountId: number): Promise<number> {
  const loans = await openLoansOfAccount(db, accountId);
  let released = 0;
  for (const loan of loans) {
    if (await db.transaction().execute((trx) => releaseLoan(trx, loan, isoNow()))) released += 1;
  }
  return released;
}

/** The job's run (src/jobs.ts, every minute): a loan is closed by a conditional update, once. */
export async function runGuestLoansRelease(ctx: JobContext): Promise<number> {
  const released = await releaseEndedLoans(ctx.db);
  if (released > 0) ctx.log.info({ released }, 'guest loans job: cards given back');
  return released;
}

/**
 * The release job: every open loan whose session is no longer live (expired, ended) ends. Safe
 * with several servers: each loan is closed by one conditional update, the card released by
 * another that names the guest's account, in one transaction; a second server finds it closed.
 */
export async function releaseEndedLoans(db: Db, batch = 500): Promise<number> {
  const loans = await openLoans(db, batch);
  const live = await liveSessionIds(
    db,
    loans.map((loan) => loan.session_id),
  );
  let released = 0;
  for (const loan of loans) {
    if (live.has(loan.session_id)) continue;
    if (await db.transaction().execute((trx) => releaseLoan(trx, loan, isoNow()))) released += 1;
  }
  return released;
}
