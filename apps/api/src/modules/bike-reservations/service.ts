/**
 * Bike reservations (spec §3 "Bike reservation: start and end date and time, price, type,
 * chosen by card and pin code"; decision 046): a card's bike trips, opened by the card's pin.
 * Wrong pins are counted in the database, per card and per account, so that a restart or a
 * second replica does not reset the count.
 */
import {
  BIKE_PIN_FAILURES_PER_ACCOUNT,
  BIKE_PIN_FAILURES_PER_CARD,
  BIKE_TYPES,
  type BikeReservation,
  type BikeType,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { secondsBlocked, windowStart } from '../../lib/attempt-window.js';
import { isoNow } from '../../lib/time.js';
import { ownedCard } from '../cards/service.js';
import { countPinFailures, findPinHash, findTrips, recordPinFailure, upsertPinHash } from './repo.js';

export { countTrips, insertTrips } from './repo.js';

/**
 * Seconds until the card may be tried again, or 0 when neither the card nor the account has
 * reached its count of wrong pins within the window.
 */
export async function bikePinBlockedFor(
  db: Db,
  windowMinutes: number,
  accountId: number,
  mediaId: number,
  now: string = isoNow(),
): Promise<number> {
  const since = windowStart(now, windowMinutes);
  return secondsBlocked(
    [
      { max: BIKE_PIN_FAILURES_PER_CARD, count: () => countPinFailures(db, since, { mediaId }) },
      { max: BIKE_PIN_FAILURES_PER_ACCOUNT, count: () => countPinFailures(db, since, { accountId }) },
    ],
    windowMinutes,
    now,
  );
}

function bikeTypeOf(value: string): BikeType {
  if (!(BIKE_TYPES as readonly string[]).includes(value)) throw new Error(`unknown bike type ${value}`);
  return value as BikeType;
}

/** 429 BIKE_PIN_LOCKED, with the seconds to wait (the route's Retry-After). */
export class BikePinLocked extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('BIKE_PIN_LOCKED');
  }
}

/**
 * The trips of one of the caller's cards, newest first, when the pin is the card's. Another
 * account's card answers as a missing one (403) and counts nothing; a locked card or account is
 * refused before the pin is looked at; a wrong pin is counted.
 */
export async function bikeReservations(
  db: Db,
  windowMinutes: number,
  session: CurrentSession,
  request: { mediaId: number; pin: string },
): Promise<BikeReservation[]> {
  const card = await ownedCard(db, session, request.mediaId);
  const wait = await bikePinBlockedFor(db, windowMinutes, session.accountId, card.id);
  if (wait > 0) throw new BikePinLocked(wait);
  const pin = await findPinHash(db, card.id);
  if (!pin) throw new AppError('BIKE_PIN_NOT_SET');
  if (!(await verifyPassword(pin.pin_hash, request.pin))) {
    const at = isoNow();
    await recordPinFailure(db, {
      accountId: session.accountId,
      mediaId: card.id,
      at,
      since: windowStart(at, windowMinutes),
    });
    throw new AppError('BIKE_PIN_INVALID');
  }
  const trips = await findTrips(db, card.id, session.accountId);
  return trips.map((trip) => ({
    id: trip.id,
    startedAt: trip.started_at,
    endedAt: trip.ended_at,
    priceCents: trip.price_cents,
    bikeType: bikeTypeOf(trip.bike_type),
  }));
}

/** Gives a card its bike pin (hashed): the seed and the tests; the mobility centre's tool later. */
export async function setBikePin(db: Db, mediaId: number, pin: string): Promise<void> {
  await upsertPinHash(db, mediaId, await hashPassword(pin), isoNow());
}

/** "Your data" (decision 049): the bike trips, pins and wrong pins for the export, and their erasure. */
export { bikeDataForExport, eraseBikeDataOfAccounts } from './erasure.js';
