/**
 * better-sqlite3 with its prepared statements kept: Kysely's SQLite driver calls `prepare` for
 * every query, and preparing (parsing and planning the SQL) cost about 13 % of the process under
 * load on getCards (issue 9). The same SQL text gets the same statement back, which better-sqlite3
 * allows since every call runs synchronously to its end; a statement still being iterated (a
 * streamed query) is not handed out twice: a fresh one is prepared instead. SQLite re-prepares a
 * kept statement by itself after a schema change (a migration).
 */
import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept; the api has a few hundred queries, the least recently used goes first. */
export const STATEMENT_CACHE_SIZE = 500;

export type CachingSqlite = Omit<SqliteDatabase, 'prepare'> & {
  prepare(sql: string): Statement;
  readonly inTransaction: boolean;
  /** Statements kept now, for tests and the bench. */
  readonly cachedStatements: number;
};

export function withStatementCache(database: BetterSqlite, size = STATEMENT_CACHE_SIZE): CachingSqlite {
  const statements = new Map<string, Statement>();
  return {
    get inTransaction() {
      return database.inTransaction;
    },
    get cachedStatements() {
      return statements.size;
    },
    close() {
      statements.clear();
      database.close();
    },
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Map keeps insertion order: moving a hit to the end makes the first entry the least used.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (kept) return statement;
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
