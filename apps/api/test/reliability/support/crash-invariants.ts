/**
 * What must hold of the money after any crash, read straight from the database the api process
 * left (the test's own connection): the provider's side (sandbox_psp_*) and the merchant's
 * (orders, payments, events, invoices, contracts, mails) agree, order by order. Each check answers
 * the broken promises as sentences, so one run reports them all.
 */
import { sql } from 'kysely';
import type { Db } from '../../../src/db/index.js';
import type { Ledger } from './checkout-over-http.js';

/**
 * `settled`: the notifier has drained its outbox since the restart, so every decided session's
 * event is applied. `inFlight`: right after the kill, a session the provider decided may still
 * wait for its notification; it is allowed only while that notification is in the outbox, not
 * acknowledged, and its event not applied: delivering it (or verify) applies it then.
 */
export type Moment = 'settled' | 'inFlight';

async function snapshot(db: Db) {
  const [orders, items, instalments, payments, sessions, refunds, charges, invoices, contracts] =
    await Promise.all([
      db.selectFrom('orders').selectAll().orderBy('id').execute(),
      db.selectFrom('order_items').selectAll().execute(),
      db.selectFrom('order_instalments').selectAll().execute(),
      db.selectFrom('order_payments').selectAll().execute(),
      db.selectFrom('sandbox_psp_sessions').selectAll().execute(),
      db.selectFrom('sandbox_psp_refunds').selectAll().execute(),
      db.selectFrom('sandbox_psp_charges').selectAll().execute(),
      db.selectFrom('invoices').selectAll().orderBy('sequence').execute(),
      db.selectFrom('contracts').select(['id', 'media_id']).execute(),
    ]);
  const [notifications, events, mails, counters] = await Promise.all([
    db.selectFrom('sandbox_psp_notifications').selectAll().execute(),
    db.selectFrom('payment_events').select('event_id').execute(),
    db.selectFrom('mail_outbox').select('to_address').where('kind', '=', 'order-confirmation').execute(),
    db.selectFrom('invoice_counters').selectAll().execute(),
  ]);
  return {
    orders,
    items,
    instalments,
    payments,
    sessions,
    refunds,
    charges,
    invoices,
    contracts,
    notifications,
    events,
    mails,
    counters,
  };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * Every order is paid and charged, or unpaid and uncharged (see Moment for the one state in
 * between). Paid: one charge kept at the provider, its payment row SUCCEEDED and its event
 * applied, instalment 1 PAID by it, fulfilled once (PROCESSED, one invoice of its total, the
 * contracts its items list and no other on its card). Unpaid: PENDING, nothing kept at the
 * provider, every instalment DUE, no invoice, no contract. Answers the orders checked.
 */
function checkOrders(data: Snapshot, moment: Moment, broken: string[]): number {
  const applied = new Set(data.events.map((event) => event.event_id));
  const notificationOf = new Map(data.notifications.map((row) => [row.event_id, row]));
  const refundedOf = groupBy(data.refunds, (refund) => refund.payment_id);
  const sessionsOf = groupBy(data.sessions, (session) => session.order_id);
  const paymentsOf = groupBy(data.payments, (payment) => payment.order_id);
  const itemsOf = groupBy(data.items, (item) => item.order_id);
  const instalmentsOf = groupBy(data.instalments, (instalment) => instalment.order_id);
  const invoicesOf = groupBy(data.invoices, (invoice) => invoice.order_id);
  const contractsOn = groupBy(data.contracts, (contract) => contract.media_id);
  const refunded = (id: string) =>
    (refundedOf.get(id) ?? []).reduce((sum, refund) => sum + refund.amount_cents, 0);
  /** Decided by the provider, not yet known to the merchant, its notification still to come. */
  const inFlight = (session: Snapshot['sessions'][number]) =>
    moment === 'inFlight' &&
    session.status !== 'OPEN' &&
    session.event_id !== null &&
    !applied.has(session.event_id) &&
    notificationOf.get(session.event_id)?.delivered_at === null;

  for (const order of data.orders) {
    const say = (what: string) => broken.push(`order ${order.id} (${order.status}): ${what}`);
    const sessions = sessionsOf.get(order.id) ?? [];
    const payments = paymentsOf.get(order.id) ?? [];
    const instalments = (instalmentsOf.get(order.id) ?? []).sort((a, b) => a.position - b.position);
    const invoices = invoicesOf.get(order.id) ?? [];
    if (data.charges.some((charge) => charge.order_id === order.id)) say('a saved card was charged');

    for (const session of sessions) {
      const payment = payments.find((row) => row.provider_payment_id === session.id);
      if (!payment) {
        say(`session ${session.id} has no payment row`);
        continue;
      }
      if (payment.amount_cents !== session.amount_cents) say(`session ${session.id}: amounts differ`);
      const expectedRow =
        inFlight(session) || session.status === 'OPEN'
          ? 'PENDING'
          : session.status !== 'SUCCEEDED'
            ? 'FAILED'
            : refunded(session.id) >= session.amount_cents
              ? 'REFUNDED'
              : 'SUCCEEDED';
      if (payment.status !== expectedRow)
        say(
          `payment ${session.id} is ${payment.status}, the provider says ${session.status} (${expectedRow})`,
        );
      if (session.status !== 'OPEN' && !inFlight(session) && !applied.has(session.event_id ?? ''))
        say(`session ${session.id} decided ${session.status}, its event neither applied nor waiting`);
    }
    for (const payment of payments) {
      if (!sessions.some((session) => session.id === payment.provider_payment_id))
        say(`payment ${payment.provider_payment_id} unknown to the provider`);
    }

    const kept = sessions.filter(
      (session) => session.status === 'SUCCEEDED' && refunded(session.id) < session.amount_cents,
    );
    const mediaIds = (itemsOf.get(order.id) ?? []).map((item) => item.media_id ?? -1);
    const contracts = mediaIds.flatMap((id) => contractsOn.get(id) ?? []);
    if (order.status === 'COMPLETED') {
      if (kept.length !== 1) {
        say(`paid, with ${kept.length} charges kept at the provider`);
        continue;
      }
      const [first, ...later] = instalments;
      if (first?.status !== 'PAID' || first.provider_reference !== kept[0]!.id)
        say(`instalment 1 is ${first?.status} by ${first?.provider_reference}, not PAID by ${kept[0]!.id}`);
      if (first?.amount_cents !== kept[0]!.amount_cents) say('instalment 1 is not what was charged');
      if (later.some((instalment) => instalment.status !== 'DUE')) say('a later instalment is not DUE');
      if (order.process_status !== 'PROCESSED' || order.paid_at === null)
        say(`paid, ${order.process_status}`);
      if (invoices.length !== 1 || invoices[0]!.total_cents !== order.total_cents)
        say(`paid, with ${invoices.length} invoices`);
      for (const item of itemsOf.get(order.id) ?? []) {
        const listed = JSON.parse(item.contract_ids ?? '[]') as number[];
        const onCard = (contractsOn.get(item.media_id ?? -1) ?? []).map((contract) => contract.id).sort();
        if (listed.length !== item.quantity || JSON.stringify([...listed].sort()) !== JSON.stringify(onCard))
          say(`item ${item.id} lists contracts ${listed.join(',')}, its card has ${onCard.join(',')}`);
      }
    } else if (order.status === 'PENDING') {
      const charged = kept.filter((session) => !inFlight(session));
      if (charged.length > 0) say(`unpaid, yet ${charged.map((session) => session.id).join(', ')} kept`);
      if (instalments.some((instalment) => instalment.status !== 'DUE')) say('unpaid, an instalment not DUE');
      if (order.process_status !== 'TO_PROCESS' || order.paid_at !== null)
        say(`unpaid, ${order.process_status}`);
      if (invoices.length > 0) say('unpaid, with an invoice');
      if (contracts.length > 0) say(`unpaid, with ${contracts.length} contracts on its card`);
    } else {
      say('neither paid nor payable: nothing in this traffic cancels an order');
    }
  }
  return data.orders.length;
}

/** One confirmation per paid order; invoice numbers 1…n with no gap and the counter at n. */
function checkSideEffects(data: Snapshot, accounts: Map<number, string>, broken: string[]) {
  for (const [accountId, email] of accounts) {
    const paid = data.orders.filter(
      (order) => order.account_id === accountId && order.status === 'COMPLETED',
    );
    const mails = data.mails.filter((mail) => mail.to_address === email.toLowerCase());
    if (mails.length !== paid.length)
      broken.push(`${email}: ${mails.length} confirmations for ${paid.length} paid orders`);
  }
  const sequences = data.invoices.map((invoice) => invoice.sequence);
  const last = data.counters.reduce((sum, counter) => sum + counter.last_sequence, 0);
  if (sequences.some((sequence, index) => sequence !== index + 1) || last !== sequences.length)
    broken.push(`invoice numbers ${sequences.join(',')} with the counter at ${last}`);
}

/**
 * What the test was answered 200 (or sent back to the portal) for is still there: the order made
 * under its key, the session decided as the page said, the order verify called paid; and every
 * notification the api acknowledged has its event applied.
 */
function checkAcknowledged(data: Snapshot, ledger: Ledger, broken: string[]) {
  const orders = new Map(data.orders.map((order) => [order.id, order]));
  for (const [orderId, key] of ledger.createdOrders) {
    if (orders.get(orderId)?.idempotency_key !== key)
      broken.push(`order ${orderId} (created, answered 200) lost`);
  }
  const sessions = new Map(data.sessions.map((session) => [session.id, session]));
  for (const [sessionId, outcome] of ledger.decidedSessions) {
    if (sessions.get(sessionId)?.status !== outcome)
      broken.push(`session ${sessionId} sent back as ${outcome}, now ${sessions.get(sessionId)?.status}`);
  }
  for (const orderId of ledger.paidOrders) {
    if (orders.get(orderId)?.status !== 'COMPLETED')
      broken.push(`order ${orderId} (verified PAID) now ${orders.get(orderId)?.status}`);
  }
  const applied = new Set(data.events.map((event) => event.event_id));
  for (const notification of data.notifications) {
    if (notification.delivered_at !== null && !applied.has(notification.event_id))
      broken.push(`notification ${notification.event_id} acknowledged, its event not recorded`);
  }
}

export type CrashCheck = { orders: number; broken: string[] };

/** Every promise above, at that moment; `accounts` are the passengers' ids and e-mails. */
export async function checkAfterCrash(
  db: Db,
  ledger: Ledger,
  accounts: Map<number, string>,
  moment: Moment,
): Promise<CrashCheck> {
  const data = await snapshot(db);
  const broken: string[] = [];
  const orders = checkOrders(data, moment, broken);
  checkSideEffects(data, accounts, broken);
  checkAcknowledged(data, ledger, broken);
  return { orders, broken };
}

/** SQLite's own check of the file: every page, index and constraint; answers its complaints. */
export async function sqliteIntegrity(db: Db): Promise<string[]> {
  const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  const complaints = rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
  const { rows: keys } = await sql<{ table: string }>`pragma foreign_key_check`.execute(db);
  return [...complaints, ...keys.map((row) => `foreign key broken in ${row.table}`)];
}

/** The unpaid orders (PENDING), whose carts are paid again. */
export function unpaidOrders(db: Db) {
  return db
    .selectFrom('orders')
    .select(['id', 'idempotency_key'])
    .where('status', '=', 'PENDING')
    .orderBy('id')
    .execute();
}

/** Notifications an attempt cut by the kill left leased (a minute) or a failure put off. */
export async function bringNotificationsForward(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('sandbox_psp_notifications')
    .set({ next_attempt_at: now.toISOString() })
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function undelivered(db: Db) {
  return db
    .selectFrom('sandbox_psp_notifications')
    .select(['event_id', 'attempts', 'last_error'])
    .where('delivered_at', 'is', null)
    .execute();
}
