/**
 * Seeds the network, its catalogue and agency and (unless SEED_DEMO is false) the demo data: the
 * demo account, the unassociated test cards, the promo codes, and the staff member of
 * seed-staff.ts (an agent and a supervisor) outside production. Idempotent:
 * every row is keyed by a natural key and inserted only when absent, so a second run, or a start
 * on a seeded database, changes nothing.
 */
import { addRenewalInterval, type StaffRole, type UserRole } from '@oceane/domain';
import type { Config } from '../config.js';
import type { Db } from './index.js';
import { hashPassword } from '../lib/passwords.js';
import { AGENCY, AGENCY_HOURS, NETWORK, PRODUCTS, TRANSPORT_MODE_ROWS } from './seed-catalogue.js';
import {
  DEMO,
  DEMO_CARDS,
  HOLDER_TOWN,
  UNASSOCIATED_CARDS,
  type CardSeed,
  type ContractSeed,
} from './seed-cards.js';
import { STAFF, SUPERVISOR } from './seed-staff.js';
import { seedVouchers } from './seed-vouchers.js';
import { seedDocumentCatalogue } from './seed-documents.js';
import { seedNetworkConfiguration } from './seed-network.js';
import { seedTransit } from './seed-transit.js';
import { seedDemoOrders, type IssueInvoice } from './seed-orders.js';
import { seedFamily } from './seed-profiles.js';
import { seedDemoBikes } from './seed-bikes.js';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** First and last day of the period a seeded contract covers, from the seed date. */
export function contractPeriod(when: ContractSeed['when'], today: Date): { from: string; to: string } {
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const start =
    when === 'previous-month'
      ? new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1))
      : monthStart;
  const end = addRenewalInterval(start, when === 'current-year' ? 'P1Y' : 'P1M');
  return { from: day(start), to: day(new Date(end.getTime() - 86_400_000)) };
}

