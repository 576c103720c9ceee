/**
 * Issue 6, privacy: cards released before the rule "a card no account holds keeps its holder's
 * identity only" still carry the former account's data; migration 20261123T0900 clears it, and
 * leaves the cards an account holds as they are. The seed follows the same rule.
 */
import { Migrator, sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../../src/db/index.js';
import { migrationsFor } from '../../src/db/migrations/index.js';
import type { MediaTable } from '../../src/db/tables/cards.js';
import { seed } from '../../src/db/seed.js';
import { DIALECTS, type TestDatabase } from '../helpers/databases.js';

const FILLED = {
  network_id: 1,
  validity_end: '2031-12-31',
  expired: 0,
  reloading_name: null,
  holder_gender: 'MADAME',
  holder_firstname: 'Anaïs',
  holder_birthdate: '1991-03-08',
  holder_category: 'EMPLOYEE',
  holder_address1: '5 rue des Embruns',
  holder_address2: 'Escalier B',
  holder_zipcode: '99500',
  holder_city: 'Port-Marin',
  holder_country: 'FR',
  holder_mobile: '0639981234',
  holder_landline: '0298001122',
  photo: Buffer.from('a photo of someone'),
  photo_type: 'image/jpeg',
  photo_width: 700,
  photo_height: 900,
  photo_updated_at: '2026-11-20T10:00:00.000Z',
  photo_consent: 1,
  alerts_email: 'someone@example.org',
  alerts_phone: '0639981234',
  alerts_delivery_mode: 'SMS',
  alerts_favorite_modes: '["BUS"]',
  alerts_favorite_lines: '["3"]',
  consent_post: 1,
  consent_sms: 1,
  consent_email: 1,
  bookmarked: 1,
  created_at: '2026-11-20T10:00:00.000Z',
} satisfies Omit<Insertable<MediaTable>, 'number' | 'holder_name' | 'account_id'>;

describe.each(DIALECTS)(
  'migration 20261123T0900: unassociated cards keep identity only ($name)',
  (dialect) => {
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

    it('clears what a former account left on a released card, and nothing on a held one', async () => {
      const migrator = new Migrator({
        db: open.db,
        provider: { getMigrations: async () => migrationsFor(open.dialect) },
      });
      const before = await migrator.migrateTo('20261122T0900-cards-wallet');
      expect(before.error).toBeUndefined();
      // The seed of today writes columns later migrations add: only its catalogue and cards here,
      // and the account that holds a card written as the schema stood then.
      await seed(open.db, { demo: false, vouchers: false });
      const inserted = await sql<{ id: number }>`
        insert into accounts (network_id, name, firstname, created_at)
        values (1, 'Morel', 'Claire', '2026-11-22T09:00:00Z') returning id
      `.execute(open.db);
      const holder = inserted.rows[0]!;
      await open.db
        .insertInto('media')
        .values([
          { ...FILLED, number: '7900000001', holder_name: 'Released', account_id: null },
          { ...FILLED, number: '7900000002', holder_name: 'Held', account_id: holder.id },
        ])
        .execute();

      expect(await migrateToLatest(open.db, open.dialect)).toContain(
        '20261123T0900-unassociated-cards-keep-identity-only',
      );

      const rows = await open.db
        .selectFrom('media')
        .selectAll()
        .where('number', 'in', ['7900000001', '7900000002'])
        .orderBy('number')
        .execute();
      const [released, held] = rows.map((row) => ({
        ...row,
        photo: row.photo && Buffer.from(row.photo).toString(),
      }));
      expect(released).toMatchObject({
        holder_gender: 'MADAME',
        holder_name: 'Released',
        holder_firstname: 'Anaïs',
        holder_birthdate: '1991-03-08',
        validity_end: '2031-12-31',
        holder_category: null,
        holder_address1: null,
        holder_address2: null,
        holder_zipcode: null,
        holder_city: null,
        holder_country: null,
        holder_mobile: null,
        holder_landline: null,
        photo: null,
        photo_type: null,
        photo_width: null,
        photo_height: null,
        photo_updated_at: null,
        photo_consent: 0,
        alerts_email: null,
        alerts_phone: null,
        alerts_delivery_mode: null,
        alerts_favorite_modes: null,
        alerts_favorite_lines: null,
        consent_post: 0,
        consent_sms: 0,
        consent_email: 0,
        bookmarked: 0,
      });
      expect(held).toMatchObject({ ...FILLED, photo: 'a photo of someone', holder_name: 'Held' });
    });

    it('seeds the unassociated cards of a fresh database with their holder’s identity only', async () => {
      const fresh = await dialect.create();
      const other = await openDatabase(fresh.config);
      onTestFinished(async () => {
        await other.db.destroy();
        await fresh.drop();
      });
      await migrateToLatest(other.db, other.dialect);
      await seed(other.db, { demo: true });
      const free = await other.db
        .selectFrom('media')
        .select(['holder_birthdate', 'holder_category', 'holder_address1', 'holder_city', 'holder_mobile'])
        .where('account_id', 'is', null)
        .where('number', 'like', '41%')
        .execute();
      expect(free.length).toBeGreaterThan(0);
      for (const card of free) {
        expect(card).toEqual({
          holder_birthdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          holder_category: null,
          holder_address1: null,
          holder_city: null,
          holder_mobile: null,
        });
      }
      const demo = await other.db
        .selectFrom('media')
        .select(['holder_address1', 'holder_mobile'])
        .where('number', '=', '4100000101')
        .executeTakeFirstOrThrow();
      expect(demo).toEqual({ holder_address1: '19 rue du Vieux Port', holder_mobile: '0639980042' });
    });
  },
);
