// `--profile [call]` of the api part: the server again, on the measured run's database, started
// with --cpu-prof; one call under load; then the functions with the most self time during that
// load, printed for whoever hunts a hot spot (not in the report: the profiler slows what it sees).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiRequests, CONNECTIONS } from './api-requests.mjs';
import { formatTopSelfTime, topSelfTime } from './cpu-profile.mjs';
import { load } from './load.mjs';
import { formatValue } from './report.mjs';
import { startServer } from './server.mjs';

/** Profiles `callKey` (a key of apiRequests) for `duration` s after `warmUp` s; logs the ranking. */
export async function profileCall({ root, log, port, callKey, duration, warmUp, sqlitePath }) {
  const dir = join(root, 'bench/reports/profiles');
  mkdirSync(dir, { recursive: true });
  const name = `${callKey}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`;
  const server = await startServer({
    root,
    port,
    sqlitePath,
    nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-name', name],
  });
  let result;
  let loadStarted;
  let loadEnded;
  try {
    const request = (await apiRequests(server.base))[callKey];
    if (!request) throw new Error(`--profile ${callKey}: no such call`);
    const run = { connections: CONNECTIONS, duration, ...request };
    await load({ ...run, duration: warmUp });
    loadStarted = performance.now();
    result = await load(run);
    loadEnded = performance.now();
  } finally {
    await server.stop();
  }
  // The profile covers the whole process and ends at its exit: keep the measured load only.
  const exited = performance.now();
  const window = { fromMsBeforeEnd: exited - loadStarted, toMsBeforeEnd: exited - loadEnded };
  log(
    `\nCPU profile of ${result.title} under load (${formatValue(result.reqPerSec)} req/s with the profiler on), ${join('bench/reports/profiles', name)}:`,
  );
  log(formatTopSelfTime(topSelfTime(join(dir, name), { root, window })).join('\n'));
}
