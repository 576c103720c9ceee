/**
 * Migration 20261128T0310 (decision 059): a saved card's token is unique per account, no longer
 * across accounts. On SQLite the table is rebuilt: the cards already there come through with their
 * ids, the registrations that name them, the account index and the AUTOINCREMENT counter.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/db/index.js';
import { migrationsFor } from '../../src/db/migrations/index.js';
import { seed } from '../../src/db/seed.js';
import { DIALECTS, type TestDatabase } from '../helpers/databases.js';

const MIGRATION = '20261128T0310-payment-cards-per-account';
const AT = '2026-11-27T10:00:00.000Z';

const card = (accountId: number, token: string) => ({
  account_id: accountId,
  token,
  brand: 'VISA',
  last4: '4242',
  exp_month: 12,
  exp_year: 2039,
  created_at: AT,
  deleted_at: null,
});

function cardsOf(open: OpenDatabase) {
  return open.db.selectFrom('payment_cards').selectAll().orderBy('id').execute();
}

describe.each(DIALECTS)('migration 20261128T0310: payment cards per account ($name)', (dialect) => {
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

  it('keeps the saved cards there were, then takes one token for two accounts and still once per account', async () => {
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
    expect((await migrator(MIGRATION).migrateToLatest()).error).toBeUndefined();
    await seed(open.db, { demo: false });
    const accounts = await sql<{ id: number }>`
      insert into accounts (network_id, name, firstname, guest, disabled, created_at)
      values (1, 'Morel', 'Claire', 0, 0, ${AT}), (1, 'Le Goff', 'Anaïs', 0, 0, ${AT}) returning id
    `.execute(open.db);
    const [first, second] = accounts.rows.map((row) => row.id);
    await open.db.insertInto('payment_cards').values(card(first!, 'tok_first')).execute();
    await open.db.insertInto('payment_cards').values(card(second!, 'tok_second')).execute();
    // Before: the token is unique whatever the account.
    await expect(
      open.db.insertInto('payment_cards').values(card(second!, 'tok_first')).execute(),
    ).rejects.toThrow();
    const cards = await cardsOf(open);
    await open.db
      .insertInto('card_registrations')
      .values({
        account_id: second!,
        provider_payment_id: 'ps_registration',
        status: 'SUCCEEDED',
        failure_code: null,
        payment_card_id: cards[1]!.id,
        created_at: AT,
        updated_at: AT,
      })
      .execute();

    const applied = await migrator(null).migrateToLatest();
    expect(applied.error).toBeUndefined();
    expect(applied.results?.map((result) => result.migrationName)).toEqual([MIGRATION]);

    expect(await cardsOf(open)).toEqual(cards);
    const shared = await open.db
      .insertInto('payment_cards')
      .values(card(second!, 'tok_first'))
      .returning('id')
      .executeTakeFirstOrThrow();
    // The counter came through: a new card follows the last id.
    expect(shared.id).toBeGreaterThan(cards[1]!.id);
    await expect(
      open.db.insertInto('payment_cards').values(card(second!, 'tok_first')).execute(),
    ).rejects.toThrow();
    // The registration still names its card, and the foreign keys still hold.
    await expect(
      open.db
        .insertInto('card_registrations')
        .values({
          account_id: second!,
          provider_payment_id: 'ps_other',
          status: 'SUCCEEDED',
          failure_code: null,
          payment_card_id: 999_999,
          created_at: AT,
          updated_at: AT,
        })
        .execute(),
    ).rejects.toThrow();
    await expect(
      open.db.insertInto('payment_cards').values(card(999_999, 'tok_nobody')).execute(),
    ).rejects.toThrow();
  });
});
