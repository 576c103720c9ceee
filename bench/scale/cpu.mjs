// CPU time the database work of a request costs, read from /proc: the api server's process (SQLite
// runs inside it) plus, on PostgreSQL, the server's backends of that database. Latency on a shared
// 2-core machine moves with whatever else runs; the CPU a request costs does not, so it tells
// whether the work per request grows with the database when the p99 is blurred by neighbours.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** User + system CPU seconds of a process so far (0 for one that has gone). */
function cpuSeconds(pid) {
  const path = `/proc/${pid}/stat`;
  if (!existsSync(path)) return 0;
  const stat = readFileSync(path, 'utf8');
  // Fields after the command's closing parenthesis start at field 3 (state); utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * A meter of the CPU spent for one database: `read()` answers a Map of pid → CPU seconds for the
 * server's process and its database's PostgreSQL backends; `spentSince(before)` the seconds spent
 * since (a backend opened meanwhile counts from zero). `close()` ends its own PostgreSQL client.
 */
export async function cpuMeter({ root, serverPid, postgresUrl }) {
  let client = null;
  if (postgresUrl) {
    const require = createRequire(join(root, 'apps/api/package.json'));
    const { default: pg } = await import(pathToFileURL(require.resolve('pg')).href);
    client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
  }
  const read = async () => {
    const pids = [serverPid];
    if (client) {
      const { rows } = await client.query(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      pids.push(...rows.map((row) => row.pid));
    }
    return new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
  };
  return {
    read,
    async spentSince(before) {
      const after = await read();
      let spent = 0;
      for (const [pid, seconds] of after) spent += seconds - (before.get(pid) ?? 0);
      return spent;
    },
    close: async () => client?.end(),
  };
}
