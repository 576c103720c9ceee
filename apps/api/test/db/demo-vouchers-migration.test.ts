/**
 * Migration 20261128T0312 (issue 22, item 2; decision 056): the five promo codes of the demo leave
 * a database that was not started with the demo data. One no order redeemed is deleted; a redeemed
 * one stays for its redemptions, with no use left. A database started with the demo data keeps
 * them, and one that gets the demo data later gets them back from the seed.
 */
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/db/index.js';
import { migrationsFor } from '../../src/db/migrations/index.js';
import { seed } from '../../src/db/seed.js';
import { seedVouchers, VOUCHERS } from '../../src/db/seed-vouchers.js';
import { DIALECTS, type TestDatabase } from '../helpers/databases.js';

const MIGRATION = '20261128T0312-demo-vouchers-only-with-demo-data';
const AT = '2026-11-27T10:00:00.000Z';
const DEMO_CODES = VOUCHERS.map((voucher) => voucher.code).sort();

describe.each(DIALECTS)('migration 20261128T0312: the demo’s promo codes ($name)', (dialect) => {
  let database: TestDatabase | null = null;
  let open: OpenDatabase | null = null;

  afterEach(async () => {
    await open?.db.destroy();
    await database?.drop();
    open = null;
    database = null;
  });

  /** A database migrated up to the day before this migration, seeded without the demo data. */
  async function before(): Promise<{ db: OpenDatabase['db']; migrate: () => Promise<string[]> }> {
    database = await dialect.create();
    open = await openDatabase(database.config);
    const current = open;
    const all = migrationsFor(current.dialect);
    const migrator = (without: string | null) =>
      new Migrator({
        db: current.db,
        allowUnorderedMigrations: true,
        provider: {
          getMigrations: async () =>
            Object.fromEntries(Object.entries(all).filter(([name]) => name !== without)),
        },
      });
    expect((await migrator(MIGRATION).migrateToLatest()).error).toBeUndefined();
    await seed(current.db, { demo: false });
    return {
      db: current.db,
      async migrate() {
        const applied = await migrator(null).migrateToLatest();
        expect(applied.error).toBeUndefined();
        return applied.results?.map((result) => result.migrationName) ?? [];
      },
    };
  }

  async function codes(db: OpenDatabase['db']) {
    return (await db.selectFrom('vouchers').select('code').orderBy('code').execute()).map((row) => row.code);
  }

  async function newAccount(db: OpenDatabase['db'], email: string | null): Promise<number> {
    let identityId: number | null = null;
    if (email) {
      const identity = await db
        .insertInto('identities')
        .values({
          email,
          password_hash: 'x',
          name: 'Morel',
          firstname: 'Claire',
          phone: '0600000000',
          email_verified_at: null,
          created_at: AT,
          updated_at: AT,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      identityId = identity.id;
    }
    const account = await db
      .insertInto('accounts')
      .values({
        identity_id: identityId,
        network_id: 1,
        name: 'Morel',
        firstname: 'Claire',
        guest: 0,
        disabled: 0,
        created_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return account.id;
  }

  async function paidOrderWith(db: OpenDatabase['db'], accountId: number, code: string): Promise<number> {
    const inserted = await sql<{ id: number }>`
      insert into orders (account_id, network_id, idempotency_key, request_hash, order_type, status,
        process_status, origin, payment_method, installments, subtotal_cents, discount_cents,
        total_cents, vat_cents, voucher_code, locale, created_at, updated_at, paid_at)
      values (${accountId}, 1, ${`key-${code}`}, 'hash', 'CARD_RELOAD', 'COMPLETED', 'PROCESSED', 'ESHOP',
        'CARD', 1, 1000, 500, 500, 45, ${code}, 'fr', ${AT}, ${AT}, ${AT})
      returning id
    `.execute(db);
    const orderId = inserted.rows[0]!.id;
    await db.insertInto('voucher_redemptions').values({ order_id: orderId, code, redeemed_at: AT }).execute();
    await db.updateTable('vouchers').set({ uses: 1 }).where('code', '=', code).execute();
    return orderId;
  }

  it('deletes the codes no order redeemed, leaves a redeemed one with no use left, and the operator’s own untouched', async () => {
    const { db, migrate } = await before();
    // As the seed of before wrote them into every database.
    await seedVouchers(db);
    const own = {
      ...(await db.selectFrom('vouchers').selectAll().where('code', '=', 'MOINS5').executeTakeFirstOrThrow()),
      code: 'NOEL26',
    };
    await db.insertInto('vouchers').values(own).execute();
    // Someone signed up with the demo's e-mail: not the demo data.
    const accountId = await newAccount(db, 'demo@example.org');
    const orderId = await paidOrderWith(db, accountId, 'MOINS5');

    expect(await migrate()).toEqual([MIGRATION]);
    expect(await codes(db)).toEqual(['MOINS5', 'NOEL26']);
    expect(
      await db
        .selectFrom('vouchers')
        .select(['uses', 'max_uses'])
        .where('code', '=', 'MOINS5')
        .executeTakeFirstOrThrow(),
    ).toEqual({ uses: 1, max_uses: 1 });
    expect(await db.selectFrom('voucher_redemptions').select(['order_id', 'code']).execute()).toEqual([
      { order_id: orderId, code: 'MOINS5' },
    ]);
    expect(
      await db
        .selectFrom('vouchers')
        .select(['uses', 'max_uses'])
        .where('code', '=', 'NOEL26')
        .executeTakeFirstOrThrow(),
    ).toEqual({ uses: 0, max_uses: null });

    // Started with the demo data later: the seed gives the demo its codes back.
    await seed(db, { demo: true });
    expect(await codes(db)).toEqual([...DEMO_CODES, 'NOEL26'].sort());
  });

  it('leaves them to a database started with the demo data (its account and its card 4100000101)', async () => {
    const { db, migrate } = await before();
    await seed(db, { demo: true });
    const accountId = (
      await db
        .selectFrom('accounts')
        .innerJoin('identities', 'identities.id', 'accounts.identity_id')
        .select('accounts.id')
        .where('identities.email', '=', 'demo@example.org')
        .executeTakeFirstOrThrow()
    ).id;
    await paidOrderWith(db, accountId, 'MOINS5');
    const vouchers = await db.selectFrom('vouchers').selectAll().orderBy('code').execute();
    expect(vouchers.map((voucher) => voucher.code)).toEqual(DEMO_CODES);

    expect(await migrate()).toEqual([MIGRATION]);
    expect(await db.selectFrom('vouchers').selectAll().orderBy('code').execute()).toEqual(vouchers);
  });
});
