#!/usr/bin/env node
// The reliability suite (issue 8, apps/api/test/reliability): hostile input, access control,
// exactly-once money, crash consistency, database faults, upload attacks and abusive clients.
//
//   npm run test:reliability                 short mode, as every CI run has it
//   npm run test:reliability -- --long       the night run: thousands of draws, many crashes;
//                                            writes bench/reports/reliability.md
//   npm run test:reliability -- --seed 123   replays a run (the seed is printed at the start)
//
// RELIABILITY_VITEST_JSON names where vitest's JSON report goes (scripts/test-all.mjs reads it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const long = args.includes('--long');
const seedAt = args.indexOf('--seed');
const seed =
  seedAt >= 0
    ? Number(args[seedAt + 1])
    : Number(process.env.RELIABILITY_SEED ?? Math.floor(Math.random() * 2 ** 31));
if (!Number.isInteger(seed)) {
  console.error('--seed needs an integer');
  process.exit(2);
}
const mode = long ? 'long' : 'short';
const reportDir = mkdtempSync(join(tmpdir(), 'portal-reliability-'));
const vitestJson = process.env.RELIABILITY_VITEST_JSON ?? join(reportDir, 'vitest.json');

console.log(
  `reliability: ${mode} mode, seed ${seed} (replay: npm run test:reliability --${long ? ' --long' : ''} --seed ${seed})`,
);
const started = Date.now();
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--root',
    'apps/api',
    '--config',
    'vitest.reliability.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      RELIABILITY_MODE: mode,
      RELIABILITY_SEED: String(seed),
      RELIABILITY_REPORT_DIR: reportDir,
    },
  },
);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

const CATEGORIES = [
  ['hostile-input', 'Hostile input'],
  ['access-control', 'Access control'],
  ['exactly-once', 'Exactly once under concurrency'],
  ['crash-consistency', 'Crash consistency'],
  ['database-faults', 'Database faults'],
  ['upload-attacks', 'Upload attacks'],
  ['slow-clients', 'Slow and abusive clients'],
];

const recordsFile = join(reportDir, 'records.jsonl');
const records = existsSync(recordsFile)
  ? readFileSync(recordsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
const vitest = existsSync(vitestJson) ? JSON.parse(readFileSync(vitestJson, 'utf8')) : null;
const failedTests = (vitest?.testResults ?? []).flatMap((file) =>
  file.assertionResults
    .filter((test) => test.status === 'failed')
    .map((test) => `${relative(process.cwd(), file.name)}: ${test.fullName}`),
);

const lines = [
  '# Reliability report',
  '',
  `${mode} mode, seed ${seed}, ${minutes} min, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  `Written by \`npm run test:reliability${long ? ' -- --long' : ''}\`; replay with \`--seed ${seed}\`.`,
  '',
  '| category | part | requests | runs | failures | seed | note |',
  '| --- | --- | ---: | ---: | ---: | ---: | --- |',
];
for (const [key, title] of CATEGORIES) {
  const own = records.filter((entry) => entry.category === key);
  if (own.length === 0) lines.push(`| ${title} | (no figures recorded) | | | | | |`);
  for (const entry of own) {
    lines.push(
      `| ${title} | ${entry.part} | ${entry.requests ?? ''} | ${entry.runs ?? ''} | ${entry.failures} | ${entry.seed} | ${entry.note ?? ''} |`,
    );
  }
}
lines.push('', `Failed tests: ${failedTests.length === 0 ? 'none' : ''}`);
for (const test of failedTests) lines.push(`- ${test}`);
if (vitest)
  lines.push(
    '',
    `Tests: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.numPendingTests + vitest.numTodoTests} skipped.`,
  );
const report = `${lines.join('\n')}\n`;
console.log(`\n${report}`);
if (long) {
  writeFileSync('bench/reports/reliability.md', report);
  console.log('written: bench/reports/reliability.md');
}
process.exit(result.status ?? 1);
