// CPU time the database work of a request costs, read from /proc: the api server's process (SQLite
// runs inside it) plus, on PostgreSQL, the server's backends of that database. Latency on a shared
// 2-core machine moves with whatever else runs; the CPU a request costs does not, so it tells
// whether the work per request grows with the database when the p99 is blurred by neighbours.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuSeconds } from '../lib/process-cpu.mjs';

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
