/**
 * What a production start seeds (issue 22, item 2; decision 056): the network, its catalogue,
 * agency and transit lines, and nothing the repository makes public: no promo code (their codes
 * are in the README), no test card (their holders' names and birth dates are too), no account.
 * With SEED_DEMO=true, a production start (the bench's) gets the demo data, vouchers and cards.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { UNASSOCIATED_CARDS } from '../../src/db/seed-cards.js';
import { VOUCHERS } from '../../src/db/seed-vouchers.js';
import { useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/databases.js';

async function count(app: FastifyInstance, table: 'vouchers' | 'media' | 'identities' | 'products') {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe.each(DIALECTS)('a production start ($name)', (dialect) => {
  const production = useTestApp(dialect, { NODE_ENV: 'production' });
  const demo = useTestApp(dialect, { NODE_ENV: 'production', SEED_DEMO: 'true' });

  it('without the demo data holds the catalogue, and no voucher, no card and no account', async () => {
    const { app, config } = production();
    expect(config).toMatchObject({ nodeEnv: 'production', seedDemo: false });
    expect(await count(app, 'products')).toBeGreaterThan(0);
    expect(await count(app, 'vouchers')).toBe(0);
    expect(await count(app, 'media')).toBe(0);
    expect(await count(app, 'identities')).toBe(0);
  });

  it('with SEED_DEMO=true holds the demo’s vouchers and test cards', async () => {
    const { app } = demo();
    const codes = await app.db.selectFrom('vouchers').select('code').orderBy('code').execute();
    expect(codes.map((row) => row.code)).toEqual(VOUCHERS.map((voucher) => voucher.code).sort());
    const numbers = await app.db
      .selectFrom('media')
      .select('number')
      .where('account_id', 'is', null)
      .execute();
    expect(numbers.map((row) => row.number).sort()).toEqual(
      UNASSOCIATED_CARDS.map((card) => card.number).sort(),
    );
  });

  it('with SEED_DEMO=true still holds no staff account: the seeded agent and supervisor are never in production', async () => {
    const { app } = demo();
    // The demo passenger is there, so the demo data was seeded; its staff were not.
    expect(await count(app, 'identities')).toBeGreaterThan(0);
    const staff = await app.db.selectFrom('identities').select('email').where('role', '=', 'staff').execute();
    expect(staff).toEqual([]);
  });
});
