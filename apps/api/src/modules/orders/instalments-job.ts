/**
 * The later instalments (issue 7, decision 025): on its due date each DUE instalment of a paid
 * order is charged on the card the provider saved. A failure is retried the next day; the third
 * one leaves the instalment FAILED, the order in REGULARIZATION and a mail in the outbox.
 *
 * Exactly once: a run claims an instalment with a conditional update (its next attempt moves to
 * tomorrow, so another run finds it not due), charges it under the key `inst-<id>-<attempt>`, and
 * writes the result with a conditional update in its own transaction. A run that dies between the
 * charge and the write leaves the attempt uncounted: the next day's run charges under the same
 * key, and the provider answers the first charge instead of making a second.
 */
import { networkDay } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { JobContext } from '../../lib/periodic-job.js';
import { chargeSavedCard, findSavedCard, type ChargeOutcome } from '../payments/service.js';
import { markOrderInRegularization } from './checkout-repo.js';
import { settleOrderAfterInstalment } from './instalment-settlement.js';
import {
  claimInstalment,
  findDueInstalments,
  recordInstalmentCharged,
  recordInstalmentFailed,
  type DueInstalment,
} from './instalments-repo.js';
import { queueRegularizationMail } from './fulfilment.js';

/** A later instalment is charged at most this many times. */
export const MAX_ATTEMPTS = 3;

export type JobReport = {
  paid: number;
  retried: number;
  failed: number;
  /** Instalments whose charge or write threw: tried again at the next run of their day. */
  errors: number;
};

/** The day after a YYYY-MM-DD date. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Charges the card an order saved; an order without one, whose card is gone, or whose card is
 * another account's than the order's (decision 059), fails as no_saved_card, like a refused
 * charge: nothing is asked of the provider.
 */
export async function chargeOrderCard(
  db: Db,
  config: Config,
  charge: {
    paymentCardId: number | null;
    /** The order's account: the card must be this account's. */
    accountId: number;
    amountCents: number;
    orderId: number;
    idempotencyKey: string;
  },
): Promise<ChargeOutcome> {
  const card = charge.paymentCardId === null ? undefined : await findSavedCard(db, charge.paymentCardId);
  if (!card || card.accountId !== charge.accountId) {
    return { status: 'FAILED', chargeId: '', failureCode: 'no_saved_card' };
  }
  return chargeSavedCard(db, config, {
    token: card.token,
    amountCents: charge.amountCents,
    orderId: charge.orderId,
    idempotencyKey: charge.idempotencyKey,
  });
}

function charge(db: Db, config: Config, instalment: DueInstalment): Promise<ChargeOutcome> {
  return chargeOrderCard(db, config, {
    paymentCardId: instalment.payment_card_id,
    accountId: instalment.account_id,
    amountCents: instalment.amount_cents,
    orderId: instalment.order_id,
    idempotencyKey: `inst-${instalment.id}-${instalment.attempts + 1}`,
  });
}

/** One instalment: claimed, charged, its result written. Answers what happened, or null if taken. */
async function chargeInstalment(
  db: Db,
  config: Config,
  instalment: DueInstalment,
  today: string,
  now: Date,
): Promise<'paid' | 'retried' | 'failed' | null> {
  const tomorrow = nextDay(today);
  if ((await claimInstalment(db, instalment, today, tomorrow)) === 0) return null;
  const result = await charge(db, config, instalment);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (result.status === 'SUCCEEDED') {
      if ((await recordInstalmentCharged(trx, instalment, result.chargeId, at)) !== 1) return null;
      await settleOrderAfterInstalment(trx, instalment.order_id, at);
      return 'paid';
    }
    const final = instalment.attempts + 1 >= MAX_ATTEMPTS;
    if ((await recordInstalmentFailed(trx, instalment, final, tomorrow)) === 0) return null;
    if (!final) return 'retried';
    await markOrderInRegularization(trx, instalment.order_id, at);
    await queueRegularizationMail(trx, instalment.order_id, config);
    return 'failed';
  });
}

/**
 * Charges every instalment due on or before `today` (YYYY-MM-DD) whose retry day has come, of the
 * orders that were paid (COMPLETED, or already in REGULARIZATION for an earlier instalment).
 */
export async function chargeDueInstalments(
  db: Db,
  config: Config,
  today: string,
  now: Date = new Date(),
  onError: (error: unknown, instalmentId: number) => void = () => {},
): Promise<JobReport> {
  const report: JobReport = { paid: 0, retried: 0, failed: 0, errors: 0 };
  for (const instalment of await findDueInstalments(db, today)) {
    try {
      const outcome = await chargeInstalment(db, config, instalment, today, now);
      if (outcome) report[outcome] += 1;
    } catch (error) {
      // One instalment's failure stops not the others'; a claimed one is due again tomorrow.
      report.errors += 1;
      onError(error, instalment.id);
    }
  }
  return report;
}

/**
 * The job's run (src/jobs.ts: every hour, each instalment charged on the first run of its day):
 * what is due today charged, each failure logged.
 */
export async function runInstalments(ctx: JobContext, now: Date = new Date()): Promise<JobReport> {
  const report = await chargeDueInstalments(ctx.db, ctx.config, networkDay(now), now, (error, id) =>
    ctx.log.error(
      { err: error, instalmentId: id },
      'instalments job: charge failed, retried at the next run',
    ),
  );
  if (report.paid + report.retried + report.failed > 0) ctx.log.info(report, 'instalments job: run done');
  return report;
}
