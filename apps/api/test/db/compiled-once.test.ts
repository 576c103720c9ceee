import { describe, expect, it } from 'vitest';
import { compiledOnce } from '../../src/db/compiled-once.js';
import type { Db } from '../../src/db/index.js';
import { useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/databases.js';

describe.each(DIALECTS)('a query compiled once ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  let builds = 0;
  const productsOf = compiledOnce((db: Db, networkId: number, fromId: number) => {
    builds += 1;
    return db
      .selectFrom('products')
      .select(['id', 'code'])
      .where('network_id', '=', networkId)
      .where('id', '>=', fromId)
      .where('product_type', '<>', 'NO-SUCH-TYPE')
      .orderBy('id');
  });

  it('answers what the same query built each time answers, for each set of values, built once', async () => {
    const { db } = ctx().app;
    builds = 0;
    const ids = (await db.selectFrom('products').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(2);
    for (const fromId of [ids[0]!, ids[1]!, ids.at(-1)!, ids.at(-1)! + 1]) {
      const expected = await db
        .selectFrom('products')
        .select(['id', 'code'])
        .where('network_id', '=', 1)
        .where('id', '>=', fromId)
        .orderBy('id')
        .execute();
      expect(await productsOf(db, 1, fromId)).toEqual(expected);
    }
    expect(await productsOf(db, 999, ids[0]!)).toEqual([]);
    expect(builds).toBe(1);
  });

  it('runs inside a transaction, compiled for it', async () => {
    const { db } = ctx().app;
    const outside = await productsOf(db, 1, 0);
    const inside = await db.transaction().execute((trx) => productsOf(trx, 1, 0));
    expect(inside).toEqual(outside);
  });

  it('refuses a query that leaves a value out of its SQL', async () => {
    const { db } = ctx().app;
    const ignoresOne = compiledOnce((db: Db, networkId: number, _unused: number) =>
      db.selectFrom('products').select('id').where('network_id', '=', networkId),
    );
    await expect(ignoresOne(db, 1, 2)).rejects.toThrow(/every value must reach the SQL/);
  });
});
