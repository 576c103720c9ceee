/**
 * The periods a reload puts on a card (spec §4, issue 23 items 1 and 2, decision 060). Pure, so
 * that the api (Order/computeAmount.json, Order/create.json, placing, paying, fulfilment) and the
 * reload page answer alike:
 *
 * - on one card, two subscriptions serving a common mode never cover the same day: a new one
 *   starts the day after the last one that covers it, or is refused (CARD_ALREADY_COVERED, until
 *   when the card is covered) where starting later makes no sense;
 * - a subscription waits while another subscription of the card waits for its first validation
 *   (SALE_NOT_SETTLED); a ticket never waits;
 * - one cart holds at most one subscription per card (SUBSCRIPTION_ALREADY_IN_CART).
 *
 * Days are the network's (days.ts): `on` is today in Europe/Paris.
 */
import { addDays } from './days.js';
import { addRenewalInterval, RENEWAL_INTERVAL_CODES, type RenewalInterval } from './enums.js';
import { isSubscription, sharesMode, type CardPeriod } from './subscriptions.js';

/** A product without a renewal interval (a ticket, a 24-hour pass, the post-payment fare) is valid a year. */
export const VALIDITY_WITHOUT_INTERVAL: RenewalInterval = 'P1Y';

/** What the rule reads of a product sold. */
export type PeriodProduct = Pick<CardPeriod, 'transportModes' | 'renewalInterval' | 'postPayment'>;

/** What the rule reads of a contract the card holds: its period, modes and status. */
export type HeldPeriod = CardPeriod & { status: string };

/** A period of a contract: its first and last day. */
export type Period = { validFrom: string; validTo: string };

export type PeriodRefusal =
  | { code: 'SALE_NOT_SETTLED' }
  | { code: 'CARD_ALREADY_COVERED'; coveredUntil: string }
  | { code: 'SUBSCRIPTION_ALREADY_IN_CART' };

export type PeriodPlan = { ok: true; periods: Period[] } | ({ ok: false } & PeriodRefusal);

const isInterval = (value: string | null): value is RenewalInterval =>
  value !== null && (RENEWAL_INTERVAL_CODES as readonly string[]).includes(value);

function intervalOf(product: Pick<CardPeriod, 'renewalInterval'>): RenewalInterval {
  return isInterval(product.renewalInterval) ? product.renewalInterval : VALIDITY_WITHOUT_INTERVAL;
}

/** The last day of a period starting on `from`: one interval later, less a day (1 Dec → 30 Nov next year). */
export function periodLastDay(from: string, interval: RenewalInterval): string {
  return addDays(
    addRenewalInterval(new Date(`${from}T00:00:00Z`), interval)
      .toISOString()
      .slice(0, 10),
    -1,
  );
}

/** A contract still running on `on`: active or waiting for its first validation, not past its last day. */
export function isRunning(held: Pick<HeldPeriod, 'status' | 'validTo'>, on: string): boolean {
  return (held.status === 'ACTIVE' || held.status === 'PENDING_VALIDATION') && held.validTo >= on;
}

/** The held subscriptions serving a mode of `product` that cover a day from `from` to `to`. */
function covering(product: PeriodProduct, held: readonly HeldPeriod[], from: string, to: string) {
  return held.filter(
    (period) =>
      isSubscription(period) &&
      sharesMode(product, period) &&
      period.validFrom <= to &&
      period.validTo >= from,
  );
}

const latest = (days: string[]) => days.reduce((last, day) => (day > last ? day : last));

/**
 * The first day of a period of `product` on the card: `on`, or the day after the subscriptions of
 * a common mode that would overlap it (the running one, and those already chained after it).
 * A product that is no subscription starts on `on`. Fulfilment places a paid period with it; the
 * refusals are planPeriods'.
 */
export function chainedStart(product: PeriodProduct, held: readonly HeldPeriod[], on: string): string {
  if (!isSubscription(product)) return on;
  const running = held.filter((period) => isRunning(period, on));
  const interval = intervalOf(product);
  let from = on;
  for (;;) {
    const overlapping = covering(product, running, from, periodLastDay(from, interval));
    if (overlapping.length === 0) return from;
    from = addDays(latest(overlapping.map((period) => period.validTo)), 1);
  }
}

