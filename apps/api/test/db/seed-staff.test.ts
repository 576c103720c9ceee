/**
 * The staff member of the seed (issue 6, part B 5): created with the demo data outside production
 * only, since the README publishes its password, and never by promoting an existing account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../../src/db/index.js';
import { seed, seedOptionsFor } from '../../src/db/seed.js';
import { STAFF, SUPERVISOR } from '../../src/db/seed-staff.js';
import { DIALECTS, type TestDatabase } from '../helpers/databases.js';

describe('what a start seeds', () => {
  it('seeds the staff member with the demo data, never in production', () => {
    expect(seedOptionsFor({ seedDemo: true, nodeEnv: 'development' })).toEqual({ demo: true, staff: true });
    expect(seedOptionsFor({ seedDemo: true, nodeEnv: 'test' })).toEqual({ demo: true, staff: true });
    expect(seedOptionsFor({ seedDemo: true, nodeEnv: 'production' })).toEqual({ demo: true, staff: false });
    expect(seedOptionsFor({ seedDemo: false, nodeEnv: 'development' })).toEqual({
      demo: false,
      staff: false,
    });
  });
});

describe.each(DIALECTS)('the seeded staff member ($name)', (dialect) => {
  let database: TestDatabase;
  let open: OpenDatabase;

  beforeAll(async () => {
    database = await dialect.create();
    open = await openDatabase(database.config);
    await migrateToLatest(open.db, open.dialect);
  });
  afterAll(async () => {
    await open.db.destroy();
    await database.drop();
  });

  const roleOf = async (email: string) =>
    (await open.db.selectFrom('identities').select('role').where('email', '=', email).executeTakeFirst())
      ?.role;

  it('is not created unless asked, and every identity is a passenger by default', async () => {
    await seed(open.db, { demo: true });
    expect(await roleOf(STAFF.email)).toBeUndefined();
    expect(await roleOf('demo@example.org')).toBe('passenger');
  });

  it('is created once, with the staff role and one profile on the network', async () => {
    await seed(open.db, { demo: true, staff: true });
    await seed(open.db, { demo: true, staff: true });
    expect(await roleOf(STAFF.email)).toBe('staff');
    const profiles = await open.db
      .selectFrom('accounts')
      .innerJoin('identities', 'identities.id', 'accounts.identity_id')
      .select(['accounts.network_id'])
      .where('identities.email', '=', STAFF.email)
      .execute();
    expect(profiles).toEqual([{ network_id: 1 }]);
  });

  it('seeds one agent and one supervisor (decision 070)', async () => {
    await seed(open.db, { demo: true, staff: true });
    const staffRoleOf = async (email: string) =>
      (
        await open.db
          .selectFrom('identities')
          .select('staff_role')
          .where('email', '=', email)
          .executeTakeFirst()
      )?.staff_role;
    expect(await staffRoleOf(STAFF.email)).toBe('agent');
    expect(await staffRoleOf(SUPERVISOR.email)).toBe('supervisor');
    expect(await roleOf(SUPERVISOR.email)).toBe('staff');
    expect(await staffRoleOf('demo@example.org')).toBeNull();
  });

  it('never promotes an account someone signed up for with that e-mail', async () => {
    await open.db.deleteFrom('identities').where('email', '=', STAFF.email).execute();
    const now = new Date().toISOString();
    await open.db
      .insertInto('identities')
      .values({
        email: STAFF.email,
        password_hash: 'x',
        name: 'Intrus',
        firstname: 'Ivan',
        phone: '0600000000',
        email_verified_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await seed(open.db, { demo: true, staff: true });
    expect(await roleOf(STAFF.email)).toBe('passenger');
  });

  it('knows two roles only', async () => {
    await expect(
      open.db
        .updateTable('identities')
        .set({ role: 'admin' as never })
        .where('email', '=', STAFF.email)
        .execute(),
    ).rejects.toThrow();
  });
});
