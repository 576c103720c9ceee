import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db, type OpenDatabase } from '../../../src/db/index.js';
import { seed } from '../../../src/db/seed.js';
import { isUniqueViolation } from '../../../src/lib/db-errors.js';
import {
  insertInstalments,
  insertOrder,
  insertPayment,
  markOrderPaid,
  settlePayment,
} from '../../../src/modules/orders/checkout-repo.js';
import { claimInstalment, recordInstalmentCharged } from '../../../src/modules/orders/instalments-repo.js';
import { findOrder, listOrderInstalments } from '../../../src/modules/orders/orders-repo.js';
import { DIALECTS, type TestDatabase } from '../../helpers/databases.js';

const AT = '2026-11-25T09:00:00.000Z';

function orderRow(accountId: number, idempotencyKey: string) {
  return {
    account_id: accountId,
    network_id: 1,
    idempotency_key: idempotencyKey,
    request_hash: 'hash',
    order_type: 'CARD_RELOAD',
    status: 'PENDING',
    process_status: 'TO_PROCESS',
    origin: 'ESHOP',
    payment_method: 'CARD',
    installments: 4,
    post_payment: 0 as const,
    subtotal_cents: 4000,
    discount_cents: 0,
    total_cents: 4000,
    vat_cents: 364,
    voucher_code: null,
    locale: 'fr',
    payment_card_id: null,
    created_at: AT,
    updated_at: AT,
    paid_at: null,
  };
}

async function uniqueViolation(promise: Promise<unknown>): Promise<boolean> {
  try {
    await promise;
    return false;
  } catch (error) {
    return isUniqueViolation(error);
  }
}

async function newAccount(db: Db): Promise<number> {
  const { id } = await db
    .insertInto('accounts')
    .values({
      identity_id: null,
      network_id: 1,
      name: 'Le Goff',
      firstname: 'Hélène',
      guest: 1,
      disabled: 0,
      created_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

// The tables alone, on a migrated and seeded database: no app, whatever the other modules hold.
describe.each(DIALECTS)('orders tables ($name)', (dialect) => {
  let database: TestDatabase;
  let open: OpenDatabase;
  const app = {
    get db() {
      return open.db;
    },
  };

  beforeAll(async () => {
    database = await dialect.create();
    open = await openDatabase(database.config);
    await migrateToLatest(open.db, open.dialect);
    await seed(open.db, { demo: false });
  });
  afterAll(async () => {
    await open.db.destroy();
    await database.drop();
  });

  it('gives an order its reference from its id, and one order per account and idempotency key', async () => {
    const userId = await newAccount(app.db);
    const id = await insertOrder(app.db, orderRow(userId, 'key-of-one-checkout'));
    expect((await findOrder(app.db, id))?.reference).toBe(`OM-${String(id).padStart(8, '0')}`);
    expect(await uniqueViolation(insertOrder(app.db, orderRow(userId, 'key-of-one-checkout')))).toBe(true);
    const other = await newAccount(app.db);
    await expect(insertOrder(app.db, orderRow(other, 'key-of-one-checkout'))).resolves.toBeGreaterThan(id);
  });

  it('pays an order, a payment and an instalment once each', async () => {
    const userId = await newAccount(app.db);
    const orderId = await insertOrder(app.db, orderRow(userId, 'key-paid-once-000'));
    expect(await markOrderPaid(app.db, orderId, AT)).toBe(1);
    expect(await markOrderPaid(app.db, orderId, AT)).toBe(0);

    await insertPayment(app.db, {
      order_id: orderId,
      provider_payment_id: `pay_${orderId}`,
      kind: 'PAYMENT',
      status: 'PENDING',
      amount_cents: 1000,
      failure_code: null,
      created_at: AT,
      updated_at: AT,
    });
    const paymentId = (
      await app.db
        .selectFrom('order_payments')
        .select('id')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).id;
    expect(await settlePayment(app.db, paymentId, { status: 'SUCCEEDED', failureCode: null }, AT)).toBe(1);
    expect(
      await settlePayment(app.db, paymentId, { status: 'FAILED', failureCode: 'card_declined' }, AT),
    ).toBe(0);
    expect(
      await uniqueViolation(
        insertPayment(app.db, {
          order_id: orderId,
          provider_payment_id: `pay_${orderId}`,
          kind: 'PAYMENT',
          status: 'PENDING',
          amount_cents: 1000,
          failure_code: null,
          created_at: AT,
          updated_at: AT,
        }),
      ),
    ).toBe(true);

    const dates = ['2026-11-25', '2026-12-25', '2027-01-25', '2027-02-25'];
    await insertInstalments(
      app.db,
      orderId,
      dates.map((dueDate) => ({ dueDate, amountCents: 1000 })),
    );
    const second = (await listOrderInstalments(app.db, orderId))[1];
    if (!second) throw new Error('no second instalment');
    expect(await claimInstalment(app.db, second, '2026-12-25', '2026-12-26')).toBe(1);
    expect(await claimInstalment(app.db, second, '2026-12-25', '2026-12-26')).toBe(0);
    expect(await recordInstalmentCharged(app.db, second, 'ch_1', AT)).toBe(1);
    expect(await recordInstalmentCharged(app.db, second, 'ch_1', AT)).toBe(0);
    expect((await listOrderInstalments(app.db, orderId)).map((row) => row.status)).toEqual([
      'DUE',
      'PAID',
      'DUE',
      'DUE',
    ]);
  });
});