/**
 * The `quantity` periods of `product` on a card holding `held`, bought on `on`, or why not:
 *
 * - a ticket (no subscription): `quantity` periods from `on`, whatever the card holds;
 * - SALE_NOT_SETTLED: another subscription of the card, any mode, waits for its first validation
 *   (spec §4: "a second subscription cannot be reloaded until the first sale is settled");
 * - CARD_ALREADY_COVERED, with the last day the card is covered, when the subscription would have
 *   to start later and that makes no sense: the post-payment fare (it bills journeys as they are
 *   made, from its registration), a pass after the post-payment fare (it runs until stopped), a
 *   pass that would wait more than one of its own periods (a month's pass bought in January after
 *   an annual pass running to December), or that would start after the card's validity ends;
 * - else `quantity` periods one after the other, each from chainedStart.
 */
export function planPeriods(
  product: PeriodProduct,
  quantity: number,
  held: readonly HeldPeriod[],
  on: string,
  cardValidityEnd?: string,
): PeriodPlan {
  const interval = intervalOf(product);
  if (!isSubscription(product)) {
    const period = { validFrom: on, validTo: periodLastDay(on, interval) };
    return { ok: true, periods: Array.from({ length: quantity }, () => period) };
  }
  const running = held.filter((period) => isRunning(period, on));
  if (running.some((period) => isSubscription(period) && period.status === 'PENDING_VALIDATION')) {
    return { ok: false, code: 'SALE_NOT_SETTLED' };
  }
  const from = chainedStart(product, running, on);
  if (from > on) {
    const coveredUntil = addDays(from, -1);
    const before = covering(product, running, on, coveredUntil);
    const openEnded = before.some((period) => period.postPayment && period.renewalInterval === null);
    const tooLate =
      !isInterval(product.renewalInterval) ||
      openEnded ||
      from > addDays(periodLastDay(on, interval), 1) ||
      (cardValidityEnd !== undefined && from > cardValidityEnd);
    if (tooLate) return { ok: false, code: 'CARD_ALREADY_COVERED', coveredUntil };
  }
  const periods: Period[] = [];
  let start = from;
  for (let index = 0; index < quantity; index += 1) {
    const validTo = periodLastDay(start, interval);
    periods.push({ validFrom: start, validTo });
    // The next period follows, past any subscription already chained there.
    start = chainedStart(product, running, addDays(validTo, 1));
  }
  return { ok: true, periods };
}

/** A reload line of a cart: its card (null for a card not issued yet), product and quantity. */
export type CartReload = { mediaId: number | null; product: PeriodProduct; quantity: number };

export type CartPlan =
  { ok: true; periods: Period[][] } | { ok: false; index: number; refusal: PeriodRefusal };

/**
 * A cart's reloads planned together, in order: the periods of each line, or the first line
 * refused and why. A second subscription for one card (any mode) is SUBSCRIPTION_ALREADY_IN_CART;
 * each line is then planned on its card's contracts (planPeriods). A new card's line (no card yet)
 * holds nothing. One subscription per card, so the lines of one cart never overlap each other.
 */
export function planCart(
  lines: readonly CartReload[],
  heldOf: (mediaId: number) => readonly HeldPeriod[],
  on: string,
  validityEndOf: (mediaId: number) => string | undefined = () => undefined,
): CartPlan {
  const withSubscription = new Set<number>();
  const periods: Period[][] = [];
  for (const [index, line] of lines.entries()) {
    if (line.mediaId !== null && isSubscription(line.product)) {
      if (withSubscription.has(line.mediaId)) {
        return { ok: false, index, refusal: { code: 'SUBSCRIPTION_ALREADY_IN_CART' } };
      }
      withSubscription.add(line.mediaId);
    }
    const held = line.mediaId === null ? [] : heldOf(line.mediaId);
    const validityEnd = line.mediaId === null ? undefined : validityEndOf(line.mediaId);
    const plan = planPeriods(line.product, line.quantity, held, on, validityEnd);
    if (!plan.ok) {
      const { ok: _ok, ...refusal } = plan;
      return { ok: false, index, refusal };
    }
    periods.push(plan.periods);
  }
  return { ok: true, periods };
}

/** Whether a subscription of the card waits for its first validation: no other pass until then. */
export function hasPendingSubscription(held: readonly HeldPeriod[], on: string): boolean {
  return held.some(
    (period) => isRunning(period, on) && isSubscription(period) && period.status === 'PENDING_VALIDATION',
  );
}
