/**
 * The catalogue seed on a database seeded before a product was added: the next start adds it
 * (the post-payment fare of issue 7 reaches an existing dev database) and changes nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../../src/db/index.js';
import { seed } from '../../src/db/seed.js';
import { DIALECTS, type TestDatabase } from '../helpers/databases.js';

describe.each(DIALECTS)('the seeded catalogue ($name)', (dialect) => {
  let database: TestDatabase;
  let open: OpenDatabase;

  beforeAll(async () => {
    database = await dialect.create();
    open = await openDatabase(database.config);
    await migrateToLatest(open.db, open.dialect);
  });
  afterAll(async () => {
    await open.db.destroy();
    await database.drop();
  });

  it('a start adds the post-payment fare to a database seeded without it, and keeps the rest as it was', async () => {
    await seed(open.db, { demo: false, staff: false });
    // A database seeded before the fare had no proof asked for it either (issue 10's catalogue).
    await open.db.deleteFrom('product_document_requirements').where('product_id', '=', 113).execute();
    await open.db.deleteFrom('products').where('code', '=', 'POST_PAYMENT_FARE').execute();
    await open.db
      .updateTable('products')
      .set({ price_cents: 5100 })
      .where('code', '=', 'MONTHLY_ALL')
      .execute();

    await seed(open.db, { demo: false, staff: false });
    const fare = await open.db
      .selectFrom('products')
      .selectAll()
      .where('code', '=', 'POST_PAYMENT_FARE')
      .executeTakeFirstOrThrow();
    expect(fare).toEqual({
      id: 113,
      network_id: 1,
      code: 'POST_PAYMENT_FARE',
      shop_item_id: 1013,
      name_fr: 'Paiement à l’usage (post-paiement)',
      name_en: 'Pay as you go (post-payment)',
      product_type: 'SUBSCRIPTION',
      transport_modes: '["BUS","BOAT"]',
      renewal_interval: null,
      installments: '[1]',
      pivot_type: null,
      price_cents: 0,
      audience: 'POST_PAYMENT',
      active: 1,
    });
    const proofs = await open.db
      .selectFrom('product_document_requirements')
      .select('document_type')
      .where('product_id', '=', 113)
      .execute();
    expect(proofs).toEqual([{ document_type: 'IDENTITY' }]);
    // An operator's change to an existing product is not undone by the seed.
    const monthly = await open.db
      .selectFrom('products')
      .select('price_cents')
      .where('code', '=', 'MONTHLY_ALL')
      .executeTakeFirstOrThrow();
    expect(monthly.price_cents).toBe(5100);
  });
});
