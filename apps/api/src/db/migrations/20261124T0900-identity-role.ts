/**
 * Issue 6, part B 5: the role of an identity, 'passenger' for everyone until a staff member of the
 * mobility centre is named (docs/decisions/022-staff-role.md). On the identity, not the profile:
 * a staff member is a person, whichever profile they open. Frozen in time: the roles are written
 * out here, not imported from packages/domain.
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .alterTable('identities')
    .addColumn('role', 'text', (col) =>
      col
        .notNull()
        .defaultTo('passenger')
        .check(sql`role in ('passenger', 'staff')`),
    )
    .execute();
}
