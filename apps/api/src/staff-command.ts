/**
 * `npm run staff -- create --role agent|supervisor --email ADDRESS [--password PASSWORD]
 * [--firstname NAME] [--name NAME]`: a staff account of the back office (issue 25, decision 070),
 * in the database the server uses (SQLite by default, PostgreSQL with DATABASE_URL), migrated
 * first. Without --password one is drawn and printed once. An address someone already uses is
 * refused, with what to do instead. The creation is written in the audit log.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@oceane/domain';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/index.js';
import { createStaffMember } from './modules/staff-auth/service.js';

export const STAFF_USAGE =
  'usage: npm run staff -- create --role agent|supervisor --email ADDRESS [--password PASSWORD] ' +
  '[--firstname NAME] [--name NAME]';

type Output = { out: (line: string) => void; err: (line: string) => void };

const isRole = (value: string | undefined): value is StaffRole =>
  (STAFF_ROLES as readonly (string | undefined)[]).includes(value);

/** Runs the command; answers the exit code (0 created, 1 refused or failed, 2 misused). */
export async function staffCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  output: Output,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        role: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        firstname: { type: 'string' },
        name: { type: 'string' },
      },
    });
  } catch (error) {
    output.err(`${(error as Error).message}\n${STAFF_USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (positionals[0] !== 'create' || positionals.length !== 1 || !values.email || !isRole(values.role)) {
    output.err(STAFF_USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      output.err(error.message);
      return 1;
    }
    throw error;
  }
  const { db, dialect } = await openDatabase(config.database);
  try {
    await migrateToLatest(db, dialect);
    const result = await createStaffMember(db, {
      email: values.email,
      role: values.role,
      ...(values.password !== undefined ? { password: values.password } : {}),
      ...(values.firstname !== undefined ? { firstname: values.firstname } : {}),
      ...(values.name !== undefined ? { name: values.name } : {}),
    });
    if (!result.created) {
      output.err(result.reason);
      return 1;
    }
    output.out(`Created the ${result.role} ${result.email} (identity ${result.identityId}).`);
    if (result.generated)
      output.out(
        `Password, shown this once: ${result.password}\n` +
          'At the first sign-in under /staff, the back office asks to enrol an authenticator app.',
      );
    return 0;
  } finally {
    await db.destroy();
  }
}

// Run as a script (not when a test imports it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await staffCommand(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
}
