// A SQLite file the api cannot write (issue 8): full under traffic, failing on disk under traffic
// (its file system turned read-only after an error), and read-only when the api starts. The api
// runs as a process of its own, as in production, and what it does is judged over HTTP and in its
// log: no crash and no 500, 503 SERVICE_UNAVAILABLE in the passenger's language for what cannot
// be done now, reads answered as before, one clear line for the operator naming the file and the
// cause, and once the disk is usable again, everything acknowledged before is there and the file
// is sound.
//
// The database lives on a small disk of its own, which needs root (CI runs as root): an ext4
// image on a loop device where the kernel offers them, a tmpfs elsewhere (no disk error then: that
// part records that it could not stage its fault). SQLite's own cap, PRAGMA max_page_count, cannot
// stand in for a full disk here: it holds only for the connection that sets it, not for the api's
// (test/db/sqlite-full.test.ts uses it on the app's own connection).
//
// A full disk: the WAL keeps its size once grown, and a commit that fits in it needs no new space,
// so the WAL is emptied first; filled, the disk then refuses the next commits.
//
// A disk error: ext4 mounted with errors=remount-ro turns read-only when the kernel meets an error
// (here /sys/fs/ext4/<device>/trigger_fs_error). Writes then fail with SQLITE_IOERR; the api keeps
// reading from what it has. The database is configured with synchronous = FULL: a commit is on
// the disk before it is acknowledged, so every acknowledged sign-up must be there after the error
// (with NORMAL, the commits since the kernel's last write-back were lost, as at a power cut).
//
// A read-only database is met when the api starts: Linux refuses to make a mount read-only while a
// process holds a file of it open for writing (EBUSY), and permissions are checked when a file is
// opened, so a running api keeps writing its open file whatever the operator does to the folder.
// The api then stops with a message naming the file and the cause, and an exit code other than 0,
// instead of starting to answer 503 to nearly everything: signing in writes a session, so a
// read-only api would pass the load balancer's health check while it cannot serve a passenger.
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { signBody } from '@oceane/domain';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess, type HttpAnswer } from '../helpers/api-process.js';
import { SIGNATURE_KEY } from '../helpers/app.js';
import { freshPassenger, type Passenger } from '../helpers/passengers.js';
import {
  judge,
  memberOf,
  signedGet,
  signIn,
  traffic,
  UNAVAILABLE_EN,
  UNAVAILABLE_FR,
  until,
  type Member,
  type Sent,
} from './support/database-faults.js';
import { record, scaled } from './support/run.js';

const AS_ROOT = process.getuid?.() === 0;

const started: ApiProcess[] = [];
const mounted: string[] = [];
const devices: string[] = [];
const folders: string[] = [];

/** A system command that must succeed; its output. */
function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

// Whatever happens, no api, mount, loop device or folder of this file outlives it: the processes
// first (a mount they hold open cannot be unmounted), by their pid.
const cleanUpNow = () => {
  for (const api of started) if (api.alive()) process.kill(api.pid, 'SIGKILL');
  for (const dir of [...mounted].reverse()) spawnSync('umount', ['-l', dir]);
  for (const device of devices) spawnSync('losetup', ['-d', device]);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
};
process.once('exit', cleanUpNow);

afterAll(async () => {
  await Promise.all(started.map((api) => api.stop()));
  for (const dir of mounted.splice(0).reverse()) run('umount', [dir]);
  for (const device of devices.splice(0)) run('losetup', ['-d', device]);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  process.removeListener('exit', cleanUpNow);
});

function folder(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `portal-sqlite-${name}-`));
  folders.push(dir);
  return dir;
}

function mount(args: string[], dir: string) {
  run('mount', [...args, dir]);
  if (!mounted.includes(dir)) mounted.push(dir);
}

function unmount(dir: string) {
  run('umount', [dir]);
  mounted.splice(mounted.indexOf(dir), 1);
}

/** The disk the database lives on, and why it is not an ext4 image when it cannot be one. */
type Disk =
  | { kind: 'ext4'; device: string; image: string }
  | { kind: 'tmpfs'; why: string }
  | { kind: 'folder'; why: string };

