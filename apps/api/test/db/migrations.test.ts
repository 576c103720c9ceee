import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../../src/db/index.js';
import { seed } from '../../src/db/seed.js';
import { UNASSOCIATED_CARDS } from '../../src/db/seed-cards.js';
import { DIALECTS, PGLITE, type TestDatabase } from '../helpers/databases.js';

const TABLES = [
  'networks',
  'transport_modes',
  'products',
  'agencies',
  'agency_opening_hours',
  'network_domains',
  'schools',
  'document_types',
  'product_document_requirements',
  'identities',
  'accounts',
  'sessions',
  'id_tokens',
  'mailed_codes',
  'mail_outbox',
  'media',
  'contracts',
  'validations',
  'duplicate_requests',
  'association_attempts',
  'vouchers',
  'orders',
  'order_items',
  'order_instalments',
  'invoices',
] as const;

async function counts(open: OpenDatabase) {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await open.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.count);
  }
  return result;
}

// PGlite too, even when a PostgreSQL server answers: it is the fallback the other tests may use.
const ALL_DIALECTS = DIALECTS.includes(PGLITE) ? DIALECTS : [...DIALECTS, PGLITE];

describe.each(ALL_DIALECTS)('migrations and seed ($name)', (dialect) => {
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

  it('applies every migration once, then none', async () => {
    const first = await migrateToLatest(open.db, open.dialect);
    expect(first).toEqual([
      '20261121T0900-catalogue',
      '20261121T0910-identities-and-sessions',
      '20261121T0920-cards',
      '20261122T0900-cards-wallet',
      '20261123T0900-unassociated-cards-keep-identity-only',
      '20261124T0900-identity-role',
      '20261124T1000-countries-as-iso-codes',
      '20261125T0900-sandbox-psp',
      '20261125T0910-payments',
      '20261125T0920-orders',
      '20261125T0925-vouchers',
      '20261125T0930-invoices',
      '20261125T0935-replaced-cards',
      '20261125T0940-usage-bills',
      '20261126T0920-card-requests',
      '20261126T0930-network-domains-and-schools',
      '20261126T0940-documents',
      '20261126T1010-email-change-codes',
      '20261126T1020-transit-network',
      '20261126T1030-bike-reservations',
      '20261126T1040-paired-devices',
      '20261126T1050-external-identities',
      '20261126T1100-erasure-codes',
      '20261126T1110-school-stickers-and-geolocation',
      '20261126T1200-card-registrations',
      '20261126T1210-traffic-disruptions',
      '20261126T1220-guest-loans',
      '20261128T0300-external-sign-in-binding',
      '20261128T0310-payment-cards-per-account',
      '20261128T0311-voucher-limits',
      '20261128T0312-demo-vouchers-only-with-demo-data',
      '20261128T0313-data-exports',
      '20261128T0330-reduced-fare-proofs',
      '20261128T0500-staff-roles-second-factor-audit',
      '20261128T0600-review-queue',
      '20261128T0610-account-search-name',
      '20261128T0700-card-production',
      '20261128T0710-credit-notes-and-refunds',
      '20261128T0720-product-prices',
      '20261128T0721-voucher-disabled',
      '20261128T0730-instalment-regularisation',
      '20261128T0740-staff-disabled',
    ]);
    expect(await migrateToLatest(open.db, open.dialect)).toEqual([]);
  });

  it('seeds the network, catalogue, agency, cards and demo account, and a second run changes nothing', async () => {
    await seed(open.db, { demo: true });
    const once = await counts(open);
    expect(once).toMatchObject({
      networks: 1,
      transport_modes: 4,
      // 13, and the school pass (decision 050).
      products: 14,
      agencies: 1,
      agency_opening_hours: 7,
      network_domains: 3,
      schools: 4,
      // The proofs' catalogue: five types; identity for the 12 products but fees, and the solidarity letter.
      document_types: 5,
      product_document_requirements: 13,
      // The demo account, and the family's identity with its two profiles (decision 049).
      identities: 2,
      accounts: 3,
      media: UNASSOCIATED_CARDS.length + 2,
      vouchers: 5,
    });
    await seed(open.db, { demo: true });
    expect(await counts(open)).toEqual(once);
  });

  it('stores the catalogue in integer cents with its instalments', async () => {
    const annual = await open.db
      .selectFrom('products')
      .selectAll()
      .where('code', '=', 'ANNUAL_ALL')
      .executeTakeFirstOrThrow();
    expect(annual).toMatchObject({ price_cents: 49000, renewal_interval: 'P1Y', shop_item_id: 1007 });
    expect(JSON.parse(annual.installments)).toEqual([1, 4, 10]);
    const ticket = await open.db
      .selectFrom('products')
      .select('price_cents')
      .where('code', '=', 'TICKET_SINGLE')
      .executeTakeFirstOrThrow();
    expect(ticket.price_cents).toBe(170);
  });

  it('keeps the agency opening hours structured (Saturday in two spans)', async () => {
    const saturday = await open.db
      .selectFrom('agency_opening_hours')
      .select(['opens', 'closes'])
      .where('weekday', '=', 6)
      .orderBy('opens')
      .execute();
    expect(saturday).toEqual([
      { opens: '08:00', closes: '12:00' },
      { opens: '13:30', closes: '16:10' },
    ]);
  });

  it('leaves the seeded cards unassociated and gives the demo account two cards with contracts', async () => {
    const free = await open.db.selectFrom('media').select('number').where('account_id', 'is', null).execute();
    expect(free.map((card) => card.number).sort()).toEqual(
      UNASSOCIATED_CARDS.map((card) => card.number).sort(),
    );
    const demoCards = await open.db
      .selectFrom('media')
      .innerJoin('accounts', 'accounts.id', 'media.account_id')
      .innerJoin('identities', 'identities.id', 'accounts.identity_id')
      .select(['media.id'])
      .where('identities.email', '=', 'demo@example.org')
      .execute();
    expect(demoCards).toHaveLength(2);
    const contracts = await open.db
      .selectFrom('contracts')
      .select('id')
      .where(
        'media_id',
        'in',
        demoCards.map((card) => card.id),
      )
      .execute();
    expect(contracts.length).toBeGreaterThanOrEqual(2);
  });

  it('gives 4100000022, the demo’s 4100000102 and the pass periods’ 4100000763–764 a sale waiting for its first validation', async () => {
    const pending = await open.db
      .selectFrom('contracts')
      .innerJoin('media', 'media.id', 'contracts.media_id')
      .select(['media.number', 'contracts.renewal_interval', 'contracts.price_cents'])
      .where('contracts.status', '=', 'PENDING_VALIDATION')
      .orderBy('media.number')
      .execute();
    expect(pending).toEqual([
      { number: '4100000022', renewal_interval: 'P1M', price_cents: 2800 },
      { number: '4100000102', renewal_interval: 'P1M', price_cents: 2800 },
      { number: '4100000763', renewal_interval: 'P1M', price_cents: 4900 },
      { number: '4100000764', renewal_interval: 'P1M', price_cents: 4900 },
    ]);
  });

  it('keeps one open duplicate request per card', async () => {
    const card = await open.db
      .selectFrom('media')
      .select(['id', 'account_id'])
      .where('number', '=', '4100000101')
      .executeTakeFirstOrThrow();
    const request = {
      media_id: card.id,
      account_id: card.account_id!,
      reason: 'LOST',
      status: 'AWAITING_PAYMENT',
      product_id: 112,
      price_cents: 1000,
      created_at: new Date().toISOString(),
    };
    await open.db.insertInto('duplicate_requests').values(request).execute();
    await expect(open.db.insertInto('duplicate_requests').values(request).execute()).rejects.toThrow();
    await open.db
      .insertInto('duplicate_requests')
      .values({ ...request, status: 'CANCELLED' })
      .execute();
    await open.db.deleteFrom('duplicate_requests').execute();
  });

  it('enforces the unique card number and e-mail', async () => {
    const now = new Date().toISOString();
    await expect(
      open.db
        .insertInto('identities')
        .values({
          email: 'demo@example.org',
          password_hash: 'x',
          name: 'A',
          firstname: 'B',
          phone: '0600000000',
          email_verified_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
