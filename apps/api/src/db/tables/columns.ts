/**
 * Column types shared by every table. Timestamps are ISO 8601 UTC strings
 * (`2026-11-21T09:00:00.000Z`), calendar dates `YYYY-MM-DD`, money integer cents, flags the
 * integers 0 and 1, lists JSON text: the same values on SQLite and PostgreSQL.
 */
export type Flag = 0 | 1;
