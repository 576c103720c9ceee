/**
 * Associating an existing card to an account (spec §2 popup, §6, §8): the card number, the
 * holder's family name (accents, case, spaces and punctuation aside) and birth date must match.
 * Failed attempts are rate limited per account and per address; a successful one is not counted.
 * A counted refusal carries the attempts left before the lock (decision 063).
 */
import { foldName, type AttemptsLeft, type CardView, type Locale } from '@oceane/domain';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { attemptsLeft, secondsBlocked, windowStart } from '../../lib/attempt-window.js';
import { isoNow } from '../../lib/time.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { cardById, cardByNumber, cardViewOf, claimCard } from '../cards/service.js';
import { countFailures, countLookups, recordFailure, recordLookup } from './repo.js';

/** 'Le Goff', 'LE-GOFF' and 'legoff' are one name; so are 'Hélène' and 'helene'. */
export function sameName(a: string, b: string): boolean {
  const fold = (value: string) => foldName(value).replace(/[^\p{L}]/gu, '');
  return fold(a) === fold(b);
}

/** The two counts of failed associations: per account and per address, within the window. */
function associationLimits(ctx: AppContext, accountId: number, address: string, now: string) {
  const limits = ctx.config.rateLimits;
  const since = windowStart(now, limits.windowMinutes);
  return [
    { max: limits.associationFailuresPerAccount, count: () => countFailures(ctx.db, since, { accountId }) },
    { max: limits.associationFailuresPerAddress, count: () => countFailures(ctx.db, since, { address }) },
  ];
}

/** Seconds until the caller may try again, or 0 when neither its account nor its address is blocked. */
export async function associationBlockedFor(
  ctx: AppContext,
  accountId: number,
  address: string,
): Promise<number> {
  const now = isoNow();
  return secondsBlocked(
    associationLimits(ctx, accountId, address, now),
    ctx.config.rateLimits.windowMinutes,
    now,
  );
}

export async function registerMedia(
  ctx: AppContext,
  session: CurrentSession,
  attempt: { mediaNumber: string; holderName: string; holderBirthdate: string; address: string },
  locale: Locale,
): Promise<CardView> {
  const now = isoNow();
  const refuse = async (code: 'CARD_NOT_RECOGNIZED' | 'CARD_OF_ANOTHER_ACCOUNT'): Promise<never> => {
    await recordFailure(
      ctx.db,
      session.accountId,
      attempt.address,
      now,
      windowStart(now, ctx.config.rateLimits.windowMinutes),
    );
    const left = await attemptsLeft(
      associationLimits(ctx, session.accountId, attempt.address, now),
      ctx.config.rateLimits.windowMinutes,
      now,
    );
    throw new AppError(code, undefined, { details: left });
  };

  const card = await cardByNumber(ctx.db, session.networkId, attempt.mediaNumber);
  // A wrong name or birth date answers exactly as an unknown number: the number alone reveals nothing.
  const isHolder =
    card !== undefined &&
    sameName(card.holder_name, attempt.holderName) &&
    card.holder_birthdate === attempt.holderBirthdate;
  if (!card || !isHolder) return refuse('CARD_NOT_RECOGNIZED');
  if (card.account_id === session.accountId) throw new AppError('CARD_ALREADY_YOURS');
  if (card.account_id !== null) return refuse('CARD_OF_ANOTHER_ACCOUNT');

  if (!(await claimCard(ctx.db, card.id, session.accountId, now))) {
    // Another request took it between the read and the write.
    const holder = await cardById(ctx.db, card.id);
    if (holder?.account_id === session.accountId) throw new AppError('CARD_ALREADY_YOURS');
    return refuse('CARD_OF_ANOTHER_ACCOUNT');
  }
  const claimed = await cardById(ctx.db, card.id);
  return cardViewOf(ctx.db, claimed!, locale);
}

/** The two counts of look-ups without an account: per address and per card number, within the window. */
function lookupLimits(ctx: AppContext, address: string, mediaNumber: string, now: string) {
  const limits = ctx.config.rateLimits;
  const since = windowStart(now, limits.windowMinutes);
  return [
    { max: limits.mediaSearchPerAddress, count: () => countLookups(ctx.db, since, { address }) },
    { max: limits.mediaLookupsPerNumber, count: () => countLookups(ctx.db, since, { mediaNumber }) },
  ];
}

/**
 * Seconds until a look-up of this card number from this address may run, or 0: the look-ups
 * without an account (searchLocalMediaForSignin, a wrong guest reload) are an oracle on a card's
 * number and its holder, so they are counted per address and per number (decision 054).
 */
export async function lookupBlockedFor(
  ctx: AppContext,
  address: string,
  mediaNumber: string,
): Promise<number> {
  const now = isoNow();
  return secondsBlocked(
    lookupLimits(ctx, address, mediaNumber, now),
    ctx.config.rateLimits.windowMinutes,
    now,
  );
}

/**
 * Counts one look-up of a card number from an address, and answers the look-ups left before the
 * lock (decision 063).
 */
export async function recordMediaLookup(
  ctx: AppContext,
  address: string,
  mediaNumber: string,
): Promise<AttemptsLeft> {
  const now = isoNow();
  const windowMinutes = ctx.config.rateLimits.windowMinutes;
  await recordLookup(ctx.db, address, mediaNumber, now, windowStart(now, windowMinutes));
  return attemptsLeft(lookupLimits(ctx, address, mediaNumber, now), windowMinutes, now);
}

/**
 * The card of that number on the network whose holder has that family name (as sameName folds it)
 * and birth date; undefined otherwise, whichever part is wrong.
 */
export async function cardOfHolder(
  ctx: AppContext,
  networkId: number,
  attempt: { mediaNumber: string; holderName: string; holderBirthdate: string },
): ReturnType<typeof cardByNumber> {
  const card = await cardByNumber(ctx.db, networkId, attempt.mediaNumber);
  if (!card) return undefined;
  const isHolder =
    sameName(card.holder_name, attempt.holderName) && card.holder_birthdate === attempt.holderBirthdate;
  return isHolder ? card : undefined;
}

/**
 * Account/searchLocalMediaForSignin: whether a card of that number has a holder born that day.
 * Every look-up counts towards the limit; past it, RATE_LIMITED with the seconds to wait.
 */
export async function searchLocalMedia(
  ctx: AppContext,
  query: { mediaNumber: string; mediaCustomerBirthDate: string; networkId: number },
  address: string,
): Promise<{ found: boolean } | { retryAfter: number }> {
  const wait = await lookupBlockedFor(ctx, address, query.mediaNumber);
  if (wait > 0) return { retryAfter: wait };
  await recordMediaLookup(ctx, address, query.mediaNumber);
  const card = await cardByNumber(ctx.db, query.networkId, query.mediaNumber);
  return { found: card !== undefined && card.holder_birthdate === query.mediaCustomerBirthDate };
}
