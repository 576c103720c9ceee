/**
 * The orders' figures of the back office's dashboard (decision 077), on one network: orders paid
 * in a period and their total, paid orders waiting at each processing status, FAILED
 * instalments, and which of some orders are the network's.
 */
import type { OrderProcessStatus } from '@oceane/domain';
import type { Db } from '../../db/index.js';

/** Paid: COMPLETED, or REGULARIZATION for a later instalment (a canceled order was refunded). */
const PAID = ['COMPLETED', 'REGULARIZATION'];

export async function ordersPaidBetween(db: Db, networkId: number, from: string, until: string) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('total_cents').as('total'),
    ])
    .where('network_id', '=', networkId)
    .where('status', 'in', PAID)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', until)
    .executeTakeFirstOrThrow();
  return { orders: Number(row.count), salesCents: Number(row.total ?? 0) };
}

/** The processing statuses an order waits at, in the order it goes through them. */
const WAITING: OrderProcessStatus[] = ['TO_PROCESS', 'PROCESSING'];

/** Paid orders at each processing status before PROCESSED. */
export async function ordersWaitingByProcessStatus(db: Db, networkId: number) {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['process_status', eb.fn.countAll<number | string>().as('count')])
    .where('network_id', '=', networkId)
    .where('status', 'in', PAID)
    .where('process_status', '!=', 'PROCESSED')
    .groupBy('process_status')
    .execute();
  const counts = new Map(rows.map((row) => [row.process_status, Number(row.count)]));
  return WAITING.map((processStatus) => ({
    processStatus,
    orders: counts.get(processStatus) ?? 0,
  }));
}

export async function failedInstalmentCount(db: Db, networkId: number): Promise<number> {
  const row = await db
    .selectFrom('order_instalments')
    .innerJoin('orders', 'orders.id', 'order_instalments.order_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('orders.network_id', '=', networkId)
    .where('order_instalments.status', '=', 'FAILED')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The ids, among some, of the network's orders. */
export async function ordersOfNetwork(db: Db, networkId: number, ids: number[]): Promise<Set<number>> {
  const valid = ids.filter((id) => Number.isInteger(id));
  if (valid.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('network_id', '=', networkId)
    .where('id', 'in', [...new Set(valid)])
    .execute();
  return new Set(rows.map((row) => row.id));
}
