/**
 * `npm run staff -- create …` (issue 25, decision 070): a staff account made from the command line
 * in the server's database (a temporary SQLite file here), its password drawn and printed once or
 * given, an address already used refused with what to do, and the creation in the audit log.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/passwords.js';
import { openDatabase } from '../src/db/index.js';
import { staffCommand } from '../src/staff-command.js';

function run(argv: string[], sqlitePath: string) {
  const out: string[] = [];
  const err: string[] = [];
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SQLITE_PATH: sqlitePath };
  return staffCommand(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) }).then(
    (code) => ({ code, out: out.join('\n'), err: err.join('\n') }),
  );
}

describe('the staff command', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'staff-command-')), 'portal.sqlite');

  async function identity(email: string) {
    const { db } = await openDatabase({ kind: 'sqlite', path });
    try {
      return await db
        .selectFrom('identities')
        .select(['id', 'role', 'staff_role', 'password_hash', 'email_verified_at'])
        .where('email', '=', email)
        .executeTakeFirst();
    } finally {
      await db.destroy();
    }
  }

  it('creates a supervisor on a new database, and prints a drawn password once', async () => {
    const result = await run(['create', '--role', 'supervisor', '--email', 'Chef@Example.org'], path);
    expect(result).toMatchObject({ code: 0, err: '' });
    const password = /Password, shown this once: (\S+)/.exec(result.out)?.[1];
    expect(password).toMatch(/^[\w-]{24}$/);
    const row = await identity('chef@example.org');
    expect(row).toMatchObject({ role: 'staff', staff_role: 'supervisor' });
    expect(row?.email_verified_at).not.toBeNull();
    expect(await verifyPassword(row!.password_hash, password!)).toBe(true);
    const { db } = await openDatabase({ kind: 'sqlite', path });
    const entries = await db.selectFrom('audit_log').selectAll().execute();
    await db.destroy();
    expect(entries).toEqual([
      expect.objectContaining({
        staff_identity_id: row!.id,
        action: 'staff.create',
        record_kind: 'staff-account',
        record_id: String(row!.id),
      }),
    ]);
  });

  it('takes a given password, and prints none', async () => {
    const result = await run(
      [
        'create',
        '--role',
        'agent',
        '--email',
        'guichet@example.org',
        '--password',
        'a-long-staff-password-2026',
      ],
      path,
    );
    expect(result.code).toBe(0);
    expect(result.out).not.toContain('Password');
    const row = await identity('guichet@example.org');
    expect(row?.staff_role).toBe('agent');
    expect(await verifyPassword(row!.password_hash, 'a-long-staff-password-2026')).toBe(true);
  });

  it('refuses a passenger’s address with a clear message, and changes nothing', async () => {
    const { db } = await openDatabase({ kind: 'sqlite', path });
    const now = new Date().toISOString();
    await db
      .insertInto('identities')
      .values({
        email: 'passager@example.org',
        password_hash: 'x',
        name: 'Le Goff',
        firstname: 'Anaïs',
        phone: '0600000000',
        email_verified_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.destroy();
    const result = await run(['create', '--role', 'supervisor', '--email', 'passager@example.org'], path);
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      "passager@example.org belongs to a passenger's account: a staff account needs an address of its own " +
        '(a passenger is never made staff). Nothing was changed.',
    );
    expect(await identity('passager@example.org')).toMatchObject({ role: 'passenger', staff_role: null });
  });

  it('refuses an address already staff, a short password, and a misuse with the usage', async () => {
    expect((await run(['create', '--role', 'agent', '--email', 'chef@example.org'], path)).err).toBe(
      'chef@example.org is already a staff account (supervisor): nothing was changed.',
    );
    const short = await run(
      ['create', '--role', 'agent', '--email', 'a@example.org', '--password', 'short-pw'],
      path,
    );
    expect(short.code).toBe(1);
    expect(short.err).toMatch(/too short \(12 characters at least\)/);
    for (const argv of [
      [],
      ['create', '--email', 'a@example.org'],
      ['create', '--role', 'admin', '--email', 'a@example.org'],
      ['delete', '--role', 'agent', '--email', 'a@example.org'],
      ['create', '--bogus'],
    ]) {
      const misuse = await run(argv, path);
      expect(misuse.code).toBe(2);
      expect(misuse.err).toContain('usage: npm run staff -- create --role agent|supervisor --email ADDRESS');
    }
    expect(await identity('a@example.org')).toBeUndefined();
  });
});
