#!/usr/bin/env node
// `npm run bench` (after `npm run build`): runs the parts of the bench one after the other, then
// writes bench/reports/latest.md and latest.json and appends the run's figures to history.jsonl.
// Each part is a module exporting `bench<Part>({ root, log, args })` → { markdown, figures }; a part
// whose module is not there yet is reported as not measured. `--only api,pages` runs some parts;
// the other options (parsed by lib/args.mjs) go to every part, each reading its own.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from './lib/args.mjs';
import { allFiguresTable, previousValues, readHistory, summaryTable } from './lib/report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'bench/reports');
const historyPath = join(reports, 'history.jsonl');

/** The parts, in the order they run: no server first, then the api, the pages, the scale. */
const PARTS = [
  { name: 'weights', file: 'weights.mjs', run: 'benchWeights' },
  { name: 'api', file: 'api.mjs', run: 'benchApi' },
  { name: 'pages', file: 'pages.mjs', run: 'benchPages' },
  { name: 'scale', file: 'scale.mjs', run: 'benchScale' },
];

const argv = process.argv.slice(2);
const args = parseArgs(argv);
const only = typeof args.only === 'string' ? args.only.split(',') : null;
/** What the parts receive: the options, less --only; each part reads its own. */
const partArgs = Object.fromEntries(Object.entries(args).filter(([name]) => name !== 'only'));
const unknown = (only ?? []).filter((name) => !PARTS.some((part) => part.name === name));
if (unknown.length > 0) {
  console.error(
    `--only: no part named ${unknown.join(', ')} (parts: ${PARTS.map((p) => p.name).join(', ')})`,
  );
  process.exit(2);
}
if (
  !existsSync(join(root, 'apps/web/build/client/index.html')) ||
  !existsSync(join(root, 'apps/api/dist/server.js'))
) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}

const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
const run = {
  date: new Date().toISOString(),
  commit: git('rev-parse', '--short', 'HEAD'),
  // Figures of uncommitted code are not the commit's: the history says so.
  dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
  node: process.version,
  cores: cpus().length,
};
const log = (...parts) => console.log(...parts);

const sections = [];
const figures = {};
let failed = false;
for (const part of PARTS.filter((candidate) => only === null || only.includes(candidate.name))) {
  const file = join(root, 'bench', part.file);
  if (!existsSync(file)) {
    sections.push(`## ${part.name}\n\nNot measured: bench/${part.file} does not exist yet.\n`);
    continue;
  }
  const started = performance.now();
  log(`— ${part.name}`);
  try {
    const module = await import(pathToFileURL(file).href);
    const result = await module[part.run]({ root, log, args: partArgs });
    sections.push(result.markdown);
    // Names carry their part, so that two parts never collide.
    for (const [name, value] of Object.entries(result.figures)) {
      figures[name.startsWith(`${part.name}.`) ? name : `${part.name}.${name}`] = value;
    }
  } catch (error) {
    failed = true;
    console.error(error);
    sections.push(`## ${part.name}\n\n**Failed**: ${String(error?.message ?? error)}\n`);
  }
  log(`— ${part.name}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const previous = previousValues(readHistory(historyPath));
const markdown = [
  '# Benchmark report',
  '',
  `${run.date}, commit ${run.commit}${run.dirty ? ' with uncommitted changes' : ''}, Node ${run.node}, ${run.cores} cores` +
    `${argv.length > 0 ? `, ${argv.join(' ')}` : ''}. The machine may be shared: figures move between runs, ` +
    'compare each one with its reference measured in the same run.',
  '',
  '## Summary',
  '',
  ...summaryTable(figures, previous),
  '',
  ...sections,
  '## Every figure beside the previous run',
  '',
  ...allFiguresTable(figures, previous),
  '',
].join('\n');

writeFileSync(join(reports, 'latest.md'), markdown);
writeFileSync(join(reports, 'latest.json'), `${JSON.stringify({ ...run, args: argv, figures }, null, 2)}\n`);
const values = Object.fromEntries(
  Object.entries(figures).map(([name, f]) => [name, Number.isFinite(f.value) ? +f.value.toFixed(3) : null]),
);
if (Object.keys(values).length > 0) {
  appendFileSync(
    historyPath,
    `${JSON.stringify({ ...run, ...(argv.length > 0 ? { args: argv } : {}), figures: values })}\n`,
  );
}
log(`\n${markdown}`);
log('written: bench/reports/latest.md, latest.json; appended to history.jsonl');
if (failed) process.exit(1);
