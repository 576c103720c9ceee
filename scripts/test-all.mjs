#!/usr/bin/env node
// The whole test suite, in the order a failure is cheapest to find: lint, types, build, unit and
// api tests (SQLite and PostgreSQL), then the browser journeys against the built server. Prints a
// summary line "tests: N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'portal-tests-'));
const totals = [];
/** The names of the failed tests, printed again at the end: CI shows only the tail of the log. */
const failures = [];
let failedStep = null;

function run(label, command, args, env = {}) {
  console.log(`\n== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0 && !failedStep) failedStep = label;
  return result.status === 0;
}

function vitestReport(workspace, label, extraArgs = [], env = {}) {
  const file = join(reports, `${label}.json`);
  run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--root',
      workspace,
      ...extraArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  countVitest(label, file);
}

/** Adds the counts of a vitest JSON report (a missing report counts as one failure). */
function countVitest(label, file) {
  if (!existsSync(file)) {
    totals.push({ label, passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${label}: ${suite.name} › ${test.fullName}`);
    }
    if (suite.status === 'failed' && (suite.assertionResults ?? []).every((t) => t.status !== 'failed'))
      failures.push(
        `${label}: ${suite.name} (the file failed before its tests: ${String(suite.message).slice(0, 200)})`,
      );
  }
  totals.push({
    label,
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.success ? 0 : report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  });
}

/** The folder of initdb and pg_ctl (as apps/api/test/helpers/postgres-cluster.ts looks), or null. */
function findPostgresBin() {
  const candidates = [];
  if (process.env.POSTGRES_BIN_DIR) candidates.push(process.env.POSTGRES_BIN_DIR);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debian, version, 'bin')));
  }
  const fromPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout?.trim();
  if (fromPath) candidates.push(dirname(fromPath));
  const bindir = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (bindir.status === 0) candidates.push(bindir.stdout.trim());
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

function playwrightReport() {
  const file = join(reports, 'e2e.json');
  const passed = run('e2e (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (!existsSync(file)) {
    totals.push({ label: 'e2e', passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  collectPlaywrightFailures(suites ?? []);
  const failed = stats.unexpected + stats.flaky;
  // A run that failed before any test (its server's port taken, say) still counts as a failure.
  totals.push({
    label: 'e2e',
    passed: stats.expected,
    failed: failed > 0 || passed ? failed : 1,
    skipped: stats.skipped,
  });
}

/** Walks Playwright's JSON report for tests whose outcome was not the expected one. */
function collectPlaywrightFailures(suites, titles = []) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push(`e2e: ${[...path, spec.title].join(' › ')} [${test.projectName}] (${test.status})`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

const staticChecks = run('lint', 'npm', ['run', 'lint']) & run('typecheck', 'npm', ['run', 'typecheck']);
const built = run('build', 'npm', ['run', 'build']);
vitestReport('packages/domain', 'domain');
vitestReport('apps/web', 'web');
vitestReport('apps/api', 'api');
// The reliability suite in its short mode (npm run test:reliability). Its stopped-PostgreSQL part
// needs PostgreSQL's binaries: it runs where initdb is found, and the suite says so otherwise.
const postgresBin = findPostgresBin();
const reliabilityJson = join(reports, 'reliability.json');
// The night run (NIGHTLY=1, README "Tests") takes the long mode and the journeys tagged @nightly.
const nightly = process.env.NIGHTLY === '1';
if (!nightly)
  console.log(
    '\n== NIGHTLY is not set: the @nightly journeys and the reliability soak wait for the night run',
  );
run('reliability', 'node', ['scripts/test-reliability.mjs', ...(nightly ? ['--long'] : [])], {
  RELIABILITY_VITEST_JSON: reliabilityJson,
  ...(postgresBin ? { POSTGRES_BIN_DIR: postgresBin } : {}),
});
countVitest('reliability', reliabilityJson);
if (built) playwrightReport();
else totals.push({ label: 'e2e (not run: the build failed)', passed: 0, failed: 1, skipped: 0 });

console.log('\n== Summary');
for (const { label, passed, failed, skipped } of totals) {
  console.log(`${label.padEnd(12)} ${passed} passed, ${failed} failed, ${skipped} skipped`);
}
const passed = totals.reduce((sum, t) => sum + t.passed, 0);
const failed = totals.reduce((sum, t) => sum + t.failed, 0) + (staticChecks ? 0 : 1);
const skipped = totals.reduce((sum, t) => sum + t.skipped, 0);
if (failures.length > 0) console.log(`Failed tests:\n${failures.map((name) => `  ${name}`).join('\n')}`);
if (failedStep) console.log(`First failing step: ${failedStep}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && !failedStep && skipped === 0 ? 0 : 1);
