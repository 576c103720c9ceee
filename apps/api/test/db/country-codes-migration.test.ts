/**
 * Issue 6, B 3: countries are ISO 3166-1 alpha-2 codes. Migration 20261124T1000 converts what
 * older rows hold: a code in any case, a French or English name; a holder's country it cannot
 * read becomes null (France on display), an agency's becomes 'FR'
 * (docs/decisions/024-country-codes.md).
 */
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../../src/db/index.js';
import { migrationsFor } from '../../src/db/migrations/index.js';
import { seed } from '../../src/db/seed.js';
import { DIALECTS, type TestDatabase } from '../helpers/databases.js';

const MIGRATION = '20261124T1000-countries-as-iso-codes';

/** What older rows may hold, and the code each becomes. */
const HOLDER_COUNTRIES: [string | null, string | null][] = [
  ['France', 'FR'],
  ['FRANCE', 'FR'],
  [' france ', 'FR'],
  ['FR', 'FR'],
  ['fr', 'FR'],
  ['Belgique', 'BE'],
  ['Belgium', 'BE'],
  ['Allemagne', 'DE'],
  ['Suisse', 'CH'],
  ['Côte d’Ivoire', 'CI'],
  ['cote d ivoire', 'CI'],
  ['Royaume-Uni', 'GB'],
  ['United Kingdom', 'GB'],
  ['XX', null],
  ['Bretagne', null],
  ['', null],
  [null, null],
];

describe.each(DIALECTS)('migration 20261124T1000: countries as ISO codes ($name)', (dialect) => {
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

  it('turns stored country names into codes; a holder’s unknown country becomes null, an agency’s FR', async () => {
    const migrator = new Migrator({
      db: open.db,
      provider: { getMigrations: async () => migrationsFor(open.dialect) },
    });
    const names = Object.keys(migrationsFor(open.dialect));
    const before = await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1]!);
    expect(before.error).toBeUndefined();
    await seed(open.db, { demo: true, vouchers: false });
    const now = new Date().toISOString();
    await open.db
      .insertInto('media')
      .values(
        HOLDER_COUNTRIES.map(([country], index) => ({
          number: `79100000${String(index).padStart(2, '0')}`,
          network_id: 1,
          account_id: null,
          validity_end: '2031-12-31',
          expired: 0,
          holder_gender: 'MADAME',
          holder_name: 'Old',
          holder_firstname: 'Row',
          holder_birthdate: '1991-03-08',
          holder_country: country,
          created_at: now,
        })),
      )
      .execute();
    await open.db.updateTable('agencies').set({ country: 'France' }).execute();
    const agency = await open.db.selectFrom('agencies').select('id').executeTakeFirstOrThrow();
    await open.db
      .insertInto('agencies')
      .values({
        id: agency.id + 1,
        network_id: 1,
        name: 'Relais',
        address1: '1 place du Port',
        zipcode: '99500',
        city: 'Port-Marin',
        country: 'Bretagne',
        phone: '0299000000',
      })
      .execute();

    expect(await migrateToLatest(open.db, open.dialect)).toContain(MIGRATION);

    const cards = await open.db
      .selectFrom('media')
      .select(['number', 'holder_country'])
      .where('number', 'like', '791%')
      .orderBy('number')
      .execute();
    expect(cards.map((card) => card.holder_country)).toEqual(HOLDER_COUNTRIES.map(([, code]) => code));
    const agencies = await open.db.selectFrom('agencies').select('country').orderBy('id').execute();
    expect(agencies).toEqual([{ country: 'FR' }, { country: 'FR' }]);
    const demo = await open.db
      .selectFrom('media')
      .select('holder_country')
      .where('number', '=', '4100000101')
      .executeTakeFirstOrThrow();
    expect(demo.holder_country).toBe('FR');
  });
});
