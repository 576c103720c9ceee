// Reads a V8 .cpuprofile (node --cpu-prof) and ranks functions by self time: the time a function
// spent in its own code, not in what it called. That is where a hot spot is; no dependency needed,
// the format is a tree of nodes, the sampled node ids and the time between samples.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * The `count` functions with the most self time in the profile at `path`, as rows
 * { selfMs, percent (of the busy time: idle left out), name, where }; and the busy and total ms.
 * `window` = { fromMsBeforeEnd, toMsBeforeEnd } keeps only the samples taken in that span before
 * the profile's end (the process's exit): the load, without the start (module loading, seeding).
 */
export function topSelfTime(path, { count = 25, root = process.cwd(), window } = {}) {
  const profile = JSON.parse(readFileSync(path, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const from = window ? profile.endTime - window.fromMsBeforeEnd * 1000 : -Infinity;
  const to = window ? profile.endTime - window.toMsBeforeEnd * 1000 : Infinity;
  const selfByNode = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    // A sample's delta is the time since the previous one: the span it stands for ends at `at`.
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    selfByNode.set(id, (selfByNode.get(id) ?? 0) + delta);
  });
  // The same function appears as several nodes (one per call path): add them up.
  const byFunction = new Map();
  let totalUs = 0;
  let idleUs = 0;
  for (const [id, us] of selfByNode) {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    totalUs += us;
    if (functionName === '(idle)') idleUs += us;
    const file = url ? relative(root, url.replace(/^file:\/\//, '')) : '';
    const key = `${functionName}\u0000${file}\u0000${lineNumber}`;
    const entry = byFunction.get(key) ?? {
      name: functionName || '(anonymous)',
      where: file ? `${file}:${lineNumber + 1}` : '',
      us: 0,
    };
    entry.us += us;
    byFunction.set(key, entry);
  }
  const busyUs = totalUs - idleUs;
  const rows = [...byFunction.values()]
    .filter((entry) => entry.name !== '(idle)')
    .sort((a, b) => b.us - a.us)
    .slice(0, count)
    .map((entry) => ({
      selfMs: entry.us / 1000,
      percent: busyUs > 0 ? (entry.us / busyUs) * 100 : 0,
      name: entry.name,
      where: entry.where,
    }));
  return { rows, busyMs: busyUs / 1000, totalMs: totalUs / 1000 };
}

/** The ranking as console lines. */
export function formatTopSelfTime({ rows, busyMs, totalMs }) {
  return [
    `busy ${busyMs.toFixed(0)} ms of ${totalMs.toFixed(0)} ms profiled (idle left out); self time:`,
    ...rows.map(
      (row) =>
        `${row.selfMs.toFixed(1).padStart(9)} ms ${row.percent.toFixed(1).padStart(5)} %  ${row.name}  ${row.where}`,
    ),
  ];
}
