/**
 * Issue 10, the network's configuration: the domains a portal of each network is served on (so
 * that Networks/getNetworkConfiguration.json finds the network from the address the browser
 * used), and the schools of the network's towns for the school year's orders.
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('network_domains')
    // A host name, lower case, without port: one network per domain.
    .addColumn('domain', 'text', (col) => col.primaryKey())
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('network_domains_network_idx')
    .on('network_domains')
    .column('network_id')
    .execute();

  await db.schema
    .createTable('schools')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('PRIMARY', 'MIDDLE', 'HIGH')`))
    .execute();
  await db.schema.createIndex('schools_network_idx').on('schools').column('network_id').execute();
}
