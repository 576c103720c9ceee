/**
 * Account/setBikePin.json (decision 052): a card of the account gets a new pin, proven by the
 * account's password (the only proof while the card has none) or by the card's current pin. A
 * wrong proof of either kind is a wrong pin for the limit that getBikeReservations counts, so the
 * two calls together allow 5 guesses per card and 10 per account within the window.
 */
import type { Locale } from '@oceane/domain';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { windowStart } from '../../lib/attempt-window.js';
import { isoNow } from '../../lib/time.js';
import { ownedCard } from '../cards/service.js';
import { checkIdentityPassword, findIdentity } from '../identity/service.js';
import { findPinHash, recordPinFailure, upsertPinHash } from './repo.js';
import { queueBikePinChangedNotice } from './mails.js';
import { bikePinBlockedFor, BikePinLocked } from './service.js';

export type SetBikePinRequest = {
  mediaId: number;
  newPin: string;
  currentPin?: string | undefined;
  password?: string | undefined;
};

/** Checks the proof; a wrong one is recorded as a wrong pin before its error is thrown. */
async function checkProof(
  ctx: AppContext,
  session: CurrentSession,
  mediaId: number,
  request: SetBikePinRequest,
): Promise<void> {
  const windowMinutes = ctx.config.rateLimits.windowMinutes;
  const failed = async (code: 'BIKE_PIN_INVALID' | 'INVALID_PASSWORD') => {
    const at = isoNow();
    await recordPinFailure(ctx.db, {
      accountId: session.accountId,
      mediaId,
      at,
      since: windowStart(at, windowMinutes),
    });
    return new AppError(code);
  };
  if (request.password !== undefined) {
    // A guest has no password: nothing to prove it with (and no pin to be set by one).
    if (session.identityId === null) throw new AppError('FORBIDDEN');
    try {
      await checkIdentityPassword(ctx.db, session.identityId, request.password);
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_PASSWORD')
        throw await failed('INVALID_PASSWORD');
      throw error;
    }
    return;
  }
  const current = await findPinHash(ctx.db, mediaId);
  if (!current) throw new AppError('BIKE_PIN_NOT_SET');
  if (!(await verifyPassword(current.pin_hash, request.currentPin ?? '')))
    throw await failed('BIKE_PIN_INVALID');
}

/**
 * Sets the pin of one of the caller's cards. Order of checks: the card is the caller's (403, the
 * same answer as a missing card, nothing counted), the card and account are not locked (429), the
 * proof; then the new pin's hash replaces the old one and the account's address is told, in one
 * transaction. Answers when, and whether a mail went.
 */
export async function setBikePinOfCard(
  ctx: AppContext,
  session: CurrentSession,
  request: SetBikePinRequest,
  locale: Locale,
): Promise<{ mediaId: number; updatedAt: string; mailed: boolean }> {
  const card = await ownedCard(ctx.db, session, request.mediaId);
  const wait = await bikePinBlockedFor(
    ctx.db,
    ctx.config.rateLimits.windowMinutes,
    session.accountId,
    card.id,
  );
  if (wait > 0) throw new BikePinLocked(wait);
  await checkProof(ctx, session, card.id, request);
  const pinHash = await hashPassword(request.newPin);
  const identity = session.identityId === null ? undefined : await findIdentity(ctx.db, session.identityId);
  const updatedAt = isoNow();
  await ctx.db.transaction().execute(async (trx) => {
    await upsertPinHash(trx, card.id, pinHash, updatedAt);
    if (identity)
      await queueBikePinChangedNotice(trx, ctx.config, {
        to: identity.email,
        firstname: identity.firstname,
        cardNumber: card.number,
        at: updatedAt,
        locale,
      });
  });
  await ctx.mailer.sendQueued();
  return { mediaId: card.id, updatedAt, mailed: identity !== undefined };
}
