/** The provider refunds credit notes paid back (decision 075): written once, summed per payment. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { OrderRefundsTable } from '../../db/tables/refunds.js';

export async function insertOrderRefund(trx: Db, row: Insertable<OrderRefundsTable>): Promise<void> {
  await trx.insertInto('order_refunds').values(row).execute();
}

/** What was paid back on each payment of the order, by provider payment id. */
export async function refundedByPayment(db: Db, orderId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('order_refunds')
    .select(['provider_payment_id', (eb) => eb.fn.sum<number | string>('amount_cents').as('total')])
    .where('order_id', '=', orderId)
    .groupBy('provider_payment_id')
    .execute();
  return new Map(rows.map((row) => [row.provider_payment_id, Number(row.total)]));
}
