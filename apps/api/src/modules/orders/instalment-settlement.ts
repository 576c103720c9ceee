/**
 * What follows an instalment paid (decision 077), the same whoever paid it: the instalments job's
 * charge, an agent's charge again, or a payment at the counter. An order in REGULARIZATION goes
 * back to COMPLETED once no instalment of it is left FAILED; a closed schedule does the same, as
 * nothing is owed any more.
 */
import type { Db } from '../../db/index.js';

/** REGULARIZATION → COMPLETED, once, when nothing of the order is FAILED. Answers the order's status. */
export async function settleOrderAfterInstalment(trx: Db, orderId: number, at: string): Promise<string> {
  const failed = await trx
    .selectFrom('order_instalments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'FAILED')
    .executeTakeFirst();
  if (!failed) {
    await trx
      .updateTable('orders')
      .set({ status: 'COMPLETED', updated_at: at })
      .where('id', '=', orderId)
      .where('status', '=', 'REGULARIZATION')
      .execute();
  }
  const order = await trx
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return order.status;
}
