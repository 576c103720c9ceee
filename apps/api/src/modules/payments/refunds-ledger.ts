/**
 * The refunds the provider notified (refund.succeeded in payment_events), received in a period:
 * the dashboard's refunds of the month (decision 077). Each with its order and amount, as the
 * event says them; the caller keeps its network's orders.
 */
import type { Db } from '../../db/index.js';

export async function refundsReceivedBetween(
  db: Db,
  from: string,
  until: string,
): Promise<{ orderId: number; amountCents: number }[]> {
  const rows = await db
    .selectFrom('payment_events')
    .select('payload')
    .where('type', '=', 'refund.succeeded')
    .where('received_at', '>=', from)
    .where('received_at', '<', until)
    .execute();
  return rows.map((row) => {
    const event = JSON.parse(row.payload) as { orderId?: unknown; amountCents?: unknown };
    return { orderId: Number(event.orderId), amountCents: Number(event.amountCents) || 0 };
  });
}
