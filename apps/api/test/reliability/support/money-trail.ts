/**
 * What the exactly-once part counts after its bursts: the provider's own record of what it took
 * and gave back (the sandbox's tables), the merchant's payments and invoices, and the invoice
 * series checked for gaps and duplicates. Also the sandbox's notifications, taken from its outbox
 * as the provider sends them, so that a test can deliver one many times.
 */
import type { FastifyInstance } from 'fastify';
import { deliverNotifications, type NotificationRequest } from '../../../src/modules/sandbox-psp/service.js';
import { notifyOverHttp, type ListeningApp } from './over-http.js';

/** What the provider holds of one order: sessions paid, saved-card charges, refunds (cents). */
export async function providerTrail(app: FastifyInstance, orderId: number) {
  const [sessions, charges, refunds] = await Promise.all([
    app.db
      .selectFrom('sandbox_psp_sessions')
      .select(['id', 'amount_cents'])
      .where('order_id', '=', orderId)
      .where('status', '=', 'SUCCEEDED')
      .execute(),
    app.db.selectFrom('sandbox_psp_charges').select('id').where('order_id', '=', orderId).execute(),
    app.db
      .selectFrom('sandbox_psp_refunds')
      .select(['payment_id', 'amount_cents'])
      .where('order_id', '=', orderId)
      .execute(),
  ]);
  return { sessionsPaid: sessions, charges, refunds };
}

/**
 * The invoice series' faults over the whole database: per year, every number from 1 to the year's
 * counter issued exactly once, and every order invoiced once. Answers one line per fault.
 */
export async function invoiceSeriesFaults(app: FastifyInstance): Promise<string[]> {
  const invoices = await app.db
    .selectFrom('invoices')
    .select(['year', 'sequence', 'number', 'order_id'])
    .execute();
  const counters = await app.db.selectFrom('invoice_counters').selectAll().execute();
  const faults: string[] = [];
  const numbers = new Set(invoices.map((invoice) => invoice.number));
  if (numbers.size !== invoices.length)
    faults.push(`${invoices.length - numbers.size} invoice numbers issued twice`);
  const orders = new Set(invoices.map((invoice) => invoice.order_id));
  if (orders.size !== invoices.length) faults.push(`${invoices.length - orders.size} orders invoiced twice`);
  for (const { year, last_sequence: last } of counters) {
    const issued = invoices.filter((invoice) => invoice.year === year).map((invoice) => invoice.sequence);
    const seen = new Set(issued);
    for (let sequence = 1; sequence <= Number(last); sequence += 1) {
      if (!seen.has(sequence)) faults.push(`${year}: number ${sequence} never issued (a gap)`);
    }
    for (const sequence of seen) {
      if (sequence < 1 || sequence > Number(last))
        faults.push(`${year}: number ${sequence} past the counter ${last}`);
    }
  }
  for (const invoice of invoices) {
    if (!counters.some((counter) => counter.year === invoice.year))
      faults.push(`${invoice.number}: no counter for ${invoice.year}`);
  }
  return faults;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The notification of each of these orders, as the provider's notifier sends it, kept by the
 * provider (answered 503, so it stays in the outbox); every other due notification is delivered
 * to the app for real. Passes of the notifier run until each order's notification has come.
 */
export async function captureNotifications(
  { app, config, origin }: ListeningApp,
  orderIds: number[],
): Promise<Map<number, NotificationRequest>> {
  const wanted = new Set(orderIds);
  const captured = new Map<number, NotificationRequest>();
  for (let pass = 0; captured.size < wanted.size; pass += 1) {
    if (pass === 30) throw new Error(`notifications of ${wanted.size - captured.size} orders never came`);
    // A notification answered 503 in a pass is due again a second later.
    if (pass > 0) await sleep(1100);
    await deliverNotifications(app.db, config, async (request) => {
      const { orderId } = JSON.parse(request.body) as { orderId: number };
      if (!wanted.has(orderId)) {
        const answer = await notifyOverHttp(origin, request);
        return { status: answer.status, body: answer.text };
      }
      if (!captured.has(orderId)) captured.set(orderId, request);
      return { status: 503, body: '' };
    });
  }
  return captured;
}

/**
 * The provider's notifier delivering all it still holds to the app, over HTTP, as if a minute
 * had passed (every retry due, the signatures' timestamps well within their tolerance), until
 * its outbox is empty. Answers how many were delivered and how many attempts were not acknowledged.
 */
export async function drainOutbox({ app, config, origin }: ListeningApp) {
  const totals = { delivered: 0, failed: 0 };
  // Fifty a pass; a long run leaves hundreds.
  for (let pass = 0; pass < 200; pass += 1) {
    const report = await deliverNotifications(
      app.db,
      config,
      async (request) => {
        const answer = await notifyOverHttp(origin, request);
        return { status: answer.status, body: answer.text };
      },
      new Date(Date.now() + 60_000),
    );
    totals.delivered += report.delivered;
    totals.failed += report.failed;
    if (report.delivered + report.failed === 0) break;
  }
  return totals;
}
