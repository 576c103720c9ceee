/**
 * Migration 20261128T0610 (issue 25, decision 073): the profiles there before get their names in
 * the customer search's form, the one modules/account writes from then on (nameSearchKey).
 */
import { nameSearchKey } from '@oceane/domain';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/db/index.js';
import { migrationsFor } from '../../src/db/migrations/index.js';
import { seed } from '../../src/db/seed.js';
import { DIALECTS, type TestDatabase } from '../helpers/databases.js';

const MIGRATION = '20261128T0610-account-search-name';

describe.each(DIALECTS)('migration 20261128T0610: the search form of the names ($name)', (dialect) => {
  let database: TestDatabase | null = null;
  let open: OpenDatabase | null = null;

  afterEach(async () => {
    await open?.db.destroy();
    await database?.drop();
    open = null;
    database = null;
  });

  it('writes the search form of every profile there before, as the account module writes it', async () => {
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
    const at = '2026-11-27T10:00:00.000Z';
    await sql`insert into accounts (identity_id, network_id, name, firstname, guest, disabled, created_at)
      values (null, 1, 'Le Dréan', 'Gwénola', 0, 0, ${at}), (null, 1, 'Cœurdevey', 'Anaïs', 0, 0, ${at})`.execute(
      current.db,
    );
    const applied = await migrator(null).migrateToLatest();
    expect(applied.error).toBeUndefined();
    expect(applied.results?.map((result) => result.migrationName)).toEqual([MIGRATION]);
    const rows = await current.db
      .selectFrom('accounts')
      .select(['name', 'firstname', 'search_name'])
      .where('name', 'in', ['Le Dréan', 'Cœurdevey'])
      .orderBy('name')
      .execute();
    expect(rows.map((row) => row.search_name)).toEqual([
      'anais coeurdevey / coeurdevey anais',
      'gwenola le drean / le drean gwenola',
    ]);
    for (const row of rows) expect(row.search_name).toBe(nameSearchKey(row));
  });
});
