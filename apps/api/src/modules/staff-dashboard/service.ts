/**
 * The back office's dashboard (issue 25, decision 077): today's paid orders and sales, the review
 * backlog and its oldest item, paid orders waiting at each processing status, FAILED instalments
 * and the month's refunds, on the staff's network; days and months are the network's (days.ts).
 * Owns no table: each figure is its owning module's.
 */
import { networkDay, startOfNetworkDay, type Dashboard } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import {
  failedInstalmentCount,
  ordersOfNetwork,
  ordersPaidBetween,
  ordersWaitingByProcessStatus,
} from '../orders/service.js';
import { refundsReceivedBetween } from '../payments/service.js';
import { reviewQueue } from '../review/service.js';

/** The first day of the month after a day's month, YYYY-MM-01. */
function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

export async function dashboard(db: Db, networkId: number, now: Date = new Date()): Promise<Dashboard> {
  const day = networkDay(now);
  const month = day.slice(0, 7);
  const [today, queue, processing, failedInstalments, refunds] = await Promise.all([
    ordersPaidBetween(db, networkId, startOfNetworkDay(day), startOfNetworkDay(day, 1)),
    reviewQueue(db),
    ordersWaitingByProcessStatus(db, networkId),
    failedInstalmentCount(db, networkId),
    refundsReceivedBetween(db, startOfNetworkDay(`${month}-01`), startOfNetworkDay(nextMonth(day))),
  ]);
  const ours = await ordersOfNetwork(
    db,
    networkId,
    refunds.map((refund) => refund.orderId),
  );
  const mine = refunds.filter((refund) => ours.has(refund.orderId));
  const oldest = queue[0];
  return {
    day,
    today,
    review: {
      backlog: queue.length,
      oldestCreatedAt: oldest?.createdAt ?? null,
      oldestAgeMinutes: oldest?.ageMinutes ?? null,
    },
    processing,
    failedInstalments,
    refundsOfMonth: {
      month,
      count: mine.length,
      amountCents: mine.reduce((sum, refund) => sum + refund.amountCents, 0),
    },
  };
}