async function seedCatalogue(db: Db, now: string) {
  await db
    .insertInto('networks')
    .values({ id: NETWORK.id, name: NETWORK.name, city: NETWORK.city, status: 'ACTIVE', created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('transport_modes')
    .values(
      TRANSPORT_MODE_ROWS.map((mode, index) => ({
        network_id: NETWORK.id,
        code: mode.code,
        name_fr: mode.fr,
        name_en: mode.en,
        position: index + 1,
      })),
    )
    .onConflict((oc) => oc.columns(['network_id', 'code']).doNothing())
    .execute();
  await db
    .insertInto('products')
    .values(
      PRODUCTS.map((product) => ({
        id: product.id,
        network_id: NETWORK.id,
        code: product.code,
        shop_item_id: product.shopItemId,
        name_fr: product.fr,
        name_en: product.en,
        product_type: product.type,
        transport_modes: JSON.stringify(product.modes),
        renewal_interval: product.interval,
        installments: JSON.stringify(product.installments),
        pivot_type: product.pivot,
        price_cents: product.cents,
        audience: product.audience,
        active: 1 as const,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('agencies')
    .values({ ...AGENCY, network_id: NETWORK.id })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('agency_opening_hours')
    .values(AGENCY_HOURS.map((hours) => ({ agency_id: AGENCY.id, ...hours })))
    .onConflict((oc) => oc.columns(['agency_id', 'weekday', 'opens']).doNothing())
    .execute();
}

/** Inserts a card and its contracts unless a card with that number exists. */
async function seedCard(db: Db, card: CardSeed, accountId: number | null, now: string, today: Date) {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('media')
      .values({
        number: card.number,
        network_id: NETWORK.id,
        account_id: accountId,
        validity_end: card.validityEnd,
        expired: card.expired ? 1 : 0,
        reloading_name: null,
        holder_gender: card.holder.gender,
        holder_name: card.holder.name,
        holder_firstname: card.holder.firstname,
        holder_birthdate: card.holder.birthdate,
        holder_category: card.holder.category ?? null,
        holder_address1: card.holder.address1 ?? null,
        holder_address2: null,
        // A card without an address (every unassociated one) has no town either.
        holder_zipcode: card.holder.address1 ? HOLDER_TOWN.zipcode : null,
        holder_city: card.holder.address1 ? HOLDER_TOWN.city : null,
        holder_country: card.holder.address1 ? HOLDER_TOWN.country : null,
        holder_mobile: card.holder.mobile ?? null,
        holder_landline: null,
        photo: null,
        photo_type: null,
        created_at: now,
      })
      .onConflict((oc) => oc.column('number').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    for (const contract of card.contracts) {
      const product = PRODUCTS.find((candidate) => candidate.code === contract.product);
      if (!product) throw new Error(`Seed: unknown product ${contract.product}`);
      const period = contractPeriod(contract.when, today);
      const current = period.to >= day(today);
      await trx
        .insertInto('contracts')
        .values({
          media_id: inserted.id,
          product_id: product.id,
          valid_from: period.from,
          valid_to: period.to,
          status: !current ? 'EXPIRED' : contract.pending ? 'PENDING_VALIDATION' : 'ACTIVE',
          created_at: now,
          renewal_interval: product.interval,
          price_cents: product.cents,
          settled_at: current && !contract.pending ? now : null,
        })
        .execute();
    }
  });
}

type SeededPerson = {
  email: string;
  password: string;
  name: string;
  firstname: string;
  phone: string;
  /** A staff member's role (decision 070). */
  staffRole?: StaffRole;
};

/**
 * An identity with its one profile on the network, created once; answers the profile's account
 * id (null for an identity there before without a profile). An identity of that e-mail already
 * there is left as it is: a staff role is never given to an account someone signed up for.
 */
async function seedPerson(db: Db, person: SeededPerson, role: UserRole, now: string): Promise<number | null> {
  const existing = await db
    .selectFrom('identities')
    .leftJoin('accounts', 'accounts.identity_id', 'identities.id')
    .select('accounts.id')
    .where('identities.email', '=', person.email)
    .orderBy('accounts.id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const passwordHash = await hashPassword(person.password);
  return db.transaction().execute(async (trx) => {
    const identity = await trx
      .insertInto('identities')
      .values({
        email: person.email,
        password_hash: passwordHash,
        name: person.name,
        firstname: person.firstname,
        phone: person.phone,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
        role,
        // Named for a staff member only: a passenger's row takes the column's default (null), and
        // the migration tests that seed a schema older than the column (country codes) still can.
        ...(role === 'staff' ? { staff_role: person.staffRole ?? 'agent' } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = await trx
      .insertInto('accounts')
      .values({
        identity_id: identity.id,
        network_id: NETWORK.id,
        name: person.name,
        firstname: person.firstname,
        guest: 0,
        disabled: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return account.id;
  });
}

export type SeedOptions = {
  /** The demo data: the demo passenger and their cards, the test cards, the promo codes. */
  demo: boolean;
  /** The staff member of seed-staff.ts, whose password the README publishes. */
  staff?: boolean;
  today?: Date;
  /**
   * The orders module's invoice issuer (app.ts hands it in: db/ imports no module). With it, the
   * demo account gets its orders and their invoices (seed-orders.ts); without it, none.
   */
  issueInvoice?: IssueInvoice;
  /**
   * false: no vouchers, and none of the tables of later migrations (network domains, schools,
   * the transit network).
   * Only for the tests that seed a schema of before the vouchers' migration (a migration's test
   * runs the seed of today on the schema of its day).
   */
  vouchers?: boolean;
};

/** What a start seeds: the staff member goes with the demo data, and never into production. */
export function seedOptionsFor(config: Pick<Config, 'seedDemo' | 'nodeEnv'>): SeedOptions {
  return { demo: config.seedDemo, staff: config.seedDemo && config.nodeEnv !== 'production' };
}

export async function seed(db: Db, options: SeedOptions): Promise<void> {
  const today = options.today ?? new Date();
  const now = today.toISOString();
  await seedCatalogue(db, now);
  // The catalogue of proofs: a table of a later migration than the vouchers'.
  if (options.vouchers !== false) await seedDocumentCatalogue(db);
  if (options.vouchers !== false) {
    await seedNetworkConfiguration(db);
    await seedTransit(db);
  }
  if (options.staff) {
    await seedPerson(db, STAFF, 'staff', now);
    await seedPerson(db, SUPERVISOR, 'staff', now);
  }
  if (!options.demo) return;
  // The promo codes and the test cards are the demo's: the repository publishes the codes and
  // the holders' names and birth dates, so a production start never holds them (decision 056).
  if (options.vouchers !== false) await seedVouchers(db);
  for (const card of UNASSOCIATED_CARDS) await seedCard(db, card, null, now, today);
  await seedFamily(db, now);
  const demoAccountId = await seedPerson(db, DEMO, 'passenger', now);
  if (demoAccountId === null) return;
  for (const card of DEMO_CARDS) await seedCard(db, card, demoAccountId, now, today);
  if (options.issueInvoice) await seedDemoOrders(db, demoAccountId, today, options.issueInvoice);
  // The bike tables come with a later migration than the ones an older seed test stops at.
  if (options.vouchers !== false) await seedDemoBikes(db, demoAccountId, today);
}
