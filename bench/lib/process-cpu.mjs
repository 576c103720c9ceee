// CPU seconds (user + system) a process has spent so far, read from /proc/<pid>/stat (Linux).
// Requests per second on a shared machine move with whatever else runs; the CPU a request costs
// the server does not, so the api and scale parts report it beside the latency.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** 0 for a process that has gone, or where /proc does not exist. */
export function cpuSeconds(pid) {
  const path = `/proc/${pid}/stat`;
  if (!existsSync(path)) return 0;
  const stat = readFileSync(path, 'utf8');
  // Fields after the command's closing parenthesis start at field 3 (state); utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
