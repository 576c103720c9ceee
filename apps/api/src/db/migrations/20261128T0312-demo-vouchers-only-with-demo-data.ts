/**
 * The five promo codes of the demo (BIENVENUE10, MOINS5, ANNUEL20, VELO5, CADEAU24H: unlimited,
 * valid until 2030, named in the README) were seeded into every database, production included.
 * They are the demo's now (decision 056); this removes them from a database that was not started
 * with the demo data. A database that was keeps them, and one started with the demo data later
 * gets them again from the seed, which inserts the codes it misses.
 *
 * The demo data's mark: the demo account's identity (demo@example.org) and the demo's card
 * 4100000101, both there. Only the seed's demo part writes that card (the network's own cards are
 * drawn at random), so someone who signs up with that e-mail on a production database does not
 * keep the codes alive.
 *
 * A code no order redeemed is deleted. A redeemed one stays, for its redemptions (a foreign key)
 * and the invoices that name it, with no use left (max_uses = uses): no order can take it again.
 * Frozen in time: the codes, e-mail and card number are written out here, not imported.
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
type AnyDb = Kysely<any>;

const DEMO_CODES = ['BIENVENUE10', 'MOINS5', 'ANNUEL20', 'VELO5', 'CADEAU24H'];

async function startedWithDemoData(db: AnyDb): Promise<boolean> {
  const account = await db
    .selectFrom('identities')
    .select('id')
    .where('email', '=', 'demo@example.org')
    .executeTakeFirst();
  const card = await db
    .selectFrom('media')
    .select('id')
    .where('number', '=', '4100000101')
    .executeTakeFirst();
  return account !== undefined && card !== undefined;
}

export async function up(db: AnyDb, _dialect: SqlDialect): Promise<void> {
  if (await startedWithDemoData(db)) return;
  const redeemed = db.selectFrom('voucher_redemptions').select('code');
  await db
    .updateTable('vouchers')
    .set({ max_uses: sql`uses` })
    .where('code', 'in', DEMO_CODES)
    .where('code', 'in', redeemed)
    .execute();
  await db.deleteFrom('vouchers').where('code', 'in', DEMO_CODES).where('code', 'not in', redeemed).execute();
}
