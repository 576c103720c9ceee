/**
 * Migration 20261125T0940 (docs/decisions/032-post-payment-usage-billing.md): orders and their
 * items may be POST_PAYMENT_USAGE. On SQLite the two tables are rebuilt to widen their CHECK: the
 * orders already there must come through unchanged, with their ids, indexes, foreign keys and
 * AUTOINCREMENT counter; any other type is still refused.
 */
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/db/index.js';
import { migrationsFor } from '../../src/db/migrations/index.js';
import { seed } from '../../src/db/seed.js';
import { issueOrderInvoice } from '../../src/modules/orders/service.js';
import { DIALECTS, type TestDatabase } from '../helpers/databases.js';

const MIGRATION = '20261125T0940-usage-bills';

function ordersOf(open: OpenDatabase) {
  return open.db.selectFrom('orders').selectAll().orderBy('id').execute();
}

function itemsOf(open: OpenDatabase) {
  return open.db.selectFrom('order_items').selectAll().orderBy('id').execute();
}

describe.each(DIALECTS)('migration 20261125T0940: usage bills ($name)', (dialect) => {
  let database: TestDatabase;
  let open: OpenDatabase;

  beforeAll(async () => {
    database = await dialect.create();
    open = await openDatabase(database.config);
  });
  afterAll(async () => {
    await open.db.destroy();
    await database.drop();
  });

  it('keeps the orders and items there were, and then takes POST_PAYMENT_USAGE and no other new type', async () => {
    // Every other migration first (today's seed writes the tables of the later ones), then this one.
    const all = migrationsFor(open.dialect);
    const migrator = (without: string | null) =>
      new Migrator({
        db: open.db,
        allowUnorderedMigrations: true,
        provider: {
          getMigrations: async () =>
            Object.fromEntries(Object.entries(all).filter(([name]) => name !== without)),
        },
      });
    const before = await migrator(MIGRATION).migrateToLatest();
    expect(before.error).toBeUndefined();
    // The demo account's orders and invoices, as a database of the day before holds them.
    await seed(open.db, { demo: true, issueInvoice: issueOrderInvoice });
    const orders = await ordersOf(open);
    const items = await itemsOf(open);
    expect(orders.length).toBeGreaterThan(0);
    expect(items.length).toBeGreaterThan(0);
    const invoices = await open.db.selectFrom('invoices').select(['order_id', 'number']).execute();

    // This migration alone: the later ones have their own tests.
    const applied = await migrator(null).migrateToLatest();
    expect(applied.error).toBeUndefined();
    expect(applied.results?.map((result) => result.migrationName)).toEqual([MIGRATION]);

    expect(await ordersOf(open)).toEqual(orders);
    expect(await itemsOf(open)).toEqual(items);
    expect(await open.db.selectFrom('invoices').select(['order_id', 'number']).execute()).toEqual(invoices);

    const template = orders[0]!;
    const { id: _id, ...row } = template;
    // A new order follows the last id (the counter came through) and takes the new type.
    const usage = await open.db
      .insertInto('orders')
      .values({
        ...row,
        reference: null,
        idempotency_key: 'usage-test-2026-10',
        order_type: 'POST_PAYMENT_USAGE',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(usage.id).toBeGreaterThan(Math.max(...orders.map((order) => order.id)));
    const { id: _itemId, ...item } = items[0]!;
    await open.db
      .insertInto('order_items')
      .values({ ...item, order_id: usage.id, type: 'POST_PAYMENT_USAGE' })
      .execute();

    // The CHECKs, the unique indexes and the foreign keys hold as before.
    await expect(
      open.db
        .insertInto('orders')
        .values({ ...row, reference: null, idempotency_key: 'usage-test-other', order_type: 'GIFT_CARD' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      open.db
        .insertInto('order_items')
        .values({ ...item, order_id: usage.id, position: 2, type: 'GIFT_CARD' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      open.db
        .insertInto('orders')
        .values({ ...row, reference: null, idempotency_key: template.idempotency_key })
        .execute(),
    ).rejects.toThrow();
    await expect(
      open.db
        .insertInto('order_items')
        .values({ ...item, order_id: usage.id + 1000, position: 1 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      open.db
        .insertInto('orders')
        .values({ ...row, reference: null, idempotency_key: 'usage-test-no-account', account_id: 987_654 })
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps one bill per account, card and month', async () => {
    const usage = await open.db
      .selectFrom('orders')
      .select(['id', 'account_id'])
      .where('order_type', '=', 'POST_PAYMENT_USAGE')
      .executeTakeFirstOrThrow();
    const card = await open.db
      .selectFrom('order_items')
      .select('media_id')
      .where('media_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const bill = {
      account_id: usage.account_id,
      media_id: card.media_id!,
      month: '2026-10',
      order_id: usage.id,
      created_at: new Date().toISOString(),
    };
    await open.db.insertInto('usage_bills').values(bill).execute();
    await expect(open.db.insertInto('usage_bills').values(bill).execute()).rejects.toThrow();
    const { id: _id, ...order } = await open.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', usage.id)
      .executeTakeFirstOrThrow();
    const other = await open.db
      .insertInto('orders')
      .values({ ...order, reference: null, idempotency_key: 'usage-test-2026-11' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Another order for the same card and month: refused; the next month: taken.
    await expect(
      open.db
        .insertInto('usage_bills')
        .values({ ...bill, order_id: other.id })
        .execute(),
    ).rejects.toThrow();
    await open.db
      .insertInto('usage_bills')
      .values({ ...bill, order_id: other.id, month: '2026-11' })
      .execute();
    expect(await open.db.selectFrom('usage_bills').select('month').orderBy('month').execute()).toEqual([
      { month: '2026-10' },
      { month: '2026-11' },
    ]);
  });
});
