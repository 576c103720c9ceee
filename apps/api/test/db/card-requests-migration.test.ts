/**
 * Migration 20261126T0920 (docs/decisions/041-new-card-request.md): card_requests, and order items
 * without a card (media_id nullable) naming their request. On SQLite order_items is rebuilt: the
 * items already there must come through unchanged, with their ids, indexes, foreign keys and
 * AUTOINCREMENT counter. The database is migrated and seeded with every other migration first
 * (today's seed writes the tables of the later ones), then this one runs alone.
 */
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/db/index.js';
import { migrationsFor } from '../../src/db/migrations/index.js';
import { seed } from '../../src/db/seed.js';
import { issueOrderInvoice } from '../../src/modules/orders/service.js';
import { DIALECTS, type TestDatabase } from '../helpers/databases.js';

const MIGRATION = '20261126T0920-card-requests';

function migrator(open: OpenDatabase, without: string | null) {
  const all = migrationsFor(open.dialect);
  return new Migrator({
    db: open.db,
    allowUnorderedMigrations: true,
    provider: {
      getMigrations: async () => Object.fromEntries(Object.entries(all).filter(([name]) => name !== without)),
    },
  });
}

describe.each(DIALECTS)('migration 20261126T0920: card requests ($name)', (dialect) => {
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

  it('keeps the order items there were, then takes items without a card that name their request', async () => {
    const before = await migrator(open, MIGRATION).migrateToLatest();
    expect(before.error).toBeUndefined();
    await seed(open.db, { demo: true, issueInvoice: issueOrderInvoice });
    const items = await open.db.selectFrom('order_items').selectAll().orderBy('id').execute();
    expect(items.length).toBeGreaterThan(0);

    const applied = await migrator(open, null).migrateToLatest();
    expect(applied.error).toBeUndefined();
    expect(applied.results?.map((result) => result.migrationName)).toEqual([MIGRATION]);
    expect(await open.db.selectFrom('order_items').selectAll().orderBy('id').execute()).toEqual(
      items.map((item) => ({ ...item, card_request_id: null })),
    );

    // A request, and its item without a card, after the last id (the counter came through).
    const { id: _id, ...item } = items[0]!;
    const order = await open.db
      .selectFrom('orders')
      .select(['id', 'account_id', 'network_id'])
      .where('id', '=', item.order_id)
      .executeTakeFirstOrThrow();
    const request = await open.db
      .insertInto('card_requests')
      .values({
        account_id: order.account_id,
        network_id: order.network_id,
        product_id: item.product_id,
        fee_product_id: item.product_id,
        price_cents: 4900,
        fee_cents: 800,
        quantity: 1,
        for_self: 1,
        holder_gender: 'MADAME',
        holder_name: 'Le Goff',
        holder_firstname: 'Hélène',
        holder_birthdate: '1986-04-12',
        holder_category: null,
        holder_address1: '4 quai des Indes',
        holder_address2: null,
        holder_zipcode: '99500',
        holder_city: 'Port-Marin',
        holder_country: 'FR',
        holder_mobile: '0612345678',
        holder_landline: null,
        holder_email: null,
        delivery_type: 'PICKUP',
        delivery_firstname: null,
        delivery_lastname: null,
        delivery_address1: null,
        delivery_address2: null,
        delivery_zipcode: null,
        delivery_city: null,
        delivery_country: null,
        collect_site_id: 1,
        photo_document_id: 1,
        photo_consent: 1,
        consent_post: 0,
        consent_sms: 0,
        consent_email: 0,
        alerts_email: null,
        alerts_phone: null,
        alerts_delivery_mode: null,
        alerts_favorite_modes: null,
        alerts_favorite_lines: null,
        status: 'AWAITING_PAYMENT',
        media_id: null,
        created_at: new Date().toISOString(),
        closed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const position =
      Math.max(...items.filter((row) => row.order_id === order.id).map((row) => row.position)) + 1;
    const added = await open.db
      .insertInto('order_items')
      .values({
        ...item,
        position,
        type: 'CARD_CREATION',
        media_id: null,
        card_number: '',
        card_request_id: request.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(added.id).toBeGreaterThan(Math.max(...items.map((row) => row.id)));

    // The unique position, the foreign keys (order, card, request) and the type's CHECK hold.
    await expect(
      open.db
        .insertInto('order_items')
        .values({ ...item, position, card_request_id: null })
        .execute(),
    ).rejects.toThrow();
    await expect(
      open.db
        .insertInto('order_items')
        .values({ ...item, position: position + 1, card_request_id: 987_654 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      open.db
        .insertInto('order_items')
        .values({ ...item, position: position + 1, media_id: 987_654 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      open.db
        .insertInto('order_items')
        .values({ ...item, order_id: 987_654, position: 1 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      open.db
        .insertInto('order_items')
        .values({ ...item, position: position + 1, type: 'GIFT_CARD' })
        .execute(),
    ).rejects.toThrow();
    // A request is awaiting payment, paid or cancelled, nothing else.
    await expect(
      open.db.updateTable('card_requests').set({ status: 'LOST' }).where('id', '=', request.id).execute(),
    ).rejects.toThrow();
  });
});
