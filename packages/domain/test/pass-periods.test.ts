/**
 * Pass periods on one card (issue 23 items 1 and 2, decision 060): the rule as the api and the
 * reload page apply it, example by example, then as properties over random carts and contracts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatLongDay, networkDay } from '../src/days.js';
import { messageFor } from '../src/messages.js';
import {
  chainedStart,
  hasPendingSubscription,
  planCart,
  planPeriods,
  type CartReload,
  type HeldPeriod,
  type Period,
  type PeriodProduct,
} from '../src/pass-periods.js';
import { isSubscription, periodsOverlap, sharesMode } from '../src/subscriptions.js';

const BUS_BOAT = ['BUS', 'BOAT'] as const;
const monthly: PeriodProduct = { transportModes: BUS_BOAT, renewalInterval: 'P1M', postPayment: false };
const annual: PeriodProduct = { transportModes: BUS_BOAT, renewalInterval: 'P1Y', postPayment: false };
const sevenDays: PeriodProduct = { transportModes: BUS_BOAT, renewalInterval: 'P7D', postPayment: false };
const bikeAnnual: PeriodProduct = { transportModes: ['BIKE'], renewalInterval: 'P1Y', postPayment: false };
const ticket: PeriodProduct = { transportModes: BUS_BOAT, renewalInterval: null, postPayment: false };
const fare: PeriodProduct = { transportModes: BUS_BOAT, renewalInterval: null, postPayment: true };

const held = (product: PeriodProduct, validFrom: string, validTo: string, status = 'ACTIVE'): HeldPeriod => ({
  ...product,
  validFrom,
  validTo,
  status,
});

const on = '2026-11-28';
const novemberPass = held(monthly, '2026-11-01', '2026-11-30');

describe('the network’s days (Europe/Paris)', () => {
  it('is already tomorrow in Paris late in the UTC evening, and follows summer time', () => {
    expect(networkDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(networkDay(new Date('2026-11-30T22:59:59Z'))).toBe('2026-11-30');
    // Summer time: UTC+2, so 22:00 UTC is already the next day.
    expect(networkDay(new Date('2027-06-30T22:00:00Z'))).toBe('2027-07-01');
    expect(networkDay(new Date('2027-06-30T21:59:59Z'))).toBe('2027-06-30');
  });

  it('shifts days across months, leap days and daylight-saving changes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('writes the first of a month « 1er » in French', () => {
    expect(formatLongDay('2026-12-01', 'fr')).toBe('1er décembre 2026');
    expect(formatLongDay('2026-12-11', 'fr')).toBe('11 décembre 2026');
    expect(formatLongDay('2026-12-01', 'en')).toBe('1 December 2026');
  });
});

describe('a new subscription on a card (decision 060)', () => {
  it('starts the day after this month’s pass: the annual pass from 1 December to 30 November', () => {
    expect(planPeriods(annual, 1, [novemberPass], on)).toEqual({
      ok: true,
      periods: [{ validFrom: '2026-12-01', validTo: '2027-11-30' }],
    });
    // The next monthly pass too, and a 7-day pass bought in the last days of the month.
    expect(planPeriods(monthly, 1, [novemberPass], on)).toEqual({
      ok: true,
      periods: [{ validFrom: '2026-12-01', validTo: '2026-12-31' }],
    });
    expect(planPeriods(sevenDays, 1, [novemberPass], on)).toEqual({
      ok: true,
      periods: [{ validFrom: '2026-12-01', validTo: '2026-12-07' }],
    });
  });

  it('starts today on a card covered by nothing of its modes; periods of a quantity follow each other', () => {
    expect(planPeriods(annual, 1, [], on)).toEqual({
      ok: true,
      periods: [{ validFrom: on, validTo: '2027-11-27' }],
    });
    expect(planPeriods(bikeAnnual, 1, [novemberPass], on)).toMatchObject({
      ok: true,
      periods: [{ validFrom: on }],
    });
    // A pass that ended yesterday, stopped or moved away covers nothing.
    const ended = [
      held(monthly, '2026-10-01', '2026-11-27'),
      held(monthly, '2026-11-01', '2026-11-30', 'TERMINATED'),
      held(monthly, '2026-11-01', '2026-11-30', 'TRANSFERRED'),
    ];
    expect(chainedStart(monthly, ended, on)).toBe(on);
    expect(planPeriods(monthly, 2, [], on)).toEqual({
      ok: true,
      periods: [
        { validFrom: on, validTo: '2026-12-27' },
        { validFrom: '2026-12-28', validTo: '2027-01-27' },
      ],
    });
  });

  it('chains after the passes already chained, and skips a gap too short for the whole period', () => {
    const december = held(monthly, '2026-12-01', '2026-12-31');
    expect(chainedStart(annual, [december, novemberPass], on)).toBe('2027-01-01');
    // Free from 1 to 9 December only: a month's pass cannot fit, it starts after the next one.
    const later = held(monthly, '2026-12-10', '2027-01-09');
    expect(chainedStart(monthly, [novemberPass, later], on)).toBe('2027-01-10');
    expect(chainedStart(sevenDays, [novemberPass, later], on)).toBe('2026-12-01');
  });

  it('is refused, saying until when the card is covered, where starting later makes no sense', () => {
    const annualRunning = held(annual, '2026-09-01', '2027-08-31');
    // A month's pass bought now would start in ten months.
    expect(planPeriods(monthly, 1, [annualRunning], on)).toEqual({
      ok: false,
      code: 'CARD_ALREADY_COVERED',
      coveredUntil: '2027-08-31',
    });
    // The next annual pass may be bought a period ahead.
    expect(planPeriods(annual, 1, [annualRunning], on)).toMatchObject({
      ok: true,
      periods: [{ validFrom: '2027-09-01' }],
    });
    // The post-payment fare bills journeys from its registration: now or not at all.
    expect(planPeriods(fare, 1, [novemberPass], on)).toEqual({
      ok: false,
      code: 'CARD_ALREADY_COVERED',
      coveredUntil: '2026-11-30',
    });
    // The post-payment fare runs until it is stopped: no pass after it.
    const registered = held(fare, '2026-11-02', '2027-11-01');
    expect(planPeriods(annual, 1, [registered], on)).toEqual({
      ok: false,
      code: 'CARD_ALREADY_COVERED',
      coveredUntil: '2027-11-01',
    });
    // Not past the card's own validity.
    expect(planPeriods(annual, 1, [novemberPass], on, '2026-11-30')).toEqual({
      ok: false,
      code: 'CARD_ALREADY_COVERED',
      coveredUntil: '2026-11-30',
    });
    expect(messageFor('fr', 'CARD_ALREADY_COVERED', { coveredUntil: '2027-08-31' })).toContain(
      'jusqu’au 31 août 2027',
    );
    expect(messageFor('en', 'CARD_ALREADY_COVERED', { coveredUntil: '2027-08-31' })).toContain(
      'until 31 August 2027',
    );
  });

  it('waits while another subscription waits for its first validation; a ticket never waits', () => {
    const pending = held(monthly, '2026-11-28', '2026-12-27', 'PENDING_VALIDATION');
    const pendingBike = held(bikeAnnual, '2026-11-28', '2027-11-27', 'PENDING_VALIDATION');
    expect(planPeriods(annual, 1, [pending], on)).toEqual({ ok: false, code: 'SALE_NOT_SETTLED' });
    expect(planPeriods(annual, 1, [pendingBike], on)).toEqual({ ok: false, code: 'SALE_NOT_SETTLED' });
    expect(planPeriods(ticket, 3, [pending], on)).toEqual({
      ok: true,
      periods: Array.from({ length: 3 }, () => ({ validFrom: on, validTo: '2027-11-27' })),
    });
    // A ticket waiting for its validation blocks no pass; a lapsed pending pass blocks nothing.
    const pendingTicket = held(ticket, on, '2027-11-27', 'PENDING_VALIDATION');
    const lapsed = held(monthly, '2026-09-01', '2026-09-30', 'PENDING_VALIDATION');
    expect(planPeriods(annual, 1, [pendingTicket, lapsed], on)).toMatchObject({ ok: true });
    expect(hasPendingSubscription([pending], on)).toBe(true);
    expect(hasPendingSubscription([pendingTicket, lapsed], on)).toBe(false);
  });

  it('holds one subscription per card in a cart, whatever its modes; tickets and other cards beside it', () => {
    const heldOf = () => [novemberPass];
    const refused = planCart(
      [
        { mediaId: 1, product: monthly, quantity: 1 },
        { mediaId: 1, product: annual, quantity: 1 },
      ],
      heldOf,
      on,
    );
    expect(refused).toEqual({ ok: false, index: 1, refusal: { code: 'SUBSCRIPTION_ALREADY_IN_CART' } });
    expect(
      planCart(
        [
          { mediaId: 1, product: annual, quantity: 1 },
          { mediaId: 1, product: bikeAnnual, quantity: 1 },
        ],
        heldOf,
        on,
      ),
    ).toMatchObject({ ok: false, index: 1 });
    expect(
      planCart(
        [
          { mediaId: 1, product: annual, quantity: 1 },
          { mediaId: 1, product: ticket, quantity: 4 },
          { mediaId: 2, product: annual, quantity: 1 },
          { mediaId: null, product: monthly, quantity: 1 },
        ],
        (mediaId) => (mediaId === 1 ? [novemberPass] : []),
        on,
      ),
    ).toMatchObject({
      ok: true,
      periods: [[{ validFrom: '2026-12-01' }], expect.any(Array), [{ validFrom: on }], [{ validFrom: on }]],
    });
  });

  it('reuses the move’s overlap rule: a subscription is a pass that renews or the post-payment fare', () => {
    expect(isSubscription(ticket)).toBe(false);
    expect(isSubscription(fare)).toBe(true);
    expect(sharesMode(monthly, bikeAnnual)).toBe(false);
    const placed = planPeriods(annual, 1, [novemberPass], on);
    if (!placed.ok) throw new Error('the annual pass was refused');
    const period = { ...annual, ...placed.periods[0]! };
    expect(periodsOverlap(period, novemberPass, on)).toBe(false);
  });
});

// Properties: random cards holding random contracts, random carts bought on random days.

const MODES = [['BUS', 'BOAT'], ['BUS'], ['BOAT'], ['BIKE'], ['CAR_SHARING']] as const;
const INTERVALS = [null, 'P7D', 'P14D', 'P1M', 'P6M', 'P1Y'] as const;
const CARDS = [1, 2, 3] as const;

const product: fc.Arbitrary<PeriodProduct> = fc
  .record({
    transportModes: fc.constantFrom(...MODES),
    renewalInterval: fc.constantFrom(...INTERVALS),
    postPayment: fc.boolean(),
  })
  // The post-payment fare renews by no interval.
  .map((value) => (value.postPayment ? { ...value, renewalInterval: null } : value));

const START = Date.parse('2026-01-01T00:00:00Z');
const dayOf = (offset: number) => new Date(START + offset * 86_400_000).toISOString().slice(0, 10);

const heldContract: fc.Arbitrary<HeldPeriod> = fc
  .record({
    product,
    from: fc.integer({ min: 0, max: 700 }),
    length: fc.integer({ min: 0, max: 400 }),
    status: fc.constantFrom('ACTIVE', 'PENDING_VALIDATION', 'EXPIRED', 'TERMINATED', 'TRANSFERRED'),
  })
  .map(({ product: sold, from, length, status }) => ({
    ...sold,
    validFrom: dayOf(from),
    validTo: dayOf(from + length),
    status,
  }));

const cartLine: fc.Arbitrary<CartReload> = fc.record({
  mediaId: fc.constantFrom<number | null>(...CARDS, null),
  product,
  quantity: fc.integer({ min: 1, max: 3 }),
});

/** Whether two contracts of one card are two subscriptions of a common mode covering a common day from `from`. */
function clash(a: HeldPeriod, b: HeldPeriod, from: string): boolean {
  if (!isSubscription(a) || !isSubscription(b) || !sharesMode(a, b)) return false;
  const start = (period: Period) => (period.validFrom > from ? period.validFrom : from);
  return start(a) <= b.validTo && start(b) <= a.validTo;
}

