/**
 * One owner per table (apps/api/README.md): a module's queries name only the tables of its
 * `db/tables/<module>.ts`, as `db/types.ts` composes them. Lint checks the row types a module
 * imports; this checks the table names in its Kysely queries and raw SQL, which no import shows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const MODULES = readdirSync(join(SRC, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The reads of another module's table that stay, on purpose; never a write. A line here is a
 * decision: say why.
 */
const READS_OF_OTHERS: readonly { module: string; table: string; reason: string }[] = [
  {
    module: 'sessions',
    table: 'accounts',
    reason:
      'authenticating a call stays one query, the session joined with its account (apps/api/README.md); revoking every session of an identity selects its accounts',
  },
  {
    module: 'sessions',
    table: 'identities',
    reason:
      'the same query reads the identity’s role and staff role, for the staff scope (apps/api/README.md, decision 070)',
  },
  {
    module: 'pricing',
    table: 'orders',
    reason:
      'a voucher’s per-account limit counts the redemptions of the account’s orders in one statement, right after the voucher’s row is held in the paying transaction (decision 056); voucher_redemptions names the order, not the account, and a column for it is a migration left for later (decision 068)',
  },
];

type Access = 'read' | 'write';
type Query = { module: string; file: string; line: number; table: string; access: Access; how: string };

const KYSELY = /\.(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*/g;
const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'into', 'update']);
const LITERAL_TABLE = /^'([a-z0-9_]+)(?:\s+as\s+\w+)?'/;
const RAW_SQL = /\bsql(?:<[^>]*>)?`((?:[^`\\]|\\.)*)`/g;
const RAW_TABLE = /\b(from|join|into|update)\s+([a-z_][a-z0-9_]*)/gi;

/** Each table of Kysely's `Database` and the module whose `db/tables/<module>.ts` declares it. */
function tableOwners(): Map<string, string> {
  const tablesDir = join(SRC, 'db/tables');
  const typesFile = join(SRC, 'db/types.ts');
  // Only the declarations matter: no lib, no kysely, so that this takes a fraction of a second.
  const program = ts.createProgram({
    rootNames: [typesFile, ...readdirSync(tablesDir).map((file) => join(tablesDir, file))],
    options: { noLib: true, noResolve: true, noEmit: true, types: [] },
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(typesFile)!)!;
  const database = moduleSymbol.exports!.get(ts.escapeLeadingUnderscores('Database'))!;
  const owners = new Map<string, string>();
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(database))) {
    // `{ guest_loans: GuestLoansTable }` in tables/guest.ts, or `networks: NetworksTable` in
    // types.ts with NetworksTable declared in tables/catalog.ts.
    let file = table.declarations![0]!.getSourceFile().fileName;
    if (!file.startsWith(tablesDir)) {
      const rowType = checker.getTypeOfSymbol(table);
      const rowSymbol = rowType.aliasSymbol ?? rowType.getSymbol();
      file = rowSymbol!.declarations![0]!.getSourceFile().fileName;
    }
    owners.set(table.name, basename(file, '.ts'));
  }
  return owners;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Every table name a module's source queries; a first argument that is not a literal name is `?`. */
function queriesOf(module: string, tables: ReadonlySet<string>): Query[] {
  const queries: Query[] = [];
  for (const path of sourceFiles(join(SRC, 'modules', module))) {
    const text = readFileSync(path, 'utf8');
    const file = relative(SRC, path);
    for (const match of text.matchAll(KYSELY)) {
      const how = match[1]!;
      const at = match.index + match[0].length;
      const table = LITERAL_TABLE.exec(text.slice(at))?.[1] ?? '?';
      queries.push({
        module,
        file,
        line: lineOf(text, at),
        table,
        access: WRITES.has(how) ? 'write' : 'read',
        how,
      });
    }
    for (const raw of text.matchAll(RAW_SQL)) {
      for (const match of raw[1]!.matchAll(RAW_TABLE)) {
        const how = match[1]!.toLowerCase();
        const table = match[2]!;
        // A word after FROM that is no table (a subquery's alias, a function) is not a query of one.
        if (!tables.has(table)) continue;
        const line = lineOf(text, raw.index + match.index);
        queries.push({
          module,
          file,
          line,
          table,
          access: WRITES.has(how) ? 'write' : 'read',
          how: `sql ${how}`,
        });
      }
    }
  }
  return queries;
}

function isAllowedRead(query: Query): boolean {
  return (
    query.access === 'read' &&
    READS_OF_OTHERS.some((exception) => exception.module === query.module && exception.table === query.table)
  );
}

describe('the tables each module queries', () => {
  const owners = tableOwners();
  const tables = new Set(owners.keys());
  const queries = MODULES.flatMap((module) => queriesOf(module, tables));
  const describeQuery = (query: Query) =>
    `${query.file}:${query.line} ${query.how.startsWith('sql') ? `${query.how} ${query.table}` : `${query.how}('${query.table}')`} — db/tables/${query.module}.ts ${
      owners.has(query.table)
        ? `does not declare it (db/tables/${owners.get(query.table)}.ts does)`
        : 'knows no such table'
    }`;

  it('every table of db/types.ts is declared in the db/tables/<module>.ts of an existing module', () => {
    expect(owners.size).toBeGreaterThan(50);
    const strays = [...owners].filter(([, owner]) => !MODULES.includes(owner));
    expect(strays).toEqual([]);
  });

  it('every query names its table literally, so that its owner can be checked', () => {
    const unnamed = queries
      .filter((query) => query.table === '?')
      .map((query) => `${query.file}:${query.line}`);
    expect(unnamed).toEqual([]);
  });

  it('a module queries only the tables of its db/tables/<module>.ts, but the reads listed with their reason', () => {
    const strays = queries
      .filter(
        (query) => query.table !== '?' && owners.get(query.table) !== query.module && !isAllowedRead(query),
      )
      .map(describeQuery);
    expect(strays).toEqual([]);
  });

  it('every table is queried by its owner: the scan sees the queries, else the test above would pass on nothing', () => {
    const unqueried = [...owners].filter(
      ([table, owner]) => !queries.some((query) => query.module === owner && query.table === table),
    );
    expect(unqueried).toEqual([]);
  });

  it('every listed read of another module’s table still happens', () => {
    const stale = READS_OF_OTHERS.filter(
      (exception) =>
        !queries.some((query) => query.module === exception.module && query.table === exception.table),
    );
    expect(stale).toEqual([]);
  });
});