/** A 16 MB ext4 image on a loop device, mounted on the folder to turn read-only at an error. */
function ext4Disk(dir: string): Disk {
  const image = join(folder('image'), 'disk.img');
  run('truncate', ['-s', '16M', image]);
  run('mkfs.ext4', ['-q', '-F', image]);
  const device = run('losetup', ['-f', '--show', image]);
  devices.push(device);
  mount(['-o', 'errors=remount-ro', device], dir);
  if (!existsSync(errorTrigger(device))) throw new Error(`the kernel has no ${errorTrigger(device)}`);
  return { kind: 'ext4', device, image };
}

function stageDisk(dir: string): Disk {
  if (!AS_ROOT) return { kind: 'folder', why: 'not root: no disk of its own can be mounted' };
  try {
    return ext4Disk(dir);
  } catch (error) {
    for (const mountedDir of mounted.splice(0)) spawnSync('umount', [mountedDir]);
    for (const device of devices.splice(0)) spawnSync('losetup', ['-d', device]);
    mount(['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs'], dir);
    return {
      kind: 'tmpfs',
      why: `no ext4 image on a loop device (${(error as Error).message.split('\n')[0]})`,
    };
  }
}

const errorTrigger = (device: string) => `/sys/fs/ext4/${basename(device)}/trigger_fs_error`;

async function startApi(path: string) {
  const api = await startApiProcess({
    SQLITE_PATH: path,
    JOBS: 'off',
    RATE_LIMIT_SIGNIN_PER_ADDRESS: '100000',
    RATE_LIMIT_SIGNIN_PER_EMAIL: '100000',
    RATE_LIMIT_SIGNUP_PER_ADDRESS: '100000',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
  });
  started.push(api);
  return api;
}

function integrityOf(path: string): string {
  const database = new Database(path);
  try {
    return String(database.pragma('integrity_check', { simple: true }));
  } finally {
    database.close();
  }
}

function truncateWal(path: string) {
  const database = new Database(path);
  try {
    database.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    database.close();
  }
}

/** Fills the folder's file system with a file of zeros until it refuses a byte more. */
function fill(path: string): number {
  const chunk = Buffer.alloc(64 * 1024);
  const file = openSync(path, 'w');
  let written = 0;
  try {
    for (;;) written += writeSync(file, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(file);
  }
  return written;
}

/** The operator's lines "database unavailable: …" in the api's log. */
function toldUnavailable(api: ApiProcess): string[] {
  return api
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; level: number })
    .filter((line) => line.level >= 50 && line.msg?.startsWith('database unavailable'))
    .map((line) => line.msg!);
}

