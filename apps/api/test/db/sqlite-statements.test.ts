import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/db/sqlite-statements.js';

describe('the SQLite statement cache', () => {
  const opened: SQLite.Database[] = [];
  function database() {
    const db = new SQLite(':memory:');
    opened.push(db);
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    db.exec("INSERT INTO t (name) VALUES ('a'), ('b'), ('c')");
    return db;
  }
  afterEach(() => {
    for (const db of opened.splice(0)) if (db.open) db.close();
  });

  it('hands the same statement back for the same SQL, and a new one for other SQL', () => {
    const cached = withStatementCache(database());
    const first = cached.prepare('SELECT name FROM t WHERE id = ?');
    expect(cached.prepare('SELECT name FROM t WHERE id = ?')).toBe(first);
    expect(cached.prepare('SELECT id FROM t WHERE name = ?')).not.toBe(first);
    expect(cached.cachedStatements).toBe(2);
  });

  it('forgets the least recently used statement past its size', () => {
    const cached = withStatementCache(database(), 2);
    const a = cached.prepare('SELECT 1');
    const b = cached.prepare('SELECT 2');
    expect(cached.prepare('SELECT 1')).toBe(a); // 2 is now the least recently used
    cached.prepare('SELECT 3');
    expect(cached.cachedStatements).toBe(2);
    expect(cached.prepare('SELECT 1')).toBe(a);
    expect(cached.prepare('SELECT 2')).not.toBe(b);
  });

  it('prepares a fresh statement while the kept one is still being iterated', () => {
    const cached = withStatementCache(database());
    const sql = 'SELECT name FROM t ORDER BY id';
    const names: string[] = [];
    for (const row of cached.prepare(sql).iterate() as Iterable<{ name: string }>) {
      const again = cached.prepare(sql).all() as { name: string }[];
      names.push(`${row.name}:${again.length}`);
    }
    expect(names).toEqual(['a:3', 'b:3', 'c:3']);
  });

  it('still answers after the schema changes under a kept statement', () => {
    const raw = database();
    const cached = withStatementCache(raw);
    expect(cached.prepare('SELECT * FROM t WHERE id = 1').get()).toEqual({ id: 1, name: 'a' });
    raw.exec("ALTER TABLE t ADD COLUMN note TEXT DEFAULT 'x'");
    expect(cached.prepare('SELECT * FROM t WHERE id = 1').get()).toEqual({ id: 1, name: 'a', note: 'x' });
  });

  it('tells whether a transaction is open, and closes the database', () => {
    const raw = database();
    const cached = withStatementCache(raw);
    raw.exec('BEGIN');
    expect(cached.inTransaction).toBe(true);
    raw.exec('COMMIT');
    expect(cached.inTransaction).toBe(false);
    cached.close();
    expect(raw.open).toBe(false);
    expect(cached.cachedStatements).toBe(0);
  });
});
