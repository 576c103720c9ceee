import type { Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen in time; filled by its module
export async function up(_db: Kysely<any>, _dialect: SqlDialect): Promise<void> {}