/** Identity/signUp in English, as a browser set to English asks it. */
async function signUpInEnglish(api: ApiProcess): Promise<HttpAnswer> {
  const response = await fetch(`${api.origin}/api/Identity/signUp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(await signBody({ ...freshPassenger(), acceptTerms: true }, SIGNATURE_KEY)),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

/** Whether a wait ended in time: counted as a failure, so the part still reports when it did not. */
const inTime = (waiting: Promise<void>) =>
  waiting.then(
    () => true,
    () => false,
  );

type SignedUp = Passenger & { status: number };

/**
 * Passengers signing up (writes: an identity, an account, a code, a token), one reading their
 * cards, and the load balancer's health check, in loops until stopped.
 */
function passengersAt(api: ApiProcess, reader: Member) {
  const signedUp: SignedUp[] = [];
  const signUps = traffic('Identity/signUp', async () => {
    const passenger = freshPassenger();
    const answer = await api.post('Identity/signUp', { ...passenger, acceptTerms: true });
    signedUp.push({ ...passenger, status: answer.status });
    return answer;
  });
  const reads = traffic('Account/getCards.json', () =>
    signedGet(api, 'Account/getCards.json', { userToken: reader.userToken }),
  );
  const health = traffic('health', () => api.get('health'));
  return {
    signedUp,
    refused: () => signedUp.some((entry) => entry.status === 503),
    async stop() {
      const written = await signUps.stop();
      const read = [...(await reads.stop()), ...(await health.stop())];
      return { written, read };
    },
  };
}

/** Reads and health checks not answered 200: none is promised, full disk or failed. */
const unread = (sent: Sent[]) =>
  sent.filter((entry) => !('answer' in entry) || entry.answer.status !== 200).length;

const dir = folder('faults');
const path = join(dir, 'portal.sqlite');
let disk: Disk;
let api: ApiProcess;
const members: Member[] = [];
/** Every account the api acknowledged, to be found after the last restart. */
const acknowledged: Array<{ email: string; password: string }> = [];

// One database and one api for the parts under traffic (each start of the api costs seconds of
// compiling, tens of seconds on a loaded machine).
beforeAll(async () => {
  disk = stageDisk(dir);
  api = await startApi(path);
  for (let count = 0; count < scaled(3, 20); count += 1) members.push(await memberOf(api));
  acknowledged.push(...members);
});

describe('a SQLite disk full under traffic (sqlite)', () => {
  it('answers 503 in the envelope while full, reads on, tells the operator once, and writes again with nothing lost', async () => {
    if (disk.kind === 'folder') {
      record('database-faults', {
        part: 'SQLite disk full under traffic (sqlite)',
        runs: 0,
        failures: 0,
        note: `could not stage the fault: ${disk.why}`,
      });
      return;
    }
    const passengers = passengersAt(api, members[0]!);
    await until('traffic flowing', async () => passengers.signedUp.length >= 3, 30, api.output());

    truncateWal(path);
    const filler = join(dir, 'filler');
    const fullAt = Date.now();
    const filled = fill(filler);
    const refusedInTime = await inTime(
      until('a write refused', async () => passengers.refused(), scaled(30, 120)),
    );
    const inEnglish = await signUpInEnglish(api);
    // A while longer under traffic, full: the operator is not told again.
    await new Promise((resolve) => setTimeout(resolve, scaled(2_000, 20_000)));
    const aliveWhileFull = api.alive();

    rmSync(filler);
    const fullMs = Date.now() - fullAt;
    const writesAgain = await inTime(
      until('writes again once space returns', async () => (await signUpInEnglish(api)).status === 200),
    );
    const { written, read } = await passengers.stop();

    const verdict = judge([...written, ...read]);
    const readsRefused = unread(read);
    const lost: string[] = [];
    const signedUp = passengers.signedUp.filter((entry) => entry.status === 200);
    for (const account of signedUp) {
      const answer = await signIn(api, account);
      if (answer.status !== 200) lost.push(`${account.email}: ${answer.status}`);
    }
    acknowledged.push(...signedUp);
    const told = toldUnavailable(api);
    const integrity = integrityOf(path);
    const firstRefusal = written.find((entry) => 'answer' in entry && entry.answer.status === 503);
    record('database-faults', {
      part: `SQLite disk full under traffic (sqlite, a ${disk.kind === 'ext4' ? '16 MB ext4 image' : '4 MB tmpfs'} filled)`,
      requests: written.length + read.length + signedUp.length + 1,
      failures:
        verdict.broken.length +
        readsRefused +
        lost.length +
        (integrity === 'ok' ? 0 : 1) +
        (aliveWhileFull ? 0 : 1) +
        (refusedInTime ? 0 : 1) +
        (writesAgain ? 0 : 1) +
        (inEnglish.status === 503 ? 0 : 1),
      note: `${verdict.unavailable} writes answered 503 while full for ${fullMs} ms (${filled} bytes of filler); ${read.length} reads and health checks`,
    });

    expect(refusedInTime, api.output()).toBe(true);
    expect(writesAgain, api.output()).toBe(true);
    expect(verdict.broken, api.output()).toEqual([]);
    expect(firstRefusal && 'answer' in firstRefusal && firstRefusal.answer.body).toEqual({
      status: 'ko',
      error: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_FR, requestId: expect.any(String) },
    });
    expect(inEnglish).toEqual({
      status: 503,
      body: {
        status: 'ko',
        error: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_EN, requestId: expect.any(String) },
      },
    });
    expect(readsRefused).toBe(0);
    expect(lost).toEqual([]);
    expect(integrity).toBe('ok');
    // The operator's line names the file and the cause, once for the whole episode (under a minute).
    const full = told.filter((line) => line.includes('SQLITE_FULL'));
    expect(full, api.output()).toHaveLength(1);
    expect(full[0]).toContain(path);
    expect(new Set(told).size).toBe(told.length);
    expect(aliveWhileFull).toBe(true);
    expect(api.alive()).toBe(true);
  });
});

describe('a SQLite disk failing under traffic, its file system turned read-only (sqlite)', () => {
  it('answers 503 in the envelope, reads on, tells the operator, and keeps what was written before', async () => {
    if (disk.kind !== 'ext4') {
      record('database-faults', {
        part: 'SQLite disk failing under traffic (sqlite)',
        runs: 0,
        failures: 0,
        note: `could not stage the fault: ${disk.why}`,
      });
      return;
    }
    const passengers = passengersAt(api, members[0]!);
    await until('traffic flowing', async () => passengers.signedUp.length >= 3, 30, api.output());

    run('sh', ['-c', `echo 1 > ${errorTrigger(disk.device)}`]);
    const refusedInTime = await inTime(until('a write refused', async () => passengers.refused()));
    await new Promise((resolve) => setTimeout(resolve, scaled(2_000, 20_000)));
    const { written, read } = await passengers.stop();
    const aliveAfter = api.alive();
    const verdict = judge([...written, ...read]);
    const readsRefused = unread(read);
    const told = toldUnavailable(api).filter((line) => line.includes('SQLITE_IOERR'));
    const acknowledgedHere = passengers.signedUp.filter((entry) => entry.status === 200);

    // The operator's way back: stop the api, check the file system, mount it again.
    await api.stop();
    unmount(dir);
    const fsck = spawnSync('e2fsck', ['-fy', disk.image], { encoding: 'utf8' });
    mount(['-o', 'errors=remount-ro', disk.device], dir);
    const integrity = integrityOf(path);
    // Checked at the last restart, below: each signs in.
    acknowledged.push(...acknowledgedHere);
    record('database-faults', {
      part: 'SQLite disk failing under traffic (sqlite, an ext4 image turned read-only by an error)',
      requests: written.length + read.length,
      failures:
        verdict.broken.length +
        readsRefused +
        (told.length > 0 ? 0 : 1) +
        (integrity === 'ok' ? 0 : 1) +
        (aliveAfter ? 0 : 1) +
        (refusedInTime ? 0 : 1) +
        ((fsck.status ?? 8) < 4 ? 0 : 1),
      note: `${verdict.unavailable} writes answered 503 after the error; ${acknowledgedHere.length} sign-ups acknowledged before it, each checked at the last restart (synchronous = FULL)`,
    });

    expect(refusedInTime, api.output()).toBe(true);
    expect(verdict.broken, api.output()).toEqual([]);
    expect(verdict.unavailable).toBeGreaterThan(0);
    expect(readsRefused).toBe(0);
    expect(told.length, api.output()).toBeGreaterThan(0);
    expect(told[0]).toContain(path);
    // Once per cause (a failed write, a failed sync) for an episode under a minute.
    expect(new Set(told).size).toBe(told.length);
    expect(aliveAfter).toBe(true);
    // 0: clean; 1: errors corrected, as after an aborted journal.
    expect(fsck.status, fsck.stdout).toBeLessThan(4);
    expect(integrity).toBe('ok');
  });
});

describe('starting on a read-only SQLite database (sqlite)', () => {
  it('stops with the file and the cause, exit code not 0; starts once writable, nothing lost', async () => {
    await api.stop();
    const mountedDisk = disk.kind !== 'folder';
    if (mountedDisk) mount(['-o', 'remount,ro'], dir);
    else {
      chmodSync(path, 0o444);
      chmodSync(dir, 0o555);
    }
    const refused = await startApi(path).then(
      (api) => ({ started: api }),
      (error: Error) => ({ message: error.message }),
    );
    const why = mountedDisk
      ? 'its folder is on a read-only file system (EROFS)'
      : 'is not writable by this user';

    if (mountedDisk) mount(['-o', 'remount,rw'], dir);
    else {
      chmodSync(dir, 0o755);
      chmodSync(path, 0o644);
    }
    const again = await startApi(path);
    const lost: string[] = [];
    for (const account of acknowledged) {
      const answer = await signIn(again, account);
      if (answer.status !== 200) lost.push(`${account.email}: ${answer.status}`);
    }
    const written = await again.post('Identity/signUp', { ...freshPassenger(), acceptTerms: true });
    record('database-faults', {
      part: `SQLite read-only at start (sqlite, ${mountedDisk ? `its ${disk.kind} remounted read-only` : 'chmod'})`,
      runs: 3,
      requests: acknowledged.length + 1,
      failures: ('started' in refused ? 1 : 0) + lost.length + (written.status === 200 ? 0 : 1),
      note: `the api stops with the file and the cause; writable again, it starts with all ${acknowledged.length} accounts acknowledged before, those of the disk error included`,
    });

    expect('message' in refused && refused.message).toContain(
      `SQLite database ${path} cannot be written: ${why}`,
    );
    expect('message' in refused && refused.message).toMatch(/exit code 1\b/);
    expect(lost).toEqual([]);
    expect(written.status).toBe(200);
    expect(integrityOf(path)).toBe('ok');
  });
});
