import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../../../src/db/index.js';
import { seed } from '../../../src/db/seed.js';
import { nextInvoiceSequence } from '../../../src/modules/orders/invoices-repo.js';
import { DIALECTS, type Dialect, type TestDatabase } from '../../helpers/databases.js';

/**
 * Fulfilment runs inside the paying transaction, below any call: these tests drive it on a
 * migrated and seeded database of each dialect, with orders written straight into its tables.
 */
function useTestDb(dialect: Dialect): () => { db: Db } {
  let database: TestDatabase | null = null;
  let db: Db | null = null;
  beforeAll(async () => {
    database = await dialect.create();
    const opened = await openDatabase(database.config);
    db = opened.db;
    await migrateToLatest(db, opened.dialect);
    await seed(db, { demo: true, staff: false });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  return () => {
    if (!db) throw new Error('the test database is not open yet');
    return { db };
  };
}

describe.each(DIALECTS)('invoice numbering on $name', (dialect) => {
  const ctx = useTestDb(dialect);

  it('30 concurrent issuings take the numbers 1 to 30 of the year, without gap or duplicate', async () => {
    const { db } = ctx();
    const numbers = await Promise.all(
      Array.from({ length: 30 }, () => db.transaction().execute((trx) => nextInvoiceSequence(trx, 2031))),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    const counter = await db
      .selectFrom('invoice_counters')
      .selectAll()
      .where('year', '=', 2031)
      .executeTakeFirstOrThrow();
    expect(counter.last_sequence).toBe(30);
  });

  it('a rolled-back issuing gives its number back; each year has its own series', async () => {
    const { db } = ctx();
    await expect(
      db.transaction().execute(async (trx) => {
        await nextInvoiceSequence(trx, 2032);
        throw new Error('the payment transaction failed');
      }),
    ).rejects.toThrow('the payment transaction failed');
    expect(await db.transaction().execute((trx) => nextInvoiceSequence(trx, 2032))).toBe(1);
    expect(await db.transaction().execute((trx) => nextInvoiceSequence(trx, 2033))).toBe(1);
    expect(await db.transaction().execute((trx) => nextInvoiceSequence(trx, 2032))).toBe(2);
  });
});
