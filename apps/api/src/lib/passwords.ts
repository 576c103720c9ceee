/**
 * Password hashing with argon2id at the OWASP parameters (19 MiB, 2 passes, 1 lane). The hash
 * string carries its parameters, so raising them later still verifies the old hashes.
 *
 * Each hash runs on a libuv worker, never on the event loop, but it takes a core for ~50 ms: four
 * sign-ins at once (libuv's four workers) left a 2-core machine no core for the reads, whose p99
 * grew several times over (issue 9). At most one hash per core but one runs at a time; the
 * others wait their turn, so a burst of sign-ins costs sign-ins time, not every passenger's.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// Algorithm.Argon2id; @node-rs/argon2 exports it as a const enum, which isolatedModules forbids.
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes running at once: one core is always left to the event loop. */
export const PASSWORD_WORK_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const passwordWork = pLimit(PASSWORD_WORK_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return passwordWork(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await passwordWork(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** Hashes waiting for their turn now (the bench and the tests read it). */
export function passwordWorkWaiting(): number {
  return passwordWork.pendingCount;
}

/** Verifying against this costs what a real check costs, so an unknown e-mail answers as slowly. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-valid');
  return decoyHash;
}