const running = (contract: HeldPeriod, on: string) =>
  (contract.status === 'ACTIVE' || contract.status === 'PENDING_VALIDATION') && contract.validTo >= on;

describe('properties over random carts and existing contracts', () => {
  it('no period a cart adds covers a day a subscription of the card already covers, nor another added one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...CARDS), heldContract), { maxLength: 8 }),
        fc.array(cartLine, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 800 }),
        (existing, lines, today) => {
          const on = dayOf(today);
          const heldOf = (mediaId: number) =>
            existing.filter(([card]) => card === mediaId).map(([, contract]) => contract);
          const plan = planCart(lines, heldOf, on);
          if (!plan.ok) {
            // A refusal names a line of the cart, and a reason the passenger can read.
            expect(plan.index).toBeGreaterThanOrEqual(0);
            expect(plan.index).toBeLessThan(lines.length);
            expect(messageFor('en', plan.refusal.code)).not.toBe(messageFor('en', 'GENERIC'));
            return;
          }
          const added = lines.flatMap((line, index) =>
            line.mediaId === null
              ? []
              : plan.periods[index]!.map((period) => ({
                  mediaId: line.mediaId!,
                  contract: { ...line.product, ...period, status: 'PENDING_VALIDATION' },
                })),
          );
          for (const [position, { mediaId, contract }] of added.entries()) {
            for (const other of heldOf(mediaId).filter((candidate) => running(candidate, on)))
              expect(clash(contract, other, on), JSON.stringify({ contract, other, on })).toBe(false);
            for (const next of added.slice(position + 1))
              if (next.mediaId === mediaId)
                expect(clash(contract, next.contract, on), JSON.stringify({ contract, next })).toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('over a life of carts, validations and days, no card ever holds two subscriptions covering the same day', () => {
    type Step =
      | { kind: 'days'; days: number }
      | { kind: 'validate'; mediaId: number }
      | { kind: 'cart'; lines: CartReload[] };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 120 }) }),
      fc.record({ kind: fc.constant('validate' as const), mediaId: fc.constantFrom(...CARDS) }),
      fc.record({
        kind: fc.constant('cart' as const),
        lines: fc.array(cartLine, { minLength: 1, maxLength: 4 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), (steps) => {
        const cards = new Map<number, HeldPeriod[]>(CARDS.map((mediaId) => [mediaId, []]));
        let today = 0;
        for (const current of steps) {
          const on = dayOf(today);
          if (current.kind === 'days') today += current.days;
          else if (current.kind === 'validate') {
            // The card's first validation settles its pending sales (spec §4).
            for (const contract of cards.get(current.mediaId)!)
              if (contract.status === 'PENDING_VALIDATION' && contract.validTo >= on)
                contract.status = 'ACTIVE';
          } else {
            const plan = planCart(current.lines, (mediaId) => cards.get(mediaId)!, on);
            if (!plan.ok) continue;
            for (const [index, line] of current.lines.entries()) {
              if (line.mediaId === null) continue;
              for (const period of plan.periods[index]!)
                cards.get(line.mediaId)!.push({
                  ...line.product,
                  ...period,
                  status: line.product.postPayment ? 'ACTIVE' : 'PENDING_VALIDATION',
                });
            }
          }
          for (const contracts of cards.values())
            for (const [position, contract] of contracts.entries())
              for (const other of contracts.slice(position + 1))
                expect(clash(contract, other, '0000-01-01'), JSON.stringify({ contract, other })).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});
