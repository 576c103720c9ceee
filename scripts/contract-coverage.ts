#!/usr/bin/env -S npx tsx
/**
 * `npm run contract:coverage`: how many of the calls spec §7 names exist (issue 11, decision 050).
 * A call exists when the call table of packages/domain has its method and path (the api refuses to
 * start while a route and the table differ), or, for the few the static portal serves outside
 * /api (builds/…, {page}/_payload.json), when the build or the static plugin produces that path.
 * Prints "calls that exist / total" and the missing ones; exits 0 either way (a report, not a gate)
 * unless --strict is given.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findCall } from '../packages/domain/src/calls.js';
import {
  callsSection,
  coverage,
  parseSpecCalls,
  type SpecCall,
} from '../packages/domain/src/contract-coverage.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const specPath = process.env.SPEC_PATH ?? `${root}../shared/SPEC.md`;

/** Where a call served outside /api would be produced: the web build and the static plugin. */
const STATIC_FILES = [
  'apps/web/vite.shared.ts',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/api/src/plugins/static-portal.ts',
];
const staticSources = STATIC_FILES.filter((file) => existsSync(`${root}${file}`)).map((file) => ({
  file,
  text: readFileSync(`${root}${file}`, 'utf8'),
}));

/** The longest piece of the path without a `{placeholder}`: what the code that serves it must write. */
function literalPart(path: string): string {
  return path
    .split(/\{[^}]*\}/)
    .reduce((longest, piece) => (piece.length > longest.length ? piece : longest), '');
}

function where(call: SpecCall): string | null {
  const served = findCall(call.method, call.path);
  if (served) return `api (${served.name})`;
  if (call.method !== 'GET' || !/^(builds\/|\{page\})/.test(call.path)) return null;
  const marker = literalPart(call.path);
  return staticSources.find((source) => source.text.includes(marker))?.file ?? null;
}

if (!existsSync(specPath)) {
  console.error(`contract:coverage: no spec at ${specPath} (set SPEC_PATH)`);
  process.exit(2);
}
const calls = parseSpecCalls(callsSection(readFileSync(specPath, 'utf8')));
const report = coverage(calls, where);
const verbose = process.argv.includes('--verbose');
if (verbose) {
  for (const call of report.existing) console.log(`  ok       ${call.method} ${call.path}  → ${call.where}`);
}
for (const call of report.missing) console.log(`  missing  ${call.method} ${call.path}`);
const underApi = report.existing.filter((call) => call.where.startsWith('api')).length;
const apiTotal = calls.filter((call) => !/^(builds\/|\{page\})/.test(call.path)).length;
console.log(`contract coverage: ${report.existing.length} / ${report.total} calls of spec §7 exist`);
console.log(
  `  under /api: ${underApi} / ${apiTotal}; served by the static portal: ${report.existing.length - underApi} / ${report.total - apiTotal}`,
);
if (process.argv.includes('--strict') && report.missing.length > 0) process.exit(1);
