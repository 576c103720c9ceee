/**
 * Issue 11, the e-mail change (decision 044): a verification code mailed to the address the
 * identity asks to move to. It is a `verify` code like the one mailed at sign-up, with the address
 * it proves in `new_email` (null: a code that proves the current address) and the language the
 * change was asked in (`locale`), in which the old address is told once it is done. Frozen in time.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('mailed_codes').addColumn('new_email', 'text').execute();
  await db.schema.alterTable('mailed_codes').addColumn('locale', 'text').execute();
}
