/**
 * The back office's customer search (decision 073): each profile's names kept in the form the
 * search compares (accents, case and ligatures dropped, both orders: `nameSearchKey` of
 * packages/domain, frozen here as it is today), written with the names by modules/account, so
 * that a search by name is one condition of the database over one short column, not every
 * profile read by the server. Null for a row written before: the search fills those first.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('search_name', 'text').execute();
  const rows = (await db.selectFrom('accounts').select(['id', 'name', 'firstname']).execute()) as {
    id: number;
    name: string;
    firstname: string;
  }[];
  for (const row of rows) {
    await db
      .updateTable('accounts')
      .set({ search_name: `${key(`${row.firstname} ${row.name}`)} / ${key(`${row.name} ${row.firstname}`)}` })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema
    .createIndex('accounts_network_search_idx')
    .on('accounts')
    .columns(['network_id', 'search_name'])
    .execute();
}
