// The reliability suite (issue 8): `npm run test:reliability` (scripts/test-reliability.mjs) runs
// it in its short mode on every CI run, and with `--long` for a night run. Its files run one after
// another, each with a machine to itself: the slow-client and crash parts measure time and kill
// processes, which a neighbouring file's load would disturb. The part that stops a PostgreSQL
// cluster of its own needs PostgreSQL's binaries (initdb, pg_ctl); without them it is left out,
// and the run says so.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import main from './vitest.config.js';

const LONG = process.env.RELIABILITY_MODE === 'long';

function hasPostgresBinaries(): boolean {
  const dirs = process.env.POSTGRES_BIN_DIR ? [process.env.POSTGRES_BIN_DIR] : [];
  if (existsSync('/usr/lib/postgresql'))
    dirs.push(
      ...readdirSync('/usr/lib/postgresql').map((version) => join('/usr/lib/postgresql', version, 'bin')),
    );
  return dirs.some((dir) => existsSync(join(dir, 'initdb')));
}

const exclude: string[] = [];
if (!hasPostgresBinaries()) {
  exclude.push('test/reliability/**/*.pg-cluster.reliability.test.ts');
  console.warn('reliability: no initdb found, the stopped-PostgreSQL part is not run (set POSTGRES_BIN_DIR)');
}

export default defineConfig({
  ...main,
  test: {
    ...main.test,
    include: ['test/reliability/**/*.reliability.test.ts'],
    exclude,
    isolate: true,
    fileParallelism: false,
    testTimeout: LONG ? 4 * 3600_000 : 300_000,
    hookTimeout: LONG ? 3600_000 : 180_000,
  },
});
