/**
 * A throwaway PostgreSQL cluster of the test's own (initdb in a temporary folder, a free port on
 * 127.0.0.1, its socket in that folder), to stop and start under traffic. Never the machine's
 * shared server. PostgreSQL refuses to run as root, so as root (CI) every binary runs as the
 * `postgres` OS user through runuser.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';

/** The folder of initdb and pg_ctl: POSTGRES_BIN_DIR, Debian's newest, PATH, or pg_config's. */
export function findPostgresBin(): string | null {
  const candidates: string[] = [];
  if (process.env.POSTGRES_BIN_DIR) candidates.push(process.env.POSTGRES_BIN_DIR);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debian, version, 'bin')));
  }
  const fromPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (fromPath) candidates.push(dirname(fromPath));
  const bindir = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (bindir.status === 0) candidates.push(bindir.stdout.trim());
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const AS_ROOT = process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  if (uid.status !== 0)
    throw new Error('running as root, but there is no postgres OS user to run PostgreSQL');
  return { uid: Number(uid.stdout), gid: Number(id('-g').stdout) };
}

export type Cluster = {
  port: number;
  /** A connection URL to one database of the cluster. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** pg_ctl stop: `immediate` is a crash (no checkpoint), `fast` ends every session with 57P01. */
  stop(mode: 'immediate' | 'fast'): void;
  start(): void;
  /** Stops the server if it runs and removes its folder; safe to call twice, and synchronous. */
  destroy(): void;
  log(): string;
};

export async function startCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-fault-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const port = await freePort();
  if (AS_ROOT) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const [command, commandArgs] = AS_ROOT
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    const result = spawnSync(command, commandArgs, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) {
      throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    }
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  let running = false;
  const cluster: Cluster = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: cluster.url('postgres') });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
    },
    stop(mode) {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    start() {
      run('pg_ctl', ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    },
    destroy() {
      if (running && existsSync(data)) {
        try {
          cluster.stop('immediate');
        } catch {
          // Already stopped: the folder goes anyway.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    cluster.start();
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  return cluster;
}
