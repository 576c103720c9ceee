/**
 * Device pairing (issue 11, docs/decisions/047-device-pairing.md): `paired_devices` holds a device
 * from the code it shows (stored as its SHA-256, cleared once used) through its pairing with an
 * account and its single-use sign-in token to its unpairing; `session_id` is the session that
 * token opened, which the unpairing ends. `pairing_attempts` counts wrong codes for the rate limit.
 */
import { sql, type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('paired_devices')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id'))
    .addColumn('secret_hash', 'text', (col) => col.notNull().unique())
    .addColumn('code_hash', 'text', (col) => col.unique())
    .addColumn('code_expires_at', 'text', (col) => col.notNull())
    .addColumn('account_id', 'integer', (col) => col.references('accounts.id'))
    .addColumn('name', 'text')
    .addColumn('paired_at', 'text')
    .addColumn('signin_token_hash', 'text', (col) => col.unique())
    .addColumn('signin_token_expires_at', 'text')
    .addColumn('signin_token_used_at', 'text')
    .addColumn('session_id', 'integer', (col) => col.references('sessions.id'))
    .addColumn('unpaired_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'paired_devices_paired_whole',
      sql`(account_id is null and name is null and paired_at is null) or (account_id is not null and name is not null and paired_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('paired_devices_account_idx')
    .on('paired_devices')
    .column('account_id')
    .execute();
  await db.schema
    .createIndex('paired_devices_code_expiry_idx')
    .on('paired_devices')
    .column('code_expires_at')
    .execute();

  await db.schema
    .createTable('pairing_attempts')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('pairing_attempts_account_idx')
    .on('pairing_attempts')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('pairing_attempts_address_idx')
    .on('pairing_attempts')
    .columns(['address', 'created_at'])
    .execute();
}
