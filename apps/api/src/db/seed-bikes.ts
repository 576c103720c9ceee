/**
 * The demo account's bike trips and bike pins (issue 11, decision 046), and a second saved payment
 * card, so that /account/reservations and /account/payment-cards are filled for a newcomer. Claire's
 * card 4100000101 has the pin 2468 (written in the README), Léo's 4100000102 the pin 1357. The
 * second saved card (Mastercard •••• 4444) expires in four months: it can be deleted, but it cannot
 * take over the demo's instalments, which run longer.
 * Idempotent: a pin is set once, a card's trips are inserted while it has none, the card once.
 */
import type { Db } from './index.js';
import { hashPassword } from '../lib/passwords.js';
import { DEMO_CARDS } from './seed-cards.js';

export const DEMO_BIKE_PINS: Record<string, string> = { '4100000101': '2468', '4100000102': '1357' };

/** Days before the seed, start hour (UTC), minutes ridden, price in cents, type. */
const TRIPS: Record<string, Array<[number, number, number, number, 'MECHANICAL' | 'ELECTRIC']>> = {
  '4100000101': [
    [2, 7, 18, 0, 'MECHANICAL'],
    [5, 17, 42, 150, 'ELECTRIC'],
    [9, 8, 25, 0, 'MECHANICAL'],
    [16, 12, 75, 300, 'ELECTRIC'],
    [30, 18, 35, 50, 'MECHANICAL'],
  ],
  '4100000102': [
    [3, 15, 22, 0, 'MECHANICAL'],
    [11, 10, 50, 200, 'ELECTRIC'],
  ],
};

export const DEMO_SPARE_CARD = { token: 'tok_seeddemo4444', brand: 'MASTERCARD', last4: '4444' } as const;

async function seedPin(db: Db, mediaId: number, pin: string, now: string) {
  const exists = await db
    .selectFrom('bike_pins')
    .select('media_id')
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  if (exists) return;
  await db
    .insertInto('bike_pins')
    .values({ media_id: mediaId, pin_hash: await hashPassword(pin), updated_at: now })
    .onConflict((oc) => oc.column('media_id').doNothing())
    .execute();
}

async function seedTrips(db: Db, mediaId: number, accountId: number, number: string, today: Date) {
  const some = await db
    .selectFrom('bike_trips')
    .select('id')
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  if (some) return;
  const trips = (TRIPS[number] ?? []).map(([daysAgo, hour, minutes, priceCents, bikeType]) => {
    const start = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, hour, 12),
    );
    return {
      media_id: mediaId,
      account_id: accountId,
      started_at: start.toISOString(),
      ended_at: new Date(start.getTime() + minutes * 60_000).toISOString(),
      price_cents: priceCents,
      bike_type: bikeType,
    };
  });
  if (trips.length > 0) await db.insertInto('bike_trips').values(trips).execute();
}

async function seedSpareCard(db: Db, accountId: number, today: Date) {
  const expiry = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 4, 1));
  const card = {
    token: DEMO_SPARE_CARD.token,
    brand: DEMO_SPARE_CARD.brand,
    last4: DEMO_SPARE_CARD.last4,
    exp_month: expiry.getUTCMonth() + 1,
    exp_year: expiry.getUTCFullYear(),
    created_at: today.toISOString(),
  };
  await db
    .insertInto('sandbox_psp_cards')
    .values({ ...card, behaviour: 'SUCCEEDS', reusable: 1 })
    .onConflict((oc) => oc.column('token').doNothing())
    .execute();
  await db
    .insertInto('payment_cards')
    .values({ ...card, account_id: accountId, deleted_at: null })
    .onConflict((oc) => oc.columns(['account_id', 'token']).doNothing())
    .execute();
}

export async function seedDemoBikes(db: Db, accountId: number, today: Date): Promise<void> {
  const now = today.toISOString();
  for (const seeded of DEMO_CARDS) {
    const pin = DEMO_BIKE_PINS[seeded.number];
    const card = await db
      .selectFrom('media')
      .select('id')
      .where('number', '=', seeded.number)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!pin || !card) continue;
    await seedPin(db, card.id, pin, now);
    await seedTrips(db, card.id, accountId, seeded.number, today);
  }
  await seedSpareCard(db, accountId, today);
}
