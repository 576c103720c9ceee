/**
 * What a migration needs to know about the database it runs on. Frozen like the migrations that
 * use it: a later migration that needs more adds its own helper instead of editing this one.
 */
import type { ColumnDefinitionBuilder } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

/** An integer key the database assigns: AUTOINCREMENT on SQLite, an identity on PostgreSQL. */
export function generatedId(dialect: SqlDialect) {
  return (column: ColumnDefinitionBuilder) =>
    dialect === 'sqlite'
      ? column.primaryKey().autoIncrement()
      : column.primaryKey().generatedByDefaultAsIdentity();
}
