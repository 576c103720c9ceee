/**
 * Migration 20261128T0500 (issue 25, decision 070): the staff there before the roles become
 * supervisors, so that none loses a call; passengers get no staff role; a role outside the two
 * is refused.
 */
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/db/index.js';
import { migrationsFor } from '../../src/db/migrations/index.js';
import { DIALECTS, type TestDatabase } from '../helpers/databases.js';

const MIGRATION = '20261128T0500-staff-roles-second-factor-audit';

describe.each(DIALECTS)('migration 20261128T0500: staff roles ($name)', (dialect) => {
  let database: TestDatabase | null = null;
  let open: OpenDatabase | null = null;

  afterEach(async () => {
    await open?.db.destroy();
    await database?.drop();
    open = null;
    database = null;
  });

  it('makes the staff there before supervisors, and nobody else staff', async () => {
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
    const at = '2026-11-27T10:00:00.000Z';
    for (const [email, role] of [
      ['agent@example.org', 'staff'],
      ['passenger@example.org', 'passenger'],
    ] as const)
      await sql`insert into identities (email, password_hash, name, firstname, phone, email_verified_at, created_at, updated_at, role)
        values (${email}, 'x', 'Nom', 'Prénom', '0600000000', null, ${at}, ${at}, ${role})`.execute(
        current.db,
      );
    const applied = await migrator(null).migrateToLatest();
    expect(applied.error).toBeUndefined();
    expect(applied.results?.map((result) => result.migrationName)).toEqual([MIGRATION]);
    const rows = await current.db
      .selectFrom('identities')
      .select(['email', 'staff_role'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: 'agent@example.org', staff_role: 'supervisor' },
      { email: 'passenger@example.org', staff_role: null },
    ]);
    await expect(
      current.db
        .updateTable('identities')
        .set({ staff_role: 'admin' as never })
        .where('email', '=', 'agent@example.org')
        .execute(),
    ).rejects.toThrow();
  });
});
